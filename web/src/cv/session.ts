// The CV record the session keeps under the spec's cvData key: the CV text
// (its one copy: upload and Prepare CV type into it), the on-device reading
// of that text (upload's, a PDF's layout-aware one included) and the document
// made from it, with every edit. Every screen reads and changes the CV
// through this record, by the pure operations below (reduceRecord) and the
// one hook (lib/use-cv.ts).
import { createEditor, reduce, type CvAction, type CvEditor } from './document';
import type { FormattedCV, StructuredCV } from './types';

/** Where a formatted version came from: the on-device parser or the AI formatting. */
export type CvSource = 'on-device' | 'ai';

export interface FormattedVersions {
  /** The version the user sees and edits; the other stays as they left it. */
  shown: CvSource;
  versions: Partial<Record<CvSource, CvEditor>>;
}

export interface StoredCv {
  /** The CV text as the user last left it: the only copy the app keeps. */
  text: string;
  /** The on-device parse of text (a PDF's layout-aware parse when the text is the PDF's); absent until read. */
  parsed?: FormattedCV;
  /** The document, once formatted: what the Formatted CV, tailoring and every download use. */
  formatted?: FormattedVersions;
  /** The text the document was formatted from (records written before it was kept: text). */
  formattedFrom?: string;
  /** An edited document a new reading replaced, kept for one undo until the next edit. */
  replaced?: { from: string; formatted: FormattedVersions };
}

/**
 * The record's operations. Edits of the document are CvActions (document.ts)
 * wrapped in 'edit'; the others change what the record holds:
 * - text: the text as typed; a reading of another text goes, the document is
 *   kept, whatever text it came from.
 * - read: a text with its on-device reading (a file read, the upload's
 *   Analyze, or the formatting step); the document is kept too.
 * - format: a formatted version of text; added beside the other version when
 *   the document is from that text, or as the document when there is none;
 *   ignored when the document is from another text (a late AI answer).
 * - show: which version the user sees and edits.
 * - replace: drops the document so a new reading can be formatted; an edited
 *   one is kept for undo-replace.
 * - undo-replace: brings the replaced document back, once.
 */
export type RecordAction =
  | { type: 'text'; text: string }
  | { type: 'read'; text: string; parsed: FormattedCV }
  | { type: 'format'; text: string; source: CvSource; doc: StructuredCV }
  | { type: 'show'; source: CvSource }
  | { type: 'edit'; actions: CvAction[] }
  | { type: 'replace' }
  | { type: 'undo-replace' };

/** shownEditor is the version the user sees on the Formatted CV screen, if it has been formatted. */
export function shownEditor(stored: StoredCv | null): CvEditor | null {
  const f = stored?.formatted;
  return f ? (f.versions[f.shown] ?? f.versions['on-device'] ?? f.versions.ai ?? null) : null;
}

/** documentText is the text the document was formatted from, or null before it is formatted. */
export function documentText(stored: StoredCv | null): string | null {
  if (!stored?.formatted) return null;
  return stored.formattedFrom ?? stored.text;
}

/** isEdited tells whether the user changed any version of the document since it was formatted. */
export function isEdited(f: FormattedVersions | undefined): boolean {
  return Object.values(f?.versions ?? {}).some(
    (e) =>
      e !== undefined &&
      (JSON.stringify(e.doc) !== JSON.stringify(e.original) || Object.values(e.deleted).some(hasRecords)),
  );
}

function hasRecords(stack: unknown): boolean {
  if (Array.isArray(stack)) return stack.length > 0;
  return Object.values(stack as Record<string, unknown[]>).some((s) => s.length > 0);
}

/**
 * FormatPlan says what formatting text does to the record: 'keep' the
 * document (it is from this text), make a 'new' one (none yet, or the old one
 * has no edits), or 'ask' the user first (an edited document of another text).
 */
export type FormatPlan = 'keep' | 'new' | 'ask';

export function formatPlan(stored: StoredCv | null, text: string): FormatPlan {
  const from = documentText(stored);
  if (from === null) return 'new';
  if (from === text) return 'keep';
  return isEdited(stored?.formatted) ? 'ask' : 'new';
}

/**
 * reduceRecord applies one operation; one that cannot apply (no record to
 * edit, a version for another text) returns stored itself, so callers can
 * tell a change by identity.
 */
