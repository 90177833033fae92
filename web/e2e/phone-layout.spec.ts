import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { openFormatted } from './cv-sample';
import { saveScreenshot } from './shots';

// Screens made for phones: on the Formatted CV an entry's text keeps most of
// the card's width at 360 px (its Edit and Delete buttons go under it); at
// 1280 px they sit beside it.
test('an entry card keeps a text column of at least 240 px, its actions in reach', async ({ page }, info) => {
  await openFormatted(page);
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: 30_000 });
  const cards = page.getByRole('article', { name: /Data Analyst|Junior Analyst|MSc Statistics/ });
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const column = card.getByRole('heading', { level: 3 }).locator('xpath=..');
    const box = await column.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(240);
    const edit = await card.getByRole('button', { name: /^Edit / }).boundingBox();
    const text = await column.boundingBox();
    if (!edit || !text) throw new Error('no box');
    // Under the text on a phone, beside it on a desktop.
    if (info.project.name === 'phone') expect(edit.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
    else expect(edit.x).toBeGreaterThanOrEqual(text.x + text.width - 1);
  }
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await saveScreenshot(page, info, 'formatted-cv-cards');
});
