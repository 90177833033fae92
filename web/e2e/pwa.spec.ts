import { expect, test, type Page } from '@playwright/test';
import { aiBaseURL } from '../playwright.config';
import { analyzePair, jdText, realFixtures } from './pair';
import { test as profileTest } from './persistent';
import { openFormatted } from './cv-sample';

/** waitForOfflineReady resolves once the service worker has precached the app and is active. */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

profileTest.describe('installable app', () => {
  profileTest.skip(({ isMobile }) => isMobile, 'installability is a property of the build, checked once');

  profileTest('Chromium finds a complete manifest and an offline-capable service worker', async ({ openProfile }) => {
    const { context } = await openProfile();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForOfflineReady(page);

    // What Chromium's install criteria check, asked through the DevTools
    // protocol: no installability errors, and the manifest it parsed.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose?: string }[];
      screenshots: { form_factor?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Shortlist', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['wide', 'narrow']);
  });
});

test.describe('offline', () => {
  test('after one visit, every route reloads with the network cut and the engine still runs', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);

    for (const path of ['/', '/upload', '/analysis', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }

    // The character counter is the Go core's input rule: it answers only if
    // the wasm came from the cache.
    await page.goto('/upload');
    await page.getByLabel('CV text').fill('Go developer');
    await expect(page.getByText('12 / 10000 characters')).toBeVisible();
  });
});

test.describe('the first visit', () => {
  test('precaches the shell, the core and pdf.js, fetches no CMap or font, and no file twice', async ({
    page,
    context,
  }) => {
    const fetched: { path: string; bytes: number }[] = [];
    context.on('requestfinished', async (req) => {
      // What the service worker answered from its cache crossed no wire.
      if ((await req.response())?.fromServiceWorker()) return;
      fetched.push({ path: new URL(req.url()).pathname, bytes: (await req.sizes()).responseBodySize });
    });
    await page.goto('/');
    await analyzePair(page);
    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
    await waitForOfflineReady(page);

    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
      }
      return paths;
    });
    for (const file of [
      /^\/index\.html$/,
      /^\/assets\/index-[^/]+\.js$/,
      /^\/assets\/core-[^/]+\.wasm$/,
      /^\/assets\/core\.worker-[^/]+\.js$/,
      /^\/assets\/pdfjs-[^/]+\.js$/,
      /^\/assets\/pdf\.worker\.min-[^/]+\.mjs$/,
    ]) {
      expect(
        cached.filter((p) => file.test(p)),
        String(file),
      ).toHaveLength(1);
    }
    expect(cached.filter((p) => p.startsWith('/pdfjs/'))).toEqual([]);
    expect(fetched.filter((f) => f.path.startsWith('/pdfjs/'))).toEqual([]);
    // The downloads' code and font wait for the Formatted CV screen.
    expect(cached.filter((p) => p.startsWith('/assets/downloads/'))).toEqual([]);
    expect(fetched.filter((f) => f.path.startsWith('/assets/downloads/'))).toEqual([]);
    // Hashed files are kept a year by the HTTP cache, so precaching one the
    // page already has costs no second download.
    const assets = fetched.filter((f) => f.path.startsWith('/assets/') && f.bytes > 0).map((f) => f.path);
    expect(assets.filter((p, i) => assets.indexOf(p) !== i)).toEqual([]);
  });
});

