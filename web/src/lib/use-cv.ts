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
//   the *-responsibility ones, take-document, save-list) in one write, to
//   the latest stored record (so calls made one after another in a handler
//   compose), and tells whether anything changed (for the toast).
// - `change(action)` applies record operations (session.ts RecordAction).
//   A CV never formatted is started with
//   change({ type: 'format', text: record.text, source: 'on-device', doc })
//   where doc is the core's toStructured(record.parsed) (parsed once the
//   text has been read: change({ type: 'read', text, parsed })).
// - `readCv()` is the record as stored now, for handlers that run after
//   the render (downloads, a late answer).
import { useCallback, useSyncExternalStore } from 'react';
import { readCvRecord, subscribeCvRecord, writeCvRecord } from './storage';
import type { CvAction, CvEditor } from '../cv/document';
import { reduceRecord, shownEditor, type RecordAction, type StoredCv } from '../cv/session';

export interface CvHandle {
  record: StoredCv | null;
  editor: CvEditor | null;
  edit: (...actions: CvAction[]) => boolean;
  change: (action: RecordAction) => boolean;
}

/** readCv returns the CV record as stored now (null before any CV text). */
export function readCv(): StoredCv | null {
  return readCvRecord();
}

/** changeCv applies a record operation to the stored record; it tells whether anything changed. */
export function changeCv(action: RecordAction): boolean {
  const cur = readCv();
  const next = reduceRecord(cur, action);
  if (next === cur || next === null) return false;
  writeCvRecord(next);
  return true;
}

export function useCv(): CvHandle {
  const record = useSyncExternalStore(subscribeCvRecord, readCvRecord, readCvRecord);
  const editor = shownEditor(record);
  const edit = useCallback((...actions: CvAction[]) => changeCv({ type: 'edit', actions }), []);
  return { record, editor, edit, change: changeCv };
}
