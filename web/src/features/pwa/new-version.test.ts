import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { announceNewVersion, reloadOnMissingCode } from './new-version';

// A window whose reload is observed: jsdom's own location cannot reload.
function fakeWindow() {
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), { navigator: {}, location: { reload } });
  return { win: win as unknown as Window, reload };
}

function missingCode(win: Window): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  win.dispatchEvent(event);
  return event;
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('a version whose code is gone', () => {
  it('reloads once into the new version and says so once after the reload', async () => {
    const info = vi.spyOn(toast, 'info');
    const { win, reload } = fakeWindow();
    const stop = reloadOnMissingCode(win);
    const event = missingCode(win);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    announceNewVersion();
    announceNewVersion();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(/updated to a new version.*texts are kept/);
    stop();
  });

  it('lets a second failure within a minute show as it is, and reloads again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { win, reload } = fakeWindow();
    const stop = reloadOnMissingCode(win);
    missingCode(win);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    announceNewVersion();

    vi.setSystemTime(Date.now() + 30_000);
    expect(missingCode(win).defaultPrevented).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    expect(missingCode(win).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    stop();
  });

  it('says nothing on an ordinary load', () => {
    const info = vi.spyOn(toast, 'info');
    announceNewVersion();
    expect(info).not.toHaveBeenCalled();
  });
});
