import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoA11yViolations } from './a11y';
import { nodeCore, openFormatted } from './cv-sample';
import { arrow } from './drag';

// The one CV document from upload to download (issue 24): the PDF's own
// reading reaches the Formatted CV, and what the user adds there stays.
const engineStart = 30_000;
test.describe.configure({ timeout: 90_000 });

// A real CV whose LinkedIn address is only in the PDF's link, not in its text.
const realPdf = new URL('../../../shared/fixtures/real/resumes/barry_allen_fe.pdf', import.meta.url).pathname;
const job = 'We hire a data analyst with SQL, Python and Tableau for our retail team.';

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function chips(page: Page, name: string): Promise<string[]> {
  return section(page, name)
    .getByRole('list', { name })
    .getByRole('listitem')
    .evaluateAll((els) => els.map((e) => e.querySelector('span')?.textContent ?? ''));
}

/** pdfToFormatted uploads the PDF, analyses it, and goes on through Prepare CV to the Formatted CV. */
async function pdfToFormatted(page: Page): Promise<void> {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
  await page.getByLabel('PDF file').setInputFiles(realPdf);
  await expect(page.getByLabel('CV text')).toHaveValue(/Barry Allen/, { timeout: engineStart });
  await page.getByLabel('Job description text').fill(job);
  await page.getByRole('button', { name: 'Analyze Match' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
  await page.getByRole('link', { name: 'Tailor CV To This Job Offer With AI' }).click();
  await expect(page.getByLabel('CV text')).toHaveValue(/Barry Allen/, { timeout: engineStart });
  await page.getByRole('button', { name: 'Use This CV Text' }).click();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
}

test('a PDF CV reaches the Formatted CV with the PDF’s own reading, not a parse of its text', async ({ page }) => {
  // What the core makes of the fixture both ways, read with Node's pdf.js as the page does.
  const dir = mkdtempSync(join(tmpdir(), 'real-pdf-'));
  execFileSync('node', ['scripts/dump-pdf-items.mjs', realPdf, '--out', dir], { stdio: 'ignore' });
  const items = JSON.parse(readFileSync(join(dir, 'barry_allen_fe.json'), 'utf8')) as { pages: unknown[] };
  rmSync(dir, { recursive: true });
  const core = await nodeCore();
  const pdf = core('parsePDF', { pages: items.pages }) as {
    text: string;
    cv: { coreSkills: string[]; linkedin?: string };
  };
  const plain = core('parseText', { text: pdf.text }) as { coreSkills: string[]; linkedin?: string };
  // The fixture is worth something only while the two readings differ: the
  // LinkedIn address is in the PDF's link only.
  expect(pdf.cv.linkedin).toMatch(/linkedin\.com\/in\//);
  expect(plain.linkedin).not.toEqual(pdf.cv.linkedin);
  const linkedin = (pdf.cv.linkedin ?? '').replace(/^https?:\/\/(www\.)?/, '');

  await pdfToFormatted(page);
  await expect(page.getByText('Showing: On-device parse.')).toBeVisible();
  expect(await chips(page, 'Core Skills')).toEqual(pdf.cv.coreSkills);
  await expect(section(page, 'Contact Details').getByText(linkedin)).toBeVisible();
  await expectNoA11yViolations(page);

  // Reloaded, and through Use This CV Text again: still the PDF's reading.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
  expect(await chips(page, 'Core Skills')).toEqual(pdf.cv.coreSkills);
  await page.getByRole('link', { name: 'Use Other CV Text' }).click();
  await page.getByRole('button', { name: 'Use This CV Text' }).click();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
  expect(await chips(page, 'Core Skills')).toEqual(pdf.cv.coreSkills);
  await expect(section(page, 'Contact Details').getByText(linkedin)).toBeVisible();
});

async function formatted(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
}

/** downloadText clicks Download Text and returns the saved file's text. */
async function downloadText(page: Page): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Text' }).click(),
  ]);
  return readFileSync((await file.path())!, 'utf8');
}

