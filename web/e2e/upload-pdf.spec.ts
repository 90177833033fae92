import { expect, test, type Page, type Request, type Worker } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoA11yViolations } from './a11y';
import { saveScreenshot } from './shots';

// Real CVs and jobs (../shared/fixtures/real, see its SOURCES.md) and the
// hand-made bad PDFs of e2e/fixtures (see make-fixtures.py there).
const real = new URL('../../../shared/fixtures/real/', import.meta.url);
const own = new URL('./fixtures/', import.meta.url);
const cvPdf = new URL('resumes/OmkarResume.pdf', real).pathname;
const jdText = readFileSync(new URL('jds/backend-eng.txt', real), 'utf8');

// Compiling the engine's wasm takes several seconds on a busy machine.
const engineStart = 30_000;
test.describe.configure({ timeout: 60_000 });

// The pdf.js chunks must be fetched by the page, not answered by a service worker.
test.use({ serviceWorkers: 'block' });

async function openPdfTab(page: Page, typed = ''): Promise<void> {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  if (typed) await page.getByLabel('CV text').fill(typed);
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
  await expect(page.getByRole('tab', { name: 'Upload PDF' })).toHaveAttribute('aria-selected', 'true');
}

const pdfjsChunk = /\/assets\/pdfjs-[^/]*\.js$/;
const isPdfjs = (r: Request) => pdfjsChunk.test(new URL(r.url()).pathname);

test('pdf.js and its worker load when the Upload PDF tab opens, not for text, not only once a file is chosen', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (isPdfjs(r)) fetched.push(r.url());
  });
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  await page.getByLabel('CV text').fill('Jane Doe, Go developer');
  expect(fetched).toEqual([]);
  // While the user is still to pick a file: pdf.js and its worker (whose
  // 1.2 MB script was most of a first read's time).
  const loading = page.waitForRequest(isPdfjs, { timeout: 15_000 });
  const working = page.waitForEvent('worker', { predicate: (w) => /\/pdf\.worker/.test(w.url()), timeout: 15_000 });
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
  await loading;
  await working;
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  await expect(page.getByLabel('CV text')).toHaveValue(/Omkar Pathak/);
  expect(fetched).toHaveLength(1);
});

