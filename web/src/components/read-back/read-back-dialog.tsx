// The read-back step of the PDF and Word downloads, shown only when something
// did not come back (a clean file is saved at once): what the file gave back
// when read the way an applicant tracking system reads it, the fields that
// did not come back by name, and how to fix them in the editor; the user
// saves anyway or goes back to fix it.
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { ReadBackReport } from '../../lib/read-back';

export interface CheckedFile {
  /** "PDF" or "Word file", as the buttons say it. */
  what: string;
  /** The fields, or why the file could not be read back. */
  report: ReadBackReport | { error: string };
  /** Characters of the CV the file could not hold (the PDF font lacks them). */
  unsupported: string[];
}

export function ReadBackDialog({
  file,
  onSave,
  onClose,
}: {
  file: CheckedFile | null;
  onSave: () => void;
  onClose: () => void;
}) {
  if (!file) return null;
  const { report, unsupported, what } = file;
  const failed = 'error' in report;
  const missing = failed ? [] : report.missing;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Check your ${what} before saving`}
      description={`We read the ${what} back the way an applicant tracking system would and compared it with your CV.`}
      footer={
        <>
          <Button variant="secondary" onClick={onSave}>
            Save anyway
          </Button>
          <Button onClick={onClose}>Go back and fix it</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-body">
        {failed ? (
          <p role="alert">
            The {what} could not be read back: {report.error}
          </p>
        ) : (
          <p>{report.summary}.</p>
        )}
        {missing.length > 0 && (
          <div role="alert">
            <p className="font-semibold text-danger">Did not come back from the {what}:</p>
            <ul className="mt-1 list-disc pl-5">
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <p className="mt-1">
              To fix it: go back, open the section of each field named here with its Edit button, check the field is
              filled in as you want it read, save it, and make the {what} again.
            </p>
          </div>
        )}
        {unsupported.length > 0 && (
          <p role="alert" className="text-danger">
            Characters the {what}’s font cannot show, left out: {unsupported.join(' ')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
