import { expect, test } from '@playwright/test';
import { aiBaseURL } from '../playwright.config';
import { expectNoA11yViolations } from './a11y';
import { fakeAI } from './fake-ai-client';
import { hueName } from './impact-colour';
import { saveScreenshot } from './shots';
import { openTailoring, reloadTailoring, seedCv, tailorCv, tailorJd, unfoldSections } from './tailor-pair';

test.describe('tailoring with AI (AI on, scripted provider)', () => {
  // Each test opens the engine several times (reloads); a busy machine needs the room.
  test.describe.configure({ timeout: 60_000 });
  test.skip(({ isMobile }) => isMobile, 'the AI path is the same on a phone');
  test.use({ baseURL: aiBaseURL });

  test('on-device suggestions show at once, the AI ones arrive marked, and a stored analysis is reused without a call', async ({
    page,
    context,
  }, testInfo) => {
    const ai = await fakeAI(context, testInfo);
    await ai.scenario('slow');
    await openTailoring(page, tailorCv, ai.mark(tailorJd), false);
    await expect(page.getByText('On-device suggestions are shown. The AI suggestions are on their way…')).toBeVisible();
    await expect(page.getByText('On-device suggestion').first()).toBeVisible();
    await unfoldSections(page);

    await expect(page.getByText(/^AI suggestions and on-device suggestions/)).toBeVisible({ timeout: 15_000 });
    expect(await ai.suggestCalls()).toBe(1);
    const header = page.getByRole('article', { name: 'Suggestion: AI: lead with the role the job names.' });
    await expect(header.getByText('AI suggestion', { exact: true })).toBeVisible();
    // 'high' in the answer is High.
    await expect(header.getByText('High impact')).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'tailoring-ai');

    // The AI's figure is not in the CV: it says so.
    const figure = page.getByRole('article', { name: 'Suggestion: AI: say how many managers used the dashboards.' });
    await expect(figure.getByRole('note')).toHaveText('25: not in your CV: add it only if it is true');
    // An unusable suggested text shows as 'no suggestion' with nothing to apply.
    const unusable = page.getByRole('article', { name: 'Suggestion: AI: an unusable suggested text.' });
    await expect(unusable.getByText('no suggestion')).toBeVisible();
    await expect(unusable.getByRole('button')).toHaveCount(0);
    // The skills panel ignores the suggestion without an impact description.
    const skills = page.getByRole('region', { name: 'Core Skills suggestions' });
    await expect(
      skills.getByRole('article', { name: 'Suggestion: AI: name data visualisation as a skill.' }),
    ).toBeVisible();
    await expect(skills.getByText('AI: an incomplete suggestion.')).toHaveCount(0);

    // The raw answer is in Details: the answer's JSON, not the model's reasoning.
    await page.locator('summary', { hasText: 'Details' }).click();
    const raw = page.locator('details pre').first();
    await expect(raw).toContainText('AI: lead with the role the job names.');
    await expect(raw).not.toContainText('Reading the CV for this job.');

    // Back and forth with the same CV and job: reused, no new call.
    await page.goto('/job_description_confirmation');
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await expect(page.getByRole('article', { name: 'Suggestion: AI: lead with the role the job names.' })).toBeVisible({
      timeout: 30_000,
    });
    await reloadTailoring(page);
    await expect(page.getByRole('article', { name: 'Suggestion: AI: lead with the role the job names.' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await ai.suggestCalls()).toBe(1);

    // Another job description: a new call.
    await page.goto('/job_description_confirmation');
    await page
      .getByRole('textbox', { name: 'Job description' })
      .fill(ai.mark(`${tailorJd}\nExperience with Looker is a plus.`));
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await expect(page.getByText(/^AI suggestions and on-device suggestions/)).toBeVisible({ timeout: 30_000 });
    expect(await ai.suggestCalls()).toBe(2);
  });

  test('an applied AI suggestion changes the CV and is kept over a reload', async ({ page, context }, testInfo) => {
    const ai = await fakeAI(context, testInfo);
    await ai.scenario('ok');
    await openTailoring(page, tailorCv, ai.mark(tailorJd));
    const card = page.getByRole('article', { name: 'Suggestion: AI: show the Python work as a result.' });
    await card.getByRole('button', { name: 'Add as Responsibility' }).click();
    await expect(page.getByText('Responsibility added successfully')).toBeVisible();
    await expect(page.getByText('Automated the shipment data checks with Python', { exact: true })).toBeVisible();
    // The header's suggestion, replaced with one click and the spec's toast; High is drawn in red.
    const header = page.getByRole('region', { name: 'Professional Header', exact: true });
    const lead = header.getByRole('article', { name: 'Suggestion: AI: lead with the role the job names.' });
    expect(await hueName(lead.getByText('High impact'))).toBe('red');
    await lead.getByRole('button', { name: 'Replace With Suggestion' }).click();
    await expect(page.getByText('Professional header replaced with suggestion')).toBeVisible();
    await expect(header.getByRole('region', { name: 'Current Professional Header' })).toContainText(
      'Jane Doe • Data Analyst for retail sales • Berlin',
    );

    // Education Suggestions, High before Low; one applied.
    const education = page.getByRole('region', { name: 'Education Suggestions' });
    await expect(education.getByRole('heading', { name: 'Education Suggestions' })).toBeVisible();
    await expect(education.getByRole('article')).toHaveText([
      /AI: name the statistics courses/,
      /AI: an unusable suggested text/,
    ]);
    await education
      .getByRole('article', { name: /AI: name the statistics courses/ })
      .getByRole('button', { name: 'Apply Suggestion' })
      .click();
    await expect(page.getByText('Education updated with suggestion')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Education', exact: true })
        .getByText('Courses in regression and forecasting', { exact: true }),
    ).toBeVisible();

    // The experience-level suggestion sits under Additional Suggestions.
    await expect(
      page
        .getByRole('region', { name: 'Additional Suggestions' })
        .getByRole('heading', { name: 'Additional Suggestions' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await reloadTailoring(page);
    await expect(page.getByText('Automated the shipment data checks with Python', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(header.getByRole('region', { name: 'Current Professional Header' })).toContainText(
      'Jane Doe • Data Analyst for retail sales • Berlin',
    );
    await expect(
      page
        .getByRole('region', { name: 'Education', exact: true })
        .getByText('Courses in regression and forecasting', { exact: true }),
    ).toBeVisible();
  });

  test('when the AI fails, a toast says so and the on-device suggestions stay', async ({ page, context }, testInfo) => {
    const ai = await fakeAI(context, testInfo);
    await ai.scenario('fail');
    await openTailoring(page, tailorCv, ai.mark(tailorJd));
    await expect(page.getByText('Failed to generate suggestions for CV improvements. Please try again.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText('The AI suggestions could not be made; the on-device suggestions are shown.'),
    ).toBeVisible();
    await expect(page.getByText('On-device suggestion').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('offline, the on-device suggestions show and the page says why there are no AI ones', async ({
    page,
    context,
  }, testInfo) => {
    const ai = await fakeAI(context, testInfo);
    await ai.scenario('ok');
    await seedCv(page, tailorCv, ai.mark(tailorJd));
    // The app must be installed (its service worker holding the engine and the
    // tailoring screen's code) before the network goes.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await expect(page.getByRole('heading', { name: 'CV Tailoring Results' })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline, so the AI suggestions are not available.' }),
    ).toBeVisible();
    await expect(page.getByText('On-device suggestion').first()).toBeVisible();
    await context.setOffline(false);
    expect(await ai.suggestCalls()).toBe(0);
  });
});
