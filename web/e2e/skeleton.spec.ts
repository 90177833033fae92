import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';

test('home → Check Job Fit → both texts → Analyze lands on /analysis', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Shortlist' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  await expectNoA11yViolations(page);

  await nav.getByRole('link', { name: 'Check Job Fit' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { name: 'Upload Your Information' })).toBeVisible();

  const cv = page.getByLabel('CV text');
  const jd = page.getByLabel('Job description text');
  const analyze = page.getByRole('button', { name: 'Analyze Match' });
  await expect(cv).toBeEnabled();
  await expect(analyze).toBeDisabled();
  await expectNoA11yViolations(page);

  await cv.fill('Senior Go developer with 6 years of experience.');
  await expect(page.getByText('47 / 10000 characters')).toBeVisible();
  await expect(analyze).toBeDisabled();

  await jd.fill('   ');
  await expect(analyze).toBeDisabled();
  await jd.fill('We are hiring a Go developer.');
  await expect(page.getByText('29 / 10000 characters')).toBeVisible();
  await expect(analyze).toBeEnabled();

  await analyze.click();
  await expect(page).toHaveURL(/\/analysis$/);
  expect(
    await page.evaluate(() => [
      (JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as { text?: string }).text,
      sessionStorage.getItem('jobDescription'),
    ]),
  ).toEqual(['Senior Go developer with 6 years of experience.', 'We are hiring a Go developer.']);
});

test('the upload page restores both texts from session storage', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('cvText', 'Restored CV');
    sessionStorage.setItem('jobDescription', 'Restored JD');
  });
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toHaveValue('Restored CV');
  await expect(page.getByLabel('Job description text')).toHaveValue('Restored JD');
  await expect(page.getByRole('button', { name: 'Analyze Match' })).toBeEnabled();
});

test('a 10001-character paste is cut with the warning', async ({ page }) => {
  await page.goto('/upload');
  const cv = page.getByLabel('CV text');
  await cv.fill('a'.repeat(10001));
  await expect(cv).toHaveValue('a'.repeat(10000));
  await expect(page.getByText('10000 / 10000 characters')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'CV text is limited to 10000 characters' })).toBeVisible();
  await page.getByLabel('Job description text').fill('b'.repeat(10001));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Job description is limited to 10000 characters' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((l) => l.includes('/nope'))).toBe(true);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
