import { describe, expect, it } from 'vitest';
import { absentTerms, byImpact, impactOf, isComplete, readSuggestions, suggestedDisplay } from './suggestions';

const full = {
  id: 's1',
  parent_section: 'core_skills',
  suggestion_description: 'Put SQL first.',
  input_item_id: null,
  professional_experience_id: null,
  suggested_text: [{ name: 'SQL' }, { name: 'Python' }],
  impact: 'High',
  impact_description: 'Read first.',
};
const cv = 'Data analyst. Python and SQL at Acme GmbH since 2019, 40% faster reports. C++ and Node.js.';

describe('isComplete: the skills and languages panels ignore a suggestion missing a field', () => {
  it.each([
    ['all fields', full, true],
    ['no id', { ...full, id: undefined }, false],
    ['no parent_section', { ...full, parent_section: '' }, false],
    ['no suggestion_description', { ...full, suggestion_description: undefined }, false],
    ['no suggested_text', { ...full, suggested_text: null }, false],
    ['no impact', { ...full, impact: undefined }, false],
    ['no impact_description', { ...full, impact_description: '' }, false],
    ['not an object', 'SQL', false],
  ])('%s', (_, raw, want) => {
    expect(isComplete(raw)).toBe(want);
  });
});

describe('impactOf: case-insensitive, default Low', () => {
  it.each([
    ['High', 'High'],
    ['high', 'High'],
    [' MEDIUM ', 'Medium'],
    ['medium', 'Medium'],
    ['Low', 'Low'],
    ['critical', 'Low'],
    [undefined, 'Low'],
    [3, 'Low'],
  ])('%s → %s', (raw, want) => {
    expect(impactOf(raw)).toBe(want);
  });
});

describe('suggestedDisplay: the three shapes of suggested_text', () => {
  it.each([
    ['a string', ' Led the team ', 'Led the team'],
    ['an object with text', { text: 'Led the team' }, 'Led the team'],
    ['a list of objects with names', [{ name: 'SQL' }, { name: 'dbt' }], 'SQL, dbt'],
    ['an empty string', '  ', null],
    ['a number', 42, null],
    ['an object without text', { value: 'x' }, null],
    ['a list without names', [{ title: 'x' }], null],
    ['null', null, null],
  ])('%s', (_, raw, want) => {
    expect(suggestedDisplay(raw)).toBe(want);
  });
});

describe('byImpact', () => {
  it('orders High, Medium, Low and keeps the order within a level', () => {
    const got = byImpact([
      { id: 'a', impact: 'Low' as const },
      { id: 'b', impact: 'High' as const },
      { id: 'c', impact: 'Medium' as const },
      { id: 'd', impact: 'High' as const },
    ]).map((s) => s.id);
    expect(got).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('readSuggestions', () => {
  it('ignores items without an id or a parent section, defaults the impact and sorts', () => {
    const got = readSuggestions(
      [
        { ...full, id: 'low', impact: 'banana' },
        { ...full, id: '' },
        { ...full, parent_section: undefined },
        'not an object',
        { ...full, id: 'hi', impact: 'high' },
      ],
      'ai',
      cv,
    );
    expect(got.map((s) => [s.id, s.impact, s.source])).toEqual([
      ['hi', 'High', 'ai'],
      ['low', 'Low', 'ai'],
    ]);
  });

  it('keeps an unusable suggested text as no suggestion', () => {
    const [s] = readSuggestions([{ ...full, parent_section: 'about_me', suggested_text: 7 }], 'ai', cv);
    expect(s?.display).toBeNull();
    expect(s?.guarded).toBe(false);
  });

  it('reads the object shape as its text', () => {
    const [s] = readSuggestions([{ ...full, parent_section: 'about_me', suggested_text: { text: 'Data analyst' } }], 'ai', cv);
    expect(s?.suggested_text).toBe('Data analyst');
    expect(s?.display).toBe('Data analyst');
  });

  it.each([
    ['the engine says it', 'The job asks for dbt: not in your CV — add it only if it is true.', [{ name: 'Python' }], true],
    ['the AI says it', 'Add only if true: the job wants dbt.', [{ name: 'Python' }], true],
    ['it adds a skill the CV lacks', 'Add it.', [{ name: 'Kubernetes' }], true],
    ['it reorders what the CV has', 'Put SQL first.', [{ name: 'SQL' }, { name: 'Python' }], false],
  ])('is guarded when %s', (_, description, suggested, want) => {
    const [s] = readSuggestions([{ ...full, suggestion_description: description, suggested_text: suggested }], 'on-device', cv);
    expect(s?.guarded).toBe(want);
  });
});

describe('absentTerms: what a suggestion adds that the CV does not contain', () => {
  it.each([
    ['nothing new', 'Built reports in Python and SQL, 40% faster.', []],
    ['a new figure', 'Cut report time by 55% for 12 teams.', ['55%', '12']],
    ['a new employer', 'Analysed sales at Globex for the board.', ['Globex']],
    ['a new year', 'Led the migration in 2021.', ['2021']],
    ['a new tech term', 'Moved the jobs to k8s and Vue.js.', ['k8s', 'Vue.js']],
    ['a known tech term', 'Wrote C++ and Node.js services.', []],
    ['placeholders are no claim', 'Cut report time ([number]: users, %, time or money saved)', []],
    ['the first word of a sentence is not a name', 'Streamlined reports. Automated checks.', []],
  ])('%s', (_, suggested, want) => {
    expect(absentTerms(suggested, cv)).toEqual(want);
  });

  it('checks every name of a list', () => {
    expect(absentTerms([{ name: 'SQL' }, { name: 'dbt' }, { name: 'Apache Airflow' }], cv)).toEqual(['dbt', 'Apache Airflow']);
  });
});
