// Issue 35, item 2: every fill-in form of the tailoring screen, through the
// real wasm. Each on-device suggestion with gaps ("([number])", "Used Git
// to [what you built or improved] ([number])", "French: [your level]") is
// filled in its card's form as a user does, applied by the core as the
// page applies it, and the CV then holds the typed values and none of the
// form's text: no marker, hint, label or line of the form.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { gapHint } from '../../components/gap-form';
import type { StructuredCV } from '../../cv/types';
import { loadCore, type Core } from '../../lib/core';
import { SuggestionCard } from './suggestion-card';

const cvText = `Jane Doe • Data Analyst • Berlin

SUMMARY
Data analyst who turns sales data into decisions for retail teams.

EXPERIENCE
Data Analyst
Acme Retail GmbH, Berlin
Jan 2020 – Dec 2023
- Built dashboards in Tableau for the regional managers
- Cleaned shipment data with Python

SKILLS
Reporting, Data cleaning

TOOLS
Excel, Tableau, Git

LANGUAGES
English (C1)
`;
const jd = `Senior Data Analyst

Requirements:
- Python and Tableau
- Git
- English (C2)
- French (B2) is required`;

let core: Core;
beforeAll(async () => {
  const r = await loadCore(() => readFile(resolve('src/lib/generated/core.wasm')));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});
afterEach(cleanup);

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

it('every fill-in form puts the typed values in the CV and none of its own text', async () => {
  const doc = ok(await core.toStructured(ok(await core.parseText(cvText)))) as StructuredCV;
  ok(await core.openTailoring(doc, doc, jd));
  const gapped = ok(await core.rateTailoring(null, null)).suggestions.filter((s) => s.gaps.length > 0);
  const markers = new Set<string>();
  for (const [k, s] of gapped.entries()) {
    s.gaps.forEach((g) => markers.add(g.marker));
    const onFill = vi.fn<(text: string) => void>();
    render(<SuggestionCard s={s} onUndo={() => {}} onFill={onFill} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fill In and Apply' }));
    const form = screen.getByRole('form');
    // What the form shows besides the text: its title, status, labels and hints.
    const inputs = within(form).getAllByRole('textbox');
    const formText = [
      ...s.gaps.flatMap((g) => [g.marker, gapHint(g.marker)]),
      ...inputs.flatMap((i) => [i.getAttribute('aria-label') ?? '', i.getAttribute('placeholder') ?? '']),
      ...[...form.querySelectorAll('p')].slice(0, 1).map((p) => p.textContent ?? ''),
      'Write only what is true',
      'filled',
    ].filter((t) => t.length > 2);
    const values = inputs.map((_, i) => `${k + 3}${i} million users`);
    inputs.forEach((input, i) => fireEvent.change(input, { target: { value: values[i] } }));
    fireEvent.click(within(form).getByRole('button', { name: 'Apply Suggestion' }));
    expect(onFill).toHaveBeenCalledTimes(1);
    const text = onFill.mock.calls[0]?.[0] ?? '';
    // Applied as the page applies it: the core, on the session's CV.
    ok(await core.rateTailoring(doc, null));
    const placed = ok(await core.applySuggestion({ ...s, suggested_text: text }, 1));
    const exported = ok(await core.exportText(placed.cv));
    for (const v of values) expect(exported, `${s.suggestion_description}: ${v}`).toContain(v);
    for (const t of formText) expect(exported, `${s.suggestion_description}: the form's "${t}"`).not.toContain(t);
    expect(ok(await core.findGaps(placed.cv)), s.suggestion_description).toEqual([]);
    cleanup();
  }
  // Each form the core writes was filled: a figure, a tool's bullet, a language's level.
  expect([...markers].sort()).toEqual(['[number]', '[what you built or improved]', '[your level]']);
}, 60_000);
