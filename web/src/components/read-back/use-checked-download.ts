// The PDF and Word downloads with their read-back: make the file, read it
// back, and save it at once when everything came back (the save is told what
// was read back, for its one-line note); otherwise hold it for the dialog
// (ReadBackDialog), which names what did not come back.
import { useState } from 'react';
import type { CheckedFile } from './read-back-dialog';
import type { MadeFile } from '../../lib/read-back';

type Status =
  { kind: 'idle' } | { kind: 'checking'; what: string } | { kind: 'ready'; file: CheckedFile; save: () => void };

/**
 * useCheckedDownload runs make (build and read back) for a file; a clean file
 * is saved at once with the read-back's summary, any other is held for the
 * dialog, where save writes it and closes the dialog.
 */
export function useCheckedDownload() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function check(
    what: string,
    make: () => Promise<MadeFile | null>,
    save: (blob: Blob, readBack?: string) => void,
  ): Promise<void> {
    setStatus({ kind: 'checking', what });
    const made = await make();
    if (!made) {
      setStatus({ kind: 'idle' });
      return;
    }
    const report = made.readBack.ok ? made.readBack.value : { error: made.readBack.error.message };
    if (!('error' in report) && report.missing.length === 0 && made.unsupported.length === 0) {
      setStatus({ kind: 'idle' });
      save(made.blob, report.summary);
      return;
    }
    setStatus({
      kind: 'ready',
      file: { what, report, unsupported: made.unsupported },
      save: () => {
        setStatus({ kind: 'idle' });
        save(made.blob);
      },
    });
  }

  return {
    /** The file being made and read back ("PDF"), for the buttons' busy state. */
    checking: status.kind === 'checking' ? status.what : null,
    file: status.kind === 'ready' ? status.file : null,
    check,
    save: () => {
      if (status.kind === 'ready') status.save();
    },
    close: () => setStatus({ kind: 'idle' }),
  };
}
