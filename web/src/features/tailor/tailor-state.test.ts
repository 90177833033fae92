// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ratedSuggestion } from '../../test/rated-suggestion';
import { createEditor, reduce } from '../../cv/document';
import { loadCore, type Core } from '../../lib/core';
import type { MatchReport, RatedSuggestion, Requirement, StructuredCV } from '../../cv/types';
import {
  canAddRow,
  forExperience,
  forSection,
  scoreChanges,
  undoActions,
  unheld,
  validateLanguages,
  validateNames,
} from './tailor-state';

const doc: StructuredCV = {
  professional_header: [
    { id: 'header_1', value: 'Jane Doe' },
    { id: 'header_2', value: 'Data Analyst' },
  ],
  about_me: 'Analyst.',
  professional_experience: [
    {
      id: 'exp_1',
      title: 'Analyst',
      company: 'Acme',
      location: '',
      duration: '2020 – 2023',
      responsibilities: [
        { id: 'exp_1_r1', text: 'Responsible for managing reports' },
        { id: 'exp_1_r2', text: 'Built dashboards' },
      ],
    },
  ],
  education: [{ id: 'edu_1', degree: 'B.Sc. Statistics', institution: 'Uni', location: '', duration: '', notes: '' }],
  core_skills: [
    { id: 'skill_1', name: 'Reporting' },
    { id: 'skill_2', name: 'SQL' },
  ],
  tools_technologies: [{ id: 'tech_1', name: 'Excel' }],
  languages: [{ id: 'lang_1', language: 'English', proficiency: 'C1' }],
};
const base: RatedSuggestion = { ...ratedSuggestion, source: 'ai' };
type Fields = Pick<RatedSuggestion, 'id' | 'parent_section' | 'suggested_text'> & Partial<RatedSuggestion>;
const read = (raw: Fields[]): RatedSuggestion[] =>
  raw.map((r) => ({ ...base, ...r, adds: [...(r.adds ?? [])], raises: [] }));

describe('validateNames: the skills and tools Save messages', () => {
  it.each([
    ['all fine', ['SQL', 'Python'], []],
    ['an empty row', ['SQL', '  '], [[1, 'Skill cannot be empty']]],
    ['a repeated name, case aside', ['SQL', 'Python', ' sql'], [[2, 'Duplicate skill']]],
    [
      'both',
      ['', 'Go', 'go'],
      [
        [0, 'Skill cannot be empty'],
        [2, 'Duplicate skill'],
      ],
    ],
  ])('%s', (_, names, want) => {
    expect([...validateNames(names.map((name) => ({ name })))]).toEqual(want);
  });
});

describe('validateLanguages: the languages Save messages', () => {
  it.each([
    [
      'all fine',
      [
        ['English', 'C1'],
        ['German', 'B2'],
      ],
      [],
    ],
    ['no language', [['', 'C1']], [[0, 'Language cannot be empty']]],
    [
      'a repeated language',
      [
        ['English', 'C1'],
        ['english', 'B2'],
      ],
      [[1, 'Duplicate language']],
    ],
    ['no proficiency', [['German', ' ']], [[0, 'Proficiency cannot be empty']]],
  ])('%s', (_, rows, want) => {
    expect([
      ...validateLanguages(rows.map(([language, proficiency]) => ({ language: language!, proficiency: proficiency! }))),
    ]).toEqual(want);
  });
});

describe('canAddRow: the add-row rule', () => {
  it.each([
    ['core skills, empty list', 'core_skills', [], true],
    ['core skills, last row filled', 'core_skills', ['SQL'], true],
    ['core skills, last row blank', 'core_skills', ['SQL', ' '], false],
    ['tools, last row blank', 'tools_technologies', ['Excel', ''], true],
  ] as const)('%s', (_, list, names, want) => {
    expect(
      canAddRow(
        list,
        names.map((name) => ({ name })),
      ),
    ).toBe(want);
  });
});

describe('where suggestions go', () => {
  const all = read([
    { ...base, id: 'a', parent_section: 'core_skills', suggested_text: [{ name: 'dbt' }] },
    { ...base, id: 'b', parent_section: 'core_skills', suggested_text: [{ name: 'x' }], impact_description: '' },
    {
      ...base,
      id: 'c',
      parent_section: 'professional_experience',
      professional_experience_id: 'exp_1',
      input_item_id: 'exp_1_r1',
      suggested_text: 'Managed reports',
    },
    {
      ...base,
      id: 'd',
      parent_section: 'professional_experience',
      professional_experience_id: 'exp_1',
      suggested_text: 'Automated checks',
    },
    { ...base, id: 'e', parent_section: 'about_me', suggested_text: 'Analyst.', impact_description: '' },
  ]);

  it('the skills panel ignores an incomplete suggestion, the about me panel does not', () => {
    expect(forSection(all, 'core_skills').map((s) => s.id)).toEqual(['a']);
    expect(forSection(all, 'about_me').map((s) => s.id)).toEqual(['e']);
  });

  it('an experience gets its responsibilities’ suggestions and its additional ones', () => {
    const { byResponsibility, additional } = forExperience(all, doc, 'exp_1');
    expect(byResponsibility.get('exp_1_r1')?.map((s) => s.id)).toEqual(['c']);
    expect(additional.map((s) => s.id)).toEqual(['d']);
  });
});

