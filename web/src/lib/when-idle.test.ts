import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment, with the latest time, and cancels it', () => {
    const request = vi.fn((_fn: IdleRequestCallback, _opts?: IdleRequestOptions) => 7);
    const cancelled = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelled);
    const fn = vi.fn();
    const cancel = whenIdle(fn, 1000, 0);
    expect(request).toHaveBeenCalledWith(fn, { timeout: 1000 });
    cancel();
    expect(cancelled).toHaveBeenCalledWith(7);
  });

  it('runs after the fallback time where there is no requestIdleCallback (Safari), unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran, 5000, 2000);
    vi.advanceTimersByTime(1999);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
    const never = vi.fn();
    whenIdle(never, 5000, 2000)();
    vi.advanceTimersByTime(5000);
    expect(never).not.toHaveBeenCalled();
  });
});
