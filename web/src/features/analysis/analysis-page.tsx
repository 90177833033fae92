import { useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { ErrorScreen } from '../../components/error-screen';
import * as api from '../../lib/api';
import { readSession, writeSession, type StoredAnalysis } from '../../lib/storage';
import { useCore } from '../../lib/use-core';
import { readCv } from '../../lib/use-cv';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { initialState, inputsHash, reduce, storedAIResult, view } from './analysis-state';
import { ResultView } from './result-view';

const analysisFailed = 'Failed to analyze CV. Please try again.';
const offlineAI = 'You are offline, so the AI analysis is not available. Here is the on-device analysis.';

export function AnalysisPage() {
  const coreState = useCore();
  const [state, dispatch] = useReducer(reduce, initialState);
  // Read once: the page analyses the texts it was opened with (the route
  // opens it only with both: app.tsx).
  const inputs = useRef({
    cv: readCv(),
    jobDescription: readSession('jobDescription') ?? '',
    // The result stored before this visit: the page stores the result it
    // shows, so the on-device one, shown first, replaces a stored AI result
    // before a slow /api/health lets the AI effect look for it.
    stored: readSession('analysisResult'),
  });
  const { cv, jobDescription } = inputs.current;
  const cvText = cv?.text ?? '';
  // Parse once: the upload page's parse of this text (a PDF's layout-aware
  // one included) is scored as it is rather than parsed again.
  const parsed = cv?.parsed;
  const hash = inputsHash(cvText, jobDescription);

  // The on-device analysis: as soon as the engine is there.
  useEffect(() => {
    if (coreState.status === 'failed') {
      console.warn('On-device analysis unavailable:', coreState.error);
      dispatch({ type: 'on-device-failed' });
      return;
    }
    if (coreState.status !== 'ready') return;
    let live = true;
    void coreState.core.analyze(cvText, jobDescription, parsed).then((r) => {
      if (!live) return;
      if (r.ok) dispatch({ type: 'on-device-done', report: r.value });
      else {
        console.warn('On-device analysis failed:', r.error);
        dispatch({ type: 'on-device-failed' });
      }
    });
    return () => {
      live = false;
    };
  }, [coreState, cvText, jobDescription, parsed]);

  // The AI analysis, at the same time, when the worker has AI on.
  useEffect(() => {
    const abort = new AbortController();
    void (async () => {
      const h = await api.health();
      if (abort.signal.aborted || !h.ok || !h.value.ai) return;
      const stored = storedAIResult(inputs.current.stored, hash);
      if (stored) {
        dispatch({ type: 'ai-done', result: stored });
        return;
      }
      dispatch({ type: 'ai-started' });
      const r = await api.analyze(cvText, jobDescription, abort.signal);
      if (abort.signal.aborted) return;
      if (r.ok) {
        dispatch({ type: 'ai-done', result: r.value });
        return;
      }
      console.warn(`AI analysis failed: ${r.error.code} (${r.error.status}): ${r.error.message}`);
      toast.error(r.error.code === 'offline' ? offlineAI : analysisFailed);
      dispatch({ type: 'ai-failed' });
    })();
    return () => abort.abort();
  }, [cvText, jobDescription, hash]);

  const v = view(state);

  // The result and its inputs stay in session storage (and the device draft).
  const shown = v.kind === 'result' ? v.analysis : null;
  const showing = v.kind === 'result' ? v.source : v.kind;
  useEffect(() => {
    if (!shown || (showing !== 'ai' && showing !== 'on-device')) return;
    const stored: StoredAnalysis = { ...shown, source: showing, inputsHash: hash };
    writeSession('analysisResult', stored);
  }, [shown, showing, hash]);

  useEffect(() => {
    if (showing !== 'loading') window.scrollTo(0, 0);
  }, [showing]);

  useEffect(() => {
    if (v.kind === 'failed') toast.error(analysisFailed);
  }, [v.kind]);

  if (v.kind === 'loading') return <LoadingScreen title="Analyzing CV Against the Job Offer" />;
  if (v.kind === 'failed') {
    return <ErrorScreen title="Analysis Failed" message={analysisFailed} to="/upload" action="Try Again" />;
  }
  return <ResultView view={v} onChoose={(source) => dispatch({ type: 'choose', source })} />;
}