export function reduceRecord(stored: StoredCv | null, action: RecordAction): StoredCv | null {
  switch (action.type) {
    case 'text': {
      if (stored?.text === action.text) return stored;
      if (!stored) return { text: action.text };
      const { parsed: _, ...rest } = stored;
      return withText(rest, stored, action.text);
    }
    case 'read': {
      if (stored?.text === action.text && JSON.stringify(stored.parsed) === JSON.stringify(action.parsed))
        return stored;
      if (!stored) return { text: action.text, parsed: action.parsed };
      return withText({ ...stored, parsed: action.parsed }, stored, action.text);
    }
    case 'format': {
      if (!stored) return stored;
      const from = documentText(stored);
      if (from === null) {
        return {
          ...stored,
          formatted: { shown: action.source, versions: { [action.source]: createEditor(action.doc) } },
          formattedFrom: action.text,
        };
      }
      const f = stored.formatted!;
      if (from !== action.text || f.versions[action.source]) return stored;
      return {
        ...stored,
        formatted: { shown: action.source, versions: { ...f.versions, [action.source]: createEditor(action.doc) } },
      };
    }
    case 'show': {
      const f = stored?.formatted;
      if (!stored || !f?.versions[action.source] || f.shown === action.source) return stored;
      return { ...stored, formatted: { ...f, shown: action.source } };
    }
    case 'edit': {
      const f = stored?.formatted;
      const ed = f?.versions[f.shown];
      if (!stored || !f || !ed) return stored;
      const next = action.actions.reduce(reduce, ed);
      if (next === ed) return stored;
      const { replaced: _, ...rest } = stored;
      return { ...rest, formatted: { ...f, versions: { ...f.versions, [f.shown]: next } } };
    }
    case 'replace': {
      const from = documentText(stored);
      if (!stored || from === null) return stored;
      const { formatted, formattedFrom: _, replaced: __, ...rest } = stored;
      return isEdited(formatted) ? { ...rest, replaced: { from, formatted: formatted! } } : rest;
    }
    case 'undo-replace': {
      if (!stored?.replaced) return stored;
      const { replaced, ...rest } = stored;
      return { ...rest, formatted: replaced.formatted, formattedFrom: replaced.from };
    }
  }
}

// withText puts text in next, the document keeping the text it was formatted from.
function withText(next: StoredCv, stored: StoredCv, text: string): StoredCv {
  const from = documentText(stored);
  return { ...next, text, ...(from !== null ? { formattedFrom: from } : {}) };
}

/** isStoredCv checks the shape read back from storage, enough to use it without crashing. */
export function isStoredCv(v: unknown): v is StoredCv {
  if (!isObject(v) || typeof v.text !== 'string') return false;
  if (v.parsed !== undefined && !isParsed(v.parsed)) return false;
  if (v.formattedFrom !== undefined && typeof v.formattedFrom !== 'string') return false;
  if (v.formatted !== undefined && !isVersions(v.formatted)) return false;
  if (v.replaced === undefined) return true;
  return isObject(v.replaced) && typeof v.replaced.from === 'string' && isVersions(v.replaced.formatted);
}

/**
 * upgradeRecord reads a record kept before the text lived in it (a draft on
 * the device, a tab open across an update): then the text was the cvText key
 * (legacyText) and the record held the text of its latest reading (forText)
 * beside that reading. A record already in today's shape is returned as it
 * is; what cannot be read gives null.
 */
export function upgradeRecord(legacyText: string | null, raw: unknown): StoredCv | null {
  if (isStoredCv(raw)) return raw;
  const old = isObject(raw) && typeof raw.forText === 'string' && isParsed(raw.parsed) ? raw : null;
  if (!old) return legacyText === null ? null : { text: legacyText };
  const { forText, parsed, ...rest } = old;
  const text = legacyText ?? (forText as string);
  const formattedFrom = rest.formatted !== undefined ? (rest.formattedFrom ?? forText) : undefined;
  const next = {
    ...rest,
    text,
    ...(forText === text ? { parsed } : {}),
    ...(formattedFrom !== undefined ? { formattedFrom } : {}),
  };
  return isStoredCv(next) ? next : null;
}

function isParsed(v: unknown): v is FormattedCV {
  return isObject(v) && Array.isArray(v.professionalExperience);
}

function isVersions(f: unknown): f is FormattedVersions {
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
