import { expect, test, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cvText, jdText } from './pair';

// A deploy while a tab is open: the server switches from build A (web/dist)
// to build B (the same app, its page code renamed), and the open tab, which
// still runs A, keeps working.
//
// With a service worker, A's code is precached on the first visit (and so
// also in the HTTP cache), and the tab goes on in A until the user takes
// the update. Without one (a browser that has none, or whose caches were
// evicted), the tab asks the server for A's analysis code only when it is
// needed: B's server answers 404 (worker/assets.mjs; it used to answer the
// app's HTML, kept for a year), so the page reloads once into B
// (features/pwa/new-version.ts), says so, and keeps the texts typed before.
//
// It runs its own wrangler on E2E_DEPLOY_PORT, serving a folder the test
// swaps between the two builds, restarting wrangler as a deploy would.

const repo = fileURLToPath(new URL('../../', import.meta.url));
const work = `${repo}build/e2e-deploy/`;
const site = `${work}site`;
const distB = `${work}dist-b`;
const port = Number(process.env.E2E_DEPLOY_PORT ?? 8793);
const origin = `http://127.0.0.1:${port}`;
const quiet = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

let server: ChildProcess | undefined;

/** deploy serves dist from the test's folder, with a freshly started wrangler. */
async function deploy(dist: string): Promise<void> {
  await stop();
  rmSync(site, { recursive: true, force: true });
  cpSync(dist, site, { recursive: true });
  server = spawn(
    `${repo}web/node_modules/.bin/wrangler`,
    ['dev', '--config', `${work}wrangler.toml`, '--ip', '127.0.0.1', '--port', String(port), '--var', 'AI_API_KEY:'],
    {
      cwd: repo,
      env: quiet,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('wrangler did not start');
}

async function stop(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const done = new Promise((r) => server?.once('exit', r));
  server.kill('SIGTERM');
  await done;
}

/** The app's entry script, which names the build the page runs. */
const entryOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '');

test.describe('a deploy while the app is open', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async () => {
    mkdirSync(work, { recursive: true });
    // The real worker config, with the assets folder the test swaps.
    writeFileSync(
      `${work}wrangler.toml`,
      [
        'name = "shortlist-deploy-test"',
        `main = "${repo}worker/entry.mjs"`,
        'compatibility_date = "2026-10-01"',
        'compatibility_flags = ["enable_request_signal"]',
        '[assets]',
        `directory = "${site}"`,
        'binding = "ASSETS"',
        'not_found_handling = "single-page-application"',
        'run_worker_first = ["/api/*", "/assets/*"]',
      ].join('\n'),
    );
    rmSync(distB, { recursive: true, force: true });
    const built = spawnSync(
      `${repo}web/node_modules/.bin/vite`,
      ['build', '--config', 'e2e/deploy-b.config.ts', '--outDir', distB, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: `${repo}web`,
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) throw new Error(`build B failed: ${built.stderr}`);
    // The page's code (the entry and the route chunks) is new in B.
    const b = new Set(readdirSync(`${distB}/assets`));
    const pageCode = readdirSync(`${repo}web/dist/assets`).filter((f) =>
      /^(index|analysis-page|upload-page)-.*\.js$/.test(f),
    );
    expect(pageCode.length).toBe(3);
    expect(
      pageCode.filter((f) => b.has(f)),
      "build B has build A's page code",
    ).toEqual([]);
  });

  test.afterAll(async () => {
    await stop();
  });

  test('with its service worker, the open tab goes on in the version it has', async ({ page }) => {
    await deploy(`${repo}web/dist`);
    await page.goto(`${origin}/upload`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const entryA = await entryOf(page);
    await page.getByLabel('CV text').fill(cvText);
    await page.getByLabel('Job description text').fill(jdText);
    await deploy(distB);
    await page.getByRole('button', { name: 'Analyze Match' }).click();
    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({ timeout: 30_000 });
    expect(await entryOf(page)).toBe(entryA);
  });

  test.describe('without a service worker', () => {
    test.use({ serviceWorkers: 'block' });

    test('the open tab reloads once into the new version, says so, and keeps the texts', async ({ page }) => {
      await deploy(`${repo}web/dist`);
      await page.goto(`${origin}/upload`);
      const entryA = await entryOf(page);
      await page.getByLabel('CV text').fill(cvText);
      await page.getByLabel('Job description text').fill(jdText);

      await deploy(distB);
      // A's analysis code is gone from the server: 404, not HTML kept for a year.
      const gone = await fetch(
        `${origin}/assets/${readdirSync(`${repo}web/dist/assets`).find((f) => f.startsWith('analysis-page-'))}`,
      );
      expect(gone.status).toBe(404);
      expect(gone.headers.get('cache-control')).toBe('no-store');

      await page.getByRole('button', { name: 'Analyze Match' }).click();
      await expect(
        page.getByText('Shortlist was updated to a new version, so the page reloaded. Your texts are kept.'),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({ timeout: 30_000 });
      const entryB = await entryOf(page);
      expect(entryB).not.toBe(entryA);
      expect(existsSync(`${distB}${new URL(entryB).pathname}`), `${entryB} is build B's`).toBe(true);

      // The tab goes on in B: the texts are still there, and the app works.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check Job Fit' }).click();
      await expect(page.getByLabel('CV text')).toHaveValue(cvText);
      await expect(page.getByLabel('Job description text')).toHaveValue(jdText);
    });
  });
});
