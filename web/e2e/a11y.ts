import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * expectNoA11yViolations runs axe on the page as it is now, and checks that
 * every control has a name in words: axe accepts a button named "×" or "🗑",
 * which a screen reader reads as a symbol (or nothing) and which says no more
 * to a sighted user where no emoji font is installed.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
  expect(controlsWithoutWords(await page.locator('body').ariaSnapshot())).toEqual([]);
}

const controlRoles =
  'button|link|checkbox|radio|switch|tab|menuitem|menuitemcheckbox|menuitemradio|option|combobox|textbox|searchbox|slider|spinbutton';
const controlLine = new RegExp(`^\\s*- (${controlRoles})\\b(?: "((?:[^"\\\\]|\\\\.)*)")?`);

/** controlsWithoutWords lists the controls of an aria snapshot whose accessible name is empty or has no letter or digit. */
export function controlsWithoutWords(snapshot: string): string[] {
  return snapshot
    .split('\n')
    .map((line) => controlLine.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && !/[\p{L}\p{N}]/u.test(m[2] ?? ''))
    .map((m) => `${m[1]} "${m[2] ?? ''}"`);
}
