import { describe, expect, it } from 'vitest';
import { createEditor } from '../../cv/document';
import type { StoredCv } from '../../cv/session';
import type { StructuredCV } from '../../cv/types';
import {
  asks,
  formattedView,
  initialFormatted,
  reduceFormatted,
  type FormattedEvent,
  type FormattedState,
} from './formatted-state';

const doc: StructuredCV = {
  professional_header: [{ id: 'header_1', value: 'Jane Doe' }],
  about_me: '',
  professional_experience: [],
  education: [],
  core_skills: [],
  tools_technologies: [],
  languages: [],
};
const editor = createEditor(doc);
const record: StoredCv = {
  text: 'CV A',
  formatted: { shown: 'ai', versions: { 'on-device': editor, ai: editor } },
  formattedFrom: 'CV A',
};
const run = (events: FormattedEvent[]): FormattedState => events.reduce(reduceFormatted, initialFormatted);

describe('reduceFormatted', () => {
  it('starts once', () => {
    const st = run([{ type: 'start' }]);
    expect(st.started).toBe(true);
    expect(reduceFormatted(st, { type: 'start' })).toBe(st);
  });

  it('follows the AI request', () => {
    expect(run([{ type: 'ai-asked' }]).aiPending).toBe(true);
    expect(run([{ type: 'ai-asked' }, { type: 'ai-answered' }]).aiPending).toBe(false);
  });
});

describe('formattedView: what the Formatted CV screen shows', () => {
  const started = run([{ type: 'start' }]);
  const rows: {
    name: string;
    state: FormattedState;
    plan: 'keep' | 'new' | 'ask';
    r: StoredCv | null;
    want: string;
  }[] = [
    { name: 'nothing formatted yet', state: started, plan: 'new', r: null, want: 'formatting' },
    { name: 'formatting failed', state: run([{ type: 'failed' }]), plan: 'new', r: null, want: 'failed' },
    {
      name: 'a stored document about to be replaced',
      state: initialFormatted,
      plan: 'new',
      r: record,
      want: 'formatting',
    },
    { name: 'a stored document kept', state: initialFormatted, plan: 'keep', r: record, want: 'ready' },
    { name: 'the document once started', state: started, plan: 'new', r: record, want: 'ready' },
  ];
  for (const row of rows)
    it(row.name, () => {
      const ed = row.r?.formatted ? editor : null;
      expect(formattedView(row.state, row.plan, row.r, ed).kind).toBe(row.want);
    });

  it('the ready view names the shown version, the versions there are and the pending AI', () => {
    const v = formattedView(run([{ type: 'start' }, { type: 'ai-asked' }]), 'keep', record, editor);
    expect(v).toEqual({ kind: 'ready', editor, shown: 'ai', sources: ['on-device', 'ai'], aiPending: true });
  });
});

describe('asks: the question before an edited CV is replaced', () => {
  it.each<[string, FormattedState, 'keep' | 'new' | 'ask', boolean, boolean]>([
    ['an edited CV of another text, the engine there', initialFormatted, 'ask', false, true],
    ['not while the engine loads', initialFormatted, 'ask', true, false],
    ['not once answered', run([{ type: 'start' }]), 'ask', false, false],
    ['not when the text is the same', initialFormatted, 'keep', false, false],
  ])('%s', (_, state, plan, loading, want) => {
    expect(asks(state, plan, loading)).toBe(want);
  });
});
