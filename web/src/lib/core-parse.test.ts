// @vitest-environment node
// The parser through the real core wasm, fed exactly what pdf.js gives the
// page for a real CV (the dumps the Go tests use).
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core } from './core';
import type { PdfPage } from '../cv/types';

let core: Core;

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

describe('parser through wasm', () => {
  it('reads a real PDF CV into reading-order text and sections', async () => {
    const dump = new URL('../../../wasm/parse/testdata/pdfitems/OmkarResume.json', import.meta.url);
    const { pages } = JSON.parse(await readFile(dump, 'utf8')) as { pages: PdfPage[] };
    const r = await core.parsePDF(pages);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.text).toContain('Omkar Pathak');
    expect(r.value.cv.email).toBe('omkarpathak27@gmail.com');
    expect(r.value.cv.professionalExperience.map((e) => e.company)).toContain('Schlumberger');
  });

  it('parses pasted German CV text', async () => {
    const text = [
      'Max Mustermann',
      '',
      'Berufserfahrung',
      '2022–2023: Backend Engineer bei Firma A (Remote)',
      '- Entwicklung von REST-APIs mit Python',
      '',
      'Sprachen',
      'Deutsch (C2), Englisch (C1)',
    ].join('\n');
    const r = await core.parseText(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.professionalHeader).toBe('Max Mustermann');
    expect(r.value.professionalExperience).toHaveLength(1);
    expect(r.value.languages).toEqual([
      { language: 'Deutsch', proficiencyLevel: 'C2' },
      { language: 'Englisch', proficiencyLevel: 'C1' },
    ]);
  });

  it('refuses arguments of the wrong shape with a coded error', async () => {
    const r = await core.parsePDF('not pages' as unknown as PdfPage[]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('bad_arguments');
  });
});
