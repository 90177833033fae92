// useCv: the one way a screen reads and changes the CV. Upload, the Formatted
// CV, tailoring and every download go through it, so there is one record
// (session cvData, mirrored to the device draft) and no screen keeps a copy.
// It lives in lib beside the storage it reads, so src/cv stays React-free:
// the operations themselves are the pure reducers of cv/document.ts and
// cv/session.ts.
//
// For the tailoring screen (and any other):
// - `editor` is the document shown and edited (doc, original, deleted stacks),
//   null before the CV is formatted; render from it, never from a copy.
// - `edit(...actions)` applies document operations (document.ts CvAction:
//   set-header, set-about, add/edit/move/remove/restore/restore-original,
//   the *-responsibility ones, apply-suggestion, save-list) in one write, to
//   the latest stored record (so calls made one after another in a handler
//   compose), and tells whether anything changed (for the toast).
// - `preview(action)` is what an action would make of the document, unchanged
//   (e.g. a suggestion's effect), without writing.
// - `change(action)` applies record operations (session.ts RecordAction).
//   A CV never formatted is started with
//   change({ type: 'format', text: record.forText, source: 'on-device', doc })
//   where doc is the core's toStructured(record.parsed).
import { useCallback } from 'react';
import { readSession, writeSession } from './storage';
import { useSession } from './use-session';
import { reduce, type CvAction, type CvEditor } from '../cv/document';
import { reduceRecord, shownEditor, type RecordAction, type StoredCv } from '../cv/session';

export interface CvHandle {
  record: StoredCv | null;
  editor: CvEditor | null;
  edit: (...actions: CvAction[]) => boolean;
  preview: (action: CvAction) => CvEditor | null;
  change: (action: RecordAction) => boolean;
}

/** changeCv applies a record operation to the stored record; it tells whether anything changed. */
export function changeCv(action: RecordAction): boolean {
  const cur = readSession('cvData');
  const next = reduceRecord(cur, action);
  if (next === cur || next === null) return false;
  writeSession('cvData', next);
  return true;
}

export function useCv(): CvHandle {
  const record = useSession('cvData');
  const editor = shownEditor(record);
  const edit = useCallback((...actions: CvAction[]) => changeCv({ type: 'edit', actions }), []);
  const preview = useCallback((action: CvAction) => {
    const ed = shownEditor(readSession('cvData'));
    return ed ? reduce(ed, action) : null;
  }, []);
  return { record, editor, edit, preview, change: changeCv };
}
