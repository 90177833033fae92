// The pdf.js wrapper. It only extracts: each page's positioned text items,
// exactly as the core's parsePDF export reads them; the core does the layout.
// pdf.js is loaded on first use (its own chunk and its Web Worker), and the
// file never leaves the browser. Errors are values with the user's message.
import type { PdfItem, PdfLink, PdfPage } from '../cv/types';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { Result } from './core';

/** The spec's PDF size limit: 2 MB. */
export const maxPdfBytes = 2 * 1024 * 1024;

export type PdfErrorCode = 'not_pdf' | 'too_large' | 'read_failed' | 'no_text' | 'encrypted' | 'broken' | 'failed';

export interface PdfError {
  code: PdfErrorCode;
  message: string;
}

export const pdfMessages: Record<PdfErrorCode, string> = {
  not_pdf: 'Please upload a PDF file',
  too_large: 'File size must be less than 2MB',
  read_failed: 'Error reading file. Please try again.',
  no_text: 'This PDF has no text to read (it may be a scan). Please paste the text of your CV instead.',
  encrypted: 'This PDF is password-protected. Please remove the password or paste the text of your CV instead.',
  // The spec's message for a PDF that cannot be processed, then what to do.
  broken:
    'Error processing PDF file. Please try again. The file may be damaged or not really a PDF: check it or paste the text of your CV instead.',
  failed: 'Error processing PDF file. Please try again.',
};

function fail(code: PdfErrorCode): { ok: false; error: PdfError } {
  return { ok: false, error: { code, message: pdfMessages[code] } };
}

/** checkPdfFile applies the spec's type and size rules before anything is read. */
export function checkPdfFile(file: { type: string; size: number }): PdfError | null {
  if (file.type !== 'application/pdf') return fail('not_pdf').error;
  if (file.size > maxPdfBytes) return fail('too_large').error;
  return null;
}

/** The part of pdf.js this file uses, so tests can pass Node's legacy build. */
export interface PdfLib {
  getDocument(src: { data: Uint8Array; isEvalSupported: boolean; verbosity: number; worker?: PdfWorker } & PdfAssets): {
    promise: Promise<PdfDocument>;
    destroy(): Promise<void>;
  };
}

/**
 * Where pdf.js finds the Adobe CMaps and the standard font data that ship in
 * pdfjs-dist: without them, text in CID-keyed or non-embedded fonts loses
 * characters. URLs on our origin in the browser, folder paths in Node.
 */
export interface PdfAssets {
  cMapUrl?: string;
  cMapPacked?: boolean;
  standardFontDataUrl?: string;
}

/** pdf.js's worker, started ahead of the first document (see loadLib). */
export interface PdfWorker {
  readonly promise: Promise<void>;
}

interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<PdfPageProxy>;
  getAttachments(): Promise<Record<string, { filename: string; content: Uint8Array }> | null>;
}

/** A file embedded in the PDF that the core may read (a Europass CV's XML). */
export interface PdfAttachment {
  name: string;
  data: Uint8Array;
}

/** What a chosen PDF gives the core: its pages' items and its XML attachments. */
export interface PdfRead {
  pages: PdfPage[];
  attachments: PdfAttachment[];
}

// Only XML files are kept, up to the size the core reads: the Europass
// editor attaches the CV's XML to every PDF it saves.
const maxAttachmentBytes = 4 * 1024 * 1024;

async function xmlAttachments(doc: PdfDocument): Promise<PdfAttachment[]> {
  const all = (await doc.getAttachments()) ?? {};
  return Object.values(all)
    .filter((a) => /\.xml$/i.test(a.filename) && a.content.length <= maxAttachmentBytes)
    .map((a) => ({ name: a.filename, data: a.content }));
}

interface PdfPageProxy {
  getViewport(p: { scale: number }): { width: number; height: number };
  getTextContent(): Promise<{ items: ReadonlyArray<object> }>;
  getAnnotations(): Promise<ReadonlyArray<object>>;
  cleanup(): void;
}

