import { toast } from 'sonner';
import { markVersionReload, takeVersionReload } from '../../lib/storage';

// After a deploy, a tab still running the previous version may ask for one
// of that version's code files, which the server no longer has: it answers
// 404 (worker/assets.mjs), and Vite reports the failed import as the
// window's vite:preloadError event. The page then reloads once into the new
// version (activating a waiting service worker first, whose precache holds
// the new files) and says so after the reload. The texts are in session
// storage and the IndexedDB draft, so nothing typed is lost.

/** A second failure within this time is shown as it is, not reloaded again. */
const reloadLoopMs = 60_000;

/** reloadOnMissingCode starts listening for code that failed to load; it returns the stop function. */
export function reloadOnMissingCode(win: Window): () => void {
  const onPreloadError = (event: Event) => {
    if (!markVersionReload(Date.now(), reloadLoopMs)) return;
    event.preventDefault();
    void reloadIntoNewVersion(win);
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
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
