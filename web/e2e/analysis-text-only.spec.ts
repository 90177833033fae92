import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';

// The worker's answers are stubbed here so that the AI result can carry
// markup: model text must reach the screen as text, never as HTML.
test.use({ serviceWorkers: 'block' });

const hostile = '<img src="x" onerror="window.__injected = true"><b>bold</b> Python';

test('AI text with markup is shown as text and runs nothing', async ({ page }) => {
  await page.route('**/api/health', (route) => route.fulfill({ json: { ai: true } }));
  await page.route('**/api/analyze', (route) =>
    route.fulfill({
      json: {
        matchPercentage: 91,
        strengths: [hostile],
        weaknesses: ['<script>window.__injected = true</script>'],
        suggestions: ['<a href="javascript:alert(1)">click</a>'],
        interviewQuestions: ['<i>Why?</i>'],
        questionsToAsk: ['<u>What</u> comes next?'],
        companyInfo: { overview: '', whatTheyDo: [], culture: '', competitors: [] },
        rawApiResponse: '',
      },
    }),
  );
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('cvText', 'Python developer, 5 years');
    sessionStorage.setItem('jobDescription', 'We hire a Python developer');
  });
  await page.goto('/analysis');
  await expect(page.getByRole('img', { name: /^91% match: Excellent match/ })).toBeVisible();
  await expect(page.getByText(hostile, { exact: true })).toBeVisible();
  await expect(page.getByText('<script>window.__injected = true</script>', { exact: true })).toBeVisible();
  await expect(page.getByText('<u>What</u> comes next?', { exact: true })).toBeVisible();
  const main = page.locator('main');
  await expect(main.locator('img, b, i, u, script')).toHaveCount(0);
  await expect(main.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expectNoA11yViolations(page);
});
