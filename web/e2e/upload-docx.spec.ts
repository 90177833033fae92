import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoA11yViolations } from './a11y';

// Word files written for the reader's tests (wasm/docx/testdata, see its
// README): LibreOffice's, with contact details in the page header, and the
// app's own Word download.
const testdata = new URL('../../wasm/docx/testdata/', import.meta.url);
const headerCv = new URL('header-cv.docx', testdata).pathname;
const appDownload = new URL('app-download.docx', testdata).pathname;
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const engineStart = 30_000;
test.describe.configure({ timeout: 60_000 });
test.use({ serviceWorkers: 'block' });

async function openFileTab(page: Page, typed = ''): Promise<void> {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  if (typed) await page.getByLabel('CV text').fill(typed);
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
  await expect(page.getByRole('button', { name: 'Choose PDF or Word file' })).toBeVisible();
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('a Word file chosen on the CV card is read on the device into the CV text and its parse', async ({ page }) => {
  await openFileTab(page);
  await expectNoA11yViolations(page);
  await page.getByLabel('PDF file or Word file').setInputFiles(headerCv);
  await expect(page.getByRole('tab', { name: 'Text Input' })).toHaveAttribute('aria-selected', 'true');
  const cv = page.getByLabel('CV text');
  // The page header's contact line comes first, then the body.
  await expect(cv).toHaveValue(/^Lena Hoffmann · lena\.hoffmann@example\.org/);
  await expect(cv).toHaveValue(/• Built the forecasting model/);
  await expect(cv).toBeFocused();
  const stored = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as { parsed?: { email?: string; phone?: string } },
  );
  expect(stored.parsed).toMatchObject({ email: 'lena.hoffmann@example.org', phone: '+49 30 5550 1234' });
});

test('a Word file dropped on the card is read like a chosen one, also without a type', async ({ page }) => {
  await openFileTab(page);
  const base64 = readFileSync(appDownload).toString('base64');
  await page.getByText('Choose or drop your CV as a PDF or Word file', { exact: false }).evaluate((zone, data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'cv.docx', { type: '' }));
    zone.parentElement?.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, base64);
  await expect(page.getByLabel('CV text')).toHaveValue(/^Tomás Herrera\nIngeniero de datos/);
});

const brokenMessage =
  'Error processing Word file. Please try again. The file may be damaged or not really a Word file: check it or paste the text of your CV instead.';

const refusals = [
  {
    name: 'a text file renamed to .docx',
    file: { name: 'cv.docx', mimeType: docxType, buffer: Buffer.from('Jane Doe\nBackend Engineer\n') },
    message:
      'This file is not a Word document (.docx). Please upload a PDF or a Word file, or paste the text of your CV instead.',
  },
  {
    name: 'a cut-off Word file',
    file: { name: 'cv.docx', mimeType: docxType, buffer: readFileSync(headerCv).subarray(0, 3000) },
    message: brokenMessage,
  },
  {
    name: 'a Word file without text',
    file: new URL('bad/empty.docx', testdata).pathname,
    message: 'This Word file has no text to read. Please paste the text of your CV instead.',
  },
  {
    // Word's and LibreOffice's password protection: an OLE file holding the encrypted package.
    name: 'a password-protected Word file',
    file: new URL('bad/password.docx', testdata).pathname,
    message: 'This Word file is password-protected. Please remove the password or paste the text of your CV instead.',
  },
  {
    name: 'a Word file over 2 MB',
    file: { name: 'big.docx', mimeType: docxType, buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 32) },
    message: 'File size must be less than 2MB',
  },
];

for (const row of refusals) {
  test(`${row.name} is refused with a clear message and what was typed stays`, async ({ page }) => {
    await openFileTab(page, 'What I typed before');
    await page.getByLabel('PDF file or Word file').setInputFiles(row.file);
    await expect(toast(page, row.message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose PDF or Word file' })).toBeEnabled();
    // The record holds what was typed and no reading of the file.
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cvData') ?? 'null') as unknown)).toEqual({
      text: 'What I typed before',
    });
    await page.getByRole('tab', { name: 'Text Input' }).click();
    await expect(page.getByLabel('CV text')).toHaveValue('What I typed before');
  });
}
