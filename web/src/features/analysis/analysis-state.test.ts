import { describe, expect, it } from 'vitest';
import type { Analysis, MatchReport } from '../../cv/types';
import {
  askable,
  initialState,
  inputsHash,
  reduce,
  scoreBand,
  storedAIResult,
  view,
  type AnalysisAction,
} from './analysis-state';

const analysis: Analysis = {
  matchPercentage: 81,
  strengths: ['Go'],
  weaknesses: ['AWS'],
  suggestions: [],
  interviewQuestions: [],
  questionsToAsk: [],
  companyInfo: { overview: '', whatTheyDo: [], culture: '', competitors: [] },
  rawApiResponse: '',
};
const report: MatchReport = {
  ...analysis,
  matchPercentage: 64,
  source: 'on-device',
  scoreMeaning: 'm',
  strengthEvidence: [{ jd: 'Go', cv: 'Go' }],
  weaknessEvidence: [{ jd: 'AWS' }],
  checks: [],
  facts: [],
  uninterpreted: [],
};
const run = (...actions: AnalysisAction[]) => actions.reduce(reduce, initialState);

describe('analysis view', () => {
  it('waits while the engine starts, with nothing else pending', () => {
    expect(view(initialState).kind).toBe('loading');
  });

  it('shows the on-device result at once, marked while AI is on its way', () => {
    const v = view(run({ type: 'ai-started' }, { type: 'on-device-done', report }));
    expect(v).toMatchObject({ kind: 'result', source: 'on-device', aiPending: true, canSwitch: false });
  });

  it('makes the AI result the main view when it arrives, and lets the user switch back', () => {
    const s = run({ type: 'on-device-done', report }, { type: 'ai-started' }, { type: 'ai-done', result: analysis });
    expect(view(s)).toMatchObject({ kind: 'result', source: 'ai', canSwitch: true });
    expect(view(reduce(s, { type: 'choose', source: 'on-device' }))).toMatchObject({ source: 'on-device' });
  });

  it('keeps the on-device result when AI fails', () => {
    const s = run({ type: 'on-device-done', report }, { type: 'ai-started' }, { type: 'ai-failed' });
    expect(view(s)).toMatchObject({ kind: 'result', source: 'on-device', aiPending: false });
  });

  it('fails only with no result at all', () => {
    expect(view(run({ type: 'on-device-failed' })).kind).toBe('failed');
    expect(view(run({ type: 'on-device-failed' }, { type: 'ai-started' })).kind).toBe('loading');
    expect(
      view(run({ type: 'on-device-failed' }, { type: 'ai-started' }, { type: 'ai-done', result: analysis })),
    ).toMatchObject({
      kind: 'result',
      source: 'ai',
      canSwitch: false,
    });
  });
});

describe('score bands', () => {
  it.each([
    [100, 'green'],
    [90, 'green'],
    [89, 'yellow'],
    [80, 'yellow'],
    [79, 'red'],
    [0, 'red'],
  ] as const)('%i is %s', (score, tone) => {
    expect(scoreBand(score).tone).toBe(tone);
  });
});

describe('stored results', () => {
  it('keeps only questions that end with a question mark', () => {
    expect(askable(['Who leads the team? ', 'Tell me more.', '?'])).toEqual(['Who leads the team? ', '?']);
  });

  it('reuses a stored AI result only for the same texts', () => {
    const hash = inputsHash('cv', 'jd');
    expect(hash).not.toBe(inputsHash('cv', 'jd '));
    const stored = { ...analysis, source: 'ai' as const, inputsHash: hash };
    expect(storedAIResult(stored, hash)?.matchPercentage).toBe(81);
    expect(storedAIResult(stored, inputsHash('cv2', 'jd'))).toBeNull();
    expect(storedAIResult({ ...report, inputsHash: hash }, hash)).toBeNull();
    expect(storedAIResult(null, hash)).toBeNull();
  });
});
