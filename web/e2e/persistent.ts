import { test as base, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * openProfile launches Chromium with a real user-data directory, as a person's
 * browser is: unlike Playwright's incognito contexts it can install apps and
 * keeps IndexedDB when closed and reopened with the same directory.
 */
export const test = base.extend<{ openProfile: (dir?: string) => Promise<{ context: BrowserContext; dir: string }> }>({
  openProfile: async ({ playwright, launchOptions, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    const dirs: string[] = [];
    await use(async (dir) => {
      const profile = dir ?? mkdtempSync(join(tmpdir(), 'shortlist-profile-'));
      if (!dir) dirs.push(profile);
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        baseURL,
        reducedMotion: 'reduce',
      });
      opened.push(context);
      return { context, dir: profile };
    });
    for (const c of opened) await c.close().catch(() => undefined);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  },
});
