// @vitest-environment node
// The TypeScript CV types against what the real core wasm writes, key by
// key: a field renamed, added or dropped on either side fails here.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core } from '../lib/core';
import type {
  Check,
  Entry,
  Experience,
  Fact,
  MatchReport,
  Education,
  FormattedCV,
  Gap,
  ReadBackField,
  ReadBackReport,
  HeaderPart,
  Language,
  NamedItem,
  Responsibility,
  Section,
  StructuredCV,
  StructuredEducation,
  StructuredEntry,
  StructuredExperience,
  StructuredLanguage,
  StructuredSection,
  TailoringCV,
  TextGap,
  TextLine,
  WordDoc,
} from './types';

// keys lists every key of T, required ones and optional ones apart; the
// compiler refuses a list that misses a key of T or names one T lacks.
type Exact<T, K extends readonly PropertyKey[]> = [Exclude<keyof T, K[number]>] extends [never]
  ? [Exclude<K[number], keyof T>] extends [never]
    ? K
    : never
  : never;
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

interface Shape {
  required: readonly string[];
  optional: readonly string[];
}

function keys<T>() {
  return <const R extends readonly (keyof T)[], const O extends readonly OptionalKeys<T>[]>(
    required: Exact<Omit<T, OptionalKeys<T>>, R>,
    optional: Exact<Pick<T, OptionalKeys<T>>, O>,
  ): Shape => ({ required: required as readonly string[], optional: optional as readonly string[] });
}

const contact = ['phone', 'email', 'linkedin', 'address', 'name', 'website'] as const;
const extraSections = ['projects', 'certifications', 'awards', 'publications', 'volunteering', 'interests', 'references'] as const;
const formattedExtras = [...extraSections, 'otherSections'] as const;
const structuredExtras = [...extraSections, 'other_sections'] as const;

const shapes = {
  FormattedCV: keys<FormattedCV>()(
    [
      'professionalHeader',
      'aboutMe',
      'professionalExperience',
      'education',
      'coreSkills',
      'toolsTechnologies',
      'languages',
      'atsKeywords',
      'rawApiResponse',
    ],
    [...contact, ...formattedExtras],
  ),
  Experience: keys<Experience>()(['company', 'position', 'duration', 'location', 'responsibilities'], []),
  Education: keys<Education>()(['institution', 'degree', 'duration', 'location', 'description'], []),
  Language: keys<Language>()(['language', 'proficiencyLevel'], []),
  StructuredCV: keys<StructuredCV>()(
    [
      'professional_header',
      'about_me',
      'professional_experience',
      'education',
      'core_skills',
      'tools_technologies',
      'languages',
    ],
    [...contact, ...structuredExtras, 'placeholders'],
  ),
  HeaderPart: keys<HeaderPart>()(['id', 'value'], []),
  StructuredExperience: keys<StructuredExperience>()(
    ['id', 'title', 'company', 'location', 'duration', 'responsibilities'],
    [],
  ),
  Responsibility: keys<Responsibility>()(['id', 'text'], []),
  StructuredEducation: keys<StructuredEducation>()(['id', 'degree', 'institution', 'location', 'duration', 'notes'], []),
  NamedItem: keys<NamedItem>()(['id', 'name'], []),
  StructuredLanguage: keys<StructuredLanguage>()(['id', 'language', 'proficiency'], []),
  TailoringCV: keys<TailoringCV>()(
    ['professional_experience', 'education', 'core_skills', 'tools_technologies', 'languages'],
    [...contact, ...structuredExtras],
  ),
  Entry: keys<Entry>()(['title', 'subtitle', 'duration', 'location', 'url', 'description', 'highlights'], []),
  Section: keys<Section>()(['title', 'lines'], []),
  StructuredEntry: keys<StructuredEntry>()(
    ['id', 'title', 'subtitle', 'duration', 'location', 'url', 'description', 'highlights'],
    [],
  ),
  StructuredSection: keys<StructuredSection>()(['id', 'title', 'lines'], []),
  TextLine: keys<TextLine>()(['id', 'text'], []),
  Gap: keys<Gap>()(['section', 'item_id', 'field', 'text', 'marker', 'start', 'end'], []),
  TextGap: keys<TextGap>()(['marker', 'start', 'end'], []),
  ReadBackReport: keys<ReadBackReport>()(['complete', 'summary', 'missing', 'fields'], []),
  ReadBackField: keys<ReadBackField>()(['field', 'label', 'expected', 'found', 'missing'], []),
  WordDoc: keys<WordDoc>()(['name', 'title', 'contact', 'sections'], []),
  MatchReport: keys<MatchReport>()(
    [
      'matchPercentage',
      'strengths',
      'weaknesses',
      'suggestions',
      'interviewQuestions',
      'questionsToAsk',
      'companyInfo',
      'rawApiResponse',
      'source',
      'scoreMeaning',
      'strengthEvidence',
      'weaknessEvidence',
      'checks',
      'facts',
      'uninterpreted',
    ],
    ['requirements'],
  ),
  Check: keys<Check>()(['kind', 'label', 'status', 'required', 'caps', 'jd'], ['cv', 'ask']),
  Fact: keys<Fact>()(['kind', 'label', 'text'], []),
};

