import { expect, test } from '@playwright/test';
import { aiBaseURL } from '../playwright.config';
import { expectNoA11yViolations } from './a11y';
import { fakeAI } from './fake-ai-client';
import { saveScreenshot } from './shots';
import { analyzePair, cvText } from './pair';

test.describe('AI analysis (AI on, scripted provider)', () => {
  test.skip(({ isMobile }) => isMobile, 'the AI path is the same on a phone');
  test.use({ baseURL: aiBaseURL });

  test('the on-device result shows first, the AI result replaces it, and the user can switch back', async ({
    page,
    context,
  }, testInfo) => {
    const ai = await fakeAI(context, testInfo);
    await ai.scenario('slow');
    await analyzePair(page, ai.mark(cvText));
    await expect(page.getByText('The AI analysis is on its way…')).toBeVisible();
    await expect(page.getByText(/^On-device analysis/)).toBeVisible();

    await expect(page.getByText(/^AI analysis: made by the AI model/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('img', { name: /^87% match: Good match/ })).toBeVisible();
    await expect(page.getByText('AI: the CV shows the Python and SQL the job asks for.')).toBeVisible();
    // Only questions are offered as questions to ask.
    await expect(page.getByText('AI: how is the data team organised?')).toBeVisible();
    await expect(page.getByText('AI: a statement, not a question.')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'analysis-ai');

    const group = page.getByRole('group', { name: 'Show the analysis from' });
    await group.getByRole('button', { name: 'On-device' }).click();
    await expect(page.getByText(/^On-device analysis/)).toBeVisible();
    await expect(group.getByRole('button', { name: 'On-device' })).toHaveAttribute('aria-pressed', 'true');
    await group.getByRole('button', { name: 'AI' }).click();
    await expect(page.getByText(/^AI analysis/)).toBeVisible();

    // A reload reuses the stored AI result for the same texts.
    await ai.scenario('fail');
    await page.reload();
    // The page first asks /api/health, which can be slow on a busy machine.
    await expect(page.getByRole('img', { name: /^87% match/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Failed to analyze CV. Please try again.')).toHaveCount(0);
  });

  test.describe('without a service worker, so that /api/health can be held back', () => {
    test.use({ serviceWorkers: 'block' });

    test('a reload finds the stored AI result even when /api/health answers after the on-device result', async ({
      page,
      context,
    }, testInfo) => {
      const ai = await fakeAI(context, testInfo);
      await ai.scenario('ok');
      await analyzePair(page, ai.mark(cvText));
      await expect(page.getByRole('img', { name: /^87% match/ })).toBeVisible({ timeout: 30_000 });

      await ai.scenario('fail');
      // /api/health is held until the on-device result shows: an event, not a guessed delay.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/health', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await expect(page.getByText(/^On-device analysis/)).toBeVisible({ timeout: 30_000 });
      release();
      await expect(page.getByRole('img', { name: /^87% match/ })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Failed to analyze CV. Please try again.')).toHaveCount(0);
    });
  });

  for (const failure of ['fail', 'hang'] as const) {
    test(`when the AI ${failure === 'fail' ? 'answers 500' : 'hangs'}, a toast says so and the on-device result stays`, async ({
      page,
      context,
    }, testInfo) => {
      const ai = await fakeAI(context, testInfo);
      await ai.scenario(failure);
      await analyzePair(page, ai.mark(cvText));
      await expect(page.getByText('Failed to analyze CV. Please try again.')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^On-device analysis/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Analysis Failed' })).toHaveCount(0);
    });
  }
});

test.describe('About with AI on', () => {
  test.use({ baseURL: aiBaseURL });

  test('names step 2 for both engines that run and says the AI is on', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('On this site the AI analysis is switched on.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      '1 Upload Your Information',
      '2 Analysis on Your Device and by AI',
      '3 Get Results',
    ]);
    await expect(page.getByText(/On this site an AI model also analyses the same texts/)).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
