// @vitest-environment node
// A Word file read by the real core wasm, as the upload card hands it over:
// its bytes, base64 in the call's JSON. The files are wasm/docx/testdata's
// (see the README there): LibreOffice's and the app's own Word download.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, toBase64, type Core } from './core';
import { isDocxFile, maxDocxBytes, readDocxFile } from './docx-file';

let core: Core;
const testdata = new URL('../../../wasm/docx/testdata/', import.meta.url);

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

describe('parseDocx through wasm', () => {
  it('reads a Word file LibreOffice wrote into text and the Formatted CV', async () => {
    const r = await core.parseDocx(new Uint8Array(await readFile(new URL('cv-fr.docx', testdata))));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.text).toMatch(/^Camille Martin\nIngénieure DevOps\n/);
    expect(r.value.text).toContain('• Migration de 40 services vers Kubernetes');
    expect(r.value.cv.email).toBe('camille.martin@example.fr');
    expect(r.value.cv.professionalExperience).toHaveLength(2);
    expect(r.value.cv.professionalExperience[0]?.company).toBe('Banque Rhône-Alpes');
  });

  it('reads the contact details a header holds', async () => {
    const r = await core.parseDocx(new Uint8Array(await readFile(new URL('header-cv.docx', testdata))));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.cv.email).toBe('lena.hoffmann@example.org');
    expect(r.value.cv.phone).toBe('+49 30 5550 1234');
  });

  it.each([
    ['a text file renamed', new TextEncoder().encode('Jane Doe, analyst'), 'not_docx', /not a Word document/],
    ['a damaged zip', new TextEncoder().encode('PK\u0003\u0004 cut short'), 'broken', /^Error processing Word file/],
  ])('refuses %s with a coded message', async (_, data, code, message) => {
    const r = await core.parseDocx(data);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(message);
  });
});

describe('toBase64', () => {
  it('encodes every byte value, past one slice', () => {
    const data = Uint8Array.from({ length: 0x8000 + 300 }, (_, i) => i % 256);
    expect(Buffer.from(toBase64(data), 'base64').equals(Buffer.from(data))).toBe(true);
  });
});

describe('Word file checks', () => {
  it('takes a .docx by its type, or by its name when there is no type', () => {
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(isDocxFile({ type, name: 'cv' })).toBe(true);
    expect(isDocxFile({ type: '', name: 'CV.DOCX' })).toBe(true);
    expect(isDocxFile({ type: 'application/pdf', name: 'cv.docx' })).toBe(false);
    expect(isDocxFile({ type: 'application/msword', name: 'cv.doc' })).toBe(false);
  });

  it('refuses a file over 2 MB with the PDF message', async () => {
    const r = await readDocxFile(new Blob([new Uint8Array(maxDocxBytes + 1)]));
    expect(r).toEqual({ ok: false, error: { code: 'too_large', message: 'File size must be less than 2MB' } });
  });

  it('gives the bytes of a file within the limit', async () => {
    const r = await readDocxFile(new Blob([new Uint8Array([80, 75, 3, 4])]));
    expect(r).toEqual({ ok: true, value: new Uint8Array([80, 75, 3, 4]) });
  });
});
