// Takes the web app manifest's screenshots (web/public/screenshots/) from a
// running app: `BASE_URL=http://127.0.0.1:8787 node web/scripts/make-screenshots.mjs`
// (make dev serves it). The PNGs are committed; rerun after visible changes.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const out = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
const shots = [
  { file: 'upload-wide.png', width: 1280, height: 720 },
  { file: 'upload-narrow.png', width: 360, height: 740 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, width, height } of shots) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${base}/upload`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The engine is ready when the CV field is usable.
    await page.getByLabel('CV text').and(page.locator(':enabled')).waitFor();
    await page.screenshot({ path: out + file });
    await page.close();
    console.log(`${file} ${width}x${height}`);
  }
} finally {
  await browser.close();
}
