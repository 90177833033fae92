import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/ui/button';
import { announceNewVersion, reloadOnMissingCode } from './new-version';

/**
 * Registers the service worker and, when a new version is waiting, asks the
 * user before switching: a silent reload could drop text they are typing.
 * A tab whose version's code is gone from the server (a deploy since it
 * opened) reloads once into the new version instead, and says so.
 */
export function UpdatePrompt() {
  useEffect(() => {
    announceNewVersion();
    return reloadOnMissingCode(window);
  }, []);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      // The app works without the service worker, only not offline.
      console.warn('Offline support is unavailable:', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <div role="status" className="border-b border-info-line bg-info-soft">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-2 text-sm text-body">
        <p className="flex-1">
          A new version of Shortlist is available. Reload when you are ready; your texts are kept.
        </p>
        <Button onClick={() => void updateServiceWorker(true)}>Reload</Button>
        <Button variant="secondary" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
      </div>
    </div>
  );
}
