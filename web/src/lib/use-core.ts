import { useEffect, useState } from 'react';
import { loadCore, type Core, type CoreError } from './core';
import { whenIdle } from './when-idle';

export type CoreState =
  { status: 'loading' } | { status: 'ready'; core: Core } | { status: 'failed'; error: CoreError };

/**
 * useCore gives a component the engine once it has loaded. 'when idle' starts
 * it after the page's first renders (within a second): for a page that needs
 * the engine only once the visitor has typed or chosen a file.
 */
export function useCore(start: 'at once' | 'when idle' = 'at once'): CoreState {
  const [state, setState] = useState<CoreState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadCore().then((r) => {
        if (!live) return;
        setState(r.ok ? { status: 'ready', core: r.value } : { status: 'failed', error: r.error });
      });
    const cancel = start === 'when idle' ? whenIdle(load, 1000, 0) : undefined;
    if (start === 'at once') load();
    return () => {
      live = false;
      cancel?.();
    };
  }, [start]);
  return state;
}
