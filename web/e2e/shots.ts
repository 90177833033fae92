import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';

/**
 * saveScreenshot keeps one full-page screenshot of a screen per viewport in
 * the reports folder that `make test` names (REPORTS_DIR); without it, none.
 * fullPage false keeps what the viewport shows, fixed layers (a toast) in place.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.REPORTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: join(dir, 'screenshots', `${screen}-${testInfo.project.name}.png`), fullPage });
}
