// The one place that reads and writes the browser's storage. Keys are the
// spec's session storage keys (section 3).

export type SessionKey =
  | 'cvText'
  | 'jobDescription'
  | 'cvData'
  | 'cvDataJson'
  | 'fromPrepareCVData'
  | 'analysisResult'
  | 'lastAnalyzedJobDescription'
  | 'lastAnalyzedCvData';

/** readSession returns the stored text, or null when absent or storage is unavailable. */
export function readSession(key: SessionKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** writeSession stores text and reports whether the browser kept it. */
export function writeSession(key: SessionKey, value: string): boolean {
  try {
    sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
