import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { announceNewVersion, reloadOnMissingCode } from './new-version';

// A window whose reload is observed: jsdom's own location cannot reload.
function fakeWindow() {
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), { navigator: {}, location: { reload } });
  return { win: win as unknown as Window, reload };
}

const chunk = 'http://127.0.0.1/assets/analysis-page-abc123.js';

/** failImport dispatches the event Vite sends when importing chunk failed. */
function failImport(win: Window): Event {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(`Failed to fetch dynamically imported module: ${chunk}`),
  });
  win.dispatchEvent(event);
  return event;
}

/** server answers every HEAD with status, or fails as a network would. */
function server(status: number | 'offline') {
  return vi.fn<typeof fetch>(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  });
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('a version whose code is gone', () => {
  it('reloads once into the new version when the server says the file is gone, and says so once after', async () => {
    const info = vi.spyOn(toast, 'info');
    const { win, reload } = fakeWindow();
    const head = server(404);
    const stop = reloadOnMissingCode(win, head);
    // The failure goes on to the screen that asked; the reload follows.
    expect(failImport(win).defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(head).toHaveBeenCalledWith(chunk, { method: 'HEAD', cache: 'no-store' });

    announceNewVersion();
    announceNewVersion();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(/updated to a new version.*texts are kept/);
    stop();
  });

  it('does not reload when the file is there or the network failed: the screen says what failed', async () => {
    for (const status of [200, 'offline'] as const) {
      const { win, reload } = fakeWindow();
      const head = server(status);
      const stop = reloadOnMissingCode(win, head);
      failImport(win);
      await vi.waitFor(() => expect(head).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 0));
      expect(reload).not.toHaveBeenCalled();
      stop();
    }
  });

  it('reloads at most once a minute, so a file missing from the new version too cannot loop', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { win, reload } = fakeWindow();
    const stop = reloadOnMissingCode(win, server(404));
    failImport(win);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    announceNewVersion();

    vi.setSystemTime(Date.now() + 30_000);
    failImport(win);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    failImport(win);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    stop();
  });

  it('says nothing on an ordinary load', () => {
    const info = vi.spyOn(toast, 'info');
    announceNewVersion();
    expect(info).not.toHaveBeenCalled();
  });
});
