// @vitest-environment node
// The CV transforms and downloads through the real core wasm, on a
// hand-written Formatted CV of a real CV (wasm/parse's expectations).
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core } from './core';
import type { FormattedCV } from '../cv/types';

let core: Core;
let cv: FormattedCV;

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
  const file = new URL('../../../wasm/parse/testdata/expected/barry_allen_fe.expected.json', import.meta.url);
  cv = JSON.parse(await readFile(file, 'utf8')) as FormattedCV;
});

describe('CV transforms and downloads through wasm', () => {
  it('gives the editable CV ids and turns it back', async () => {
    const s = value(await core.toStructured(cv));
    expect(s?.professional_experience[0]?.id).toBe('exp_1');
    expect(s?.professional_experience[0]?.responsibilities[0]?.id).toBe('exp_1_r1');
    expect(value(await core.fromStructured(s!)).professionalExperience).toEqual(cv.professionalExperience);
    expect(value(await core.openTailoring(s!, s!, 'Requirements:\n- SQL')).transformed.core_skills).toEqual(
      cv.coreSkills,
    );
    expect(value(await core.toStructured(null))).toBeNull();
  });

  it('writes the text, JSON, JSON Resume and Word content of the editable CV', async () => {
    const s = value(await core.toStructured(cv))!;
    const text = value(await core.exportText(s));
    expect(text.indexOf('PROFESSIONAL EXPERIENCE')).toBeLessThan(text.indexOf('EDUCATION'));
    expect(JSON.parse(value(await core.exportJSON(s)))).toHaveProperty('professional_experience');
    const resume = JSON.parse(value(await core.exportJSONResume(s))) as { $schema: string; work: unknown[] };
    expect(resume.$schema).toContain('v1.0.0');
    expect(resume.work.length).toBe(cv.professionalExperience.length);
    const word = value(await core.wordModel(s));
    expect(word.sections.map((s) => s.heading)).toContain('WORK EXPERIENCE');
  });

  it('finds the gaps and refuses every download while one is left', async () => {
    const s = value(await core.toStructured(cv))!;
    const r = s.professional_experience[0]!.responsibilities[0]!;
    r.text = 'Used React to [what you built or improved] ([number])';
    // Only the placeholders Shortlist put in are gaps; the same text typed by the user is text.
    expect(value(await core.findGaps(s))).toEqual([]);
    s.placeholders = ['[what you built or improved]', '[number]'];
    const gaps = value(await core.findGaps(s));
    expect(gaps.map((g) => [g.section, g.item_id, g.field, g.marker, r.text.slice(g.start, g.end)])).toEqual([
      ['professional_experience', r.id, 'text', '[what you built or improved]', '[what you built or improved]'],
      ['professional_experience', r.id, 'text', '[number]', '[number]'],
    ]);
    for (const download of [core.exportText, core.exportJSON, core.exportJSONResume, core.wordModel]) {
      const out = await download(s);
      expect(out.ok).toBe(false);
      if (!out.ok) {
        expect(out.error.code).toBe('gaps');
        expect(out.error.gaps).toEqual(gaps);
      }
    }
    expect(value(await core.gapsInText('Grew by {…} 😀 [number]'))).toEqual([
      { marker: '{…}', start: 8, end: 11 },
      { marker: '[number]', start: 15, end: 23 },
    ]);
  });

  it("marks the placeholders of an AI's formatting as Shortlist's, the user's brackets as text", async () => {
    const source = 'Kept [Confidential] clients for [number] years';
    const ai: FormattedCV = {
      ...cv,
      aboutMe: 'Kept [Confidential] clients for [number] years',
      professionalExperience: cv.professionalExperience.map((e, i) =>
        i === 0 ? { ...e, responsibilities: ['Grew sales by [percentage]', ...e.responsibilities.slice(1)] } : e,
      ),
    };
    const s = value(await core.toStructured(ai, source))!;
    expect(s.placeholders).toEqual(['[percentage]']);
    const gaps = value(await core.findGaps(s));
    expect(gaps.map((g) => [g.section, g.marker])).toEqual([['professional_experience', '[percentage]']]);
    expect((await core.exportText(s)).ok).toBe(false);
    // The same CV read on the device marks nothing: nothing was put in.
    expect(value(await core.toStructured(ai))!.placeholders).toBeUndefined();
  });

  it('reads a saved text back and names what did not come back', async () => {
    const s = value(await core.toStructured(cv))!;
    const back = value(await core.parseText(value(await core.exportText(s))));
    const full = value(await core.readBack(s, back));
    expect(full.complete).toBe(true);
    expect(full.summary).toBe(
      'Read back: name, email, phone, LinkedIn, location, 1 job with dates, 1 degree, 24 skills, 1 project',
    );
    const lost = value(await core.readBack(s, { ...back, email: '', projects: [] }));
    expect(lost.complete).toBe(false);
    expect(lost.missing).toEqual(['email', 'project: Personal Expense Tracker (2022)']);
  });
});
