import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { saveScreenshot } from './shots';

const engineStart = 30_000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The visible links, buttons and fields of the page (not the toast's own) that the box covers. */
async function coveredControls(page: Page, box: Box): Promise<string[]> {
  const controls: Locator = page.locator('a, button, input, textarea, select, [role="tab"]');
  const covered: string[] = [];
  for (const c of await controls.all()) {
    if (await c.evaluate((el) => el.closest('[data-sonner-toaster]') !== null)) continue;
    if (!(await c.isVisible())) continue;
    const b = await c.boundingBox();
    if (b && overlaps(b, box)) covered.push((await c.getAttribute('aria-label')) ?? (await c.innerText()));
  }
  return covered;
}

test('a toast hides none of the navigation or the controls around it', async ({ page }, testInfo) => {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
  await page.getByLabel('PDF file').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please upload a PDF file' });
  await expect(toast).toBeVisible();
  // Wait for the toast to settle where it stays.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  expect(await coveredControls(page, box!)).toEqual([]);
  await saveScreenshot(page, testInfo, 'toast', { fullPage: false });
  await expectNoA11yViolations(page);
});
