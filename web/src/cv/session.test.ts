import { describe, expect, it } from 'vitest';
import { formatPlan, isStoredCv, reduceRecord, shownEditor, type RecordAction, type StoredCv } from './session';
import type { FormattedCV, StructuredCV } from './types';

const parsed = (header: string): FormattedCV => ({
  professionalHeader: header,
  aboutMe: '',
  professionalExperience: [],
  education: [],
  coreSkills: [],
  toolsTechnologies: [],
  languages: [],
  atsKeywords: [],
  rawApiResponse: '',
});

const doc = (skill: string): StructuredCV => ({
  professional_header: [{ id: 'header_1', value: 'Jane Doe' }],
  about_me: '',
  professional_experience: [],
  education: [],
  core_skills: [{ id: 'skill_1', name: skill }],
  tools_technologies: [],
  languages: [],
});

const run = (actions: RecordAction[], s: StoredCv | null = null) => actions.reduce<StoredCv | null>(reduceRecord, s);
const pdfRead: RecordAction = { type: 'read', text: 'CV A', parsed: parsed('from the PDF layout') };
const formatA: RecordAction = { type: 'format', text: 'CV A', source: 'on-device', doc: doc('SQL') };
const edited: RecordAction = {
  type: 'edit',
  actions: [{ type: 'add', list: 'core_skills', item: { name: 'Python' } }],
};
const skills = (s: StoredCv | null) => shownEditor(s)?.doc.core_skills.map((i) => i.name) ?? null;

describe('the record: readings, formatted versions and edits', () => {
  const rows: {
    name: string;
    actions: RecordAction[];
    want: { forText?: string; header?: string; skills: string[] | null; from?: string | null };
  }[] = [
    {
      name: 'a reading alone has no document',
      actions: [pdfRead],
      want: { forText: 'CV A', header: 'from the PDF layout', skills: null },
    },
    {
      name: 'formatting makes the document of that text',
      actions: [pdfRead, formatA],
      want: { skills: ['SQL'], from: 'CV A' },
    },
    {
      name: 'edits go into the shown version',
      actions: [pdfRead, formatA, edited],
      want: { skills: ['SQL', 'Python'] },
    },
    {
      name: 'a new reading keeps the edited document and the text it came from',
      actions: [pdfRead, formatA, edited, { type: 'read', text: 'CV B', parsed: parsed('B') }],
      want: { forText: 'CV B', header: 'B', skills: ['SQL', 'Python'], from: 'CV A' },
    },
    {
      name: 'a late version for another text is ignored',
      actions: [pdfRead, formatA, { type: 'format', text: 'CV B', source: 'ai', doc: doc('Go') }],
      want: { skills: ['SQL'] },
    },
    {
      name: 'the AI version joins and is shown; the on-device edits stay',
      actions: [pdfRead, formatA, edited, { type: 'format', text: 'CV A', source: 'ai', doc: doc('Go') }],
      want: { skills: ['Go'] },
    },
    {
      name: 'a version is never formatted over',
      actions: [pdfRead, formatA, edited, { type: 'format', text: 'CV A', source: 'on-device', doc: doc('Go') }],
      want: { skills: ['SQL', 'Python'] },
    },
    {
      name: 'show switches back to the edited version',
      actions: [
        pdfRead,
        formatA,
        edited,
        { type: 'format', text: 'CV A', source: 'ai', doc: doc('Go') },
        { type: 'show', source: 'on-device' },
      ],
      want: { skills: ['SQL', 'Python'] },
    },
    {
      name: 'replace drops the document',
      actions: [pdfRead, formatA, edited, { type: 'replace' }],
      want: { skills: null, from: null },
    },
    {
      name: 'undo brings the replaced document back, with its text',
      actions: [
        pdfRead,
        formatA,
        edited,
        { type: 'read', text: 'CV B', parsed: parsed('B') },
        { type: 'replace' },
        { type: 'format', text: 'CV B', source: 'on-device', doc: doc('Go') },
        { type: 'undo-replace' },
      ],
      want: { forText: 'CV B', skills: ['SQL', 'Python'], from: 'CV A' },
    },
    {
      name: 'an edit after the replacement ends the undo',
      actions: [
        pdfRead,
        formatA,
        edited,
        { type: 'replace' },
        { type: 'format', text: 'CV A', source: 'on-device', doc: doc('Go') },
        edited,
        { type: 'undo-replace' },
      ],
      want: { skills: ['Go', 'Python'] },
    },
    {
      name: 'an unedited document is not kept for undo',
      actions: [pdfRead, formatA, { type: 'replace' }, { type: 'undo-replace' }],
      want: { skills: null },
    },
    { name: 'edits without a document do nothing', actions: [pdfRead, edited], want: { skills: null } },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const s = run(row.actions);
      expect(skills(s)).toEqual(row.want.skills);
      if (row.want.forText !== undefined) expect(s?.forText).toBe(row.want.forText);
      if (row.want.header !== undefined) expect(s?.parsed.professionalHeader).toBe(row.want.header);
      if (row.want.from !== undefined) expect(s?.formatted ? (s.formattedFrom ?? s.forText) : null).toBe(row.want.from);
      expect(isStoredCv(JSON.parse(JSON.stringify(s)))).toBe(true);
    });
  }

  it('an operation that changes nothing returns the record itself', () => {
    const s = run([pdfRead, formatA]);
    for (const a of [
      pdfRead,
      { type: 'show', source: 'ai' },
      { type: 'undo-replace' },
      { type: 'edit', actions: [] },
    ] as RecordAction[]) {
      expect(reduceRecord(s, a)).toBe(s);
    }
  });
});

describe('formatPlan: what "Use This CV Text" does', () => {
  const rows: { name: string; record: StoredCv | null; text: string; want: string }[] = [
    { name: 'nothing formatted yet', record: run([pdfRead]), text: 'CV A', want: 'new' },
    { name: 'no record at all', record: null, text: 'CV A', want: 'new' },
    { name: 'the same text keeps the edits', record: run([pdfRead, formatA, edited]), text: 'CV A', want: 'keep' },
    {
      name: 'a changed text over an unedited CV formats again',
      record: run([pdfRead, formatA]),
      text: 'CV B',
      want: 'new',
    },
    {
      name: 'a changed text over an edited CV asks first',
      record: run([pdfRead, formatA, edited]),
      text: 'CV B',
      want: 'ask',
    },
    {
      name: 'a delete counts as an edit',
      record: run([
        pdfRead,
        formatA,
        { type: 'edit', actions: [{ type: 'remove', list: 'core_skills', id: 'skill_1' }] },
      ]),
      text: 'CV B',
      want: 'ask',
    },
    {
      name: 'an older record (no formattedFrom) is from its forText',
      record: (() => {
        const s = run([pdfRead, formatA, edited])!;
        delete s.formattedFrom;
        return s;
      })(),
      text: 'CV A',
      want: 'keep',
    },
  ];
  for (const row of rows) it(row.name, () => expect(formatPlan(row.record, row.text)).toBe(row.want));
});
