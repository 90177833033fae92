// The one place that reads and writes the browser's storage. Keys are the
// spec's session storage keys (section 3), each with one codec between its
// typed value and the stored string; pages subscribe to a key (use-session.ts)
// rather than re-reading strings. Every session write is mirrored to
// a draft in IndexedDB (idb-keyval), so closing the app loses nothing; when a
// store fails the app degrades (device → this tab → this page) and says so,
// never throwing and never dropping what the user typed.
import { clear, createStore, del, entries, setMany, type UseStore } from 'idb-keyval';
import { isStoredCv, upgradeRecord, type StoredCv } from '../cv/session';
import type { Analysis } from '../cv/types';

/** What goes under analysisResult: the result, where it came from and the texts it is for. */
export type StoredAnalysis = Analysis & { source: 'ai' | 'on-device'; inputsHash: string };

/** The value each of the spec's session keys holds. */
export interface SessionValues {
  jobDescription: string;
  cvData: StoredCv;
  fromPrepareCVData: true;
  analysisResult: StoredAnalysis;
  lastAnalyzedJobDescription: string;
  lastAnalyzedCvData: string;
}

/** Every key this module keeps. */
export type StoredKey = keyof SessionValues;

/**
 * The keys pages read and write by name. The CV record (cvData) is not one
 * of them: its one door is lib/use-cv.ts, over readCvRecord and
 * writeCvRecord (the lint rules let no other module import those).
 */
export type SessionKey = Exclude<StoredKey, 'cvData'>;

/** A codec turns a key's value into the string stored and back; decode answers null for what it cannot read. */
interface Codec<T> {
  encode(value: T): string;
  decode(raw: string): T | null;
}

const text: Codec<string> = { encode: (v) => v, decode: (raw) => raw };

const flag: Codec<true> = { encode: () => 'true', decode: (raw) => (raw === 'true' ? true : null) };

// json stores a value as JSON; upgrade, if given, reads a value of an older shape.
function json<T>(is: (v: unknown) => v is T, upgrade?: (v: unknown) => T | null): Codec<T> {
  return {
    encode: (v) => JSON.stringify(v),
    decode: (raw) => {
      try {
        const v: unknown = JSON.parse(raw);
        return is(v) ? v : (upgrade?.(v) ?? null);
      } catch {
        return null;
      }
    },
  };
}

function isStoredAnalysis(v: unknown): v is StoredAnalysis {
  const a = v as Partial<StoredAnalysis> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.matchPercentage === 'number' &&
    (a.source === 'ai' || a.source === 'on-device') &&
    typeof a.inputsHash === 'string'
  );
}

const codecs: { [K in StoredKey]: Codec<SessionValues[K]> } = {
  jobDescription: text,
  cvData: json(isStoredCv, (v) => upgradeRecord(null, v)),
  fromPrepareCVData: flag,
  analysisResult: json(isStoredAnalysis),
  lastAnalyzedJobDescription: text,
  lastAnalyzedCvData: text,
};

const storedKeys = Object.keys(codecs) as StoredKey[];

/** A draft kept on the device: the session values and when they were last saved. */
export interface Draft {
  values: Partial<Record<StoredKey, string>>;
  savedAt: Date;
}

/**
 * A storage problem the user must know about: 'device' means drafts cannot be
 * kept on this device (IndexedDB unavailable or full) and last only while the
 * tab is open; 'tab' means the browser refuses session storage too, so texts
 * live only on the open page.
 */
export type StorageProblem = 'device' | 'tab';

const savedAtKey = 'savedAt';
// Values the tab refused (quota, blocked storage) live here for the page's life,
// so moving between screens still finds them.
const refused = new Map<StoredKey, string>();
let store: UseStore | null | undefined;
const listeners = new Set<(p: StorageProblem) => void>();
const reported = new Set<StorageProblem>();

function report(problem: StorageProblem, err: unknown): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.warn(`Storage problem (${problem}):`, err);
  for (const l of listeners) l(problem);
}

/** onStorageProblem calls listener once per problem kind; it returns the unsubscribe function. */
export function onStorageProblem(listener: (p: StorageProblem) => void): () => void {
  listeners.add(listener);
  for (const p of reported) listener(p);
  return () => listeners.delete(listener);
}

// The device store is opened on first use: private modes and test DOMs may
// have no IndexedDB at all, which must cost a notice, not the app.
function deviceStore(): UseStore | null {
  if (store !== undefined) return store;
  try {
    store = createStore('shortlist', 'drafts');
  } catch (err) {
    store = null;
    report('device', err);
  }
  return store;
}

// Decoded values, so that reading a key twice gives the same object (the
// pages subscribe with useSyncExternalStore, which needs that); every write
// in this module drops the key's entry and tells its subscribers.
const decoded = new Map<StoredKey, unknown>();
const subscribers = new Map<StoredKey, Set<() => void>>();