describe('an applied suggestion taken back out: the core decides, the reducer runs its steps', () => {
  const editor = createEditor(doc);
  // The core applies the suggestion and undoes it (its session on this CV), as the page does.
  let core: Core;
  beforeAll(async () => {
    const r = await loadCore(() => readFile(new URL('../../lib/generated/core.wasm', import.meta.url)));
    if (!r.ok) throw new Error(r.error.message);
    core = r.value;
    await core.openTailoring(doc, doc, 'Requirements:\n- SQL');
  });
  it.each<[string, Fields]>([
    [
      'a header part replaced',
      {
        id: 'h',
        parent_section: 'professional_header',
        input_item_id: 'header_2',
        current_text: 'Data Analyst',
        suggested_text: 'Senior Data Analyst',
      },
    ],
    ['a header part added', { id: 'h2', parent_section: 'professional_header', suggested_text: 'Berlin' }],
    [
      'about me replaced',
      { id: 'ab', parent_section: 'about_me', current_text: 'Analyst.', suggested_text: 'Analyst with SQL.' },
    ],
    ['skills added', { id: 's', parent_section: 'core_skills', suggested_text: [{ name: 'dbt' }, { name: 'Python' }] }],
    [
      'skills reordered',
      { id: 'r', parent_section: 'core_skills', suggested_text: [{ name: 'SQL' }, { name: 'Reporting' }] },
    ],
    ['a language added', { id: 'l', parent_section: 'languages', suggested_text: 'German' }],
    ['an education entry added', { id: 'e', parent_section: 'education', suggested_text: 'M.Sc. Data Science' }],
    [
      'a bullet rewritten',
      {
        id: 'b',
        parent_section: 'professional_experience',
        professional_experience_id: 'exp_1',
        input_item_id: 'exp_1_r1',
        current_text: 'Responsible for managing reports',
        suggested_text: 'Managed reports',
      },
    ],
    [
      'a bullet added',
      {
        id: 'n',
        parent_section: 'professional_experience',
        professional_experience_id: 'exp_1',
        suggested_text: 'Automated checks',
      },
    ],
  ])('%s', async (_, fields) => {
    const s = read([fields])[0]!;
    await core.rateTailoring(doc, null);
    const placed = await core.applySuggestion(s, editor.seq);
    if (!placed.ok) throw new Error(placed.error.message);
    const applied = reduce(editor, { type: 'take-document', doc: placed.value.cv, seq: placed.value.seq });
    expect(applied.doc).not.toEqual(doc);
    // The session holds the CV the page now shows: a rating that sends none
    // rates what sending it would.
    const held = await core.rateTailoring(null, null);
    const sent = await core.rateTailoring(applied.doc, null);
    if (!held.ok || !sent.ok) throw new Error('rating failed');
    expect(held.value).toEqual(sent.value);
    // The core's undo steps, run by the reducer, bring the document back.
    const steps = await core.undoSuggestion(s);
    if (!steps.ok) throw new Error(steps.error.message);
    expect(undoActions(steps.value, 1).reduce(reduce, applied).doc).toEqual(doc);
  });
});

describe("unheld: a rating sends only what the core's session does not hold", () => {
  const ai: unknown[] = [{ id: 'ai_1' }];
  it('sends nothing the session holds: the same CV (also as a copy) and the same AI answer', () => {
    expect(unheld({ doc, ai }, doc, ai)).toEqual({ cv: null, ai: null });
    expect(unheld({ doc, ai }, structuredClone(doc), ai)).toEqual({ cv: null, ai: null });
  });
  it('sends the CV after an edit the page made, and the AI answer when it came', () => {
    const edited = reduce(createEditor(doc), { type: 'set-about', text: 'Analyst with SQL.' }).doc;
    expect(unheld({ doc, ai: [] }, edited, ai)).toEqual({ cv: edited, ai });
  });
  it('sends no CV after an apply: the reducer takes the CV the core made', () => {
    // The core's JSON has nulls the reducer drops; the session holds the CV as taken.
    const made = { ...doc, about_me: 'Analyst with SQL.', projects: null } as unknown as StructuredCV;
    const taken = reduce(createEditor(doc), { type: 'take-document', doc: made, seq: 9 }).doc;
    expect(unheld({ doc: taken, ai }, structuredClone(taken), ai).cv).toBeNull();
  });
});

describe('scoreChanges', () => {
  const req = (name: string, coverage: number): Requirement => ({
    kind: 'tool',
    name,
    importance: 'required',
    text: name,
    start: 0,
    end: 0,
    clause: name,
    coverage,
  });
  const report = (reqs: Requirement[]) => ({ matchPercentage: 0, requirements: reqs }) as unknown as MatchReport;

  it('lists the requirements whose coverage moved, largest first', () => {
    const got = scoreChanges(
      report([req('SQL', 100), req('Kubernetes', 0), req('dbt', 50)]),
      report([req('SQL', 100), req('Kubernetes', 100), req('dbt', 60)]),
    );
    expect(got).toEqual([
      { name: 'Kubernetes', before: 0, now: 100 },
      { name: 'dbt', before: 50, now: 60 },
    ]);
  });
});
