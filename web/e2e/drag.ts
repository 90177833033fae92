import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * arrow presses key until the move is announced. dnd-kit's keyboard sensor
 * starts listening for arrows a tick after the pick-up is announced, so a
 * key pressed at machine speed can come before it; a person is never that
 * quick. A press is repeated only when no move was announced within 3 s.
 */
export async function arrow(page: Page, key: 'ArrowUp' | 'ArrowDown', announced: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByRole('status').filter({ hasText: announced })).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
}
