import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
  it('links the active tab and its panel and keeps one tab stop', () => {
    render(<Harness />);
    const tab = screen.getByRole('tab', { name: 'Alpha' });
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Panel Alpha');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.queryByText('Panel Beta')).toBeNull();
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
    it(row.name, () => {
      render(<Harness />);
      screen.getByRole('tab', { name: 'Alpha' }).focus();
      for (const key of row.presses) fireEvent.keyDown(document.activeElement as Element, { key });
      expect(selected()).toBe(row.want);
      expect(document.activeElement?.textContent).toBe(row.want);
      expect(screen.getByRole('tabpanel').textContent).toBe(`Panel ${row.want}`);
    });
  }

  it('a click selects', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(selected()).toBe('Gamma');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel Gamma');
  });
});
