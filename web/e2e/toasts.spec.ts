import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { saveScreenshot } from './shots';

const engineStart = 30_000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The visible links, buttons and fields of the page (not the toast's own) that the box covers,
 * read in one step in the page: asked one control at a time (several round trips each), the
 * toast had gone with its own controls before the last at load 35, and the test timed out.
 */
async function coveredControls(page: Page, box: Box): Promise<string[]> {
  return page.evaluate(
    ({ x, y, width, height }) =>
      [...document.querySelectorAll<HTMLElement>('a, button, input, textarea, select, [role="tab"]')]
        .filter((el) => el.closest('[data-sonner-toaster]') === null)
        .filter((el) => {
          const b = el.getBoundingClientRect();
          const visible = b.width > 0 && b.height > 0 && getComputedStyle(el).visibility !== 'hidden';
          return visible && b.x < x + width && x < b.x + b.width && b.y < y + height && y < b.y + b.height;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.innerText),
    box,
  );
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
