// The /analysis screen's state: the on-device report (always computed), the
// AI analysis (when the worker has AI on) and which one the user looks at.
// Everything the page renders is derived from it by view().
import type { Analysis, MatchReport } from '../../cv/types';
import type { StoredAnalysis } from '../../lib/storage';

export type AiState =
  { status: 'off' } | { status: 'pending' } | { status: 'done'; result: Analysis } | { status: 'failed' };

export type Source = 'ai' | 'on-device';

export interface AnalysisState {
  onDevice: MatchReport | null;
  onDeviceFailed: boolean;
  ai: AiState;
  /** The user's pick; null shows the AI analysis when there is one. */
  chosen: Source | null;
}

export type AnalysisAction =
  | { type: 'on-device-done'; report: MatchReport }
  | { type: 'on-device-failed' }
  | { type: 'ai-started' }
  | { type: 'ai-done'; result: Analysis }
  | { type: 'ai-failed' }
  | { type: 'choose'; source: Source };

export const initialState: AnalysisState = {
  onDevice: null,
  onDeviceFailed: false,
  ai: { status: 'off' },
  chosen: null,
};

export function reduce(state: AnalysisState, action: AnalysisAction): AnalysisState {
  switch (action.type) {
    case 'on-device-done':
      return { ...state, onDevice: action.report, onDeviceFailed: false };
    case 'on-device-failed':
      return { ...state, onDeviceFailed: true };
    case 'ai-started':
      return { ...state, ai: { status: 'pending' } };
    case 'ai-done':
      // A fresh AI result becomes the main view.
      return { ...state, ai: { status: 'done', result: action.result }, chosen: null };
    case 'ai-failed':
      return { ...state, ai: { status: 'failed' } };
    case 'choose':
      return { ...state, chosen: action.source };
  }
}

export type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'result'; source: 'ai'; analysis: Analysis; aiPending: false; canSwitch: boolean }
  | { kind: 'result'; source: 'on-device'; analysis: MatchReport; aiPending: boolean; canSwitch: boolean };

/** view derives what the screen shows. */
export function view(s: AnalysisState): View {
  const canSwitch = s.ai.status === 'done' && s.onDevice !== null;
  if (s.ai.status === 'done' && (s.chosen !== 'on-device' || !s.onDevice)) {
    return { kind: 'result', source: 'ai', analysis: s.ai.result, aiPending: false, canSwitch };
  }
  if (s.onDevice) {
    return {
      kind: 'result',
      source: 'on-device',
      analysis: s.onDevice,
      aiPending: s.ai.status === 'pending',
      canSwitch,
    };
  }
  if (!s.onDeviceFailed || s.ai.status === 'pending') return { kind: 'loading' };
  return { kind: 'failed' };
}

/** scoreBand is the spec's band of a match percentage. */
export function scoreBand(score: number): { label: string; tone: 'green' | 'yellow' | 'red' } {
  if (score >= 90) return { label: 'Excellent match', tone: 'green' };
  if (score >= 80) return { label: 'Good match', tone: 'yellow' };
  return { label: 'Needs significant improvement', tone: 'red' };
}

/** askable keeps the questions to ask that are questions: trimmed, ending with "?". */
export function askable(questions: string[]): string[] {
  return questions.filter((q) => q.trim().endsWith('?'));
}

/** inputsHash identifies the texts an analysis was made for (FNV-1a, 32 bits). */
export function inputsHash(cvText: string, jobDescription: string): string {
  let h = 0x811c9dc5;
  for (const ch of `${cvText}\u0000${jobDescription}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** storedAIResult returns a stored AI analysis made for exactly these texts, if any. */
export function storedAIResult(stored: StoredAnalysis | null, hash: string): Analysis | null {
  if (!stored || stored.source !== 'ai' || stored.inputsHash !== hash) return null;
  return stored;
}
