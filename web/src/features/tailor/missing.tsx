import { useEffect } from 'react';
import { toast } from 'sonner';
import { ErrorScreen } from '../../components/error-screen';
import { readSession } from '../../lib/storage';
import type { StoredCv } from '../../cv/session';

const missingData = 'Missing CV data or job description. Please start over.';

/** tailorInputsMissing tells whether tailoring lacks its CV text or its job description. */
export function tailorInputsMissing(record: StoredCv | null, jobDescription: string): boolean {
  return !record?.text.trim() || !jobDescription.trim();
}

/** storedJob is the job description tailoring works on, as stored now. */
export function storedJob(): string {
  return readSession('jobDescription') ?? '';
}

/**
 * MissingTailorData is what tailoring shows without its inputs: the toast
 * and the error screen, also drawn by the route before the page's code
 * loads (app.tsx).
 */
export function MissingTailorData() {
  useEffect(() => {
    toast.error(missingData);
  }, []);
  return <ErrorScreen title="Error" message={missingData} to="/cv_preparation" action="Go Back" />;
}
