import { useEffect, useState } from 'react';
import { loadCore, type Core, type CoreError } from './core';

export type CoreState =
  { status: 'loading' } | { status: 'ready'; core: Core } | { status: 'failed'; error: CoreError };

/** useCore gives a component the engine once it has loaded. */
export function useCore(): CoreState {
  const [state, setState] = useState<CoreState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void loadCore().then((r) => {
      if (!live) return;
      setState(r.ok ? { status: 'ready', core: r.value } : { status: 'failed', error: r.error });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
