// The Formatted CV screen's own state as one pure reducer, as
// analysis-state.ts is for the analysis: whether the page has started on its
// text (formatted it, or kept the stored document), whether the AI's version
// is on its way and whether formatting failed. What the page shows follows
// from it and the one CV record (formattedView).
import type { CvEditor } from '../../cv/document';
import type { CvSource, FormatPlan, StoredCv } from '../../cv/session';

export interface FormattedState {
  /** The page began with its text: formatting it, or keeping the stored document (once). */
  started: boolean;
  aiPending: boolean;
  /** Neither the device nor the AI made a version. */
  failed: boolean;
}

export const initialFormatted: FormattedState = { started: false, aiPending: false, failed: false };

/**
 * What happens: the page starts on its text (start), asks the AI for its
 * version (ai-asked) and has its answer (ai-answered), or finds that no
 * version could be made (failed).
 */
export type FormattedEvent = { type: 'start' } | { type: 'ai-asked' } | { type: 'ai-answered' } | { type: 'failed' };

export function reduceFormatted(state: FormattedState, event: FormattedEvent): FormattedState {
  switch (event.type) {
    case 'start':
      return state.started ? state : { ...state, started: true };
    case 'ai-asked':
      return { ...state, aiPending: true };
    case 'ai-answered':
      return { ...state, aiPending: false };
    case 'failed':
      return { ...state, failed: true };
  }
}

export type FormattedView =
  | { kind: 'formatting' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      editor: CvEditor;
      shown: CvSource;
      /** The sources that have a version (the user can switch between them). */
      sources: CvSource[];
      aiPending: boolean;
    };

/**
 * formattedView is what the page shows: the stored document about to be replaced or none yet (formatting), the
 * document, or the failure.
 */
export function formattedView(
  state: FormattedState,
  plan: FormatPlan,
  record: StoredCv | null,
  editor: CvEditor | null,
): FormattedView {
  const formatted = record?.formatted;
  if (!editor || !formatted) return { kind: state.failed ? 'failed' : 'formatting' };
  if (!state.started && plan === 'new') return { kind: 'formatting' };
  const sources = (['on-device', 'ai'] as const).filter((s) => formatted.versions[s]);
  return { kind: 'ready', editor, shown: formatted.shown, sources, aiPending: state.aiPending };
}

/** asks tells whether the page must ask before formatting: an edited CV of another text, the engine settled. */
export function asks(state: FormattedState, plan: FormatPlan, engineLoading: boolean): boolean {
  return plan === 'ask' && !state.started && !engineLoading;
}
