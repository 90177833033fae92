import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoA11yViolations } from './a11y';
import { nodeCore } from './cv-sample';

// The one CV document from upload to download (issue 24): the PDF's own
// reading reaches the Formatted CV, and what the user adds there stays.
const engineStart = 30_000;
test.describe.configure({ timeout: 90_000 });

const twoColumn = new URL('./fixtures/two-column.pdf', import.meta.url).pathname;
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
  await page.getByLabel('PDF file').setInputFiles(twoColumn);
  await expect(page.getByLabel('CV text')).toHaveValue(/Beyond Work/, { timeout: engineStart });
  await page.getByLabel('Job description text').fill(job);
  await page.getByRole('button', { name: 'Analyze Match' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
  await page.getByRole('link', { name: 'Tailor CV To This Job Offer With AI' }).click();
  await expect(page.getByLabel('CV text')).toHaveValue(/Beyond Work/, { timeout: engineStart });
  await page.getByRole('button', { name: 'Use This CV Text' }).click();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
}

test('a PDF CV reaches the Formatted CV with the PDF’s own reading, not a parse of its text', async ({ page }) => {
  // What the core makes of the fixture both ways, read with Node's pdf.js as the page does.
  const dir = mkdtempSync(join(tmpdir(), 'two-column-'));
  execFileSync('node', ['scripts/dump-pdf-items.mjs', twoColumn, '--out', dir], { stdio: 'ignore' });
  const items = JSON.parse(readFileSync(join(dir, 'two-column.json'), 'utf8')) as { pages: unknown[] };
  rmSync(dir, { recursive: true });
  const core = await nodeCore();
  const pdf = core('parsePDF', { pages: items.pages }) as { text: string; cv: { coreSkills: string[] } };
  const plain = core('parseText', { text: pdf.text }) as { coreSkills: string[] };
  // The fixture is worth something only while the two readings differ.
  expect(plain.coreSkills).not.toEqual(pdf.cv.coreSkills);

  await pdfToFormatted(page);
  await expect(page.getByText('Showing: On-device parse.')).toBeVisible();
  expect(await chips(page, 'Core Skills')).toEqual(pdf.cv.coreSkills);
  await expectNoA11yViolations(page);

  // Reloaded, and through Use This CV Text again: still the PDF's reading.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
  expect(await chips(page, 'Core Skills')).toEqual(pdf.cv.coreSkills);
  await page.getByRole('link', { name: 'Use Other CV Text' }).click();
  await page.getByRole('button', { name: 'Use This CV Text' }).click();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
  expect(await chips(page, 'Core Skills')).toEqual(pdf.cv.coreSkills);
});
