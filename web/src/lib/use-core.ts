import { useEffect, useState, type DependencyList } from 'react';
import { loadCore, type Core, type CoreError } from './core';

export type CoreState =
  | { status: 'loading' }
  | { status: 'ready'; core: Core }
  | { status: 'failed'; error: CoreError };

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

/**
 * useCoreValue gives the latest answer of an asynchronous computation (calls
 * to the core): it runs compute again when deps change and keeps showing the
 * last answer until the new one arrives, so a score or preview never flickers
 * away between two edits; undefined before the first answer.
 */
export function useCoreValue<T>(compute: () => Promise<T>, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<{ v: T }>();
  useEffect(() => {
    let live = true;
    void compute().then((v) => {
      if (live) setValue({ v });
    });
    return () => {
      live = false;
    };
    // deps are the caller's, as for useMemo.
  }, deps);
  return value?.v;
}
