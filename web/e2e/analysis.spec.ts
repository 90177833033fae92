import { expect, test } from '@playwright/test';
import { analyzePair, cvText, jdText } from './pair';
import { expectNoA11yViolations } from './a11y';
import { saveScreenshot } from './shots';

test.describe('on-device analysis (AI off)', () => {
  test('a real CV and job get an explained result at once', async ({ page }, testInfo) => {
    // The real job with the knock-outs and logistics a German post often adds.
    // A product the engine does not know is named back to the user.
    const job = `${jdText}\n## Muss-Kriterien\n- Deutsch C1\n- Gültige Arbeitserlaubnis für Deutschland\n- Erfahrung mit DataStage (zwingend erforderlich)\n\nProjektstart: 1. März, Laufzeit 6 Monate\n`;
    await analyzePair(page, cvText, job);
    await expect(page.getByRole('heading', { name: 'Analysis Results', level: 1 })).toBeVisible();
    await expect(page.getByText(/^On-device analysis: computed in your browser/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^\d+% match: / })).toBeVisible();
    await expect(
      page.getByText('Could not interpret: DataStage — check your CV names it if you have it.'),
    ).toBeVisible();

    // What recruiters check first, above the strengths: met with the CV's line, unknown with what to state, and the facts.
    const checklist = page.getByRole('region', { name: 'What recruiters check first' });
    const language = checklist.getByRole('listitem').filter({ hasText: 'German at C1' });
    await expect(language.getByText('Met', { exact: true })).toBeVisible();
    await expect(language.getByText('Your CV: “Deutsch (C2), Englisch (C1)”')).toBeVisible();
    const permit = checklist.getByRole('listitem').filter({ hasText: 'Permission to work' });
    await expect(permit.getByText('Not stated', { exact: true })).toBeVisible();
    await expect(permit.getByText(/^State your right to work/)).toBeVisible();
    await expect(checklist.getByRole('definition')).toHaveText('Projektstart: 1. März, Laufzeit 6 Monate');
    const above = await checklist.evaluate((el) => {
      const strengths = document.querySelector('[aria-labelledby="section-strengths"]');
      return strengths !== null && (el.compareDocumentPosition(strengths) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(above).toBe(true);
    // Nothing of the block runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Each strength opens to the words it rests on.
    const strengths = page.getByRole('region', { name: 'Strengths' });
    const first = strengths.getByRole('listitem').first();
    await first.locator('summary').click();
    await expect(first.getByText('In the job description')).toBeVisible();
    await expect(first.getByText('In your CV')).toBeVisible();

    await expect(
      page.getByRole('region', { name: 'Improvement Suggestions' }).getByText('Tip 1', { exact: true }),
    ).toBeVisible();
    const ask = page.getByRole('region', { name: 'Questions You Should Ask During the Interview' });
    for (const q of await ask.getByRole('listitem').allInnerTexts()) expect(q.trim()).toMatch(/\?$/);

    await expect(page.getByRole('link', { name: 'Start New Analysis' })).toHaveAttribute('href', '/upload');
    await expect(page.getByRole('link', { name: 'Tailor CV To This Job Offer With AI' })).toHaveAttribute(
      'href',
      '/prepare_cv_data',
    );
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('analysisResult') ?? '{}') as { source?: string },
    );
    expect(stored.source).toBe('on-device');
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'analysis-on-device');
  });

  test.describe('while the engine starts', () => {
    // The route below must see the wasm request, which a service worker would answer.
    test.use({ serviceWorkers: 'block' });

    test('the loading screen shows its title, patience text and a quote with its author', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await page.evaluate(() => {
        sessionStorage.setItem('cvText', 'Go developer, 5 years');
        sessionStorage.setItem('jobDescription', 'We hire a Go developer');
      });
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/analysis');
      await expect(page.getByRole('heading', { name: 'Analyzing CV Against the Job Offer' })).toBeVisible();
      await expect(
        page.getByText('We are analyzing your CV and comparing it with the job requirements.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('figure')).toContainText('—');
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, 'analysis-loading');
      release();
      // Compiling the engine takes a few seconds on a busy machine.
      await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({ timeout: 30_000 });
    });

    test('when the quotes file cannot be loaded, the built-in quote shows', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        sessionStorage.setItem('cvText', 'Go developer, 5 years');
        sessionStorage.setItem('jobDescription', 'We hire a Go developer');
      });
      await page.route(/\.wasm$/, () => new Promise(() => {}));
      await page.route('**/quotes.JSON', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto('/analysis');
      await expect(page.getByRole('figure')).toContainText(
        'Great works are performed not by strength but by perseverance.',
      );
      await expect(page.getByRole('figure')).toContainText('Samuel Johnson');
    });
  });

  test.describe('when the engine cannot be downloaded', () => {
    test.use({ serviceWorkers: 'block' });
    // The wasm and the worker script that runs it: either missing stops the engine.
    for (const [what, url] of [
      ['its wasm', /\.wasm$/],
      ['its worker script', /core\.worker-[^/]*\.js$/],
    ] as const) {
      test(`(${what}) the upload page says so in plain words, the detail goes to the console`, async ({ page }) => {
        const logged: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') logged.push(m.text());
        });
        await page.route(url, (route) => route.abort('internetdisconnected'));
        await page.goto('/upload');
        const alert = page.getByRole('alert').filter({ hasText: 'on-device engine' });
        await expect(alert).toHaveText(
          'The on-device engine could not be downloaded. Check your internet connection, then reload the page.',
        );
        expect(logged.join('\n')).toContain('The on-device engine could not start:');
      });
    }
  });

  test('opening /analysis with no texts sends the user back to the upload page', async ({ page }) => {
    await page.goto('/analysis');
    await expect(page.getByText('Missing CV or job description data. Please start over.')).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
  });
});
