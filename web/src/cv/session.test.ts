import { describe, expect, it } from 'vitest';
import {
  formatPlan,
  isStoredCv,
  reduceRecord,
  shownEditor,
  upgradeRecord,
  type RecordAction,
  type StoredCv,
} from './session';
import type { FormattedCV, StructuredCV } from './types';
import { emptyCV } from '../test/empty-cv';

const parsed = (header: string): FormattedCV => ({ ...emptyCV(), professionalHeader: header });

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
    want: { text?: string; header?: string | null; skills: string[] | null; from?: string | null };
  }[] = [
    {
      name: 'a reading alone has no document',
      actions: [pdfRead],
      want: { text: 'CV A', header: 'from the PDF layout', skills: null },
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
      want: { text: 'CV B', header: 'B', skills: ['SQL', 'Python'], from: 'CV A' },
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
      want: { text: 'CV B', skills: ['SQL', 'Python'], from: 'CV A' },
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
    {
      name: 'typing starts a record with the text alone',
      actions: [{ type: 'text', text: 'CV A' }],
      want: { text: 'CV A', header: null, skills: null },
    },
    {
      name: 'typing drops the reading of the text before and keeps the document and its text',
      actions: [pdfRead, formatA, edited, { type: 'text', text: 'CV A, edited' }],
      want: { text: 'CV A, edited', header: null, skills: ['SQL', 'Python'], from: 'CV A' },
    },
    {
      name: 'the same text typed keeps the reading',
      actions: [pdfRead, { type: 'text', text: 'CV A' }],
      want: { text: 'CV A', header: 'from the PDF layout', skills: null },
    },
    {
      name: 'reading the typed text adds its reading',
      actions: [
        { type: 'text', text: 'CV B' },
        { type: 'read', text: 'CV B', parsed: parsed('B') },
      ],
      want: { text: 'CV B', header: 'B', skills: null },
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const s = run(row.actions);
      expect(skills(s)).toEqual(row.want.skills);
      if (row.want.text !== undefined) expect(s?.text).toBe(row.want.text);
      if (row.want.header !== undefined) expect(s?.parsed?.professionalHeader ?? null).toBe(row.want.header);
      if (row.want.from !== undefined) expect(s?.formatted ? (s.formattedFrom ?? s.text) : null).toBe(row.want.from);
      expect(isStoredCv(JSON.parse(JSON.stringify(s)))).toBe(true);
    });
  }

  it('an operation that changes nothing returns the record itself', () => {
    const s = run([pdfRead, formatA]);
    for (const a of [
      pdfRead,
      { type: 'text', text: 'CV A' },
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
      name: 'an older record (no formattedFrom) is from its text',
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

describe('upgradeRecord: a record kept before the text lived in it still opens', () => {
  const formatted = run([pdfRead, formatA, edited])!.formatted!;
  const old = { forText: 'CV A', parsed: parsed('from the PDF layout') };
  const rows: { name: string; legacyText: string | null; raw: unknown; want: StoredCv | null }[] = [
    { name: 'nothing kept', legacyText: null, raw: null, want: null },
    { name: 'a text typed, never read', legacyText: 'CV A', raw: null, want: { text: 'CV A' } },
    {
      name: 'a text and its reading',
      legacyText: 'CV A',
      raw: old,
      want: { text: 'CV A', parsed: parsed('from the PDF layout') },
    },
    { name: 'a text typed after the reading drops the reading', legacyText: 'CV B', raw: old, want: { text: 'CV B' } },
    {
      name: 'a record without its cvText keeps its text',
      legacyText: null,
      raw: old,
      want: { text: 'CV A', parsed: parsed('from the PDF layout') },
    },
    {
      name: 'a document keeps the text it was formatted from',
      legacyText: 'CV B',
      raw: { ...old, formatted },
      want: { text: 'CV B', formatted, formattedFrom: 'CV A' },
    },
    {
      name: 'a document from an earlier text keeps that text',
      legacyText: 'CV B',
      raw: { ...old, formatted, formattedFrom: 'CV 0' },
      want: { text: 'CV B', formatted, formattedFrom: 'CV 0' },
    },
    { name: 'a damaged record keeps the text', legacyText: 'CV A', raw: { forText: 3 }, want: { text: 'CV A' } },
    {
      name: "today's record is kept as it is",
      legacyText: null,
      raw: { text: 'CV A', parsed: parsed('x') },
      want: { text: 'CV A', parsed: parsed('x') },
    },
  ];
  for (const row of rows) it(row.name, () => expect(upgradeRecord(row.legacyText, row.raw)).toEqual(row.want));

  it('an upgraded record opens the same document', () => {
    const s = upgradeRecord('CV A', { ...old, formatted });
    expect(skills(s)).toEqual(['SQL', 'Python']);
    expect(formatPlan(s, 'CV A')).toBe('keep');
  });
});