interface RawItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

// Marked-content markers sit among the items but carry no text.
function isText(item: object): item is RawItem {
  return 'str' in item;
}

function toItem(it: RawItem): PdfItem {
  return {
    str: it.str,
    x: it.transform[4] ?? 0,
    y: it.transform[5] ?? 0,
    w: it.width,
    h: it.height,
    font: it.fontName,
    eol: it.hasEOL,
  };
}

interface RawLink {
  subtype: 'Link';
  url: string;
  rect: number[];
}

// Only links to a web address or a mailto: are kept: a LinkedIn, GitHub or
// email shown as an icon or a handle exists in the PDF only as such a link.
function isWebLink(a: object): a is RawLink {
  const r = a as Partial<RawLink>;
  return r.subtype === 'Link' && typeof r.url === 'string' && /^(https?:|mailto:)/i.test(r.url) && r.rect?.length === 4;
}

function toLink(a: RawLink): PdfLink {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = a.rect;
  return { url: a.url, x0, y0, x1, y1 };
}

/** errorCode sorts a pdf.js failure into the message the user gets. */
export function errorCode(err: unknown): PdfErrorCode {
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') return 'encrypted';
  if (name === 'InvalidPDFException' || name === 'FormatError') return 'broken';
  return 'failed';
}

/**
 * extractPages reads every page's text items. A PDF without a single
 * non-blank item is a scan (no text layer) and is refused as such.
 */
export async function extractPages(
  lib: PdfLib,
  data: Uint8Array,
  assets: PdfAssets = {},
  worker?: PdfWorker,
): Promise<Result<PdfPage[]>> {
  const r = await extractDocument(lib, data, assets, worker, false);
  return r.ok ? { ok: true, value: r.value.pages } : r;
}

/** extractDocument is extractPages with the PDF's XML attachments too, when withAttachments. */
export async function extractDocument(
  lib: PdfLib,
  data: Uint8Array,
  assets: PdfAssets = {},
  worker?: PdfWorker,
  withAttachments = true,
): Promise<Result<PdfRead>> {
  // Destroying the loading task frees the document, also when opening failed,
  // and its worker unless the worker was given (then it is kept for the next).
  const task = lib.getDocument({
    data,
    isEvalSupported: false,
    verbosity: 0,
    ...assets,
    ...(worker ? { worker } : {}),
  });
  try {
    const doc = await task.promise;
    // Every request is sent at once: pdf.js's worker answers them one after
    // the other without waiting for this thread between pages.
    const [pages, attachments] = await Promise.all([
      Promise.all(Array.from({ length: doc.numPages }, (_, i) => readPage(doc, i + 1))),
      withAttachments ? xmlAttachments(doc) : Promise.resolve([]),
    ]);
    if (!pages.some((p) => p.items.some((it) => it.str.trim() !== ''))) return fail('no_text');
    return { ok: true, value: { pages, attachments } };
  } catch (err) {
    const code = errorCode(err);
    if (code === 'failed') console.warn('PDF processing failed:', err);
    return fail(code);
  } finally {
    void task.destroy();
  }
}

async function readPage(doc: PdfDocument, n: number): Promise<PdfPage> {
  const page = await doc.getPage(n);
  const { width, height } = page.getViewport({ scale: 1 });
  const [content, annotations] = await Promise.all([page.getTextContent(), page.getAnnotations()]);
  page.cleanup();
  return {
    width,
    height,
    items: content.items.filter(isText).map(toItem),
    links: annotations.filter(isWebLink).map(toLink),
  };
}

/** The CMaps and fonts, copied from pdfjs-dist to our origin at build time (vite.config.ts), cached at first use. */
export const browserAssets: PdfAssets = {
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
};

interface Loaded {
  pdfjs: PdfLib;
  worker: PdfWorker;
}

let lib: Promise<Loaded> | undefined;

