import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The service worker's registration is vite-plugin-pwa's; what is ours is
// what the user sees when a new version waits.
const update = vi.fn(async (_reload?: boolean) => undefined);
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => {
    const needRefresh = useState(true);
    return { needRefresh, offlineReady: useState(false), updateServiceWorker: update };
  },
}));

afterEach(cleanup);

describe('UpdatePrompt', () => {
  it('offers the new version politely and reloads only when asked', async () => {
    const { UpdatePrompt } = await import('./update-prompt');
    render(<UpdatePrompt />);
    expect(screen.getByRole('status').textContent).toContain('A new version of Shortlist is available.');
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledWith(true);
  });

  it('goes away on "Later" without reloading', async () => {
    update.mockClear();
    const { UpdatePrompt } = await import('./update-prompt');
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(/A new version of Shortlist is available/)).toBeNull();
    expect(update).not.toHaveBeenCalled();
  });
});
