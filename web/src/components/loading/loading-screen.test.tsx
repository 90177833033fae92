import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoadingScreen', () => {
  it('shows the patience text and a new quote every 5 seconds', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          { quote: 'First quote', author: 'A' },
          { quote: 'Second quote', author: 'B' },
        ]),
      ),
    );
    vi.resetModules();
    const { LoadingScreen } = await import('./loading-screen');
    render(<LoadingScreen title="Analyzing CV Against the Job Offer" />);
    expect(screen.getByRole('heading', { name: 'Analyzing CV Against the Job Offer' })).toBeTruthy();
    expect(screen.getByText(/Please be patient\. This can take a while\.\.\.$/)).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const first = screen.getByRole('figure').textContent;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(screen.getByRole('figure').textContent).toBe(first);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('figure').textContent).not.toBe(first);
  });
});