// pdf.js is two files, fetched when the PDF tab opens (preloadPdf) or else
// when a PDF is chosen: its chunk, run on the page's thread, and its worker
// script (1.2 MB), fetched, compiled and run on a thread of its own. Both
// start at once: pdf.js's own PDFWorker would start the worker only once the
// chunk had run, and that wait was a third of the time from a PDF chosen
// right after the tab opened to its text (docs/measurements.md).
function loadLib(): Promise<Loaded> {
  if (lib) return lib;
  const started = startWorker();
  lib = Promise.all([import('pdfjs-dist'), started]).then(([pdfjs, port]) => {
    performance.measure(timing.start, timing.startMark);
    return { pdfjs: pdfjs as unknown as PdfLib, worker: pdfjs.PDFWorker.create({ port }) };
  });
  // A library or worker that could not load is not kept, nor left running
  // when the other half failed: the next PDF tries again.
  lib.catch(() => {
    lib = undefined;
    started.then((w) => w.terminate()).catch(() => {});
  });
  return lib;
}

// startWorker runs pdf.js's worker script (served from our own origin: CSP
// worker-src 'self') and resolves once it says it is ready, or rejects if
// the script cannot load (offline before it was ever cached).
function startWorker(): Promise<Worker> {
  performance.mark(timing.startMark);
  const worker = new Worker(workerUrl, { type: 'module', name: 'pdfjs' });
  return new Promise((resolve, reject) => {
    const ac = new AbortController();
    worker.addEventListener(
      'message',
      (e: MessageEvent<{ action?: string }>) => {
        if (e.data.action !== 'ready') return;
        ac.abort();
        resolve(worker);
      },
      { signal: ac.signal },
    );
    worker.addEventListener(
      'error',
      (e) => {
        ac.abort();
        worker.terminate();
        reject(new Error(e.message || "pdf.js's worker script could not be loaded"));
      },
      { signal: ac.signal },
    );
  });
}

/**
 * The User Timing names (DevTools' Timings track; make bench prints them):
 * pdf.js's start, then a chosen PDF's wait for it, its read by pdf.js and
 * the core's layout and parse of what pdf.js read (measured by the page).
 */
export const timing = {
  startMark: 'pdf.js start requested',
  start: 'pdf.js start',
  wait: 'PDF: waiting for pdf.js',
  read: 'PDF: pdf.js reading',
  core: 'PDF: core layout and parse',
};

/**
 * preloadPdf starts loading pdf.js, so that its fetch and compilation run
 * while the user picks a file rather than after; a failure is left for
 * readPdf to meet again and report.
 */
export function preloadPdf(): void {
  loadLib().catch(() => {});
}

/** readPdf checks, reads and extracts a chosen file, all in the browser: its pages and XML attachments. */
export async function readPdf(file: File): Promise<Result<PdfRead>> {
  const refused = checkPdfFile(file);
  if (refused) return { ok: false, error: refused };
  let data: Uint8Array;
  try {
    data = new Uint8Array(await file.arrayBuffer());
  } catch (err) {
    console.warn('Reading the file failed:', err);
    return fail('read_failed');
  }
  return readBytes(data, true);
}

/** readPdfBytes extracts the text items of a PDF's bytes (the page's own PDF download read back). */
export async function readPdfBytes(data: Uint8Array): Promise<Result<PdfPage[]>> {
  const r = await readBytes(data, false);
  return r.ok ? { ok: true, value: r.value.pages } : r;
}

async function readBytes(data: Uint8Array, withAttachments: boolean): Promise<Result<PdfRead>> {
  const t0 = performance.now();
  let loaded: Loaded;
  try {
    loaded = await loadLib();
  } catch (err) {
    console.warn('The PDF library could not load:', err);
    return fail('failed');
  }
  const t1 = performance.now();
  performance.measure(timing.wait, { start: t0, end: t1 });
  const r = await extractDocument(loaded.pdfjs, data, browserAssets, loaded.worker, withAttachments);
  performance.measure(timing.read, { start: t1 });
  return r;
}
