// The read-back of the PDF and Word downloads, with the real writers, the
// real core (wasm) and Node's build of the app's pdf.js: a CV comes back
// field by field; a job the file lost is named.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { jsPDF } from 'jspdf';
import * as legacy from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCv } from '../../e2e/cv-sample';
import type { StructuredCV, WordDoc } from '../cv/types';
import { loadCore, type Core } from './core';
import { buildDocx } from './docx';
import { extractPages, type PdfLib } from './pdf';
import { writePdf } from './pdf-writer';
import { docxText, readBackDocx, readBackPdf, type ReadBackReport } from './read-back';

// The Playwright tests' sample CV, with a Turkish name, a phone and two
// projects, so every kind of field has to come back.
const cvText = `${sampleCv
  .replace('Jane Doe', 'Ağça Öztürk')
  .replace('jane.doe@example.com', 'agca.ozturk@example.com | +49 30 1234567')}

Projects
Store Dashboard
2023
- A Power BI dashboard for 40 stores.

Churn Model
2022
- A Python model of customer churn.`;

// Paths, not URLs: under jsdom (whose DOMParser docxText uses) URL is jsdom's.
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url).href);
let core: Core;
let doc: StructuredCV;
let model: WordDoc;
const fonts = async () => ({
  regular: new Uint8Array(await readFile(here('./pdf-font/noto-sans-regular.ttf'))),
  bold: new Uint8Array(await readFile(here('./pdf-font/noto-sans-bold.ttf'))),
});
const readPages = (data: Uint8Array) => extractPages(legacy as unknown as PdfLib, data);

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

beforeAll(async () => {
  core = unwrap(await loadCore(() => readFile(here('./generated/core.wasm'))));
  const structured = unwrap(await core.toStructured(unwrap(await core.parseText(cvText))));
  if (!structured) throw new Error('no CV');
  doc = structured;
  model = unwrap(await core.wordModel(doc));
});

function missing(r: ReadBackReport): string[] {
  return r.missing;
}

describe('the PDF read back', () => {
  it('gives back every field of the CV', async () => {
    const { bytes } = writePdf(jsPDF, model, await fonts());
    const report = unwrap(await readBackPdf(core, doc, bytes, readPages));
    expect(missing(report)).toEqual([]);
    expect(report.summary).toBe(
      'Read back: name, email, phone, 2 jobs with dates, 1 degree, 5 skills, 2 languages, 2 projects',
    );
    // The bytes to save are still whole after pdf.js has read them.
    expect(bytes.byteLength).toBeGreaterThan(1000);
  });

  it('names a job the file lost', async () => {
    const lost: WordDoc = {
      ...model,
      sections: model.sections.map((s) =>
        s.heading === 'WORK EXPERIENCE' ? { ...s, blocks: s.blocks.slice(0, -3) } : s,
      ),
    };
    const report = unwrap(await readBackPdf(core, doc, writePdf(jsPDF, lost, await fonts()).bytes, readPages));
    expect(missing(report)).toEqual(['job: Junior Analyst — Beta Retail (2017 – 2019)']);
    expect(report.summary).toContain('1 of 2 jobs with dates');
  });
});

describe('the Word file read back', () => {
  it('docxText: one line a paragraph, bullets marked', async () => {
    const text = docxText(new Uint8Array(await (await buildDocx(model)).arrayBuffer()));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Ağça Öztürk');
    expect(lines).toContain('WORK EXPERIENCE');
    expect(lines).toContain('• Built the sales dashboards used by 40 stores.');
  });

  it('gives back every field of the CV', async () => {
    const bytes = new Uint8Array(await (await buildDocx(model)).arrayBuffer());
    const report = unwrap(await readBackDocx(core, doc, bytes));
    expect(missing(report)).toEqual([]);
    expect(report.summary).toBe(
      'Read back: name, email, phone, 2 jobs with dates, 1 degree, 5 skills, 2 languages, 2 projects',
    );
  });

  it('names a skill the file lost', async () => {
    const lost: WordDoc = {
      ...model,
      sections: model.sections.map((s) =>
        s.heading === 'SKILLS'
          ? { ...s, blocks: s.blocks.map((b) => ({ ...b, text: b.text.replace(', Tableau', '') })) }
          : s,
      ),
    };
    const report = unwrap(await readBackDocx(core, doc, new Uint8Array(await (await buildDocx(lost)).arrayBuffer())));
    expect(missing(report)).toEqual(['skill: Tableau']);
  });

  it('names a project the file lost', async () => {
    const lost: WordDoc = {
      ...model,
      sections: model.sections.map((s) => ({ ...s, blocks: s.blocks.filter((b) => !b.text.includes('Churn')) })),
    };
    const report = unwrap(await readBackDocx(core, doc, new Uint8Array(await (await buildDocx(lost)).arrayBuffer())));
    expect(missing(report)).toEqual(['project: Churn Model (2022)']);
  });

  it('a file that is not a Word file is an error value, not a throw', async () => {
    const r = await readBackDocx(core, doc, new Uint8Array([1, 2, 3]));
    expect(r.ok).toBe(false);
  });
});
