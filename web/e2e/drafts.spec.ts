import { expect, type Page } from '@playwright/test';
import { test } from './persistent';
import { expectNoA11yViolations } from './a11y';

const cvText = 'Senior Go developer with 6 years of experience.';
const jdText = 'We are hiring a Go developer.';

async function typeBoth(page: Page): Promise<void> {
  await page.goto('/upload');
  await page.getByLabel('CV text').fill(cvText);
  await page.getByLabel('Job description text').fill(jdText);
}

/** storedTexts lists every value in the app's IndexedDB draft store. */
function storedDraft(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('shortlist');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('a draft survives closing the browser and is offered on return', async ({ openProfile }) => {
  const first = await openProfile();
  const page = first.context.pages()[0] ?? (await first.context.newPage());
  await typeBoth(page);
  await expect.poll(() => storedDraft(page)).toEqual(expect.arrayContaining([expect.stringContaining(cvText), jdText]));
  await first.context.close();

  const again = await openProfile(first.dir);
  const back = again.context.pages()[0] ?? (await again.context.newPage());
  await back.goto('/');
  const offer = back.getByRole('region', { name: 'Continue where you left off?' });
  await expect(offer).toBeVisible();
  await expectNoA11yViolations(back);
  await offer.getByRole('button', { name: 'Continue' }).click();
  await expect(back).toHaveURL(/\/upload$/);
  await expect(back.getByLabel('CV text')).toHaveValue(cvText);
  await expect(back.getByLabel('Job description text')).toHaveValue(jdText);
  await expect(offer).toBeHidden();
});

test('"Clear my data" empties session storage, IndexedDB and leaves no user data in caches', async ({
  openProfile,
}) => {
  const { context } = await openProfile();
  const page = context.pages()[0] ?? (await context.newPage());
  await typeBoth(page);
  await expect.poll(() => storedDraft(page)).toEqual(expect.arrayContaining([expect.stringContaining(cvText)]));

  await page.getByRole('button', { name: 'Clear my data' }).click();
  await page.getByRole('button', { name: 'Remove my data' }).click();
  await expect(page.getByText('Your data has been removed from this browser and this device.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await storedDraft(page)).toEqual([]);
  // Cache Storage holds only the app's own files (the service worker's
  // precache); no response in it contains the user's text.
  const cached = await page.evaluate(async () => {
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        if (res && /text|json|javascript|html/.test(res.headers.get('content-type') ?? ''))
          bodies.push(await res.text());
      }
    }
    return bodies;
  });
  expect(cached.some((b) => b.includes(cvText) || b.includes(jdText))).toBe(false);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check Job Fit' }).click();
  await expect(page.getByLabel('CV text')).toHaveValue('');
});

test('when the browser refuses all storage, the typed text stays and a notice says so', async ({ page }) => {
  await page.addInitScript(() => {
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = full;
    IDBObjectStore.prototype.put = full;
  });
  await typeBoth(page);
  await expect(page.getByRole('status').filter({ hasText: 'This browser refuses to store your texts' })).toBeVisible();
  await expect(page.getByLabel('CV text')).toHaveValue(cvText);

  // Moving between screens keeps it for as long as the page is open.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check Job Fit' }).click();
  await expect(page.getByLabel('CV text')).toHaveValue(cvText);
  await expect(page.getByLabel('Job description text')).toHaveValue(jdText);
});
