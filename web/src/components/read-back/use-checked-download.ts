// The PDF and Word downloads with their read-back: make the file, read it
// back, show what came back (ReadBackDialog), and save only when the user says.
import { useState } from 'react';
import type { CheckedFile } from './read-back-dialog';
import type { MadeFile } from '../../lib/read-back';

type Status = { kind: 'idle' } | { kind: 'checking'; what: string } | { kind: 'ready'; file: CheckedFile; save: () => void };

/**
 * useCheckedDownload runs make (build and read back) for a file, then holds
 * it for the dialog; save writes it and closes the dialog.
 */
export function useCheckedDownload() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function check(what: string, make: () => Promise<MadeFile | null>, save: (blob: Blob) => void): Promise<void> {
    setStatus({ kind: 'checking', what });
    const made = await make();
    if (!made) {
      setStatus({ kind: 'idle' });
      return;
    }
    const report = made.readBack.ok ? made.readBack.value : { error: made.readBack.error.message };
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
