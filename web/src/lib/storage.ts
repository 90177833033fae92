// The one place that reads and writes the browser's storage. Keys are the
// spec's session storage keys (section 3). Every session write is mirrored to
// a draft in IndexedDB (idb-keyval), so closing the app loses nothing; when a
// store fails the app degrades (device → this tab → this page) and says so,
// never throwing and never dropping what the user typed.
import { clear, createStore, entries, setMany, type UseStore } from 'idb-keyval';

export type SessionKey =
  | 'cvText'
  | 'jobDescription'
  | 'cvData'
  | 'cvDataJson'
  | 'fromPrepareCVData'
  | 'analysisResult'
  | 'lastAnalyzedJobDescription'
  | 'lastAnalyzedCvData';

const sessionKeys: readonly SessionKey[] = [
  'cvText',
  'jobDescription',
  'cvData',
  'cvDataJson',
  'fromPrepareCVData',
  'analysisResult',
  'lastAnalyzedJobDescription',
  'lastAnalyzedCvData',
];

/** A draft kept on the device: the session values and when they were last saved. */
export interface Draft {
  values: Partial<Record<SessionKey, string>>;
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
const refused = new Map<SessionKey, string>();
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

/** readSession returns the stored text, or null when absent or storage is unavailable. */
export function readSession(key: SessionKey): string | null {
  const kept = refused.get(key);
  if (kept !== undefined) return kept;
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * writeSession stores text for this tab and mirrors it to the device draft in
 * the background. It reports whether the tab kept it (if not, the page keeps
 * it in memory); problems with either store reach onStorageProblem listeners.
 */
export function writeSession(key: SessionKey, value: string): boolean {
  void saveDraftValue(key, value);
  try {
    sessionStorage.setItem(key, value);
    refused.delete(key);
    return true;
  } catch (err) {
    refused.set(key, value);
    report('tab', err);
    return false;
  }
}

/** saveDraftValue writes one value and the save time to the device draft; it resolves with success. */
export async function saveDraftValue(key: SessionKey, value: string): Promise<boolean> {
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
    for (const [k, v] of rows) {
      if (k === savedAtKey && typeof v === 'number') savedAt = v;
      else if (isSessionKey(k) && typeof v === 'string') values[k] = v;
    }
    if (!values.cvText?.trim() && !values.jobDescription?.trim()) return null;
    return { values, savedAt: new Date(savedAt) };
  } catch (err) {
    report('device', err);
    return null;
  }
}

/** hasSessionTexts tells whether this tab already holds a CV or a job description. */
export function hasSessionTexts(): boolean {
  return Boolean(readSession('cvText')?.trim() || readSession('jobDescription')?.trim());
}

/** restoreDraft puts a device draft back into this tab's session storage. */
export function restoreDraft(draft: Draft): void {
  for (const key of sessionKeys) {
    const v = draft.values[key];
    if (v === undefined) continue;
    try {
      sessionStorage.setItem(key, v);
    } catch (err) {
      report('tab', err);
    }
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

function isSessionKey(k: string): k is SessionKey {
  return (sessionKeys as readonly string[]).includes(k);
}
