// @vitest-environment node
// The tailoring screen's contract with the core, through the real wasm: a
// suggestion marked "+N" moves the score by exactly N when the core applies
// it and the page's own reducer takes the result, "no change" leaves it, and
// the AI's suggestions come back typed and guarded.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEditor, reduce } from '../cv/document';
import type { RatedSuggestion, StructuredCV } from '../cv/types';
import { loadCore, type Core } from './core';

let core: Core;

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const cvText = `Jane Doe • Data Analyst • Berlin

SUMMARY
Data analyst who turns sales data into decisions for retail teams.

EXPERIENCE
Data Analyst
Acme Retail GmbH, Berlin
Jan 2020 – Dec 2023
- Responsible for managing the weekly sales reports for 40 stores
- Built dashboards in Tableau for the regional managers
- Cleaned shipment data with Python

EDUCATION
B.Sc. Statistics, University of Hamburg, 2013 – 2016

SKILLS
Reporting, Data cleaning

TOOLS
Excel, Tableau, Git, HTML5
`;
const jd = `Senior Data Analyst

Requirements:
- SQL and Python
- Kubernetes
- Tableau or Power BI
- HTML
- Fluent German

Nice to have:
- dbt`;

async function score(doc: StructuredCV): Promise<number> {
  const f = value(await core.fromStructured(doc));
  return value(await core.analyzeCV(f, jd)).matchPercentage;
}

describe('suggestion effects, applied by the core and taken by the page reducer', () => {
  it('applying a suggestion moves the score by exactly its effect', async () => {
    const doc = value(await core.toStructured(value(await core.parseText(cvText))))!;
    const editor = createEditor(doc);
    const ai = [
      {
        id: 'ai_1',
        parent_section: 'core_skills',
        suggestion_description: 'Add them',
        suggested_text: [{ name: 'Kubernetes' }, { name: 'HTML' }],
        impact: 'High',
        impact_description: 'x',
        input_item_id: null,
        professional_experience_id: null,
      },
    ];
    value(await core.openTailoring(doc, doc, jd));
    // The AI's suggestions are sent once; the CV is the session's.
    const { report, suggestions } = value(await core.rateTailoring(null, ai));
    expect(report.matchPercentage).toBe(await score(doc));
    expect(suggestions.some((s) => s.source === 'on-device')).toBe(true);
    let moved = 0;
    for (const s of suggestions) {
      if (s.applied || s.stale) continue;
      // The session's CV back to the one rated, then the suggestion applied there.
      value(await core.rateTailoring(doc, null));
      const placed = value(await core.applySuggestion(s, editor.seq));
      const after = reduce(editor, { type: 'take-document', doc: placed.cv, seq: placed.seq }).doc;
      expect((await score(after)) - report.matchPercentage, `${s.id}: ${s.suggestion_description}`).toBe(s.effect);
      if (s.effect !== 0) moved++;
      // Once applied it is marked so and moves nothing more: the rating sends no CV, the session holds it.
      const again = value(await core.rateTailoring(null, null));
      expect(again.suggestions.find((x) => x.source === s.source && x.id === s.id)?.applied, `${s.id} applied`).toBe(
        true,
      );
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('the AI suggestion is typed, marked as the AI’s and guarded on what the CV does not show', async () => {
    const doc = value(await core.toStructured(value(await core.parseText(cvText))))!;
    const raw = [
      {
        id: 'x',
        parent_section: 'tools_technologies',
        suggestion_description: 'Add',
        suggested_text: [{ name: 'Kubernetes' }, { name: 'HTML' }],
        impact: 'High',
        impact_description: 'x',
        input_item_id: null,
        professional_experience_id: null,
      },
    ];
    value(await core.openTailoring(doc, doc, jd));
    const s = value(await core.rateTailoring(null, raw)).suggestions.at(-1) as RatedSuggestion;
    expect(s.source).toBe('ai');
    // HTML5 is HTML: only Kubernetes is added.
    expect(s.adds).toEqual(['Kubernetes']);
    expect(s.impact).toBe('Medium');
    expect(Object.keys(s).sort()).toEqual(
      [
        'id',
        'parent_section',
        'suggestion_description',
        'input_item_id',
        'professional_experience_id',
        'suggested_text',
        'impact',
        'impact_description',
        'source',
        'requirement',
        'evidence',
        'term',
        'term_state',
        'adds',
        'effect',
        'raises',
        'applied',
        'stale',
        'gaps',
      ].sort(),
    );
  });
});