test.describe('offline analysis', () => {
  test('a pasted CV is analysed on the device with the network cut', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await analyzePair(page);
    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
    await expect(page.getByText(/^On-device analysis/)).toBeVisible();
  });

  test('a PDF CV is read and analysed on the device with the network cut', async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/upload');
    await expect(page.getByLabel('CV text')).toBeEnabled();
    await page.getByRole('tab', { name: 'Upload PDF' }).click();
    await page.getByLabel('PDF file').setInputFiles(new URL('resumes/OmkarResume.pdf', realFixtures).pathname);
    await expect(page.getByLabel('CV text')).toHaveValue(/Schlumberger/, { timeout: 30_000 });
    await page.getByLabel('Job description text').fill(jdText);
    await page.getByRole('button', { name: 'Analyze Match' }).click();
    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
    await expect(page.getByText(/^On-device analysis/)).toBeVisible();
  });

  test('CMaps are fetched at first use only: none for a Latin PDF, a CID font’s once, then offline from the cache', async ({
    page,
    context,
  }) => {
    const cmaps: string[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/pdfjs/cmaps/'))
        cmaps.push(`${r.serviceWorker() ? 'network' : 'page'} ${new URL(r.url()).pathname}`);
    });
    await page.goto('/');
    await waitForOfflineReady(page);
    // The first page is not yet controlled by the service worker; the next load is.
    await page.goto('/upload');
    await expect(page.getByLabel('CV text')).toBeEnabled();
    const readPdf = async (file: URL, text: RegExp) => {
      await page.getByRole('tab', { name: 'Upload PDF' }).click();
      await page.getByLabel('PDF file').setInputFiles(file.pathname);
      await expect(page.getByLabel('CV text')).toHaveValue(text, { timeout: 30_000 });
    };

    await readPdf(new URL('resumes/OmkarResume.pdf', realFixtures), /Schlumberger/);
    expect(cmaps).toEqual([]);

    // Without pdf.js's CMaps this font gives no text at all (e2e/fixtures/make-fixtures.py).
    const cid = new URL('./fixtures/cid-cmap.pdf', import.meta.url);
    await readPdf(cid, /Hanako Yamada[\s\S]*日本語/);
    const fromNetwork = cmaps.filter((c) => c.startsWith('network'));
    expect(fromNetwork.length).toBeGreaterThan(0);
    expect(new Set(fromNetwork).size).toBe(fromNetwork.length);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel('CV text')).toBeEnabled();
    await readPdf(cid, /Hanako Yamada[\s\S]*日本語/);
    expect(cmaps.filter((c) => c.startsWith('network'))).toEqual(fromNetwork);
  });

  test.describe('with AI on', () => {
    test.skip(({ isMobile }) => isMobile, 'the same code path on a phone');
    test.use({ baseURL: aiBaseURL });

    test('offline, the AI call fails fast with a clear message and the on-device result stays', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await waitForOfflineReady(page);
      // Once the page is controlled by the service worker, it remembers that AI is on.
      await page.reload();
      expect(await page.evaluate(async () => ((await (await fetch('/api/health')).json()) as { ai: boolean }).ai)).toBe(
        true,
      );

      await context.setOffline(true);
      await analyzePair(page);
      await expect(
        page.getByText('You are offline, so the AI analysis is not available. Here is the on-device analysis.'),
      ).toBeVisible();
      await expect(page.getByText(/^On-device analysis/)).toBeVisible();
    });
  });
});

test.describe('offline downloads', () => {
  test('once the Formatted CV was opened, a PDF and a Word file are made and read back with the network cut', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await waitForOfflineReady(page);
    await openFormatted(page);
    await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: 30_000 });
    // The screen keeps every file downloads.json names while it is idle.
    const listed = await page.evaluate(
      async () => ((await (await fetch('/downloads.json')).json()) as string[]).length,
    );
    expect(listed).toBeGreaterThan(0);
    await expect
      .poll(async () => page.evaluate(async () => (await (await caches.open('downloads')).keys()).length), {
        timeout: 30_000,
      })
      .toBe(listed);

    await context.setOffline(true);
    await page.reload();
    // Read back complete, each is saved at once.
    const [savedPdf] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(savedPdf.suggestedFilename()).toBe('formatted_cv.pdf');

    const [savedWord] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Create Word File' }).click(),
    ]);
    expect(savedWord.suggestedFilename()).toBe('formatted_cv.docx');
  });
});