// A CV with every field filled, so every optional key is written.
const full: FormattedCV = {
  professionalHeader: 'Jane Doe • Data Analyst',
  aboutMe: 'Analyst.',
  professionalExperience: [
    { company: 'Acme', position: 'Analyst', duration: '2019 – 2021', location: 'Berlin', responsibilities: ['Built dashboards'] },
  ],
  education: [{ institution: 'TU Berlin', degree: 'MSc', duration: '2017 – 2019', location: 'Berlin', description: 'Thesis' }],
  coreSkills: ['SQL'],
  toolsTechnologies: ['Python'],
  languages: [{ language: 'German', proficiencyLevel: 'Native' }],
  atsKeywords: ['SQL'],
  rawApiResponse: '',
  phone: '+49 30 1234567',
  email: 'jane@example.com',
  linkedin: 'linkedin.com/in/jane',
  address: 'Berlin',
  name: 'Jane Doe',
  website: 'janedoe.dev',
  projects: [entry('Shelter finder')],
  certifications: [entry('AWS Certified Cloud Practitioner')],
  awards: [entry('Best Thesis Award')],
  publications: [entry('Queues in practice')],
  volunteering: [entry('Mentor')],
  interests: ['Chess'],
  references: [entry('Dr. Max Muster')],
  otherSections: [{ title: 'Patents', lines: ['EP 123 456'] }],
};

function entry(title: string): Entry {
  return { title, subtitle: 'Org', duration: '2021', location: 'Berlin', url: 'example.com', description: 'Text', highlights: ['Did X'] };
}

let core: Core;

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('../lib/generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function expectShape(name: keyof typeof shapes, obj: unknown) {
  const shape = shapes[name];
  const got = Object.keys(obj as object).sort();
  const allowed = [...shape.required, ...shape.optional];
  expect(got.filter((k) => !allowed.includes(k)), `${name}: keys the type lacks`).toEqual([]);
  expect(shape.required.filter((k) => !got.includes(k)), `${name}: keys the core did not write`).toEqual([]);
}

describe('CV types match the core JSON key by key', () => {
  it('Formatted CV (parser output and the editable CV turned back)', async () => {
    const parsed = value(await core.parseText('Jane Doe\nExperience\nAnalyst, Acme, 2019 – 2021\n- Built dashboards\n'));
    expectShape('FormattedCV', parsed);
    const back = value(await core.fromStructured(value(await core.toStructured(full))!));
    expectShape('FormattedCV', back);
    expect(Object.keys(back)).toEqual(expect.arrayContaining([...contact, ...formattedExtras]));
    expectShape('Experience', back.professionalExperience[0]);
    expectShape('Entry', back.projects![0]);
    expectShape('Section', back.otherSections![0]);
    expectShape('Education', back.education[0]);
    expectShape('Language', back.languages[0]);
  });

  it('Structured editable CV and its items', async () => {
    const s = value(await core.toStructured(full))!;
    expectShape('StructuredCV', s);
    expect(Object.keys(s)).toEqual(expect.arrayContaining([...contact, ...structuredExtras]));
    for (const k of ['projects', 'certifications', 'awards', 'publications', 'volunteering', 'references'] as const) {
      expectShape('StructuredEntry', s[k]![0]);
      expectShape('TextLine', s[k]![0]!.highlights[0]);
    }
    expectShape('NamedItem', s.interests![0]);
    expectShape('StructuredSection', s.other_sections![0]);
    expectShape('TextLine', s.other_sections![0]!.lines[0]);
    const empty = value(await core.toStructured({ ...full, projects: undefined, otherSections: undefined }))!;
    expect(empty.projects, 'extra sections are written even when empty').toEqual([]);
    expect(empty.other_sections).toEqual([]);
    expectShape('HeaderPart', s.professional_header[0]);
    expectShape('StructuredExperience', s.professional_experience[0]);
    expectShape('Responsibility', s.professional_experience[0]!.responsibilities[0]);
    expectShape('StructuredEducation', s.education[0]);
    expectShape('NamedItem', s.core_skills[0]);
    expectShape('NamedItem', s.tools_technologies[0]);
    expectShape('StructuredLanguage', s.languages[0]);
  });

  it('tailoring JSON and Word content', async () => {
    const s = value(await core.toStructured(full))!;
    const t = value(await core.toTailoring(s));
    expectShape('TailoringCV', t);
    expect(Object.keys(t)).toEqual(expect.arrayContaining([...contact, ...structuredExtras]));
    expectShape('TailoringCV', JSON.parse(value(await core.exportJSON(s))));
    expectShape('WordDoc', value(await core.wordModel(s)));
  });

  it('match report, its checklist and facts', async () => {
    const cv = 'Jane Doe\nExperience\nAnalyst, Acme, 2019 – 2021\n- Built dashboards in SQL\nLanguages: German (C1)\n';
    const job = 'Requirements:\n- SQL\n- German C1\n- Valid work permit\n\nStart date: ASAP';
    const r = value(await core.analyze(cv, job));
    expectShape('MatchReport', r);
    const met = r.checks.find((c) => c.kind === 'language');
    const unknown = r.checks.find((c) => c.kind === 'permit');
    expect(met?.status).toBe('met');
    expectShape('Check', met);
    expect(unknown?.status).toBe('unknown');
    expectShape('Check', unknown);
    expectShape('Fact', r.facts[0]);
  });

  it('gaps', async () => {
    const s = { ...value(await core.toStructured({ ...full, aboutMe: 'Grew sales by [number]%' }))!, placeholders: ['[number]'] };
    expectShape('StructuredCV', s);
    expectShape('Gap', value(await core.findGaps(s))[0]);
    expectShape('TextGap', value(await core.gapsInText('[number]'))[0]);
  });

  it('read-back report', async () => {
    const s = value(await core.toStructured(full))!;
    const r = value(await core.readBack(s, value(await core.parseText(value(await core.exportText(s))))));
    expectShape('ReadBackReport', r);
    expectShape('ReadBackField', r.fields[0]);
  });
});