test('a pointer over the Upload PDF tab starts pdf.js and its worker before the tab is chosen', async ({ page }) => {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  const loading = page.waitForRequest(isPdfjs, { timeout: 15_000 });
  const working = page.waitForEvent('worker', { predicate: (w) => /\/pdf\.worker/.test(w.url()), timeout: 15_000 });
  await page.getByRole('tab', { name: 'Upload PDF' }).hover();
  await loading;
  await working;
  await expect(page.getByRole('tab', { name: 'Text Input' })).toHaveAttribute('aria-selected', 'true');
});

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('landing → a real PDF CV and a real job → an explained on-device analysis', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  // The pdf.js worker (started when the tab opens) is held back so the busy state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/pdf.worker*', async (route) => {
    await held;
    await route.continue();
  });
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'upload-pdf');
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  const busy = page.getByRole('button', { name: 'Processing...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  // Back on Text Input with the core's reading-order text, ready to correct.
  await expect(page.getByRole('tab', { name: 'Text Input' })).toHaveAttribute('aria-selected', 'true');
  const cv = page.getByLabel('CV text');
  await expect(cv).toHaveValue(/Omkar Pathak/);
  await expect(cv).toBeFocused();
  await expect(cv).toHaveValue(/Schlumberger/);
  // pdf.js parsed in its own Web Worker, served from our origin.
  expect(workers).toContainEqual(expect.stringMatching(/^\/assets\/pdf\.worker/));
  const stored = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as { text?: string; parsed?: { email?: string } },
  );
  expect(stored.parsed?.email).toBe('omkarpathak27@gmail.com');
  expect(stored.text).toContain('Omkar Pathak');

  await page.getByLabel('Job description text').fill(jdText);
  await page.getByRole('button', { name: 'Analyze Match' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
  // The text was not edited, so the PDF's own parse stays for the later screens.
  expect(await page.evaluate(() => sessionStorage.getItem('cvData'))).toBe(JSON.stringify(stored));
  await expect(page.getByRole('heading', { name: 'Analysis Results', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^\d+% match: / })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a PDF over 10 000 characters is cut with the warning', async ({ page }) => {
  await openPdfTab(page);
  await page.getByLabel('PDF file').setInputFiles(new URL('long-text.pdf', own).pathname);
  await expect(page.getByText('10000 / 10000 characters')).toBeVisible();
  expect(await page.getByLabel('CV text').inputValue()).toContain('Delivered reliable backend services in Go');
  await expect(
    page.getByRole('alert').filter({ hasText: 'PDF content was truncated to 10000 characters' }),
  ).toBeVisible();
  await expect(toast(page, 'PDF content was truncated to 10000 characters')).toBeVisible();
  await expectNoA11yViolations(page);
});

// The spec's message for a PDF that cannot be processed, then what to do.
const brokenMessage =
  'Error processing PDF file. Please try again. The file may be damaged or not really a PDF: check it or paste the text of your CV instead.';

const refusals = [
  {
    name: 'a file that is not a PDF',
    file: { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('My CV') },
    message: 'Please upload a PDF file',
  },
  {
    name: 'a PDF over 2 MB',
    file: { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 32) },
    message: 'File size must be less than 2MB',
  },
  {
    name: 'a scan without a text layer',
    file: new URL('scan-only.pdf', own).pathname,
    message: 'This PDF has no text to read (it may be a scan). Please paste the text of your CV instead.',
  },
  {
    name: 'a password-protected PDF',
    file: new URL('encrypted.pdf', own).pathname,
    message: 'This PDF is password-protected. Please remove the password or paste the text of your CV instead.',
  },
  {
    name: 'a cut-off PDF',
    file: new URL('broken.pdf', own).pathname,
    message: brokenMessage,
  },
  {
    name: 'a text file renamed to .pdf',
    file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Jane Doe\nBackend Engineer\n') },
    message: brokenMessage,
  },
];

for (const row of refusals) {
  test(`${row.name} is refused with a clear message`, async ({ page }) => {
    await openPdfTab(page, 'What I typed before');
    await page.getByLabel('PDF file').setInputFiles(row.file);
    await expect(toast(page, row.message)).toBeVisible();
    // Still on the PDF tab, ready for another file; nothing was stored.
    await expect(page.getByRole('button', { name: 'Choose PDF or Word file' })).toBeEnabled();
    await expect(page.getByRole('tab', { name: 'Upload PDF' })).toHaveAttribute('aria-selected', 'true');
    // The record holds what was typed and no reading of the file.
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cvData') ?? 'null') as unknown)).toEqual({
      text: 'What I typed before',
    });
    await expectNoA11yViolations(page);
    // What the user typed is untouched.
    await page.getByRole('tab', { name: 'Text Input' }).click();
    await expect(page.getByLabel('CV text')).toHaveValue('What I typed before');
  });
}

