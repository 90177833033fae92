// The checks a chosen Word file meets before the core reads it (the core's
// parseDocx does the reading, so a .docx is read offline like a PDF). Kept
// apart from docx.ts, the Word writer, which belongs to the downloads' code.
import type { Result } from './core';

export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The same size limit as a PDF's: 2 MB. */
export const maxDocxBytes = 2 * 1024 * 1024;

export type DocxFileErrorCode = 'too_large' | 'read_failed';

export interface DocxFileError {
  code: DocxFileErrorCode;
  message: string;
}

// The PDF's messages, as the spec words them.
const messages: Record<DocxFileErrorCode, string> = {
  too_large: 'File size must be less than 2MB',
  read_failed: 'Error reading file. Please try again.',
};

/**
 * isDocxFile says whether a chosen file is meant as a Word file: by its type,
 * or by its name when the system gives no type. What is inside is the core's
 * to check.
 */
export function isDocxFile(file: { type: string; name: string }): boolean {
  return file.type === docxType || (file.type === '' && /\.docx$/i.test(file.name));
}

/** readDocxFile checks the size and returns the file's bytes for the core. */
export async function readDocxFile(file: Blob): Promise<Result<Uint8Array>> {
  if (file.size > maxDocxBytes) return { ok: false, error: { code: 'too_large', message: messages.too_large } };
  try {
    return { ok: true, value: new Uint8Array(await file.arrayBuffer()) };
  } catch (err) {
    console.warn('Reading the file failed:', err);
    return { ok: false, error: { code: 'read_failed', message: messages.read_failed } };
  }
}
