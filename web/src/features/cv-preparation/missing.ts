import { readCv } from '../../lib/use-cv';

/** cvMissing is the Formatted CV's message when it is opened without a CV, else null. */
export function cvMissing(): string | null {
  return readCv()?.text.trim() ? null : 'Missing CV data. Please start over.';
}
