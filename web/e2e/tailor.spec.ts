import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { saveScreenshot } from './shots';
import { openTailoring, seedCv, tailorJd } from './tailor-pair';

test.describe('job description confirmation', () => {
  test('shows the job, counts its characters, refuses a blank one and enforces 10000 characters', async ({ page }, testInfo) => {
    await seedCv(page);
    const field = page.getByRole('textbox', { name: 'Job description' });
    await expect(field).toHaveValue(tailorJd);
    await expect(page.getByText(`${tailorJd.length} / 10000 characters`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to CV Preparation' })).toHaveAttribute('href', '/cv_preparation');
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'job-confirmation');

    await field.fill('   ');
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a job description' })).toBeVisible();
    await expect(page).toHaveURL(/\/job_description_confirmation$/);
    await expectNoA11yViolations(page);

    await field.fill('x'.repeat(10005));
    await expect(field).toHaveValue('x'.repeat(10000));
    await expect(page.getByText('Job description is limited to 10000 characters').first()).toBeVisible();
    await expect(page.getByText('10000 / 10000 characters')).toBeVisible();

    // What the user confirms is what the tailoring uses.
    await field.fill(tailorJd);
    await page.reload();
    await expect(field).toHaveValue(tailorJd);
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await expect(page).toHaveURL(/\/tailor_to_job$/);
  });
});

test.describe('tailoring (AI off)', () => {
  test('opening /tailor_to_job with no CV data shows the error view with Go Back', async ({ page }) => {
    await page.goto('/tailor_to_job');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText('Missing CV data or job description. Please start over.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/cv_preparation');
    await expectNoA11yViolations(page);
  });

  test('the results show every section in order, on-device suggestions at once, and the score moves with an applied suggestion', async ({ page }, testInfo) => {
    await openTailoring(page);
    const headings = await page.locator('main h2').allInnerTexts();
    const order = ['Professional Header', 'About Me', 'Professional Experience', 'Education', 'Core Skills', 'Tools & Technologies', 'Languages'];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(page.getByText(/^On-device suggestions: made in your browser/)).toBeVisible();
    await expect(page.getByText('On-device suggestion').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'tailoring');

    // Kubernetes is not in the CV: the suggestion says so and waits for a click.
    const tools = page.getByRole('region', { name: 'Tools & Technologies suggestions' });
    const k8s = tools.getByRole('article', { name: /The job asks for Kubernetes/ });
    await expect(k8s.getByRole('note')).toHaveText('Kubernetes: not in your CV: add it only if it is true');
    const before = await page.getByLabel(/^Now: \d+%$/).getAttribute('aria-label');
    await k8s.getByRole('button', { name: 'Apply Suggestion' }).click();
    await expect(page.getByRole('list', { name: 'Tools & Technologies' })).toContainText('Kubernetes');
    await expect(page.getByLabel(/^Now: \d+%$/)).not.toHaveAttribute('aria-label', before!);
    const now = Number((await page.getByLabel(/^Now: \d+%$/).getAttribute('aria-label'))!.match(/\d+/)![0]);
    expect(now).toBeGreaterThan(Number(before!.match(/\d+/)![0]));
    await expect(page.getByText('What changed it')).toBeVisible();
    await expect(page.getByText(/^Kubernetes: now shown/)).toBeVisible();

    // A reload keeps the edit and gives the same score.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Tools & Technologies' })).toContainText('Kubernetes');
    await expect(page.getByLabel(`Now: ${now}%`)).toBeVisible();

    // The debug panels sit in one collapsed Details disclosure.
    const details = page.locator('details', { has: page.locator('summary', { hasText: 'Details' }) });
    await expect(details.getByText('AI response JSON')).toBeHidden();
    await details.locator('summary').click();
    await expect(details.getByText('No response available')).toBeVisible();
    await expect(details.getByText('"tools_technologies"')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to CV Preparation' })).toHaveAttribute('href', '/cv_preparation');
  });
});
