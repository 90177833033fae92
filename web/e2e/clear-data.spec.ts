import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { analyzePair } from './pair';
import { tailorCv, tailorJd } from './tailor-pair';

// "Clear my data" is in the footer of every page. The confirmation opens as
// a dialog where the user is looking (it opened below the fold before), and
// after it the user is on the home page with one success message: the page
// they left must not complain that its data is missing.

async function seedTexts(page: Page): Promise<void> {
  await page.goto('/about');
  await page.evaluate(
    ([cv, jd]) => {
      sessionStorage.clear();
      sessionStorage.setItem('cvText', cv);
      sessionStorage.setItem('jobDescription', jd);
    },
    [tailorCv, tailorJd] as const,
  );
}

async function openFormatted(page: Page): Promise<void> {
  await seedTexts(page);
  await page.goto('/cv_preparation');
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: 30_000 });
}

const pages: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'home', open: async (page) => void (await page.goto('/')) },
  { name: 'upload', open: async (page) => void (await page.goto('/upload')) },
  { name: 'about', open: async (page) => void (await page.goto('/about')) },
  {
    name: 'analysis',
    open: async (page) => {
      await analyzePair(page);
      await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({ timeout: 30_000 });
    },
  },
  { name: 'formatted CV', open: openFormatted },
  {
    name: 'job confirmation',
    open: async (page) => {
      await openFormatted(page);
      await page.getByRole('link', { name: 'Tailor To Job With AI' }).click();
      await expect(page.getByRole('heading', { name: 'Confirm Job Description' })).toBeVisible();
    },
  },
  {
    name: 'tailoring',
    open: async (page) => {
      await openFormatted(page);
      await page.getByRole('link', { name: 'Tailor To Job With AI' }).click();
      await page.getByRole('button', { name: 'Confirm and Continue' }).click();
      await expect(page.getByRole('heading', { name: 'CV Tailoring Results' })).toBeVisible({ timeout: 30_000 });
    },
  },
];

for (const p of pages) {
  test(`Clear my data on the ${p.name} page: a dialog in view, then home with one success message`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await p.open(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Clear my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear my data?' });
    await expect(dialog).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Remove my data' })).toBeInViewport();
    if (p.name === 'tailoring') await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Remove my data' }).click();

    await expect(page).toHaveURL(/\/$/);
    const toasts = page.locator('[data-sonner-toast]');
    await expect(
      toasts.filter({ hasText: 'Your data has been removed from this browser and this device.' }),
    ).toBeVisible();
    // Nothing else follows it (the pages' 'Missing … Please start over.' did).
    await page.waitForTimeout(1000);
    await expect(toasts).toHaveCount(1);
    await expect(page.getByText(/Please start over/)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
}

test('Cancel keeps the data and returns focus to the button', async ({ page }) => {
  await seedTexts(page);
  await page.goto('/upload');
  const open = page.getByRole('contentinfo').getByRole('button', { name: 'Clear my data' });
  await open.click();
  await page.getByRole('dialog', { name: 'Clear my data?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('cvData'))).not.toBeNull();
});

test('a toast never covers the field being edited', async ({ page }) => {
  await page.goto('/upload');
  const field = page.getByLabel('CV text');
  // Over the limit: the core cuts the text and says so in a toast.
  await field.fill('x'.repeat(10001));
  await expect(field).toBeFocused();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'CV text is limited to 10000 characters' });
  await expect(toast).toBeVisible();
  const [a, b] = [await field.boundingBox(), await toast.boundingBox()];
  if (!a || !b) throw new Error('field or toast has no box');
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `field ${JSON.stringify(a)} toast ${JSON.stringify(b)}`).toBe(false);
});
