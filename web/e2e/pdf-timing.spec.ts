import { expect, test } from '@playwright/test';
import { realFixtures } from './pair';

// Issue 30's "PDF read at once": from the user's choice of a 3-page PDF,
// right after the Upload PDF tab opens, to its text in the box. The time is
// printed and attached to the report, not asserted: speed targets live in
// `make bench`, and this machine's load is not the user's.
test.skip(({ isMobile }) => isMobile, 'one measurement per run');
test.use({ serviceWorkers: 'block' });

test('a 3-page PDF chosen right after the tab opens: click → text in the box (printed)', async ({ page }, testInfo) => {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled();
  await page.evaluate(() => {
    document.addEventListener('change', () => ((window as unknown as { chosen: number }).chosen = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
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
  testInfo.annotations.push({ type: 'PDF click → text (ms)', description: String(ms) });
  console.log(`PDF 3 pages, chosen right after the tab opens: click → text in the box ${ms} ms (target ≤ 300 ms, not asserted)`);
});
