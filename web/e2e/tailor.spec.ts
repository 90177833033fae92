import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { hueName } from './impact-colour';
import { saveScreenshot } from './shots';
import { openTailoring, reloadTailoring, seedCv, tailorJd } from './tailor-pair';

test.describe('job description confirmation', () => {
  test('shows the job, counts its characters, refuses a blank one and enforces 10000 characters', async ({
    page,
  }, testInfo) => {
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
  test.describe('while the engine starts or when it cannot', () => {
    // The routes below must see the wasm request, which a service worker would answer.
    test.use({ serviceWorkers: 'block' });

    test('the loading view shows its title, patience text and a quote', async ({ page }, testInfo) => {
      await seedCv(page);
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/tailor_to_job');
      await expect(page.getByRole('heading', { name: 'Analyzing CV Against the Job Offer' })).toBeVisible();
      await expect(
        page.getByText('We are analyzing your CV and comparing it with the job requirements.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('figure')).toContainText('—');
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, 'tailoring-loading');
      release();
      await expect(page.getByRole('heading', { name: 'CV Tailoring Results' })).toBeVisible({ timeout: 30_000 });
    });

    test('when the engine cannot start, the error view says so with a toast and Go Back', async ({ page }) => {
      await seedCv(page);
      await page.route(/\.wasm$/, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/tailor_to_job');
      await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('An error occurred while analyzing your CV')).toBeVisible();
      await expect(page.getByText('Failed to analyze CV. Please try again.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/cv_preparation');
      await expectNoA11yViolations(page);
    });
  });

  test('opening /tailor_to_job with no CV data shows the error view with Go Back', async ({ page }) => {
    await page.goto('/tailor_to_job');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    const message = 'Missing CV data or job description. Please start over.';
    await expect(page.locator('main').getByText(message)).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/cv_preparation');
    await expectNoA11yViolations(page);
  });

  test('a CV with a blank job description is the same error: both are needed', async ({ page }) => {
    await seedCv(page);
    await page.evaluate(() => sessionStorage.setItem('jobDescription', '   '));
    await page.goto('/tailor_to_job');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(
      page.locator('main').getByText('Missing CV data or job description. Please start over.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CV Tailoring Results' })).toHaveCount(0);
  });

  test('the results show every section in order, on-device suggestions at once, and the score moves with an applied suggestion', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await openTailoring(page);
    const headings = await page.locator('main h2').allInnerTexts();
    const order = [
      'Professional Header',
      'About Me',
      'Professional Experience',
      'Education',
      'Core Skills',
      'Tools & Technologies',
      'Languages',
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(page.getByText(/^On-device suggestions: made in your browser/)).toBeVisible();
    await expect(page.getByText('On-device suggestion').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'tailoring');

    const tools = page.getByRole('region', { name: 'Tools & Technologies suggestions' });
    // The page lists every section's suggestions High, then Medium, then Low.
    const impacts = await page
      .locator('main')
      .getByText(/^(High|Medium|Low) impact$/)
      .allInnerTexts();
    const rank = (s: string) => ['High impact', 'Medium impact', 'Low impact'].indexOf(s);
    expect(new Set(impacts).size).toBeGreaterThan(1);
    const toolImpacts = (await tools.getByText(/^(High|Medium|Low) impact$/).allInnerTexts()).map(rank);
    expect(toolImpacts).toEqual([...toolImpacts].sort((a, b) => a - b));
    // Medium in yellow, Low in blue (High's red: tailor-ai.spec.ts).
    expect(await hueName(page.getByText('Medium impact').first())).toBe('yellow');
    expect(await hueName(page.getByText('Low impact').first())).toBe('blue');

    // Kubernetes is not in the CV: the suggestion says so and waits for a click.
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

    // The edit is in the CV document the Formatted CV screen and its downloads read.
    const stored = await page.evaluate(() => sessionStorage.getItem('cvData') ?? '');
    expect(stored).toContain('"Kubernetes"');

    // A reload keeps the edit and gives the same score.
    await reloadTailoring(page);
    await expect(page.getByRole('list', { name: 'Tools & Technologies' })).toContainText('Kubernetes');
    await expect(page.getByLabel(`Now: ${now}%`)).toBeVisible();

    // A role with nothing to improve says so.
    const intern = page.getByRole('region', { name: 'Intern', exact: true });
    // Scrolled to first: Radix closes a tooltip when the page scrolls under it.
    await intern.getByRole('button', { name: 'No Suggestions' }).scrollIntoViewIfNeeded();
    // Radix also closes it when layout moves under it (the score panel settling), so focus again until it shows.
    const badge = intern.getByRole('button', { name: 'No Suggestions' });
    await expect(async () => {
      await badge.blur();
      await badge.focus();
      await expect(page.getByRole('tooltip')).toHaveText('No improvements are necessary', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');

    // The debug panels sit in one collapsed Details disclosure.
    const details = page.locator('details', { has: page.locator('summary', { hasText: 'Details' }) });
    await expect(details.getByText('AI response JSON')).toBeHidden();
    await details.locator('summary').click();
    await expect(details.getByText('No response available')).toBeVisible();
    await expect(details.getByText('"tools_technologies"')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to CV Preparation' })).toHaveAttribute('href', '/cv_preparation');
  });
});
