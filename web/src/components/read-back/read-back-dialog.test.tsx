// The read-back step as the page runs it (useCheckedDownload with
// ReadBackDialog), for each outcome of a file's read-back: a clean file is
// saved at once with what was read back and no dialog; any other opens the
// dialog, which names what did not come back and how to fix it, and saves
// only when asked. The e2e specs (cv-read-back.spec.ts) run the PDF's dialog
// and both clean saves with the real writers; the Word file's dialog and a
// failed read-back cannot be provoked there (the Word file holds every
// character), so they are tested here.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MadeFile, ReadBackReport } from '../../lib/read-back';
import { ReadBackDialog } from './read-back-dialog';
import { useCheckedDownload } from './use-checked-download';

interface Saved {
  blob: Blob;
  readBack?: string;
}

function Harness({ made, saved }: { made: MadeFile; saved: Saved[] }) {
  const checked = useCheckedDownload();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void checked.check(
            'Word file',
            () => Promise.resolve(made),
            (blob, readBack) => saved.push({ blob, readBack }),
          )
        }
      >
        Create Word File
      </button>
      <ReadBackDialog file={checked.file} onSave={checked.save} onClose={checked.close} />
    </>
  );
}

const blob = new Blob(['word file']);

function report(missing: string[]): ReadBackReport {
  const summary =
    missing.length === 0
      ? 'Read back: name, email, 2 jobs with dates, 1 degree'
      : 'Read back: name, email, 2 jobs with dates, 0 of 1 degree';
  return { complete: missing.length === 0, summary, missing, fields: [] };
}

const clean: MadeFile = { blob, unsupported: [], readBack: { ok: true, value: report([]) } };
const lost: MadeFile = {
  blob,
  unsupported: [],
  readBack: { ok: true, value: report(['degree: BSc Computer Science — Northfield University (2012)']) },
};
const unreadable: MadeFile = {
  blob,
  unsupported: [],
  readBack: { ok: false, error: { code: 'read_back_failed', message: 'the Word file has no word/document.xml' } },
};

afterEach(cleanup);

describe('the read-back step of a download', () => {
  it('saves a clean file at once with what was read back, no dialog', async () => {
    const saved: Saved[] = [];
    render(<Harness made={clean} saved={saved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Word File' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ blob, readBack: 'Read back: name, email, 2 jobs with dates, 1 degree' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the field that did not come back and how to fix it; saves only when asked', async () => {
    const saved: Saved[] = [];
    render(<Harness made={lost} saved={saved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Word File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your Word file before saving' });
    expect(dialog.textContent).toContain('Did not come back from the Word file:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'degree: BSc Computer Science — Northfield University (2012)',
    ]);
    expect(dialog.textContent).toContain('Read back: name, email, 2 jobs with dates, 0 of 1 degree.');
    expect(dialog.textContent).toContain(
      'To fix it: go back, open the section of each field named here with its Edit button',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go back and fix it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Create Word File' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saved knowingly: no "read back complete" line goes with it.
    expect(saved).toEqual([{ blob, readBack: undefined }]);
  });

  it('says so when the file could not be read back, and saves nothing unasked', async () => {
    const saved: Saved[] = [];
    render(<Harness made={unreadable} saved={saved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Word File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your Word file before saving' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The Word file could not be read back: the Word file has no word/document.xml',
    );
    expect(dialog.textContent).not.toContain('Read back:');
    expect(saved).toHaveLength(0);
  });
});
