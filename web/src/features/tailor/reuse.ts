// The reuse rule (spec section 4, "Tailoring load"): a stored AI analysis is
// used again, with no new call, when it exists and was made for exactly the
// current job description and CV data.
import type { StoredTailoring } from '../../lib/storage';

/** The three session values the rule reads. */
export interface StoredInputs {
  analysisResult: StoredTailoring | null;
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
  return stored.analysisResult;
}
