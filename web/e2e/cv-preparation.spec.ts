import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { openFormatted, sampleCv } from './cv-sample';
import { arrow, dragTo } from './drag';
import { analyzePair } from './pair';
import { saveScreenshot } from './shots';

// The engine compiles on first use; a busy machine can take a while.
const engineStart = 30_000;

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function formatted(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
}

/** The names of the cards of an entry list, in order. */
async function entries(page: Page, sectionName: string): Promise<string[]> {
  return section(page, sectionName)
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
}

async function chips(page: Page, sectionName: string): Promise<string[]> {
  return section(page, sectionName)
    .getByRole('list', { name: sectionName })
    .getByRole('listitem')
    .evaluateAll((els) => els.map((e) => e.querySelector('span')?.textContent ?? ''));
}

/**
 * moveWithKeys moves an entry with the keyboard alone: focus its drag handle,
 * Space picks it up, arrow keys move it, Space drops it; each step waits for
 * dnd-kit's screen-reader announcement of it.
 */
async function moveWithKeys(
  page: Page,
  name: string,
  key: 'ArrowUp' | 'ArrowDown',
  to: number,
  of: number,
): Promise<void> {
  const said = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await page.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press('Space');
  await said(`Picked up ${name}`);
  await arrow(page, key, `${name} moved to position ${to} of ${of}.`);
  await page.keyboard.press('Space');
  await said(`${name} dropped at position ${to} of ${of}.`);
}

const experiences = ['Data Analyst at Acme Analytics', 'Junior Analyst at Beta Retail'];

