import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { saveScreenshot } from './shots';

// The wasm request must reach the page's route, not a service worker's cache.
test.use({ serviceWorkers: 'block' });

test('with no result at all (engine down, AI off) the Analysis Failed view offers Try Again', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('cvText', 'Go developer, 5 years');
    sessionStorage.setItem('jobDescription', 'We hire a Go developer');
  });
  await page.route(/\.wasm$/, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/analysis');
  await expect(page.getByRole('heading', { name: 'Analysis Failed', level: 1 })).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to analyze CV. Please try again.' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'analysis-failed');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});
