import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillGaps, gapHint, GapForm, type TextGapAt } from './gap-form';

// Gaps as the core's FindGaps gives them: marker and UTF-16 offsets.
function gapsOf(text: string, markers: string[]): TextGapAt[] {
  let from = 0;
  return markers.map((marker) => {
    const start = text.indexOf(marker, from);
    from = start + marker.length;
    return { marker, start, end: from };
  });
}

afterEach(cleanup);

describe('fillGaps', () => {
  const rows: { name: string; text: string; markers: string[]; values: string[]; want: string }[] = [
    {
      name: 'one gap',
      text: 'Used JavaScript to [what you built or improved]',
      markers: ['[what you built or improved]'],
      values: ['build the checkout'],
      want: 'Used JavaScript to build the checkout',
    },
    {
      name: 'two gaps, values trimmed',
      text: 'Cut costs by {metric} for [number] users.',
      markers: ['{metric}', '[number]'],
      values: [' 12% ', '40 000'],
      want: 'Cut costs by 12% for 40 000 users.',
    },
    {
      name: 'an empty value leaves its gap',
      text: 'Grew revenue XX% in [year].',
      markers: ['XX%', '[year]'],
      values: ['', '2024'],
      want: 'Grew revenue XX% in 2024.',
    },
    {
      name: 'offsets are UTF-16 (an emoji before the gap)',
      text: 'Led 🚀 launches for [number] clients – “fast”',
      markers: ['[number]'],
      values: ['12'],
      want: 'Led 🚀 launches for 12 clients – “fast”',
    },
  ];
  for (const r of rows) it(r.name, () => expect(fillGaps(r.text, gapsOf(r.text, r.markers), r.values)).toBe(r.want));
});

describe('gapHint', () => {
  const rows: [string, string][] = [
    ['[number]', 'number'],
    ['[what you built or improved]', 'what you built or improved'],
    ['{metric}', 'metric'],
    ['<company>', 'company'],
    ['{…}', 'a value'],
    ['[X]', 'a value'],
    ['XX%', 'a value'],
    ['___', 'a value'],
  ];
  for (const [marker, want] of rows) it(marker, () => expect(gapHint(marker)).toBe(want));
});

describe('GapForm', () => {
  it('applies only once every gap is filled, with the text completed in place', () => {
    const text = 'Served [number] users, saving {metric}.';
    const onApply = vi.fn();
    render(<GapForm text={text} gaps={gapsOf(text, ['[number]', '{metric}'])} onApply={onApply} onCancel={() => {}} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Gap 1 of 2: number' }), { target: { value: '5 000' } });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/1 of 2 filled/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Gap 2 of 2: metric' }), {
      target: { value: '3 hours a week' },
    });
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('Served 5 000 users, saving 3 hours a week.');
  });

  it('Enter in a gap does not apply an incomplete text; Cancel calls onCancel', () => {
    const text = 'Built [what] in [year]';
    const onApply = vi.fn();
    const onCancel = vi.fn();
    render(<GapForm text={text} gaps={gapsOf(text, ['[what]', '[year]'])} onApply={onApply} onCancel={onCancel} />);
    const first = screen.getByRole('textbox', { name: 'Gap 1 of 2: what' });
    expect(document.activeElement).toBe(first);
    fireEvent.change(first, { target: { value: 'a CLI' } });
    fireEvent.submit(first.closest('form')!);
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
