// The downloads' code and font are not precached (vite.config.ts, offline):
// a visitor who only checks a fit never fetches them. Prepare CV and the
// Formatted CV screen, where the downloads are, fetch them once while idle,
// through the service worker, which keeps them at first use; a download then
// works offline too. The files are fetched as data, not run.
import { whenIdle } from './when-idle';

/** keepDownloadsForOffline fetches the files downloads.json names, once. */
export async function keepDownloadsForOffline(): Promise<void> {
  // Without a service worker in charge nothing would be kept; offline, nothing can be fetched.
  if (!navigator.serviceWorker?.controller || !navigator.onLine) return;
  const res = await fetch('/downloads.json');
  if (!res.ok) return;
  const files: unknown = await res.json();
  if (!Array.isArray(files)) return;
  await Promise.all(
    files.filter((f): f is string => typeof f === 'string').map((f) => fetch(`/${f}`).then((r) => r.arrayBuffer())),
  );
}

/** keepDownloadsWhenIdle runs keepDownloadsForOffline when the page is idle; failures are only logged. */
export function keepDownloadsWhenIdle(): () => void {
  const run = () =>
    void keepDownloadsForOffline().catch((err: unknown) =>
      console.warn('Keeping the downloads for offline use failed:', err),
    );
  return whenIdle(run, 5000, 2000);
}

/**
 * offlineWhy is the toast description for a PDF or Word file that could not
 * be made: offline, the likely cause is that its code was never kept here.
 */
export function offlineWhy(): { description: string } | undefined {
  return navigator.onLine
    ? undefined
    : {
        description:
          'You are offline, and the downloads have not been kept on this device yet: open this page once while online and they will work offline too.',
      };
}
