// @vitest-environment node
// The extraction on real CV PDFs and on the made-up bad ones (e2e/fixtures),
// through Node's build of the same pdf.js, then through the core's layout.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as legacy from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCore, type Core } from './core';
import {
  browserAssets,
  checkPdfFile,
  errorCode,
  extractDocument,
  extractPages,
  maxPdfBytes,
  pdfMessages,
  readPdf,
  type PdfLib,
} from './pdf';

const lib = legacy as unknown as PdfLib;
const resumes = new URL('../../../../shared/fixtures/real/resumes/', import.meta.url);
const ownFixtures = new URL('../../e2e/fixtures/', import.meta.url);
const layouts = new URL('../../../../shared/fixtures/layouts/', import.meta.url);

async function bytes(url: URL): Promise<Uint8Array> {
  return new Uint8Array(await readFile(url));
}

let core: Core;

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

describe('checkPdfFile', () => {
  const rows = [
    { name: 'a PDF within the limit', file: { type: 'application/pdf', size: 1000 }, want: null },
    { name: 'exactly 2 MB', file: { type: 'application/pdf', size: maxPdfBytes }, want: null },
    { name: 'one byte over 2 MB', file: { type: 'application/pdf', size: maxPdfBytes + 1 }, want: 'too_large' },
    { name: 'a text file', file: { type: 'text/plain', size: 10 }, want: 'not_pdf' },
    { name: 'no type at all', file: { type: '', size: 10 }, want: 'not_pdf' },
  ];
  for (const row of rows) {
    it(row.name, async () => {
      expect(checkPdfFile(row.file)?.code ?? null).toBe(row.want);
    });
  }

  it('uses the spec messages', async () => {
    expect(checkPdfFile({ type: 'image/png', size: 1 })?.message).toBe('Please upload a PDF file');
    expect(checkPdfFile({ type: 'application/pdf', size: 3e6 })?.message).toBe('File size must be less than 2MB');
  });
});

describe('errorCode', () => {
  function named(name: string): Error {
    const e = new Error('x');
    e.name = name;
    return e;
  }
  const rows = [
    { name: 'password', err: named('PasswordException'), want: 'encrypted' },
    { name: 'invalid structure', err: named('InvalidPDFException'), want: 'broken' },
    { name: 'format error', err: named('FormatError'), want: 'broken' },
    { name: 'anything else', err: new TypeError('boom'), want: 'failed' },
    { name: 'not an error', err: 'text', want: 'failed' },
  ];
  for (const row of rows) {
    it(row.name, async () => {
      expect(errorCode(row.err)).toBe(row.want);
    });
  }
});