test.describe('load rules', () => {
  test('without CV text: the spec message and back to /upload', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/cv_preparation');
    await expect(toast(page, 'Missing CV data. Please start over.')).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
    // The upload route's code may still be arriving: judge the page it shows.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('CV text with nothing to format: Formatting Failed / Please try again', async ({ page }) => {
    await openFormatted(page, '1234');
    await expect(page.getByRole('heading', { name: 'Formatting Failed' })).toBeVisible({ timeout: engineStart });
    await expect(page.getByText('Please try again', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Use Other CV Text' }).click();
    await expect(page.getByRole('heading', { name: 'Prepare Your CV' })).toBeVisible();
  });

  test('while formatting: Formatting Your CV with a rotating quote', async ({ page }) => {
    // Hold the engine back to see the formatting screen.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/core-*.wasm', async (route) => {
      await held;
      await route.continue();
    });
    await openFormatted(page);
    await expect(page.getByRole('heading', { name: 'Formatting Your CV' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Formatting Your CV' })).toBeVisible();
    await expect(page.locator('blockquote')).not.toBeEmpty();
    await expectNoA11yViolations(page);
    release();
    await formatted(page);
  });

  test('the stored CV is used as it is; Use This CV Text keeps edits of an unchanged text, asks before a new reading, undoes it once', async ({
    page,
  }) => {
    await openFormatted(page);
    await formatted(page);
    await section(page, 'About Me').getByRole('button', { name: 'Edit About Me' }).click();
    await page.getByRole('textbox', { name: 'About me', exact: true }).fill('Edited about text.');
    await page.getByRole('button', { name: 'Save About Me' }).click();

    // Opened again: the stored (edited) CV, not a new format.
    await page.goto('/about');
    await page.goto('/cv_preparation');
    await formatted(page);
    await expect(page.getByText('Edited about text.')).toBeVisible();

    const useText = async (edit?: (t: string) => string) => {
      await page.getByRole('link', { name: 'Use Other CV Text' }).click();
      await expect(page).toHaveURL(/\/prepare_cv_data$/);
      const box = page.getByLabel('CV text');
      await expect(box).toHaveValue(/Jane Doe/, { timeout: engineStart });
      if (edit) await box.fill(edit(await box.inputValue()));
      await page.getByRole('button', { name: 'Use This CV Text' }).click();
      await expect(page).toHaveURL(/\/cv_preparation$/);
    };
    const question = page.getByRole('dialog', { name: 'Replace your edited CV with a new reading of this text?' });

    // The same text again: no question, the edits stay, the flag goes.
    await useText();
    await formatted(page);
    await expect(page.getByText('Edited about text.')).toBeVisible();
    await expect(question).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fromPrepareCVData'))).toBeNull();

    // A changed text over the edited CV: asked first; keeping it changes nothing.
    const changed = (t: string) => t.replace('six years', 'seven years');
    await useText(changed);
    await expect(question).toBeVisible({ timeout: engineStart });
    await expectNoA11yViolations(page);
    await question.getByRole('button', { name: 'Keep My Edited CV' }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByText('Edited about text.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fromPrepareCVData'))).toBeNull();

    // Asked again and replaced: the new reading, with an undo.
    await useText();
    await expect(question).toBeVisible({ timeout: engineStart });
    await question.getByRole('button', { name: 'Replace It' }).click();
    await expect(page.getByText('Data analyst with seven years of SQL and Python in retail.')).toBeVisible({
      timeout: engineStart,
    });
    await expect(page.getByText('Edited about text.')).toHaveCount(0);
    const undo = page.getByRole('button', { name: 'Undo: Bring Back My Edited CV' });
    await expect(undo).toBeVisible();
    await expectNoA11yViolations(page);

    // Kept over a reload, then undone once.
    await page.reload();
    await formatted(page);
    await undo.click();
    await expect(page.getByText('Edited about text.')).toBeVisible();
    await expect(undo).toHaveCount(0);
    await page.reload();
    await formatted(page);
    await expect(page.getByText('Edited about text.')).toBeVisible();
  });

  test('the analysis page’s Tailor button leads here through Prepare CV', async ({ page }) => {
    await analyzePair(page, sampleCv, 'We hire a data analyst with SQL and Python.');
    await page.getByRole('link', { name: 'Tailor CV To This Job Offer With AI' }).click();
    await expect(page).toHaveURL(/\/prepare_cv_data$/);
    await expect(page.getByRole('heading', { name: 'Prepare Your CV' })).toBeVisible();
    await expect(page.getByLabel('CV text')).toHaveValue(sampleCv, { timeout: engineStart });
    await page.getByRole('button', { name: 'Use This CV Text' }).click();
    await formatted(page);
    await expect(page.getByText('Showing: On-device parse.')).toBeVisible();
  });
});

test.describe('Prepare Your CV', () => {
  test('restores the CV text, saves every change, cuts at 10 000 characters with the warning', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    await page.evaluate((t) => sessionStorage.setItem('cvText', t), sampleCv);
    await page.goto('/prepare_cv_data');
    const field = page.getByLabel('CV text');
    await expect(field).toBeEnabled({ timeout: engineStart });
    await expect(field).toHaveValue(sampleCv);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'prepare-cv');

    await field.fill('Jane Doe\nData Analyst');
    await page.reload();
    await expect(page.getByLabel('CV text')).toHaveValue('Jane Doe\nData Analyst', { timeout: engineStart });

    await page.getByLabel('CV text').fill('x'.repeat(10_001));
    await expect(page.getByRole('alert').filter({ hasText: 'CV text is limited to 10000 characters' })).toBeVisible();
    await expect(page.getByText('10000 / 10000 characters')).toBeVisible();
    expect(
      await page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as { text?: string }).text?.length,
      ),
    ).toBe(10_000);

    await page.getByLabel('CV text').fill('   ');
    await expect(page.getByRole('button', { name: 'Use This CV Text' })).toBeDisabled();
    await page.getByLabel('CV text').fill(sampleCv);
    await page.getByRole('button', { name: 'Use This CV Text' }).click();
    await expect(page).toHaveURL(/\/cv_preparation$/);
    await formatted(page);
  });
});

