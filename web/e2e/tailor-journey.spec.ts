import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoA11yViolations } from './a11y';
import { tailorCv, tailorJd } from './tailor-pair';

async function downloadText(page: Page): Promise<string> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Text', exact: true }).click()]);
  return readFileSync(await d.path(), 'utf8');
}

// The main path's end, through the real screens: the Formatted CV, the job
// confirmation, the tailoring, and back to the downloads, which carry the
// suggestions the user applied.
test('suggestions applied while tailoring are in the Formatted CV screen and its downloads', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/about');
  await page.evaluate((cv) => {
    sessionStorage.clear();
    sessionStorage.setItem('cvText', cv);
  }, tailorCv);
  await page.goto('/cv_preparation');
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await downloadText(page)).not.toContain('Kubernetes');

  await page.getByRole('link', { name: 'Tailor To Job With AI' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Job Description' })).toBeVisible();
  // Nothing stored yet: a blank job is refused, then the typed one is used.
  await page.getByRole('button', { name: 'Confirm and Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a job description' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Job description' }).fill(tailorJd);
  await page.getByRole('button', { name: 'Confirm and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'CV Tailoring Results' })).toBeVisible({ timeout: 30_000 });

  const tools = page.getByRole('region', { name: 'Tools & Technologies suggestions' });
  await tools.getByRole('article', { name: /The job asks for Kubernetes/ }).getByRole('button', { name: 'Apply Suggestion' }).click();
  const exp = page.getByRole('region', { name: 'Data Analyst', exact: true });
  await exp
    .getByRole('article', { name: 'Suggestion: Start with what you did, not with your duty.' })
    .first()
    .getByRole('button', { name: 'Replace With Suggested Text' })
    .click();
  await expect(exp.getByText('Managed the weekly sales reports for 40 stores', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Back to CV Preparation' }).click();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: 30_000 });
  const text = await downloadText(page);
  expect(text).toContain('Kubernetes');
  expect(text).toContain('Managed the weekly sales reports for 40 stores');
  expect(text).not.toContain('Responsible for managing the weekly sales reports');
});
