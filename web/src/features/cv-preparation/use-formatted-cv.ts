// The Formatted CV screen's data: the load rules of spec section 4, the
// on-device parse shown at once, the AI formatting alongside when AI is on,
// and every edit written to session cvData (mirrored to the device draft).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createEditor, reduce, type CvAction, type CvEditor } from '../../cv/document';
import { shownEditor, type CvSource, type StoredCv } from '../../cv/session';
import type { FormattedCV, StructuredCV } from '../../cv/types';
import * as api from '../../lib/api';
import type { Core } from '../../lib/core';
import { readSession, removeSession, writeSession } from '../../lib/storage';
import { useCore } from '../../lib/use-core';
import { useSession } from '../../lib/use-session';

export const missingCv = 'Missing CV data. Please start over.';
export const formatFailed = 'Failed to format CV. Please try again.';
export const offlineFormat = 'You are offline, so the AI formatting is not available. Here is the version made on this device.';

export type FormattedView =
  | { kind: 'missing' }
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

/** hasContent tells whether a document has anything to show or download. */
export function hasContent(doc: StructuredCV): boolean {
  return (
    doc.professional_header.length > 0 ||
    doc.about_me.trim() !== '' ||
    doc.professional_experience.length > 0 ||
    doc.education.length > 0 ||
    doc.core_skills.length > 0 ||
    doc.tools_technologies.length > 0 ||
    doc.languages.length > 0
  );
}

async function editorOf(core: Core, cv: FormattedCV): Promise<CvEditor | null> {
  const r = await core.toStructured(cv);
  if (!r.ok || !r.value || !hasContent(r.value)) return null;
  return createEditor(r.value);
}

// Writes a change to the record of this text only: a late AI answer must not
// land on a CV the user has replaced since.
function update(cvText: string, change: (s: StoredCv) => StoredCv | null): boolean {
  const cur = readSession('cvData');
  if (!cur || cur.forText !== cvText || readSession('cvText') !== cvText) return false;
  const next = change(cur);
  if (!next) return false;
  writeSession('cvData', next);
  return true;
}

export function useFormattedCv(): {
  view: FormattedView;
  core: Core | null;
  dispatch: (...actions: CvAction[]) => boolean;
  show: (source: CvSource) => void;
} {
  const navigate = useNavigate();
  const coreState = useCore();
  // The page formats the text it was opened with.
  const cvText = useRef(readSession('cvText') ?? '').current;
  const missing = !cvText.trim();
  const stored = useSession('cvData');
  const [failed, setFailed] = useState(false);
  const [aiPending, setAiPending] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!missing) return;
    toast.error(missingCv);
    navigate('/upload', { replace: true });
  }, [missing, navigate]);

  useEffect(() => {
    if (missing || started.current || coreState.status === 'loading') return;
    started.current = true;
    const core = coreState.status === 'ready' ? coreState.core : null;
    if (readSession('fromPrepareCVData')) {
      removeSession('cvData');
      removeSession('fromPrepareCVData');
    }
    const current = readSession('cvData');
    if (current?.forText === cvText && current.formatted) return;

    void (async () => {
      // On the device first: the upload's parse when it is of this text, else a parse now.
      let parsed = current?.forText === cvText ? current.parsed : null;
      if (!parsed && core) {
        const r = await core.parseText(cvText);
        if (r.ok) parsed = r.value;
        else console.warn('The CV text could not be parsed:', r.error);
      }
      const onDevice = core && parsed ? await editorOf(core, parsed) : null;
      if (parsed) {
        writeSession('cvData', {
          forText: cvText,
          parsed,
          ...(onDevice ? { formatted: { shown: 'on-device' as const, versions: { 'on-device': onDevice } } } : {}),
        });
      }

      // The AI's formatting alongside, when the worker has AI on.
      const h = await api.health();
      if (!h.ok || !h.value.ai) {
        if (!onDevice) setFailed(true);
        return;
      }
      setAiPending(true);
      const r = await api.format(cvText);
      setAiPending(false);
      const ai = r.ok && core ? await editorOf(core, r.value) : null;
      if (!r.ok || !ai) {
        if (r.ok) console.warn('The AI formatting gave nothing usable.');
        else console.warn(`AI formatting failed: ${r.error.code} (${r.error.status}): ${r.error.message}`);
        toast.error(!r.ok && r.error.code === 'offline' ? offlineFormat : formatFailed);
        if (!onDevice) setFailed(true);
        return;
      }
      const base = readSession('cvData') ?? { forText: cvText, parsed: r.value };
      if (base.forText !== cvText || readSession('cvText') !== cvText) return;
      writeSession('cvData', { ...base, formatted: { shown: 'ai', versions: { ...base.formatted?.versions, ai } } });
    })();
  }, [missing, coreState, cvText]);

  const core = coreState.status === 'ready' ? coreState.core : null;
  const record = stored?.forText === cvText ? stored : null;
  const editor = shownEditor(record);
  let view: FormattedView;
  if (missing) view = { kind: 'missing' };
  else if (editor && record?.formatted) {
    const sources = (['on-device', 'ai'] as const).filter((s) => record.formatted?.versions[s]);
    view = { kind: 'ready', editor, shown: record.formatted.shown, sources, aiPending };
  } else view = { kind: failed ? 'failed' : 'formatting' };

  // Applies the actions to the shown version in one write; tells whether anything changed.
  const dispatch = (...actions: CvAction[]) =>
    update(cvText, (cur) => {
      const f = cur.formatted;
      const ed = f?.versions[f.shown];
      if (!f || !ed) return null;
      const next = actions.reduce(reduce, ed);
      return next === ed ? null : { ...cur, formatted: { ...f, versions: { ...f.versions, [f.shown]: next } } };
    });

  const show = (source: CvSource) => {
    update(cvText, (cur) => (cur.formatted?.versions[source] ? { ...cur, formatted: { ...cur.formatted, shown: source } } : null));
  };

  return { view, core, dispatch, show };
}
