import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** expectNoA11yViolations runs axe on the page as it is now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
