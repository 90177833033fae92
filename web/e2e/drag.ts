import type { Locator, Page } from '@playwright/test';

/**
 * dragTo drags a handle onto the top of a target: with the mouse on a
 * desktop, with a finger on a phone (CDP touch events, which Chromium turns
 * into the pointer events dnd-kit follows), in small steps as a hand moves.
 */
export async function dragTo(page: Page, handle: Locator, target: Locator, isMobile: boolean): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const y0 = from.y + from.height / 2;
  const y1 = to.y + 4;
  const steps = 12;
  if (isMobile) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', y0);
    for (let i = 1; i <= steps; i++) await touch('touchMove', y0 + ((y1 - y0) * i) / steps);
    await touch('touchEnd', y1);
  } else {
    await page.mouse.move(x, y0);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(x, y0 + ((y1 - y0) * i) / steps);
    await page.mouse.up();
  }
}
