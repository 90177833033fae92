// The Formatted CV screen's data: the load rules of spec section 4 on the one
// CV record (src/lib/use-cv.ts): the on-device reading shown at once (the
// upload's, a PDF's layout-aware parse included, when it is of this text), the
// AI formatting alongside when AI is on, and every edit written to the record.
// "Use This CV Text" (the fromPrepareCVData flag) formats the text again only
// when it changed: an unchanged text keeps the edits, and a changed text over
// an edited CV asks first; the replaced CV can be brought back once.
import { useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { contactFields, itemsOf, listNames, type CvAction } from '../../cv/document';
import { formatPlan, type CvSource } from '../../cv/session';
import { asks, formattedView, initialFormatted, reduceFormatted, type FormattedView } from './formatted-state';
import type { FormattedCV, StructuredCV } from '../../cv/types';
import { readCv, useCv } from '../../lib/use-cv';
import * as api from '../../lib/api';
import type { Core } from '../../lib/core';
import { removeSession } from '../../lib/storage';
import { useCore } from '../../lib/use-core';
import { useSession } from '../../lib/use-session';

export const formatFailed = 'Failed to format CV. Please try again.';
export const offlineFormat =
  'You are offline, so the AI formatting is not available. Here is the version made on this device.';

export type { FormattedView };

/** hasContent tells whether a document has anything to show or download. */
export function hasContent(doc: StructuredCV): boolean {
  return (
    contactFields.some((f) => doc[f]) ||
    listNames.some((l) => itemsOf(doc, l).length > 0) ||
    doc.professional_header.length > 0 ||
    doc.about_me.trim() !== '' ||
    doc.professional_experience.length > 0 ||
    doc.education.length > 0 ||
    doc.core_skills.length > 0 ||
    doc.tools_technologies.length > 0 ||
    doc.languages.length > 0
  );
}

// source is the CV text, for the AI's formatting of it: its placeholders
// are then marked as Shortlist's (the user's own brackets stay text).
async function structured(core: Core, cv: FormattedCV, source?: string): Promise<StructuredCV | null> {
  const r = await core.toStructured(cv, source);
  return r.ok && r.value && hasContent(r.value) ? r.value : null;
}

export interface FormattedCv {
  view: FormattedView;
  core: Core | null;
  dispatch: (...actions: CvAction[]) => boolean;
  show: (source: CvSource) => void;
  /** Set while the user must say whether a new reading replaces their edited CV. */
  question: { replace: () => void; keep: () => void } | null;
  /** Set after a new reading replaced an edited CV, until the next edit. */
  undo: (() => void) | null;
}

export function useFormattedCv(): FormattedCv {
  const coreState = useCore();
  const { record, editor, edit, change } = useCv();
  // The page formats the text it was opened with (the route opens it only
  // with one: app.tsx).
  const cvText = useRef(record?.text ?? '').current;
  const again = useSession('fromPrepareCVData') === true;
  const [state, dispatchState] = useReducer(reduceFormatted, initialFormatted);
  const core = coreState.status === 'ready' ? coreState.core : null;
  // Without the flag the stored document is used as it is (spec section 4).
  const plan = again ? formatPlan(record, cvText) : editor ? 'keep' : 'new';

  async function formatNow(c: Core | null) {
    change({ type: 'replace' });
    removeSession('fromPrepareCVData');
    // On the device first: the record's reading when it is of this text (a
    // PDF's layout-aware parse stays), else a reading of the text now.
    const cur = readCv();
    let parsed = (cur?.text === cvText && cur.parsed) || null;
    if (!parsed && c) {
      const r = await c.parseText(cvText);
      if (r.ok) parsed = r.value;
      else console.warn('The CV text could not be parsed:', r.error);
    }
    if (parsed) change({ type: 'read', text: cvText, parsed });
    const onDevice = c && parsed ? await structured(c, parsed) : null;
    if (onDevice) change({ type: 'format', text: cvText, source: 'on-device', doc: onDevice });

    // The AI's formatting alongside, when the worker has AI on.
    const h = await api.health();
    if (!h.ok || !h.value.ai) {
      if (!onDevice) dispatchState({ type: 'failed' });
      return;
    }
    dispatchState({ type: 'ai-asked' });
    const r = await api.format(cvText);
    dispatchState({ type: 'ai-answered' });
    const ai = r.ok && c ? await structured(c, r.value, cvText) : null;
    if (!r.ok || !ai) {
      if (r.ok) console.warn('The AI formatting gave nothing usable.');
      else console.warn(`AI formatting failed: ${r.error.code} (${r.error.status}): ${r.error.message}`);
      toast.error(!r.ok && r.error.code === 'offline' ? offlineFormat : formatFailed);
      if (!onDevice) dispatchState({ type: 'failed' });
      return;
    }
    // A record with no reading of this text (no engine) gets the AI's as its reading.
    const now = readCv();
    if (now?.text !== cvText || !now.parsed) change({ type: 'read', text: cvText, parsed: r.value });
    change({ type: 'format', text: cvText, source: 'ai', doc: ai });
  }

  // Starting is an event of the page: the stored document kept, or the
  // text formatted (after the user's answer when there is a question). The
  // ref makes it once even when an effect runs twice before the state
  // arrives (React's StrictMode does so in development).
  const began = useRef(false);
  function begin(format: boolean) {
    if (began.current) return;
    began.current = true;
    dispatchState({ type: 'start' });
    if (format) void formatNow(core);
    else removeSession('fromPrepareCVData');
  }

  useEffect(() => {
    if (state.started || plan === 'ask') return;
    // Keeping the document needs no engine.
    if (plan === 'keep') return begin(false);
    if (coreState.status === 'loading') return;
    begin(true);
    // Once, when the engine has loaded (or failed to) and nothing is to be asked.
  }, [coreState, plan]);

  const view = formattedView(state, plan, record, editor);
  const question = asks(state, plan, coreState.status === 'loading')
    ? { replace: () => begin(true), keep: () => begin(false) }
    : null;
  const undo = record?.replaced ? () => void change({ type: 'undo-replace' }) : null;

  return { view, core, dispatch: edit, show: (source) => void change({ type: 'show', source }), question, undo };
}
