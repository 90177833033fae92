import { useCallback, useSyncExternalStore } from 'react';
import { readSession, subscribe, type SessionKey, type SessionValues } from './storage';

/** useSession gives a component a session key's value, rendering again whenever it is written. */
export function useSession<K extends SessionKey>(key: K): SessionValues[K] | null {
  const sub = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const get = useCallback(() => readSession(key), [key]);
  return useSyncExternalStore(sub, get, get);
}
