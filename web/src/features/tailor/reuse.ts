// The reuse rule (spec section 4, "Tailoring load"): a stored AI analysis is
// used again, with no new call, when it exists and was made for exactly the
// current job description and CV data. The stored value is marked as a
// tailoring analysis: /analysis keeps its own result under the same key.

/** What the tailoring screen keeps under analysisResult. */
export interface StoredTailoring {
  kind: 'tailoring';
  suggestions: unknown[];
  rawApiResponse: string;
}

/** The three session values the rule reads. */
export interface StoredInputs {
  analysisResult: string | null;
  lastAnalyzedJobDescription: string | null;
  lastAnalyzedCvData: string | null;
}

/**
 * reusable returns the stored tailoring analysis when it was made for this
 * job description and this CV data (the transformed CV as JSON), else null.
 */
export function reusable(stored: StoredInputs, jobDescription: string, cvData: string): StoredTailoring | null {
  if (!stored.analysisResult) return null;
  if (stored.lastAnalyzedJobDescription !== jobDescription || stored.lastAnalyzedCvData !== cvData) return null;
  try {
    const v = JSON.parse(stored.analysisResult) as Partial<StoredTailoring>;
    if (v.kind !== 'tailoring' || !Array.isArray(v.suggestions)) return null;
    return { kind: 'tailoring', suggestions: v.suggestions, rawApiResponse: typeof v.rawApiResponse === 'string' ? v.rawApiResponse : '' };
  } catch {
    return null;
  }
}

/** toStore is what a new analysis and its inputs are stored as. */
export function toStore(
  suggestions: unknown[],
  rawApiResponse: string,
  jobDescription: string,
  cvData: string,
): { analysisResult: string; lastAnalyzedJobDescription: string; lastAnalyzedCvData: string } {
  const value: StoredTailoring = { kind: 'tailoring', suggestions, rawApiResponse };
  return { analysisResult: JSON.stringify(value), lastAnalyzedJobDescription: jobDescription, lastAnalyzedCvData: cvData };
}