test('the tabs work from the keyboard', async ({ page }) => {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  const textTab = page.getByRole('tab', { name: 'Text Input' });
  await textTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Upload PDF' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Choose PDF or Word file' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose PDF or Word file' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Home');
  await expect(textTab).toBeFocused();
  await expect(page.getByLabel('CV text')).toBeVisible();

  // After a PDF, moving between the tabs by keyboard keeps focus on the tabs.
  await page.keyboard.press('ArrowRight');
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  await expect(page.getByLabel('CV text')).toBeFocused();
  await textTab.focus();
  await page.keyboard.press('ArrowRight');
  // Radix moves focus a task after the key, as a person's next key comes.
  await expect(page.getByRole('tab', { name: 'Upload PDF' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(textTab).toBeFocused();
});

test('Analyze says why it is not yet possible while a text is blank', async ({ page }) => {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  const analyze = page.getByRole('button', { name: 'Analyze Match' });
  const hint = page.getByText('Please provide both CV text and job description.');
  await expect(analyze).toBeDisabled();
  await expect(hint).toBeVisible();
  await expect(analyze).toHaveAccessibleDescription('Please provide both CV text and job description.');
  await page.getByLabel('CV text').fill('Go developer');
  await page.getByLabel('Job description text').fill('  \n ');
  await expect(hint).toBeVisible();
  await page.getByLabel('Job description text').fill('We hire a Go developer');
  await expect(hint).toHaveCount(0);
  await expect(analyze).toBeEnabled();
  await expectNoA11yViolations(page);
});

test('a CV text edited after a PDF replaces the PDF’s parse for the later screens', async ({ page }) => {
  await openPdfTab(page);
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  await expect(page.getByLabel('CV text')).toHaveValue(/Omkar Pathak/);
  await page
    .getByLabel('CV text')
    .fill('Jane Doe\njane.doe@example.com\n\nExperience\nGo developer at Acme, 2020–2024');
  await page.getByLabel('Job description text').fill('We hire a Go developer');
  await page.getByRole('button', { name: 'Analyze Match' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
  const stored = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as { parsed?: { email?: string } },
  );
  expect(stored.parsed?.email).toBe('jane.doe@example.com');
});

test('a PDF dropped on the Upload PDF tab is read like a chosen one', async ({ page }) => {
  await openPdfTab(page);
  const base64 = readFileSync(cvPdf).toString('base64');
  await page.getByText('Choose or drop your CV as a PDF', { exact: false }).evaluate((zone, data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'cv.pdf', { type: 'application/pdf' }));
    zone.parentElement?.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, base64);
  await expect(page.getByLabel('CV text')).toHaveValue(/Omkar Pathak/);
  await expect(page.getByRole('tab', { name: 'Text Input' })).toHaveAttribute('aria-selected', 'true');
});

test('one toast at a time, gone after about 4.5 s', async ({ page }) => {
  await openPdfTab(page);
  const input = page.getByLabel('PDF file');
  await input.setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(toast(page, 'Please upload a PDF file')).toBeVisible();
  await input.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 32),
  });
  await expect(toast(page, 'File size must be less than 2MB')).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 7_000 });
});

test('when the PDF code cannot load, the spec message shows and a later try works', async ({ page }) => {
  // Before the tab opens: opening it starts loading pdf.js.
  await page.route(pdfjsChunk, (route) => route.abort());
  const isPdfWorker = (w: Worker) => /\/pdf\.worker/.test(w.url());
  // The worker started beside the chunk that failed is not left running.
  // Its close is listened for as it appears: it can end before a listener
  // added after `started` (a CI run waited for a close already gone).
  const closed = new Promise<void>((resolve) => {
    page.on('worker', (w) => {
      if (isPdfWorker(w)) w.once('close', () => resolve());
    });
  });
  const started = page.waitForEvent('worker', { predicate: isPdfWorker, timeout: 15_000 });
  await openPdfTab(page);
  await started;
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  await expect(toast(page, 'Error processing PDF file. Please try again.')).toBeVisible();
  await closed;
  await page.unrouteAll();
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  await expect(page.getByLabel('CV text')).toHaveValue(/Omkar Pathak/);
});

test("when pdf.js's worker script cannot load, the spec message shows and a later try works", async ({ page }) => {
  await page.route(/\/assets\/pdf\.worker[^/]*$/, (route) => route.abort());
  await openPdfTab(page);
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  await expect(toast(page, 'Error processing PDF file. Please try again.')).toBeVisible();
  await page.unrouteAll();
  await page.getByLabel('PDF file').setInputFiles(cvPdf);
  await expect(page.getByLabel('CV text')).toHaveValue(/Omkar Pathak/);
});