test.describe('editing the Formatted CV', () => {
  test('header and About Me: edit, cancel, save', async ({ page }, testInfo) => {
    await openFormatted(page);
    await formatted(page);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'formatted-cv');

    const header = section(page, 'Professional Header');
    await expect(header.getByText('Jane Doe • Data Analyst')).toBeVisible();
    await header.getByRole('button', { name: 'Edit Professional Header' }).click();
    await header
      .getByRole('textbox', { name: 'Professional header', exact: true })
      .fill('Jane Doe • Senior Data Analyst');
    await expectNoA11yViolations(page);
    await header.getByRole('textbox', { name: 'Professional header', exact: true }).press('Escape');
    await expect(header.getByText('Jane Doe • Data Analyst')).toBeVisible();
    await header.getByRole('button', { name: 'Edit Professional Header' }).click();
    await header
      .getByRole('textbox', { name: 'Professional header', exact: true })
      .fill('Jane Doe • Senior Data Analyst');
    await header.getByRole('button', { name: 'Save Professional Header' }).click();
    await expect(header.getByText('Jane Doe • Senior Data Analyst')).toBeVisible();

    const about = section(page, 'About Me');
    await about.getByRole('button', { name: 'Edit About Me' }).click();
    const text = about.getByRole('textbox', { name: 'About me', exact: true });
    await expect(text).toHaveAttribute('rows', '6');
    await text.fill('First line.\nSecond line.');
    await about.getByRole('button', { name: 'Cancel editing About Me' }).click();
    await expect(about.getByText('Data analyst with six years of SQL and Python in retail.')).toBeVisible();
    await about.getByRole('button', { name: 'Edit About Me' }).click();
    await about.getByRole('textbox', { name: 'About me', exact: true }).fill('First line.\nSecond line.');
    await about.getByRole('button', { name: 'Save About Me' }).click();
    await expect(about.getByText(/First line\.\s+Second line\./)).toBeVisible();

    await page.reload();
    await formatted(page);
    await expect(section(page, 'Professional Header').getByText('Jane Doe • Senior Data Analyst')).toBeVisible();
    await expect(section(page, 'About Me').getByText(/First line\.\s+Second line\./)).toBeVisible();
  });

  test('experience: edit, delete, restore at its old place, add (incomplete forms do nothing)', async ({ page }) => {
    await openFormatted(page);
    await formatted(page);
    const exp = section(page, 'Professional Experience');
    expect(await entries(page, 'Professional Experience')).toEqual(experiences);
    const restore = exp.getByRole('button', { name: 'Restore Deleted Experience' });
    await expect(restore).toBeDisabled();

    // Edit: fields and a responsibility.
    await exp.getByRole('button', { name: 'Edit Junior Analyst at Beta Retail' }).click();
    await exp.getByRole('textbox', { name: 'Position', exact: true }).first().fill('Analyst');
    await exp
      .getByRole('textbox', { name: 'Responsibility 1', exact: true })
      .fill('Cleaned, modelled and documented the customer data.');
    await exp.getByRole('button', { name: 'Add Responsibility' }).click();
    await exp.getByRole('textbox', { name: 'Responsibility 2', exact: true }).fill('Trained two interns.');
    await expectNoA11yViolations(page);
    await exp.getByRole('button', { name: 'Save Junior Analyst at Beta Retail' }).click();
    const edited = exp.getByRole('article', { name: 'Analyst at Beta Retail' });
    await expect(edited.getByText('Cleaned, modelled and documented the customer data.')).toBeVisible();
    await expect(edited.getByText('Trained two interns.')).toBeVisible();

    // Delete the first, restore it at position 1.
    await exp.getByRole('button', { name: 'Delete Data Analyst at Acme Analytics' }).click();
    expect(await entries(page, 'Professional Experience')).toEqual(['Analyst at Beta Retail']);
    await expect(restore).toBeEnabled();
    await expect(restore).toHaveAttribute('title', 'Restores Data Analyst at Acme Analytics (position 1)');
    await restore.click();
    expect(await entries(page, 'Professional Experience')).toEqual([
      'Data Analyst at Acme Analytics',
      'Analyst at Beta Retail',
    ]);
    await expect(restore).toBeDisabled();

    // Restore order: the most recent deletion comes back first.
    await exp.getByRole('button', { name: 'Delete Data Analyst at Acme Analytics' }).click();
    await exp.getByRole('button', { name: 'Delete Analyst at Beta Retail' }).click();
    await restore.click();
    expect(await entries(page, 'Professional Experience')).toEqual(['Analyst at Beta Retail']);
    await restore.click();
    expect(await entries(page, 'Professional Experience')).toEqual([
      'Data Analyst at Acme Analytics',
      'Analyst at Beta Retail',
    ]);

    // Add: position without company does nothing and keeps what was typed.
    const add = exp.getByRole('form', { name: 'Add Experience' });
    await add.getByRole('textbox', { name: 'Position', exact: true }).fill('Lead Analyst');
    await add.getByRole('button', { name: 'Add Experience' }).click();
    await expect(add.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Lead Analyst');
    expect(await entries(page, 'Professional Experience')).toHaveLength(2);
    await add.getByRole('textbox', { name: 'Company', exact: true }).fill('   ');
    await add.getByRole('button', { name: 'Add Experience' }).click();
    expect(await entries(page, 'Professional Experience')).toHaveLength(2);
    await add.getByRole('textbox', { name: 'Company', exact: true }).fill('Gamma Labs');
    await add
      .getByRole('textbox', { name: 'Responsibilities (one per line)', exact: true })
      .fill('Led the analytics team.');
    await add.getByRole('button', { name: 'Add Experience' }).click();
    await expect(add.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('');
    expect(await entries(page, 'Professional Experience')).toEqual([
      'Data Analyst at Acme Analytics',
      'Analyst at Beta Retail',
      'Lead Analyst at Gamma Labs',
    ]);
    await expect(exp.getByText('Led the analytics team.')).toBeVisible();

    await page.reload();
    await formatted(page);
    expect(await entries(page, 'Professional Experience')).toEqual([
      'Data Analyst at Acme Analytics',
      'Analyst at Beta Retail',
      'Lead Analyst at Gamma Labs',
    ]);
    // The ids were kept through the edits: a new one for the added entry only.
    const ids = await page.evaluate(() => {
      const s = JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as {
        formatted: {
          versions: Record<
            string,
            { doc: { professional_experience: { id: string; responsibilities: { id: string }[] }[] } }
          >;
        };
      };
      return s.formatted.versions['on-device']!.doc.professional_experience.map((e) => [
        e.id,
        ...e.responsibilities.map((r) => r.id),
      ]);
    });
    expect(ids[0]).toEqual(['exp_1', 'exp_1_r1', 'exp_1_r2']);
    expect(ids[1]?.slice(0, 2)).toEqual(['exp_2', 'exp_2_r1']);
    expect(ids[1]?.[2]).toMatch(/^r_\d+$/);
    expect(ids[2]?.[0]).toMatch(/^exp_\d+$/);
    expect(new Set(ids.flat()).size).toBe(ids.flat().length);
  });

  test('reorder with keys only (drag handle, Space, arrows, Space), announced', async ({ page }) => {
    await openFormatted(page);
    await formatted(page);
    await moveWithKeys(page, 'Junior Analyst at Beta Retail', 'ArrowUp', 1, 2);
    await expect.poll(() => entries(page, 'Professional Experience')).toEqual([...experiences].reverse());

    // Escape cancels a move.
    await page.getByRole('button', { name: 'Move Junior Analyst at Beta Retail' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'Picked up Junior Analyst at Beta Retail' })).toHaveCount(
      1,
    );
    await arrow(page, 'ArrowDown', 'moved to position 2 of 2.');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('status').filter({ hasText: 'Moving Junior Analyst at Beta Retail was cancelled' }),
    ).toHaveCount(1);
    expect(await entries(page, 'Professional Experience')).toEqual([...experiences].reverse());

    await page.reload();
    await formatted(page);
    expect(await entries(page, 'Professional Experience')).toEqual([...experiences].reverse());
  });

  test('reorder by dragging the handle: mouse on a desktop, touch on a phone', async ({ page, isMobile }) => {
    await openFormatted(page);
    await formatted(page);
    await dragTo(
      page,
      page.getByRole('button', { name: 'Move Junior Analyst at Beta Retail' }),
      page.getByRole('article', { name: 'Data Analyst at Acme Analytics' }),
      isMobile,
    );
    await expect.poll(() => entries(page, 'Professional Experience')).toEqual([...experiences].reverse());
  });

  test('education: edit, delete, restore, reorder, add needs institution and degree', async ({ page }) => {
    await openFormatted(page);
    await formatted(page);
    const edu = section(page, 'Education');
    const add = edu.getByRole('form', { name: 'Add Education' });
    await add.getByRole('textbox', { name: 'Institution', exact: true }).fill('FU Berlin');
    await add.getByRole('button', { name: 'Add Education' }).click();
    expect(await entries(page, 'Education')).toEqual(['MSc Statistics, TU Berlin']);
    await add.getByRole('textbox', { name: 'Degree', exact: true }).fill('BSc Mathematics');
    await add.getByRole('textbox', { name: 'Duration', exact: true }).fill('2012 – 2015');
    await add.getByRole('button', { name: 'Add Education' }).click();
    expect(await entries(page, 'Education')).toEqual(['MSc Statistics, TU Berlin', 'BSc Mathematics, FU Berlin']);

    await edu.getByRole('button', { name: 'Edit MSc Statistics, TU Berlin' }).click();
    await edu.getByRole('textbox', { name: 'Description', exact: true }).first().fill('Thesis on demand forecasting.');
    await edu.getByRole('button', { name: 'Save MSc Statistics, TU Berlin' }).click();
    await expect(edu.getByText('Thesis on demand forecasting.')).toBeVisible();

    await moveWithKeys(page, 'BSc Mathematics, FU Berlin', 'ArrowUp', 1, 2);
    await expect
      .poll(() => entries(page, 'Education'))
      .toEqual(['BSc Mathematics, FU Berlin', 'MSc Statistics, TU Berlin']);

    await edu.getByRole('button', { name: 'Delete BSc Mathematics, FU Berlin' }).click();
    expect(await entries(page, 'Education')).toEqual(['MSc Statistics, TU Berlin']);
    await edu.getByRole('button', { name: 'Restore Deleted Education' }).click();
    expect(await entries(page, 'Education')).toEqual(['BSc Mathematics, FU Berlin', 'MSc Statistics, TU Berlin']);
    await expectNoA11yViolations(page);

    await page.reload();
    await formatted(page);
    expect(await entries(page, 'Education')).toEqual(['BSc Mathematics, FU Berlin', 'MSc Statistics, TU Berlin']);
    await expect(section(page, 'Education').getByText('Thesis on demand forecasting.')).toBeVisible();
  });

  test('skills and tools: Enter adds, Escape cancels, blank does nothing, delete and restore at the old place', async ({
    page,
  }) => {
    await openFormatted(page);
    await formatted(page);
    for (const [name, noun, restoreName, start] of [
      ['Core Skills', 'skill', 'Restore Deleted Skill', ['Statistics', 'Forecasting']],
      ['Tools & Technologies', 'tool', 'Restore Deleted Tool', ['SQL', 'Python', 'Tableau']],
    ] as const) {
      const s = section(page, name);
      expect(await chips(page, name)).toEqual(start);
      const input = s.getByRole('textbox', { name: `Add a ${noun}`, exact: true });
      await input.fill('   ');
      await input.press('Enter');
      expect(await chips(page, name)).toEqual(start);
      await input.fill('Cancelled');
      await input.press('Escape');
      await expect(input).toHaveValue('');
      await input.fill('Power BI');
      await input.press('Enter');
      await expect(input).toHaveValue('');
      expect(await chips(page, name)).toEqual([...start, 'Power BI']);

      await s.getByRole('button', { name: `Delete ${noun} ${start[0]}` }).click();
      await s.getByRole('button', { name: `Delete ${noun} Power BI` }).click();
      expect(await chips(page, name)).toEqual(start.slice(1));
      await s.getByRole('button', { name: restoreName }).click();
      expect(await chips(page, name)).toEqual([...start.slice(1), 'Power BI']);
      await s.getByRole('button', { name: restoreName }).click();
      expect(await chips(page, name)).toEqual([...start, 'Power BI']);
      await expect(s.getByRole('button', { name: restoreName })).toBeDisabled();
    }
    await page.reload();
    await formatted(page);
    expect(await chips(page, 'Core Skills')).toEqual(['Statistics', 'Forecasting', 'Power BI']);
  });

  test('languages: Enter adds only with both filled; delete has no restore', async ({ page }) => {
    await openFormatted(page);
    await formatted(page);
    const s = section(page, 'Languages');
    expect(await chips(page, 'Languages')).toEqual(['German — Native', 'English — C1']);
    await s.getByRole('textbox', { name: 'Language', exact: true }).fill('French');
    await s.getByRole('textbox', { name: 'Language', exact: true }).press('Enter');
    expect(await chips(page, 'Languages')).toHaveLength(2);
    await s.getByRole('textbox', { name: 'Proficiency', exact: true }).fill('B2');
    await s.getByRole('textbox', { name: 'Proficiency', exact: true }).press('Enter');
    expect(await chips(page, 'Languages')).toEqual(['German — Native', 'English — C1', 'French — B2']);
    await expect(s.getByRole('textbox', { name: 'Language', exact: true })).toHaveValue('');
    await s.getByRole('button', { name: 'Delete language English' }).click();
    expect(await chips(page, 'Languages')).toEqual(['German — Native', 'French — B2']);
    await expect(s.getByRole('button', { name: /Restore/ })).toHaveCount(0);
    await page.reload();
    await formatted(page);
    expect(await chips(page, 'Languages')).toEqual(['German — Native', 'French — B2']);
  });
});
