import { expect, test, type Page } from '@playwright/test';
import { aiBaseURL } from '../playwright.config';
import { expectNoA11yViolations } from './a11y';
import { openFormatted, sampleCv } from './cv-sample';
import { fakeAI } from './fake-ai-client';

const engineStart = 30_000;

async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test.describe('AI formatting (AI on, scripted provider)', () => {
  test.skip(({ isMobile }) => isMobile, 'the AI path is the same on a phone');
  test.use({ baseURL: aiBaseURL });

  test('the on-device version shows at once, the AI version replaces it when it answers, and the user can switch back', async ({
    page,
    context,
  }, testInfo) => {
    const ai = await fakeAI(context, testInfo);
    await ai.scenario('slow');
    await openFormatted(page, ai.mark(sampleCv));
    await expect(page.getByText('Showing: On-device parse.')).toBeVisible({ timeout: engineStart });
    await expect(page.getByRole('status').filter({ hasText: 'The AI is formatting your CV too' })).toBeVisible();
    await expect(page.getByText('Data analyst with six years of SQL and Python in retail.')).toBeVisible();

    await expect(page.getByText('Showing: AI formatting.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('AI: data analyst with six years of SQL and Python.')).toBeVisible();
    await expectNoA11yViolations(page);

    // Edits go to the version shown; the other keeps its own.
    const skill = page.getByRole('textbox', { name: 'Add a skill', exact: true });
    await skill.fill('AI-side skill');
    await skill.press('Enter');
    const group = page.getByRole('group', { name: 'Version to show and edit' });
    await group.getByRole('button', { name: 'On-device parse' }).click();
    await expect(group.getByRole('button', { name: 'On-device parse' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Data analyst with six years of SQL and Python in retail.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete skill AI-side skill' })).toHaveCount(0);

    // A reload keeps both versions and the choice, with no new AI call.
    await ai.scenario('fail');
    await page.reload();
    await expect(page.getByText('Showing: On-device parse.')).toBeVisible({ timeout: engineStart });
    await group.getByRole('button', { name: 'AI formatting' }).click();
    await expect(page.getByRole('button', { name: 'Delete skill AI-side skill' })).toBeVisible();
    await expect(page.getByText('Failed to format CV. Please try again.')).toHaveCount(0);
  });

  test('when the AI fails: the spec toast, and the on-device version stays', async ({ page, context }, testInfo) => {
    const ai = await fakeAI(context, testInfo);
    await ai.scenario('fail');
    await openFormatted(page, ai.mark(sampleCv));
    await expect(page.getByText('Failed to format CV. Please try again.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Showing: On-device parse.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Version to show and edit' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Formatting Failed' })).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test('once Prepare CV was opened, it and the Formatted CV work with the network cut', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    // Prepare CV keeps the downloads' code and font while idle (lib/offline-downloads.ts).
    await page.goto('/prepare_cv_data');
    const listed = await page.evaluate(
      async () => ((await (await fetch('/downloads.json')).json()) as string[]).length,
    );
    await expect
      .poll(async () => page.evaluate(async () => (await (await caches.open('downloads')).keys()).length), {
        timeout: engineStart,
      })
      .toBe(listed);
    await context.setOffline(true);
    await page.evaluate((t) => sessionStorage.setItem('cvText', t), sampleCv);
    await page.goto('/prepare_cv_data');
    await expect(page.getByLabel('CV text')).toHaveValue(sampleCv, { timeout: engineStart });
    await page.getByRole('button', { name: 'Use This CV Text' }).click();
    await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
    await expect(page.getByText('Showing: On-device parse.')).toBeVisible();
    // The Word file and the PDF (jsPDF, its font, pdf.js for the read-back) from the service worker's caches.
    for (const [button, file] of [
      ['Create Word File', 'formatted_cv.docx'],
      ['Download PDF', 'formatted_cv.pdf'],
    ] as const) {
      // Read back clean, the file is saved at once (no dialog).
      const [d] = await Promise.all([
        page.waitForEvent('download', { timeout: engineStart }),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(d.suggestedFilename()).toBe(file);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('offline before the downloads were kept: the Word file says why it cannot be made, the CV stays', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await openFormatted(page);
    await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: engineStart });
    await page.getByRole('button', { name: 'Create Word File' }).click();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Failed to create Word file. Please try again.' });
    await expect(toast).toBeVisible({ timeout: engineStart });
    await expect(toast).toContainText('You are offline, and the downloads have not been kept on this device yet');
    await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible();
  });
});

test.describe('offline with AI on', () => {
  test.skip(({ isMobile }) => isMobile, 'the same code path on a phone');
  test.use({ baseURL: aiBaseURL });

  test('the AI formatting says it needs a connection; the on-device version is there', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    // Once the service worker controls the page, it remembers that AI is on.
    await page.reload();
    expect(await page.evaluate(async () => ((await (await fetch('/api/health')).json()) as { ai: boolean }).ai)).toBe(
      true,
    );
    await context.setOffline(true);
    await openFormatted(page);
    await expect(
      page.getByText(
        'You are offline, so the AI formatting is not available. Here is the version made on this device.',
      ),
    ).toBeVisible({ timeout: engineStart });
    await expect(page.getByText('Showing: On-device parse.')).toBeVisible();
  });
});
