// The Formatted CV's downloads, as one list: the footer shows a button per
// entry, in this order, and runs every entry through the same checks first
// (a document with content; later, no unfilled gap). A new file type is one
// more entry here. The Word file and the PDF are read back before they are
// saved, so they go through the read-back dialog (cv-preparation-page.tsx).
import { toast } from 'sonner';
import type { StructuredCV } from '../../cv/types';
import type { Core, Result } from '../../lib/core';
import { saveFile } from '../../lib/download';

export const noData = 'No CV data available to download';
export const transformFailed = 'Failed to transform CV data';

export interface Download {
  /** The button's text. */
  label: string;
  /** Makes the file from the document and saves it; reports its own success or failure. */
  save: (core: Core, doc: StructuredCV) => Promise<void>;
}

// The core writes each file's content from the document as it is.
async function content<T>(made: Result<T> | Promise<Result<T>>): Promise<T | null> {
  const r = await made;
  if (r.ok) return r.value;
  console.warn('Download failed:', r.error);
  toast.error(transformFailed);
  return null;
}

function saved(
  name: string,
  data: Blob | string,
  type: string | undefined,
  success: string | null,
  failure: string,
): void {
  try {
    saveFile(name, data, type);
    if (success) toast.success(success);
  } catch (err) {
    console.warn(`${name} failed:`, err);
    toast.error(failure);
  }
}

export const downloads: Download[] = [
  {
    label: 'Download Text',
    save: async (core, doc) => {
      const text = await content(core.exportText(doc));
      if (text !== null) saved('formatted_cv.txt', text, undefined, null, 'Failed to download text file');
    },
  },
  {
    label: 'Download JSON',
    save: async (core, doc) => {
      const json = await content(core.exportJSON(doc));
      if (json !== null)
        saved(
          'formatted_cv.json',
          json,
          'application/json',
          'JSON file downloaded successfully',
          'Failed to download JSON file',
        );
    },
  },
  {
    label: 'Download JSON Resume',
    save: async (core, doc) => {
      const json = await content(core.exportJSONResume(doc));
      if (json !== null) {
        saved(
          'formatted_cv.resume.json',
          json,
          'application/json',
          'JSON Resume file downloaded successfully',
          'Failed to download JSON file',
        );
      }
    },
  },
];
