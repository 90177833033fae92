import { expect, test } from '@playwright/test';
import { realFixtures } from './pair';

// Issue 30's "PDF read at once": from the user's choice of a 3-page PDF,
// right after the Upload PDF tab opens and 3 s after, to its text in the box,
// with where the time went (the page's User Timing measures, named in
// src/lib/pdf.ts `timing`). Printed and attached to the report, not
// asserted: speed targets live in `make bench`, and this machine's load is
// not the user's.
test.skip(({ isMobile }) => isMobile, 'one measurement per run');
test.use({ serviceWorkers: 'block' });

const parts = { wait: 'PDF: waiting for pdf.js', read: 'PDF: pdf.js reading', core: 'PDF: core layout and parse' };

for (const { label, settle } of [
  { label: 'right after the tab opens', settle: 0 },
  { label: '3 s after the tab opens', settle: 3000 },
]) {
  test(`a 3-page PDF chosen ${label}: click → text in the box (printed)`, async ({ page }, testInfo) => {
    await page.goto('/upload');
    await expect(page.getByLabel('CV text')).toBeEnabled();
    await page.evaluate(() => {
      document.addEventListener(
        'change',
        () => ((window as unknown as { chosen: number }).chosen = performance.now()),
        {
          capture: true,
          once: true,
        },
      );
    });
    await page.getByRole('tab', { name: 'Upload PDF' }).click();
    if (settle) await page.waitForTimeout(settle);
    await page.getByLabel('PDF file').setInputFiles(new URL('resumes/OmkarResume.pdf', realFixtures).pathname);
    const took = await page.waitForFunction(
      () => {
        const box = [...document.querySelectorAll('textarea')].find((t) => t.value.includes('Schlumberger'));
        return box ? performance.now() - (window as unknown as { chosen: number }).chosen : 0;
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    const ms = Math.round(await took.jsonValue());
    const spent = await page.evaluate(
      (names) =>
        Object.entries(names).map(
          ([k, n]) => `${k} ${Math.round(performance.getEntriesByName(n).at(-1)?.duration ?? NaN)} ms`,
        ),
      parts,
    );
    testInfo.annotations.push({ type: 'PDF click → text (ms)', description: `${ms} (${spent.join(', ')})` });
    console.log(
      `PDF 3 pages, chosen ${label}: click → text in the box ${ms} ms (${spent.join(', ')}; target ≤ 300 ms, not asserted)`,
    );
  });
}
