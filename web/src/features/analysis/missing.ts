import { readSession } from '../../lib/storage';
import { readCv } from '../../lib/use-cv';

/** analysisMissing is the analysis's message when it is opened without a CV or a job, else null. */
export function analysisMissing(): string | null {
  const missing = !readCv()?.text.trim() || !readSession('jobDescription')?.trim();
  return missing ? 'Missing CV or job description data. Please start over.' : null;
}
