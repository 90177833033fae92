// useTailoring: the tailoring screen's requests over its reducer
// (page-state.ts). The page opens the core's tailoring session with the CV
// and the job (the core reads the job once and keeps both, and its own
// suggestions); the core's suggestions and the "before" scores, and the AI's
// suggestions, are asked for once, for the CV as the page opened with it.
// The CV as now edited is rated again whenever it or the suggestions change,
// and each rating sends only what the session does not hold: nothing after
// an apply (the core made that CV), the CV after an edit the page's reducer
// made, the AI's suggestions once when they come.
import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import type { CvEditor } from '../../cv/document';
import { shownEditor, type RecordAction, type StoredCv } from '../../cv/session';
import type { RatedSuggestion, StructuredCV, TailoringCV } from '../../cv/types';
import * as api from '../../lib/api';
import type { Core } from '../../lib/core';
import { readSession, readTailoring, writeSession, writeTailoring } from '../../lib/storage';
import { changeCv, readCv } from '../../lib/use-cv';
import { initialPage, reducePage, type AiState, type PageEvent, type PageState } from './page-state';
import { unheld, type Held } from './tailor-state';
import { reusable } from './reuse';

export const suggestionsFailed = 'Failed to generate suggestions for CV improvements. Please try again.';
export const offlineAI =
  'You are offline, so the AI suggestions are not available. Here are the on-device suggestions.';

const noSuggestions: readonly unknown[] = [];

/**
 * apply asks the core to apply a suggestion to its session's CV; the page's
 * reducer takes the CV the core made (take-document); true when it changed.
 */
export type Apply = (suggestion: RatedSuggestion, seq: number) => Promise<boolean>;

export function useTailoring(
  core: Core,
  editor: CvEditor,
  record: StoredCv,
  jobDescription: string,
): [PageState, Dispatch<PageEvent>, Apply] {
  const [state, dispatch] = useReducer(reducePage, initialPage);
  // The CV as the page opened with it: its suggestions and the AI's request are made once.
  const [initial] = useState(editor);
  // What the core's session holds; it opens with the CV as the page opened with it and no AI suggestions.
  const held = useRef<Held>({ doc: initial.doc, ai: noSuggestions });
  // The record as the page opened: the "before" scores are of this CV text.
  const [stored] = useState(record);

  useEffect(() => {
    let live = true;
    const abort = new AbortController();
    held.current = { doc: initial.doc, ai: noSuggestions };
    // The AI's request sends the CV's tailoring JSON, which the opening answers.
    const ask = (transformed: TailoringCV) =>
      void askAi(transformed, jobDescription, abort.signal, (ai) => dispatch({ type: 'ai', ai }));
    void start(core, initial, stored, jobDescription, ask).then((e) => live && dispatch(e));
    return () => {
      live = false;
      abort.abort();
    };
  }, [core, initial, jobDescription, stored]);

  const doc = editor.doc;
  const { onDevice, ai } = state;
  const aiRaw = ai.status === 'done' ? ai.suggestions : noSuggestions;
  useEffect(() => {
    if (!onDevice) return;
    let live = true;
    const send = unheld(held.current, doc, aiRaw);
    // The core answers calls in the order they were made: from this call on it holds them.
    held.current = { doc, ai: aiRaw };
    void rate(core, send.cv, send.ai).then((e) => live && e && dispatch(e));
    return () => {
      live = false;
    };
  }, [core, doc, onDevice, aiRaw]);

  const apply = useCallback<Apply>(
    async (suggestion, seq) => {
      const r = await core.applySuggestion(suggestion, seq);
      if (!r.ok) {
        console.warn('Applying the suggestion failed:', r.error);
        return false;
      }
      const taking: RecordAction = {
        type: 'edit',
        actions: [{ type: 'take-document', doc: r.value.cv, seq: r.value.seq }],
      };
      if (!r.value.changed || !changeCv(taking)) return false;
      // The session keeps the CV it made: the rating of it sends none.
      const taken = shownEditor(readCv())?.doc;
      if (taken) held.current = { ...held.current, doc: taken };
      return true;
    },
    [core],
  );

  return [state, dispatch, apply];
}

// start opens the core's session, which answers the on-device suggestions
// for the CV as first formatted (so that a reload finds the applied ones
// again), the score of the formatted CV and the CV's tailoring JSON (given
// to ask, for the AI's request); then the Analysis Results score of the CV
// text.
async function start(
  core: Core,
  initial: CvEditor,
  stored: StoredCv,
  jobDescription: string,
  ask: (transformed: TailoringCV) => void,
): Promise<PageEvent> {
  const opened = await core.openTailoring(initial.doc, initial.original, jobDescription);
  if (opened.ok) ask(opened.value.transformed);
  const pasted = await core.analyze(stored.text, jobDescription, stored.parsed);
  if (!opened.ok) console.warn('Opening the tailoring session failed:', opened.error);
  if (!pasted.ok) console.warn('Scoring the CV text failed:', pasted.error);
  const before = opened.ok
    ? { pasted: pasted.ok ? pasted.value : opened.value.report, formatted: opened.value.report }
    : null;
  return { type: 'started', onDevice: opened.ok ? opened.value.suggestions : [], before };
}

// askAi reuses the AI's suggestions stored for this job and CV, else asks
// for them when the worker has AI on; the on-device ones show meanwhile.
async function askAi(
  transformed: TailoringCV,
  jobDescription: string,
  signal: AbortSignal,
  tell: (ai: AiState) => void,
): Promise<void> {
  const cvData = JSON.stringify(transformed);
  const reuse = reusable(
    {
      analysisResult: readTailoring(),
      lastAnalyzedJobDescription: readSession('lastAnalyzedJobDescription'),
      lastAnalyzedCvData: readSession('lastAnalyzedCvData'),
    },
    jobDescription,
    cvData,
  );
  if (reuse) return tell({ status: 'done', suggestions: reuse.suggestions, raw: reuse.rawApiResponse });
  const h = await api.health();
  if (signal.aborted) return;
  if (!h.ok) {
    if (h.error.code !== 'offline') return;
    tell({ status: 'offline' });
    toast.info(offlineAI);
    return;
  }
  if (!h.value.ai) return;
  tell({ status: 'pending' });
  const r = await api.suggest(transformed, jobDescription, signal);
  if (signal.aborted) return;
  if (!r.ok) {
    console.warn(`AI suggestions failed: ${r.error.code} (${r.error.status}): ${r.error.message}`);
    const offline = r.error.code === 'offline';
    tell({ status: offline ? 'offline' : 'failed' });
    toast.error(offline ? offlineAI : suggestionsFailed);
    return;
  }
  writeTailoring({ kind: 'tailoring', suggestions: r.value.suggestions, rawApiResponse: r.value.rawApiResponse });
  writeSession('lastAnalyzedJobDescription', jobDescription);
  writeSession('lastAnalyzedCvData', cvData);
  tell({ status: 'done', suggestions: r.value.suggestions, raw: r.value.rawApiResponse });
}

// rate scores the session's CV and rates every suggestion on it, with its
// transformed JSON, in one call of the session (the CV and the AI's
// suggestions sent only when the session does not hold them, the job kept
// by the core); null when the core failed.
async function rate(core: Core, doc: StructuredCV | null, ai: readonly unknown[] | null): Promise<PageEvent | null> {
  const r = await core.rateTailoring(doc, ai);
  if (!r.ok) {
    console.warn('Rating the suggestions failed:', r.error);
    return null;
  }
  const { transformed, ...result } = r.value;
  return { type: 'rated', result, transformed: JSON.stringify(transformed, null, 2) };
}
