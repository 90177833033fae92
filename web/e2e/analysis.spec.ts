import { expect, test } from '@playwright/test';
import { analyzePair } from './pair';
import { expectNoA11yViolations } from './a11y';

test.describe('on-device analysis (AI off)', () => {
  test('a real CV and job get an explained result at once', async ({ page }) => {
    await analyzePair(page);
    await expect(page.getByRole('heading', { name: 'Analysis Results', level: 1 })).toBeVisible();
    await expect(page.getByText(/^On-device analysis: computed in your browser/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^\d+% match: / })).toBeVisible();

    // Each strength opens to the words it rests on.
    const strengths = page.getByRole('region', { name: 'Strengths' });
    const first = strengths.getByRole('listitem').first();
    await first.locator('summary').click();
    await expect(first.getByText('In the job description')).toBeVisible();
    await expect(first.getByText('In your CV')).toBeVisible();

    await expect(page.getByRole('region', { name: 'Improvement Suggestions' }).getByText('Tip 1', { exact: true })).toBeVisible();
    const ask = page.getByRole('region', { name: 'Questions You Should Ask During the Interview' });
    for (const q of await ask.getByRole('listitem').allInnerTexts()) expect(q.trim()).toMatch(/\?$/);

    await expect(page.getByRole('link', { name: 'Start New Analysis' })).toHaveAttribute('href', '/upload');
    await expect(page.getByRole('link', { name: 'Tailor CV To This Job Offer With AI' })).toHaveAttribute('href', '/prepare_cv_data');
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('analysisResult') ?? '{}') as { source?: string });
    expect(stored.source).toBe('on-device');
    await expectNoA11yViolations(page);
  });

  test('opening /analysis with no texts sends the user back to the upload page', async ({ page }) => {
    await page.goto('/analysis');
    await expect(page.getByText('Missing CV or job description data. Please start over.')).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
  });
});
