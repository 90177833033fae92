// useTailoring: the tailoring screen's requests over its reducer
// (page-state.ts). The page opens the core's tailoring session with the CV
// and the job (the core reads the job once and keeps both); the core's
// suggestions and the "before" scores, and the AI's suggestions, are asked
// for once, for the CV as the page opened with it; the CV as now edited is
// rated again whenever it or the suggestions change, sent once per change.
import { useEffect, useReducer, useState, type Dispatch } from 'react';
import { toast } from 'sonner';
import type { CvEditor } from '../../cv/document';
import type { StoredCv } from '../../cv/session';
import type { StructuredCV } from '../../cv/types';
import * as api from '../../lib/api';
import type { Core } from '../../lib/core';
import { readSession, readTailoring, writeSession, writeTailoring } from '../../lib/storage';
import { initialPage, reducePage, type AiState, type PageEvent, type PageState } from './page-state';
import { reusable } from './reuse';

export const suggestionsFailed = 'Failed to generate suggestions for CV improvements. Please try again.';
export const offlineAI =
  'You are offline, so the AI suggestions are not available. Here are the on-device suggestions.';

const noSuggestions: readonly unknown[] = [];

export function useTailoring(
  core: Core,
  editor: CvEditor,
  record: StoredCv,
  jobDescription: string,
): [PageState, Dispatch<PageEvent>] {
  const [state, dispatch] = useReducer(reducePage, initialPage);
  // The CV as the page opened with it: its suggestions and the AI's request are made once.
  const [initial] = useState(editor);
  // The record as the page opened: the "before" scores are of this CV text.
  const [stored] = useState(record);

  useEffect(() => {
    let live = true;
    void start(core, initial, stored, jobDescription).then((e) => live && dispatch(e));
    return () => {
      live = false;
    };
  }, [core, initial, jobDescription, stored]);

  useEffect(() => {
    const abort = new AbortController();
    void askAi(core, initial.doc, jobDescription, abort.signal, (ai) => dispatch({ type: 'ai', ai }));
    return () => abort.abort();
  }, [core, initial, jobDescription]);

  const doc = editor.doc;
  const { onDevice, ai } = state;
  const aiRaw = ai.status === 'done' ? ai.suggestions : noSuggestions;
  useEffect(() => {
    if (!onDevice) return;
    let live = true;
    void rate(core, doc, [...onDevice, ...aiRaw]).then((e) => live && e && dispatch(e));
    return () => {
      live = false;
    };
  }, [core, doc, onDevice, aiRaw]);

  return [state, dispatch];
}

// start opens the core's session, which answers the on-device suggestions
// for the CV as first formatted (so that a reload finds the applied ones
// again) and the score of the formatted CV; then the Analysis Results score
// of the CV text.
async function start(core: Core, initial: CvEditor, stored: StoredCv, jobDescription: string): Promise<PageEvent> {
  const opened = await core.openTailoring(initial.doc, initial.original, jobDescription);
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
  core: Core,
  doc: StructuredCV,
  jobDescription: string,
  signal: AbortSignal,
  tell: (ai: AiState) => void,
): Promise<void> {
  const t = await core.toTailoring(doc);
  if (!t.ok) return;
  const cvData = JSON.stringify(t.value);
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
  const r = await api.suggest(t.value, jobDescription, signal);
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

// rate scores the edited CV and rates every suggestion on it, with its
// transformed JSON, in one call of the session (the CV sent once, the job
// kept by the core); null when the core failed.
async function rate(core: Core, doc: StructuredCV, suggestions: readonly unknown[]): Promise<PageEvent | null> {
  const r = await core.rateTailoring(doc, [...suggestions]);
  if (!r.ok) {
    console.warn('Rating the suggestions failed:', r.error);
    return null;
  }
  const { transformed, ...result } = r.value;
  return { type: 'rated', result, transformed: JSON.stringify(transformed, null, 2) };
}
