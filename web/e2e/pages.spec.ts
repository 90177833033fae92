import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { saveScreenshot } from './shots';
import { cvText, jdText } from './pair';

// Compiling the engine's wasm takes several seconds on a busy machine.
const engineStart = 30_000;
test.describe.configure({ timeout: 60_000 });

/** tabTo presses Tab until the named control has focus (at most max presses). */
async function tabTo(page: Page, name: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`"${name}" was not reached with ${max} Tab presses`);
}

test('the landing page says what Shortlist is, honestly, and leads to /upload', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'See how well your CV fits the job', level: 1 })).toBeVisible();
  for (const f of ['Free', 'No login', 'Works without an AI key, even offline', 'Your CV stays on your device']) {
    await expect(
      page.getByRole('list', { name: 'What Shortlist promises' }).getByText(f, { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Applying and hearing nothing back?' })).toBeVisible();
  for (const b of ['Instant Match Score', 'Actionable Fixes', 'Keyword Optimization', 'Lower Rejection Risk']) {
    await expect(page.getByRole('heading', { name: b, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why It Matters' })).toBeVisible();
  await expect(page.getByText('our guideline, not an industry rule')).toBeVisible();
  // No figure we cannot source.
  expect(await page.locator('main').innerText()).not.toMatch(/\d+\s?%/);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'landing');

  await expect(page.getByRole('link', { name: "Try It Now – It's Free" })).toHaveAttribute('href', '/upload');
  await tabTo(page, 'Get Started');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole('heading', { name: 'Upload Your Information' })).toBeVisible();
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'upload');
});

test('the about page has the spec sections, true privacy text and the data credits', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'About Shortlist', level: 1 })).toBeVisible();
  for (const h of ['Our Mission', 'How It Works', 'Privacy & Security', 'Credits']) {
    await expect(page.getByRole('heading', { name: h, level: 2 })).toBeVisible();
  }
  // Each step's number shows once, and step 2 is named for what runs here: AI is off.
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    '1 Upload Your Information',
    '2 Analysis on Your Device',
    '3 Get Results',
  ]);
  await expect(page.getByText('AI', { exact: false }).and(page.getByRole('heading', { level: 3 }))).toHaveCount(0);
  // The e2e app runs with AI off, and the page asks the worker.
  await expect(page.getByText('On this site the AI analysis is switched off')).toBeVisible();
  await expect(page.getByText('We store nothing', { exact: false })).toBeVisible();
  await expect(page.getByText('“Clear my data”', { exact: false })).toBeVisible();
  await expect(page.getByText(/O\*NET® 29\.3 Database .* CC BY 4\.0 license/)).toBeVisible();
  await expect(page.getByText(/ESCO classification of the European Commission/)).toBeVisible();
  await expect(page.getByText(/GitHub Linguist, © 2017 GitHub, Inc\., MIT License/)).toBeVisible();
  await page.getByText('The MIT License text').click();
  await expect(page.getByText(/Permission is hereby granted, free of charge/)).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'about');

  await tabTo(page, 'Back to Home');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('the about page says when the server cannot be asked about AI', async ({ page }) => {
  await page.route('**/api/health', (route) => route.abort());
  await page.goto('/about');
  await expect(
    page.getByText('We could not ask the server whether the AI analysis is on', { exact: false }),
  ).toBeVisible();
});

test('the 404 page passes axe', async ({ page }, testInfo) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'not-found');
});

test('no page scrolls sideways', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    ({ cv, jd }) => {
      sessionStorage.setItem('cvText', cv);
      sessionStorage.setItem('jobDescription', jd);
    },
    { cv: cvText, jd: jdText },
  );
  for (const path of ['/', '/upload', '/about', '/nope', '/analysis']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: path === '/analysis' ? 'Analysis Results' : undefined }).first(),
    ).toBeVisible({
      timeout: engineStart,
    });
    // Every evidence item open: quoted CV and job words are the longest lines.
    for (const s of await page.locator('summary').all()) await s.click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