test('contact details and the other sections: added on the Formatted CV, kept over a reload, in the download', async ({
  page,
}) => {
  await openFormatted(page);
  await formatted(page);

  // Contact Details: filled from the CV, completed here.
  const contact = section(page, 'Contact Details');
  await expect(contact.getByText('jane.doe@example.com')).toBeVisible();
  await expect(contact.getByText('add them here for your downloads; they stay on this device')).toBeVisible();
  await contact.getByRole('button', { name: 'Edit Contact Details' }).click();
  await expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('placeholder', /\d/);
  await contact.getByRole('textbox', { name: 'Phone' }).fill('+49 30 1234567');
  await contact.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin.com/in/jane-doe');
  await expectNoA11yViolations(page);
  await contact.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(contact.getByText('+49 30 1234567')).toBeVisible();

  // A section the CV lacks, through Add a Section: add, edit, delete, restore, reorder.
  await section(page, 'Add a Section').getByRole('button', { name: 'Add Projects' }).click();
  const projects = section(page, 'Projects');
  await expect(projects.getByRole('textbox', { name: 'Project name' })).toBeFocused();
  await projects.getByRole('textbox', { name: 'Project name' }).fill('Store Dashboard');
  await projects
    .getByRole('textbox', { name: 'Highlights (one per line)' })
    .fill('Built the sales dashboard\nUsed by 40 stores');
  await projects.getByRole('button', { name: 'Add Project' }).click();
  await projects.getByRole('textbox', { name: 'Project name' }).fill('Churn Model');
  await projects.getByRole('button', { name: 'Add Project' }).click();
  const cards = projects.getByRole('article');
  await expect(cards).toHaveCount(2);
  await projects.getByRole('button', { name: 'Edit Churn Model' }).click();
  // The edit form comes before the add form.
  await projects.getByRole('textbox', { name: 'Organisation or client' }).first().fill('Beta Retail');
  await expectNoA11yViolations(page);
  await projects.getByRole('button', { name: 'Save Churn Model' }).click();
  await expect(projects.getByRole('article', { name: 'Churn Model, Beta Retail' })).toBeVisible();
  await projects.getByRole('button', { name: 'Delete Store Dashboard' }).click();
  await expect(cards).toHaveCount(1);
  await projects.getByRole('button', { name: 'Restore Deleted Project' }).click();
  await expect(cards.first()).toHaveAttribute('aria-label', 'Store Dashboard');
  const name = 'Churn Model, Beta Retail';
  const said = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await projects.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press('Space');
  await said(`Picked up ${name}`);
  await arrow(page, 'ArrowUp', `${name} moved to position 1 of 2.`);
  await page.keyboard.press('Space');
  await said(`${name} dropped at position 1 of 2.`);
  await expect(cards.first()).toHaveAttribute('aria-label', 'Churn Model, Beta Retail');

  // A titled section of one's own.
  await section(page, 'Add a Section').getByRole('button', { name: 'Add Another Section' }).click();
  const other = section(page, 'Other Sections');
  await other.getByRole('textbox', { name: 'Section title' }).fill('Beyond Work');
  await other.getByRole('textbox', { name: 'Lines (one per line)' }).fill('Chess club captain');
  await other.getByRole('button', { name: 'Add Section' }).click();
  await expect(other.getByRole('article', { name: 'Beyond Work' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Everything is kept over a reload, and goes into the file.
  await page.reload();
  await formatted(page);
  await expect(section(page, 'Contact Details').getByText('+49 30 1234567')).toBeVisible();
  await expect(section(page, 'Projects').getByRole('article').first()).toHaveAttribute(
    'aria-label',
    'Churn Model, Beta Retail',
  );
  await expect(section(page, 'Other Sections').getByRole('article', { name: 'Beyond Work' })).toBeVisible();
  const text = await downloadText(page);
  for (const want of [
    '+49 30 1234567',
    'linkedin.com/in/jane-doe',
    'PROJECTS',
    'Churn Model',
    'Built the sales dashboard',
    'Chess club captain',
  ]) {
    expect(text).toContain(want);
  }
  expect(text).not.toContain('Not in the CV');

  // An emptied detail leaves the file.
  await section(page, 'Contact Details').getByRole('button', { name: 'Edit Contact Details' }).click();
  await page.getByRole('textbox', { name: 'Phone' }).fill('');
  await page.getByRole('button', { name: 'Save Contact Details' }).click();
  expect(await downloadText(page)).not.toContain('+49 30 1234567');
});

/**
 * markPlaceholder records a marker as one Shortlist put in the CV, as
 * applying a suggestion with a gap does (the tailoring page's reducer), and
 * reloads the page on the stored document.
 */
async function markPlaceholder(page: Page, marker: string): Promise<void> {
  await page.evaluate((m) => {
    const stored = JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as {
      formatted?: { versions: Record<string, { doc: { placeholders?: string[] } }> };
    };
    for (const v of Object.values(stored.formatted?.versions ?? {})) v.doc.placeholders = [m];
    sessionStorage.setItem('cvData', JSON.stringify(stored));
  }, marker);
  await page.reload();
  await formatted(page);
}

test('the user’s own brackets and tags are text: the download goes through with them', async ({ page }) => {
  await openFormatted(page);
  await formatted(page);
  await section(page, 'About Me').getByRole('button', { name: 'Edit About Me' }).click();
  const own = 'Led the [Confidential] rollout; notes in <b>bold</b>; ran [number] audits.';
  await page.getByRole('textbox', { name: 'About me', exact: true }).fill(own);
  await page.getByRole('button', { name: 'Save About Me' }).click();
  expect(await downloadText(page)).toContain(own);
  await expect(page.getByRole('dialog', { name: 'Fill in the gaps before you download' })).toHaveCount(0);
});

test('a download is refused while the CV has a gap; Go to it completes it in place, then the file is saved', async ({
  page,
}) => {
  await openFormatted(page);
  await formatted(page);
  await section(page, 'About Me').getByRole('button', { name: 'Edit About Me' }).click();
  await page
    .getByRole('textbox', { name: 'About me', exact: true })
    .fill('Cut reporting time by [number] for 40 stores.');
  await page.getByRole('button', { name: 'Save About Me' }).click();
  await markPlaceholder(page, '[number]');

  let saved = 0;
  page.on('download', () => saved++);
  await page.getByRole('button', { name: 'Create Word File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fill in the gaps before you download' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('About Me', { exact: true })).toBeVisible();
  await expect(dialog.getByText('To fill: [number]')).toBeVisible();
  await expectNoA11yViolations(page);
  expect(saved).toBe(0);

  await dialog.getByRole('button', { name: /^Go to it/ }).click();
  const gap = dialog.getByRole('textbox', { name: 'Gap 1 of 1: number' });
  await expect(gap).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await gap.fill('75%');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', { name: 'Every gap is filled' });
  await expect(done).toBeVisible();
  // The download waiting goes on from there: read back, as every Word file
  // is, and complete, so saved at once.
  await done.getByRole('button', { name: 'Create Word File' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Word file created successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  expect(saved).toBe(1);
  await expect(section(page, 'About Me').getByText('Cut reporting time by 75% for 40 stores.')).toBeVisible();
  // The same check before every file: the text download goes through at once now.
  expect(await downloadText(page)).toContain('Cut reporting time by 75% for 40 stores.');
});
