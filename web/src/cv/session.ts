// What the session keeps of the CV under the spec's cvData key: the upload's
// parse of the CV text, and the Formatted CV screen's versions with their
// edits. Every screen after the upload reads the CV from here.
import type { CvEditor } from './document';
import type { FormattedCV } from './types';

/** Where a formatted version came from: the on-device parser or the AI formatting. */
export type CvSource = 'on-device' | 'ai';

export interface FormattedVersions {
  /** The version the user sees and edits; the other stays as they left it. */
  shown: CvSource;
  versions: Partial<Record<CvSource, CvEditor>>;
}

export interface StoredCv {
  /** The CV text this record describes; a record for another text is stale. */
  forText: string;
  /** The on-device parse of forText (a PDF's layout-aware parse when the text is the PDF's). */
  parsed: FormattedCV;
  /** Set once the Formatted CV screen has formatted the text. */
  formatted?: FormattedVersions;
}

/** shownEditor is the version the user sees on the Formatted CV screen, if it has been formatted. */
export function shownEditor(stored: StoredCv | null): CvEditor | null {
  const f = stored?.formatted;
  return f ? (f.versions[f.shown] ?? f.versions['on-device'] ?? null) : null;
}

/** isStoredCv checks the shape read back from storage, enough to use it without crashing. */
export function isStoredCv(v: unknown): v is StoredCv {
  if (!isObject(v) || typeof v.forText !== 'string' || !isObject(v.parsed)) return false;
  if (!Array.isArray(v.parsed.professionalExperience)) return false;
  if (v.formatted === undefined) return true;
  const f = v.formatted;
  if (!isObject(f) || (f.shown !== 'on-device' && f.shown !== 'ai') || !isObject(f.versions)) return false;
  return Object.values(f.versions).every(isEditor);
}

function isEditor(v: unknown): boolean {
  return (
    isObject(v) &&
    isObject(v.doc) &&
    Array.isArray(v.doc.professional_experience) &&
    Array.isArray(v.doc.core_skills) &&
    isObject(v.original) &&
    isObject(v.deleted) &&
    typeof v.seq === 'number'
  );
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
