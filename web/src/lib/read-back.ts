// Reads a file the page made back the way an applicant tracking system would,
// before the user saves it: the PDF through pdf.js and the core's PDF parser,
// the Word file's text (its word/document.xml, unzipped with fflate, which
// docx and jsPDF already bring) through the core's text parser; then compares
// what came back with the document.
import { strFromU8, unzipSync } from 'fflate';
import type { FormattedCV, PdfPage, ReadBackReport, StructuredCV, WordDoc } from '../cv/types';
import type { Core, Result } from './core';

export type { ReadBackField, ReadBackReport } from '../cv/types';

type ReadPages = (data: Uint8Array) => Promise<Result<PdfPage[]>>;

const wordNs = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** spaced tells whether a paragraph sets space before or after it (w:spacing). */
function spaced(p: Element, side: 'before' | 'after'): boolean {
  const spacing = Array.from(p.getElementsByTagNameNS(wordNs, 'spacing'))[0];
  return Number(spacing?.getAttributeNS(wordNs, side) ?? 0) > 0;
}

/**
 * docxText is the text a reader gets from a .docx: one line per paragraph,
 * tabs and line breaks kept, a bulleted (numbered) paragraph starting "• ",
 * and a blank line where a paragraph sets space before or after it, the gap
 * a reader of the page sees between entries (without it, an entry's head
 * after a bullet reads as the bullet's continuation).
 */
export function docxText(bytes: Uint8Array): string {
  const files = unzipSync(bytes, { filter: (f) => f.name === 'word/document.xml' });
  const xml = files['word/document.xml'];
  if (!xml) throw new Error('read-back: the Word file has no word/document.xml');
  const dom = new DOMParser().parseFromString(strFromU8(xml), 'application/xml');
  const lines: string[] = [];
  for (const p of Array.from(dom.getElementsByTagNameNS(wordNs, 'p'))) {
    let text = '';
    for (const node of Array.from(p.getElementsByTagNameNS(wordNs, '*'))) {
      if (node.localName === 't') text += node.textContent ?? '';
      else if (node.localName === 'tab') text += '\t';
      else if (node.localName === 'br' || node.localName === 'cr') text += '\n';
    }
    const bulleted = p.getElementsByTagNameNS(wordNs, 'numPr').length > 0;
    if (spaced(p, 'before') && lines.length > 0 && lines.at(-1) !== '') lines.push('');
    lines.push(bulleted && text.trim() !== '' ? `• ${text}` : text);
    if (spaced(p, 'after')) lines.push('');
  }
  return lines.join('\n');
}

// The core compares the document with the file's reading, exactly: the
// same normalised values its parser gives, field by field (wasm/cv ReadBack).
async function compare(core: Core, doc: StructuredCV, parsed: Result<FormattedCV>): Promise<Result<ReadBackReport>> {
  if (!parsed.ok) return parsed;
  return core.readBack(doc, parsed.value);
}

/** readBackPdf reads a PDF's bytes with pdf.js and the core's layout-aware parser. */
export async function readBackPdf(
  core: Core,
  doc: StructuredCV,
  bytes: Uint8Array,
  readPages: ReadPages,
): Promise<Result<ReadBackReport>> {
  // pdf.js takes the buffer it is given; the file to save keeps its own.
  const pages = await readPages(bytes.slice());
  if (!pages.ok) return { ok: false, error: { code: pages.error.code, message: pages.error.message } };
  const parsed = await core.parsePDF(pages.value);
  return compare(core, doc, parsed.ok ? { ok: true, value: parsed.value.cv } : parsed);
}

/** readBackDocx reads a Word file's text with the core's text parser. */
export async function readBackDocx(core: Core, doc: StructuredCV, bytes: Uint8Array): Promise<Result<ReadBackReport>> {
  let text: string;
  try {
    text = docxText(bytes);
  } catch (err) {
    return {
      ok: false,
      error: { code: 'read_back_failed', message: `The Word file could not be read back: ${String(err)}` },
    };
  }
  return compare(core, doc, await core.parseText(text));
}

/** A file made for download with its reading, for the read-back dialog. */
export interface MadeFile {
  blob: Blob;
  /** Characters of the CV the file could not hold. */
  unsupported: string[];
  readBack: Result<ReadBackReport>;
}

/** makeCheckedPdf writes the PDF of a content model (the writer is loaded on first use) and reads it back. */
export async function makeCheckedPdf(core: Core, doc: StructuredCV, model: WordDoc): Promise<MadeFile> {
  const [{ buildPdf }, { readPdfBytes }] = await Promise.all([import('./pdf-writer'), import('./pdf')]);
  const pdf = await buildPdf(model);
  const readBack = await readBackPdf(core, doc, pdf.bytes, readPdfBytes);
  const blob = new Blob([pdf.bytes as BlobPart], { type: 'application/pdf' });
  return { blob, unsupported: pdf.unsupported, readBack };
}

/** makeCheckedDocx writes the Word file of a content model and reads it back. */
export async function makeCheckedDocx(core: Core, doc: StructuredCV, model: WordDoc): Promise<MadeFile> {
  const { buildDocx } = await import('./docx');
  const blob = await buildDocx(model);
  const readBack = await readBackDocx(core, doc, new Uint8Array(await blob.arrayBuffer()));
  return { blob, unsupported: [], readBack };
}
