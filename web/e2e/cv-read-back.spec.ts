// The PDF download and the read-back of the PDF and Word downloads: the file
// is read back in the tab; read back complete, it is saved at once with a
// line saying what came back, else the dialog names what did not; then
// real readers (poppler's pdftotext, LibreOffice) read the saved files and
// the core's parser compares their fields with the document.
import { expect, test, type Download, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoA11yViolations } from './a11y';
import { nodeCore, openFormatted } from './cv-sample';

const engineStart = 30_000;
const readBack = 'Read back complete: name, email, 2 jobs with dates, 1 degree, 5 skills, 2 languages.';

async function ready(page: Page): Promise<void> {
  await openFormatted(page);
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
}

/** save presses the dialog's save button and returns the download it starts. */
async function save(page: Page, button: string): Promise<Download> {
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: button }).click(),
  ]);
  return d;
}

type Fields = Record<
  'professionalExperience' | 'education' | 'coreSkills' | 'toolsTechnologies' | 'languages',
  unknown
>;

/** The document on the page, as the core's Formatted CV, to compare a reader's parse with. */
async function documentFields(page: Page, call: (name: string, args: object) => unknown): Promise<Fields> {
  const stored = await page.evaluate(() => sessionStorage.getItem('cvData') ?? '');
  const doc = (JSON.parse(stored) as { formatted: { versions: { 'on-device': { doc: unknown } } } }).formatted.versions[
    'on-device'
  ].doc;
  return call('fromStructured', { cv: doc }) as Fields;
}

function sameFields(back: Fields, want: Fields): void {
  expect(back.professionalExperience).toEqual(want.professionalExperience);
  expect(back.education).toEqual(want.education);
  expect(back.coreSkills).toEqual(want.coreSkills);
  expect(back.toolsTechnologies).toEqual(want.toolsTechnologies);
  expect(back.languages).toEqual(want.languages);
}

/** savedAtOnce clicks a download button and returns the file saved without a dialog, after its toast with what was read back. */
async function savedAtOnce(page: Page, button: string, created: string): Promise<Download> {
  const [d] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const note = page.locator('[data-sonner-toast]').filter({ hasText: created });
  await expect(note).toBeVisible();
  await expect(note).toContainText(readBack);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return d;
}

test('Download PDF: read back in the tab, saved at once with what came back; pdftotext reads the same fields', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The writer's code and font, as requested: run as code (script), or
  // fetched as data (the font by the writer, all of them by the offline
  // warm-up of lib/offline-downloads.ts while the page is idle).
  const writer: { url: string; code: boolean }[] = [];
  page.on('request', (r) => {
    if (/\/assets\/downloads\/(jspdf|pdf-writer|noto-sans)[\w.-]*$/.test(new URL(r.url()).pathname))
      writer.push({ url: r.url(), code: r.resourceType() === 'script' });
  });
  await ready(page);
  // The writer's code runs on the first click only.
  expect(writer.filter((w) => w.code)).toEqual([]);
  const d = await savedAtOnce(page, 'Download PDF', 'PDF file created successfully!');
  expect(writer.some((w) => w.code && w.url.includes('jspdf'))).toBe(true);
  expect(writer.some((w) => w.url.endsWith('.ttf'))).toBe(true);
  await expectNoA11yViolations(page);
  expect(d.suggestedFilename()).toBe('formatted_cv.pdf');

  const dir = mkdtempSync(join(tmpdir(), 'shortlist-pdf-'));
  try {
    const pdf = join(dir, 'formatted_cv.pdf');
    await d.saveAs(pdf);
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(info).toMatch(/^Title:\s+Jane Doe — CV$/m);
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
    // Every font embedded, subset, with a Unicode map; none of the 14 standard ones.
    const rows = fonts
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/yes\s+yes\s+yes\s+\d+\s+\d+\s*$/);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    expect(text).not.toMatch(/[\uFB00-\uFB4F]/);
    const call = await nodeCore();
    sameFields(call('parseText', { text }) as Fields, await documentFields(page, call));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a field that does not come back is named; Go back and fix it saves nothing', async ({ page }) => {
  await ready(page);
  // A skill in a script the PDF's font does not have: it cannot come back.
  const input = page.getByRole('textbox', { name: 'Add a skill', exact: true });
  await input.fill('中文');
  await input.press('Enter');
  await expect(page.getByRole('button', { name: 'Delete skill 中文' })).toBeVisible();
  let downloads = 0;
  page.on('download', () => downloads++);

  const opener = page.getByRole('button', { name: 'Download PDF' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Check your PDF before saving' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Did not come back from the PDF:');
  await expect(dialog.getByRole('listitem')).toHaveText(['skill: 中文']);
  await expect(dialog).toContainText('Characters the PDF’s font cannot show, left out: 中 文');
  await expect(dialog).toContainText(
    'Read back: name, email, 2 jobs with dates, 1 degree, 5 of 6 skills, 2 languages.',
  );
  await expect(dialog).toContainText(
    'To fix it: go back, open the section of each field named here with its Edit button',
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Go back and fix it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(downloads).toBe(0);

  // Or saved anyway, knowingly.
  await opener.click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const d = await save(page, 'Save anyway');
  expect(d.suggestedFilename()).toBe('formatted_cv.pdf');
});

test.describe('the Word file read back before saving', () => {
  test.skip(({ isMobile }) => isMobile, 'the same file on a phone; LibreOffice is slow, so once');
  test.setTimeout(120_000);

  test('read back complete, saved at once with what came back; LibreOffice reads the same fields', async ({ page }) => {
    await ready(page);
    const d = await savedAtOnce(page, 'Create Word File', 'Word file created successfully!');
    expect(d.suggestedFilename()).toBe('formatted_cv.docx');
    const dir = mkdtempSync(join(tmpdir(), 'shortlist-docx-'));
    try {
      const docx = join(dir, 'formatted_cv.docx');
      await d.saveAs(docx);
      execFileSync(
        'soffice',
        [
          '--headless',
          `-env:UserInstallation=file://${dir}/profile`,
          '--convert-to',
          'txt:Text (encoded):UTF8',
          '--outdir',
          dir,
          docx,
        ],
        {
          stdio: 'ignore',
          timeout: 90_000,
        },
      );
      const text = readFileSync(join(dir, 'formatted_cv.txt'), 'utf8').replace(/^\uFEFF/, '');
      const call = await nodeCore();
      sameFields(call('parseText', { text }) as Fields, await documentFields(page, call));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