function changed(key: StoredKey): void {
  decoded.delete(key);
  for (const fn of subscribers.get(key) ?? []) fn();
}

/** subscribe calls listener whenever key is written or removed; it returns the unsubscribe function. */
export function subscribe(key: SessionKey, listener: () => void): () => void {
  return subscribeStored(key, listener);
}

/** subscribeCvRecord calls listener whenever the CV record is written or removed (for lib/use-cv.ts). */
export function subscribeCvRecord(listener: () => void): () => void {
  return subscribeStored('cvData', listener);
}

function subscribeStored(key: StoredKey, listener: () => void): () => void {
  let set = subscribers.get(key);
  if (!set) subscribers.set(key, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function readRaw(key: StoredKey): string | null {
  const kept = refused.get(key);
  if (kept !== undefined) return kept;
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * readSession returns the key's value, or null when it is absent, cannot be
 * read back (an older or damaged value) or storage is unavailable.
 */
export function readSession<K extends SessionKey>(key: K): SessionValues[K] | null {
  return readStored(key);
}

/** readCvRecord returns the CV record as readSession does a key (for lib/use-cv.ts). */
export function readCvRecord(): StoredCv | null {
  return readStored('cvData');
}

function readStored<K extends StoredKey>(key: K): SessionValues[K] | null {
  if (decoded.has(key)) return decoded.get(key) as SessionValues[K] | null;
  if (key === 'cvData') upgradeTab();
  const raw = readRaw(key);
  const value = raw === null ? null : codecs[key].decode(raw);
  decoded.set(key, value);
  return value;
}

/**
 * writeSession stores a value for this tab and mirrors it to the device draft
 * in the background. It reports whether the tab kept it (if not, the page
 * keeps it in memory); problems with either store reach onStorageProblem
 * listeners.
 */
export function writeSession<K extends SessionKey>(key: K, value: SessionValues[K]): boolean {
  return writeRaw(key, codecs[key].encode(value));
}

/** writeCvRecord stores the CV record as writeSession does a key (for lib/use-cv.ts). */
export function writeCvRecord(value: StoredCv): boolean {
  return writeRaw('cvData', codecs.cvData.encode(value));
}

// Before the CV text lived in the record it had its own key, cvText; a tab
// or a draft from then still opens: its text and record become one record.
const legacyTextKey = 'cvText';

function upgradeValues(legacyText: string | null, rawCv: string | null): string | null {
  let old: unknown = null;
  try {
    old = rawCv === null ? null : JSON.parse(rawCv);
  } catch {
    // A damaged record: the text alone is kept.
  }
  const cv = upgradeRecord(legacyText, old);
  return cv === null ? rawCv : JSON.stringify(cv);
}

// upgradeTab turns this tab's cvText and older record into today's record,
// on the device too; with no cvText key it leaves the record to its codec.
function upgradeTab(): void {
  let legacy: string | null = null;
  try {
    legacy = sessionStorage.getItem(legacyTextKey);
  } catch {
    return;
  }
  if (legacy === null) return;
  const raw = upgradeValues(legacy, readRaw('cvData'));
  try {
    sessionStorage.removeItem(legacyTextKey);
    if (raw !== null) sessionStorage.setItem('cvData', raw);
  } catch (err) {
    report('tab', err);
  }
  if (raw !== null) void saveDraftValue('cvData', raw);
  const s = deviceStore();
  if (s) void del(legacyTextKey, s).catch((err: unknown) => report('device', err));
}

function writeRaw(key: StoredKey, raw: string): boolean {
  void saveDraftValue(key, raw);
  let kept = true;
  try {
    sessionStorage.setItem(key, raw);
    refused.delete(key);
  } catch (err) {
    refused.set(key, raw);
    report('tab', err);
    kept = false;
  }
  changed(key);
  return kept;
}

/** removeSession deletes a key from this tab and from the device draft. */
export function removeSession(key: SessionKey): void {
  refused.delete(key);
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there either.
  }
  const s = deviceStore();
  if (s) void del(key, s).catch((err: unknown) => report('device', err));
  changed(key);
}

/** saveDraftValue writes one encoded value and the save time to the device draft; it resolves with success. */
export async function saveDraftValue(key: StoredKey, value: string): Promise<boolean> {
  const s = deviceStore();
  if (!s) return false;
  try {
    await setMany(
      [
        [key, value],
        [savedAtKey, Date.now()],
      ],
      s,
    );
    return true;
  } catch (err) {
    report('device', err);
    return false;
  }
}

/** readDraft returns the draft kept on the device, or null when there is none with texts in it. */
export async function readDraft(): Promise<Draft | null> {
  const s = deviceStore();
  if (!s) return null;
  try {
    const rows = await entries<string, unknown>(s);
    const values: Draft['values'] = {};
    let savedAt = 0;
    let legacyText: string | null = null;
    for (const [k, v] of rows) {
      if (k === savedAtKey && typeof v === 'number') savedAt = v;
      else if (k === legacyTextKey && typeof v === 'string') legacyText = v;
      else if (isStoredKey(k) && typeof v === 'string') values[k] = v;
    }
    const cv = upgradeValues(legacyText, values.cvData ?? null);
    if (cv !== null) values.cvData = cv;
    if (!draftCvText(values.cvData).trim() && !values.jobDescription?.trim()) return null;
    return { values, savedAt: new Date(savedAt) };
  } catch (err) {
    report('device', err);
    return null;
  }
}

function draftCvText(raw: string | undefined): string {
  return raw === undefined ? '' : (codecs.cvData.decode(raw)?.text ?? '');
}

/** hasSessionTexts tells whether this tab already holds a CV or a job description. */
export function hasSessionTexts(): boolean {
  return Boolean(readCvRecord()?.text.trim() || readSession('jobDescription')?.trim());
}

/** restoreDraft puts a device draft back into this tab's session storage. */
export function restoreDraft(draft: Draft): void {
  for (const key of storedKeys) {
    const v = draft.values[key];
    if (v === undefined) continue;
    try {
      sessionStorage.setItem(key, v);
    } catch (err) {
      report('tab', err);
    }
    changed(key);
  }
}

/**
 * clearMyData removes everything Shortlist keeps about the user: this tab's
 * session storage and the device draft. It resolves with whether both went.
 */
export async function clearMyData(): Promise<boolean> {
  let ok = true;
  refused.clear();
  try {
    sessionStorage.clear();
  } catch {
    ok = false;
  }
  for (const key of storedKeys) changed(key);
  const s = deviceStore();
  if (s) {
    try {
      await clear(s);
    } catch {
      ok = false;
    }
  }
  return ok;
}

function isStoredKey(k: string): k is StoredKey {
  return (storedKeys as readonly string[]).includes(k);
}

/**
 * The tailoring screen's analysis, kept under analysisResult as the spec
 * says, beside its inputs (lastAnalyzedJobDescription, lastAnalyzedCvData).
 * It is marked so that neither page mistakes the other's result for its own:
 * readSession('analysisResult') answers null for it.
 */
export interface StoredTailoring {
  kind: 'tailoring';
  suggestions: unknown[];
  rawApiResponse: string;
}

const tailoringCodec = json((v: unknown): v is StoredTailoring => {
  const t = v as Partial<StoredTailoring> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    t.kind === 'tailoring' &&
    Array.isArray(t.suggestions) &&
    typeof t.rawApiResponse === 'string'
  );
});

/** readTailoring returns the stored tailoring analysis, or null when analysisResult holds none. */
export function readTailoring(): StoredTailoring | null {
  const raw = readRaw('analysisResult');
  return raw === null ? null : tailoringCodec.decode(raw);
}

/** writeTailoring stores a tailoring analysis under analysisResult. */
export function writeTailoring(value: StoredTailoring): boolean {
  return writeRaw('analysisResult', tailoringCodec.encode(value));
}

const expandedPrefix = 'expanded_';

/** readExpanded returns whether the user left an experience card open (expanded_{id}), or null if never set. */
export function readExpanded(experienceId: string): boolean | null {
  try {
    const raw = sessionStorage.getItem(expandedPrefix + experienceId);
    return raw === 'true' ? true : raw === 'false' ? false : null;
  } catch {
    return null;
  }
}

/** writeExpanded keeps an experience card's expansion for this tab (not in the device draft: it is view state). */
export function writeExpanded(experienceId: string, expanded: boolean): void {
  try {
    sessionStorage.setItem(expandedPrefix + experienceId, String(expanded));
  } catch (err) {
    report('tab', err);
  }
}

const versionReloadKey = 'versionReload';

/**
 * markVersionReload notes, for this tab, that the app is reloading into a
 * new version (features/pwa/new-version.ts); false if it already did so
 * less than withinMs ago, so that a chunk missing from the new version too
 * cannot reload the page over and over.
 */
export function markVersionReload(now: number, withinMs: number): boolean {
  try {
    const last = Number.parseInt(sessionStorage.getItem(versionReloadKey) ?? '', 10);
    if (last > 0 && now - last < withinMs) return false;
    sessionStorage.setItem(versionReloadKey, String(now));
    return true;
  } catch {
    return false; // without session storage, no reload loop is safe
  }
}

/** takeVersionReload reports once, after the reload, that the app reloaded into a new version. */
export function takeVersionReload(): boolean {
  try {
    const raw = sessionStorage.getItem(versionReloadKey);
    if (raw === null || raw.endsWith(':told')) return false;
    sessionStorage.setItem(versionReloadKey, `${raw}:told`);
    return true;
  } catch {
    return false;
  }
}
