import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoA11yViolations } from './a11y';
import { nodeCore, openFormatted } from './cv-sample';

const engineStart = 30_000;

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function ready(page: Page): Promise<void> {
  await openFormatted(page);
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
}

async function download(page: Page, button: string): Promise<{ download: Download; text: string }> {
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const path = await d.path();
  return { download: d, text: readFileSync(path, 'utf8') };
}

/** createWord makes the Word file; read back clean, it is saved at once (cv-read-back.spec.ts tests the read-back). */
async function createWord(page: Page): Promise<Download> {
  const [d] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Create Word File' }).click(),
  ]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return d;
}

/** An edit first, so each download shows it takes the edited CV as it is. */
async function addSkill(page: Page, name: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Add a skill', exact: true });
  await input.fill(name);
  await input.press('Enter');
  await expect(page.getByRole('button', { name: `Delete skill ${name}` })).toBeVisible();
}

test('Download Text: formatted_cv.txt with the spec’s headings, in order, and the edits', async ({ page }) => {
  await ready(page);
  await addSkill(page, 'Power BI');
  const { download: d, text } = await download(page, 'Download Text');
  expect(d.suggestedFilename()).toBe('formatted_cv.txt');
  const headings = [
    'PROFESSIONAL HEADER',
    'ABOUT ME',
    'PROFESSIONAL EXPERIENCE',
    'EDUCATION',
    'CORE SKILLS',
    'TOOLS & TECHNOLOGIES',
    'LANGUAGES',
  ];
  const at = headings.map((h) => text.split('\n').indexOf(h));
  expect(at.every((i) => i >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  // The name on its own line, then the title, then the contact line.
  const lines = text.split('\n');
  expect(lines.slice(lines.indexOf('PROFESSIONAL HEADER') + 1, lines.indexOf('PROFESSIONAL HEADER') + 4)).toEqual([
    'Jane Doe',
    'Data Analyst',
    'jane.doe@example.com',
  ]);
  expect(text).not.toContain('Not in the CV');
  expect(text).toContain('Data Analyst — Acme Analytics');
  expect(text).toContain('• Built the sales dashboards used by 40 stores.');
  expect(text).toContain('Statistics, Forecasting, Power BI');
  expect(text).toContain('German — Native');
});

test('Download JSON: formatted_cv.json, the transformed CV with the document’s ids, and its toast', async ({
  page,
}) => {
  await ready(page);
  await addSkill(page, 'Power BI');
  // A deletion must not renumber the others.
  await page.getByRole('button', { name: 'Delete Data Analyst at Acme Analytics' }).click();
  const { download: d, text } = await download(page, 'Download JSON');
  expect(d.suggestedFilename()).toBe('formatted_cv.json');
  await expect(toast(page, 'JSON file downloaded successfully')).toBeVisible();
  const json = JSON.parse(text) as {
    professional_experience: { id: string; title: string; responsibilities: { id: string }[] }[];
    education: { id: string; degree: string }[];
    core_skills: string[];
    tools_technologies: string[];
    languages: { id: string; language: string; proficiency: string }[];
  };
  // The spec's fields first, then the contact details the CV has as extra fields.
  expect(Object.keys(json)).toEqual([
    'professional_experience',
    'education',
    'core_skills',
    'tools_technologies',
    'languages',
    'name',
    'email',
  ]);
  expect(json).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com' });
  expect(json.professional_experience.map((e) => [e.id, e.title, e.responsibilities.map((r) => r.id)])).toEqual([
    ['exp_2', 'Junior Analyst', ['exp_2_r1']],
  ]);
  expect(json.education).toMatchObject([{ id: 'edu_1', degree: 'MSc Statistics' }]);
  expect(json.core_skills).toEqual(['Statistics', 'Forecasting', 'Power BI']);
  expect(json.tools_technologies).toEqual(['SQL', 'Python', 'Tableau']);
  expect(json.languages).toEqual([
    { id: 'lang_1', language: 'German', proficiency: 'Native' },
    { id: 'lang_2', language: 'English', proficiency: 'C1' },
  ]);
  await expectNoA11yViolations(page);
});

test('Download JSON Resume: schema v1.0.0 with nothing invented', async ({ page }) => {
  await ready(page);
  const { download: d, text } = await download(page, 'Download JSON Resume');
  expect(d.suggestedFilename()).toBe('formatted_cv.resume.json');
  await expect(toast(page, 'JSON Resume file downloaded successfully')).toBeVisible();
  const resume = JSON.parse(text) as {
    $schema: string;
    basics: { name: string; label: string; email: string; phone?: string };
    work: { name: string; position: string; startDate: string; endDate: string }[];
    languages: { language: string; fluency: string }[];
  };
  expect(resume.$schema).toContain('resume-schema/v1.0.0/schema.json');
  expect(resume.basics).toMatchObject({ name: 'Jane Doe', label: 'Data Analyst', email: 'jane.doe@example.com' });
  expect(resume.basics.phone).toBeUndefined();
  expect(resume.work[0]).toMatchObject({
    name: 'Acme Analytics',
    position: 'Data Analyst',
    startDate: '2019',
    endDate: '2024',
  });
  expect(resume.languages).toEqual([
    { language: 'German', fluency: 'Native' },
    { language: 'English', fluency: 'C1' },
  ]);
});

test('Create Word File: formatted_cv.docx, its toast, the docx code loaded only then', async ({ page }) => {
  // Run as code: the offline warm-up (lib/offline-downloads.ts) fetches the same files as data.
  const docxCode: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /\/assets\/downloads\/docx-[\w-]+\.js$/.test(new URL(r.url()).pathname))
      docxCode.push(r.url());
  });
  await ready(page);
  expect(docxCode).toEqual([]);
  const d = await createWord(page);
  expect(d.suggestedFilename()).toBe('formatted_cv.docx');
  await expect(toast(page, 'Word file created successfully!')).toBeVisible();
  // The Word code (the docx library and our wrapper's chunks) came with the click, not before.
  expect(docxCode.length).toBeGreaterThan(0);
  expect(
    readFileSync(await d.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});

test.describe('the Word file read back', () => {
  test.skip(({ isMobile }) => isMobile, 'the same file on a phone; LibreOffice is slow, so once');
  test.setTimeout(120_000);

  test('LibreOffice opens it; our parser reads its PDF back to the same experience, education, skills and languages', async ({
    page,
  }) => {
    await ready(page);
    const d = await createWord(page);
    const dir = mkdtempSync(join(tmpdir(), 'shortlist-docx-'));
    try {
      const docx = join(dir, 'formatted_cv.docx');
      await d.saveAs(docx);
      // Its own LibreOffice profile, so runs never share (or lock) one.
      const soffice = (to: string) =>
        execFileSync(
          'soffice',
          ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', to, '--outdir', dir, docx],
          {
            stdio: 'ignore',
            timeout: 90_000,
          },
        );
      soffice('txt:Text (encoded):UTF8');
      const text = readFileSync(join(dir, 'formatted_cv.txt'), 'utf8').replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/).map((l) => l.trim());
      for (const h of ['PROFESSIONAL SUMMARY', 'SKILLS', 'WORK EXPERIENCE', 'EDUCATION', 'LANGUAGES'])
        expect(lines).toContain(h);
      expect(lines.indexOf('PROFESSIONAL SUMMARY')).toBeLessThan(lines.indexOf('WORK EXPERIENCE'));
      // The contact line carries what the CV has and nothing in place of the rest.
      expect(lines).toContain('jane.doe@example.com');
      expect(text).not.toMatch(/\[(Phone|Email|LinkedIn|Address)\]/);

      soffice('pdf');
      execFileSync('node', ['scripts/dump-pdf-items.mjs', join(dir, 'formatted_cv.pdf'), '--out', dir], {
        stdio: 'ignore',
      });
      const pages = (JSON.parse(readFileSync(join(dir, 'formatted_cv.json'), 'utf8')) as { pages: unknown[] }).pages;
      const call = await nodeCore();
      type CV = Record<
        'professionalExperience' | 'education' | 'coreSkills' | 'toolsTechnologies' | 'languages',
        unknown
      >;
      const back = (call('parsePDF', { pages }) as { cv: CV }).cv;
      const stored = await page.evaluate(() => sessionStorage.getItem('cvData') ?? '');
      const doc = (JSON.parse(stored) as { formatted: { versions: { 'on-device': { doc: unknown } } } }).formatted
        .versions['on-device'].doc;
      const want = call('fromStructured', { cv: doc }) as CV;
      expect(back.professionalExperience).toEqual(want.professionalExperience);
      expect(back.education).toEqual(want.education);
      expect(back.coreSkills).toEqual(want.coreSkills);
      expect(back.toolsTechnologies).toEqual(want.toolsTechnologies);
      expect(back.languages).toEqual(want.languages);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe('download failures', () => {
  test('an empty CV: No CV data available to download', async ({ page }) => {
    await openFormatted(page, 'Jane Doe');
    await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
    // Everything the parser found, emptied by the user.
    const header = page.getByRole('region', { name: 'Professional Header' });
    await header.getByRole('button', { name: 'Edit Professional Header' }).click();
    await header.getByRole('textbox', { name: 'Professional header' }).fill('');
    await header.getByRole('button', { name: 'Save Professional Header' }).click();
    const contact = page.getByRole('region', { name: 'Contact Details' });
    await contact.getByRole('button', { name: 'Edit Contact Details' }).click();
    for (const field of await contact.getByRole('textbox').all()) await field.fill('');
    await contact.getByRole('button', { name: 'Save Contact Details' }).click();
    await expect(contact.getByText('No contact details yet.')).toBeVisible();
    for (const button of ['Download Text', 'Download JSON', 'Download JSON Resume', 'Create Word File']) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const said = toast(page, 'No CV data available to download');
      await expect(said).toBeVisible();
      // Closed, so the next button's toast is its own.
      await said.getByRole('button', { name: 'Close toast' }).click();
      await expect(said).toHaveCount(0);
    }
  });

  test('the browser refusing the file: Failed to download JSON file', async ({ page }) => {
    await ready(page);
    await page.evaluate(() => {
      URL.createObjectURL = () => {
        throw new Error('blocked');
      };
    });
    await page.getByRole('button', { name: 'Download JSON', exact: true }).click();
    await expect(toast(page, 'Failed to download JSON file')).toBeVisible();
    await expect(toast(page, 'JSON file downloaded successfully')).toHaveCount(0);
  });

  test.describe('when the engine cannot start', () => {
    // The route below must see the wasm request, which a service worker would answer.
    test.use({ serviceWorkers: 'block' });

    test('the CV kept from before is shown; a download says Failed to transform CV data', async ({ page }) => {
      await ready(page);
      await addSkill(page, 'Power BI');
      await page.route(/\.wasm$/, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.reload();
      // The edited CV is still there to see and to try again later.
      await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
      await expect(page.getByRole('button', { name: 'Delete skill Power BI' })).toBeVisible();
      for (const button of ['Download Text', 'Download JSON']) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const said = toast(page, 'Failed to transform CV data');
        await expect(said).toBeVisible();
        await said.getByRole('button', { name: 'Close toast' }).click();
        await expect(said).toHaveCount(0);
      }
      await expect(toast(page, 'JSON file downloaded successfully')).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  });

  test.describe('when the engine is still starting', () => {
    // The route below must see the wasm request, which a service worker would answer.
    test.use({ serviceWorkers: 'block' });

    test('a download asked for then waits for the engine instead of failing', async ({ page }) => {
      await ready(page);
      await addSkill(page, 'Power BI');
      // After a reload the kept CV shows before the engine has started; the
      // engine's wasm is held back until the download has been asked for.
      let release = (): void => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await expect(page.getByRole('button', { name: 'Delete skill Power BI' })).toBeVisible({ timeout: engineStart });
      const saved = page.waitForEvent('download', { timeout: engineStart });
      await page.getByRole('button', { name: 'Download Text', exact: true }).click();
      release();
      const text = readFileSync((await (await saved).path())!, 'utf8');
      expect(text).toContain('Power BI');
      await expect(toast(page, 'Failed to transform CV data')).toHaveCount(0);
    });
  });

  test('the Word code failing to load: Failed to create Word file. Please try again.', async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/downloads\/docx-[\w-]+\.js$/, (route) => {
      refused++;
      return route.abort();
    });
    await ready(page);
    await page.getByRole('button', { name: 'Create Word File' }).click();
    await expect(toast(page, 'Failed to create Word file. Please try again.')).toBeVisible();
    expect(refused).toBeGreaterThan(0);
    // Nothing typed is lost: the CV is still there to try again.
    await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible();
  });
});