// pdf.js and the core's first call take seconds on a busy machine; speed is measured by make bench.
describe.skipIf(!existsSync(resumes))('extractPages on real PDFs', { timeout: 30_000 }, () => {
  it('gives the core what it lays out into the CV text', async () => {
    const r = await extractPages(lib, await bytes(new URL('OmkarResume.pdf', resumes)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.length).toBeGreaterThan(0);
    expect(r.value[0]?.width).toBeGreaterThan(0);
    const parsed = await core.parsePDF(r.value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.text).toContain('Omkar Pathak');
    expect(parsed.value.cv.email).toBe('omkarpathak27@gmail.com');
  });

  it('reads a two-column CV', async () => {
    const r = await extractPages(lib, await bytes(new URL('resume-matcher-template-two-column.pdf', resumes)));
    if (!r.ok) throw new Error(r.error.message);
    const parsed = await core.parsePDF(r.value);
    expect(parsed.ok && parsed.value.text.length).toBeGreaterThan(200);
  });
});

describe("extractDocument reads a Europass PDF's XML attachment", () => {
  it('gives the core the attachment, and the core reads the CV from it', async () => {
    const r = await extractDocument(lib, await bytes(new URL('europass-en.pdf', ownFixtures)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.attachments.map((a) => a.name)).toEqual(['attachment.xml']);
    const parsed = await core.parsePDF(r.value.pages, r.value.attachments);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.source).toBe('europass');
    expect(parsed.value.text).toContain('Aoife Byrne');
    expect(parsed.value.cv.languages).toContainEqual({ language: 'Irish', proficiencyLevel: 'B1–B2' });
    expect(parsed.value.cv.professionalExperience[0]).toMatchObject({
      company: 'Liffey Bank',
      duration: '04/2021 – Present',
    });
  });

  it('gives no attachments for a PDF without any, and the layout parse runs', async () => {
    const r = await extractDocument(lib, await bytes(new URL('two-column.pdf', ownFixtures)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.attachments).toEqual([]);
    const parsed = await core.parsePDF(r.value.pages, r.value.attachments);
    expect(parsed.ok && parsed.value.source).toBeUndefined();
  });
});

describe('extractPages with the CMaps and fonts of pdfjs-dist', () => {
  const dir = new URL('../../node_modules/pdfjs-dist/', import.meta.url).pathname;
  const assets = { cMapUrl: dir + 'cmaps/', cMapPacked: true, standardFontDataUrl: dir + 'standard_fonts/' };

  it('reads a non-embedded CID font, which gives no text without them', async () => {
    const r = await extractPages(lib, await bytes(new URL('cid-cmap.pdf', ownFixtures)), assets);
    if (!r.ok) throw new Error(r.error.message);
    const text = r.value[0]?.items.map((it) => it.str).join(' ');
    expect(text).toContain('Hanako');
    expect(text).toContain('日本語');
  });

  it('the browser asks for them on our own origin', async () => {
    expect(browserAssets).toEqual({
      cMapUrl: '/pdfjs/cmaps/',
      cMapPacked: true,
      standardFontDataUrl: '/pdfjs/standard_fonts/',
    });
  });
});

describe('extractPages reads link annotations', () => {
  it.skipIf(!existsSync(layouts))('keeps web and mailto: links with their rectangles', async () => {
    const r = await extractPages(lib, await bytes(new URL('altacv/sample.pdf', layouts)));
    if (!r.ok) throw new Error(r.error.message);
    const links = r.value.flatMap((p) => p.links ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) {
      expect(l.url).toMatch(/^(https?:|mailto:)/);
      expect(l.x1).toBeGreaterThan(l.x0);
    }
  });
});

describe('extractPages on bad PDFs', () => {
  const rows = [
    { name: 'a scan without a text layer', file: 'scan-only.pdf', want: 'no_text' },
    { name: 'a password-protected PDF', file: 'encrypted.pdf', want: 'encrypted' },
    { name: 'a cut-off PDF', file: 'broken.pdf', want: 'broken' },
  ] as const;
  for (const row of rows) {
    it(row.name, async () => {
      const r = await extractPages(lib, await bytes(new URL(row.file, ownFixtures)));
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toEqual({ code: row.want, message: pdfMessages[row.want] });
    });
  }

  it('refuses bytes that are not a PDF at all with the spec message', async () => {
    const r = await extractPages(lib, new TextEncoder().encode('just some text, not a PDF'));
    expect(!r.ok && r.error.code).toBe('broken');
    // Spec section 8: 'Error processing PDF file. Please try again.', then a helpful sentence.
    expect(!r.ok && r.error.message).toMatch(/^Error processing PDF file\. Please try again\. \S/);
  });
});

describe('readPdf', () => {
  it('refuses a wrong type before reading anything', async () => {
    const file = new File(['hello'], 'cv.txt', { type: 'text/plain' });
    expect(await readPdf(file)).toEqual({ ok: false, error: { code: 'not_pdf', message: 'Please upload a PDF file' } });
  });

  it('says the file could not be read when the browser fails to read it', async () => {
    const file = new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' });
    file.arrayBuffer = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = await readPdf(file);
    expect(!r.ok && r.error).toEqual({ code: 'read_failed', message: 'Error reading file. Please try again.' });
    expect(warn).toHaveBeenCalledWith('Reading the file failed:', expect.any(DOMException));
  });
});
