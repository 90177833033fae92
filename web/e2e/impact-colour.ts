import type { Locator } from '@playwright/test';

/**
 * hueName names the colour family of an element's border (the impact badges
 * are drawn in it): red, yellow, blue, or other. The computed colour is
 * painted on a canvas to read it as RGB, whatever colour space CSS used.
 */
export async function hueName(badge: Locator): Promise<'red' | 'yellow' | 'blue' | 'other'> {
  return badge.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).borderTopColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => v / 255) as [number, number, number];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max - min < 0.1) return 'other';
    let hue =
      max === r
        ? ((g - b) / (max - min)) * 60
        : max === g
          ? (2 + (b - r) / (max - min)) * 60
          : (4 + (r - g) / (max - min)) * 60;
    if (hue < 0) hue += 360;
    if (hue >= 345 || hue <= 15) return 'red';
    if (hue >= 40 && hue <= 65) return 'yellow';
    if (hue >= 195 && hue <= 235) return 'blue';
    return 'other';
  });
}
