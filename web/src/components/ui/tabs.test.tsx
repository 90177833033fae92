import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Harness() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Letters"
      active={active}
      onChange={setActive}
      tabs={[
        { key: 'a', label: 'Alpha', panel: <p>Panel Alpha</p> },
        { key: 'b', label: 'Beta', panel: <p>Panel Beta</p> },
        { key: 'c', label: 'Gamma', panel: <p>Panel Gamma</p> },
      ]}
    />
  );
}

function selected(): string | null {
  return screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent ?? null;
}

afterEach(cleanup);

describe('Tabs', () => {
  it('links the active tab and its panel and keeps one tab stop', async () => {
    render(<Harness />);
    const tab = screen.getByRole('tab', { name: 'Alpha' });
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Panel Alpha');
    // One tab stop: the list, which hands focus to the selected tab.
    const stops = [screen.getByRole('tablist'), ...screen.getAllByRole('tab')].filter((el) => el.tabIndex >= 0);
    expect(stops).toHaveLength(1);
    expect(screen.queryByText('Panel Beta')).toBeNull();
    stops[0]?.focus();
    await waitFor(() => expect(document.activeElement).toBe(tab));
  });

  const keys = [
    { name: 'ArrowRight moves on', presses: ['ArrowRight'], want: 'Beta' },
    { name: 'ArrowRight wraps to the first', presses: ['End', 'ArrowRight'], want: 'Alpha' },
    { name: 'ArrowLeft wraps to the last', presses: ['ArrowLeft'], want: 'Gamma' },
    { name: 'Home goes to the first', presses: ['End', 'Home'], want: 'Alpha' },
    { name: 'End goes to the last', presses: ['End'], want: 'Gamma' },
    { name: 'other keys do nothing', presses: ['ArrowDown', 'a'], want: 'Alpha' },
  ];
  for (const row of keys) {
    it(row.name, async () => {
      render(<Harness />);
      screen.getByRole('tab', { name: 'Alpha' }).focus();
      // Radix moves focus a tick after the key (and selects on focus).
      for (const key of row.presses) {
        const from = document.activeElement;
        fireEvent.keyDown(from as Element, { key });
        await new Promise((r) => setTimeout(r, 0));
      }
      await waitFor(() => expect(selected()).toBe(row.want));
      expect(document.activeElement?.textContent).toBe(row.want);
      expect(screen.getByRole('tabpanel').textContent).toBe(`Panel ${row.want}`);
    });
  }

  it('a click selects', () => {
    render(<Harness />);
    // Radix selects on the primary button's press, as a click starts.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Gamma' }), { button: 0 });
    expect(selected()).toBe('Gamma');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel Gamma');
  });
});
