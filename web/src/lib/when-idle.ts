// Work a page can put off until its first renders are done.

/**
 * whenIdle runs fn once the page is idle, or after timeout ms at the latest,
 * and returns what cancels it. Safari has no requestIdleCallback: there fn
 * runs after fallback ms.
 */
export function whenIdle(fn: () => void, timeout: number, fallback: number): () => void {
  if ((window.requestIdleCallback as typeof window.requestIdleCallback | undefined) !== undefined) {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, fallback);
  return () => window.clearTimeout(id);
}
