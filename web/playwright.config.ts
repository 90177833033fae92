import { defineConfig, devices } from '@playwright/test';

// The end-to-end tests run the real app: wrangler dev (workerd) serving the
// built web app and the Go worker, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8790);
// A second app with AI on, talking to a scripted fake provider (e2e/fake-ai.mjs).
const aiPort = Number(process.env.E2E_AI_PORT ?? 8791);
const fakeAIPort = Number(process.env.FAKE_AI_PORT ?? 8792);
export const aiBaseURL = `http://127.0.0.1:${aiPort}`;
export const fakeAIURL = `http://127.0.0.1:${fakeAIPort}`;
const quiet = { CI: 'true', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Specs that share something beyond their browser context run one at a time,
// in projects of their own with one worker: the deploy spec's own wrangler
// port and folder, the PDF timing (a measurement wants the machine to itself)
// and the PWA's offline journeys (a PDF made and read back offline missed its
// 30 s beside another test on 2 cores). Every other spec runs on two workers:
// each test has its own browser context and storage, and the -ai specs their
// own scenario and call counts at the scripted provider (e2e/fake-ai-client.ts).
const oneAtATime = [/deploy\.spec\.ts$/, /pdf-timing\.spec\.ts$/, /pwa\.spec\.ts$/];
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: './e2e',
  outputDir: '../build/playwright-output',
  // The journeys of the formatted-CV and tailoring screens start the engine
  // several times (reloads, offline); on CI's 2 cores they need the room.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A file's tests run in order in one worker; files spread over both cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../build/test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // Toasts fade in; axe would judge their contrast mid-animation. Sonner
    // drops its transitions under reduced motion, as users who ask for it get.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: oneAtATime },
    { name: 'phone', use: phone, testIgnore: oneAtATime },
    { name: 'desktop-alone', use: desktop, testMatch: oneAtATime, workers: 1 },
    // After desktop-alone, so that the two never run at the same time.
    { name: 'phone-alone', use: phone, testMatch: oneAtATime, workers: 1, dependencies: ['desktop-alone'] },
  ],
  webServer: [
    {
      command: `wrangler dev --ip 127.0.0.1 --port ${port} --var AI_API_KEY:`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: quiet,
    },
    {
      command: 'node e2e/fake-ai.mjs',
      url: `${fakeAIURL}/__ready`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { FAKE_AI_PORT: String(fakeAIPort) },
    },
    {
      command:
        `wrangler dev --ip 127.0.0.1 --port ${aiPort} --persist-to build/wrangler-ai-state ` +
        `--var AI_API_KEY:e2e-test-key --var AI_BASE_URL:${fakeAIURL}/v1 --var AI_IDLE_TIMEOUT_SECONDS:3`,
      cwd: '..',
      url: `${aiBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: quiet,
    },
  ],
});
