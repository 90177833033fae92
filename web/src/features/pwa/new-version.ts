import { toast } from 'sonner';
import { markVersionReload, takeVersionReload } from '../../lib/storage';

// After a deploy, a tab still running the previous version may ask for one
// of that version's code files, which the server no longer has: it answers
// 404 (worker/assets.mjs), and Vite reports the failed import as the
// window's vite:preloadError event. The failure goes on as it is (each
// screen says what failed), and when the server confirms the file is gone
// (404, not a network failure: offline, the file is not gone) the page
// reloads once into the new version (activating a waiting service worker
// first, whose precache holds the new files) and says so after the reload.
// The texts are in session storage and the IndexedDB draft, so nothing
// typed is lost.

/** A second failure within this time is shown as it is, not reloaded again. */
const reloadLoopMs = 60_000;

/** reloadOnMissingCode starts listening for code that failed to load; it returns the stop function. */
export function reloadOnMissingCode(win: Window, fetchFile: typeof fetch = (...a) => win.fetch(...a)): () => void {
  const onPreloadError = (event: Event) => {
    const url = failedFile((event as Event & { payload?: unknown }).payload);
    if (!url) return;
    void (async () => {
      if (!(await isGone(fetchFile, url)) || !markVersionReload(Date.now(), reloadLoopMs)) return;
      await reloadIntoNewVersion(win);
    })();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}

/** failedFile is the address of the code file a failed import names ("Failed to fetch dynamically imported module: …"). */
function failedFile(error: unknown): string | null {
  const m = /(?:https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(error instanceof Error ? error.message : String(error));
  return m ? m[0] : null;
}

/** isGone reports whether the server answers that the file is not there (404); a network failure is no answer. */
async function isGone(fetchFile: typeof fetch, url: string): Promise<boolean> {
  try {
    return (await fetchFile(url, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

// reloadIntoNewVersion asks the server for its service worker first: a tab
// on the old version would otherwise reload into that version's precache.
// The new one is activated (its precache holds the new files), then the
// page reloads; without a service worker, or if that takes over 15 s, the
// page reloads from the network.
async function reloadIntoNewVersion(win: Window): Promise<void> {
  const reload = () => win.location.reload();
  const reg =
    'serviceWorker' in win.navigator
      ? await win.navigator.serviceWorker.getRegistration().catch(() => undefined)
      : undefined;
  await reg?.update().catch(() => undefined);
  const next = reg?.installing ?? reg?.waiting;
  if (!next) return reload();
  setTimeout(reload, 15_000);
  const activate = () => {
    if (next.state === 'installed') next.postMessage({ type: 'SKIP_WAITING' });
    if (next.state === 'activated' || next.state === 'redundant') reload();
  };
  next.addEventListener('statechange', activate);
  activate();
}

/** announceNewVersion says, once after such a reload, why the page reloaded. */
export function announceNewVersion(): void {
  if (takeVersionReload()) {
    toast.info('Shortlist was updated to a new version, so the page reloaded. Your texts are kept.');
  }
}
