// @vitest-environment node
// The Word file as applicant tracking systems read it: one column of real
// paragraphs, in the model's order, and nothing in tables, text boxes,
// images, headers or footers (checked in the file's XML, unzipped).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WordDoc } from '../cv/types';
import { buildDocx } from './docx';

const model: WordDoc = {
  name: 'Jane Doe',
  title: 'Data Analyst',
  contact: ['+49 30 1234567', 'jane@example.com'],
  sections: [
    { heading: 'PROFESSIONAL SUMMARY', blocks: [{ kind: 'paragraph', text: 'Analyst with SQL & Python.' }] },
    {
      heading: 'WORK EXPERIENCE',
      blocks: [
        { kind: 'entry', text: 'Analyst — Acme' },
        { kind: 'meta', text: '2019 – 2021 | Berlin' },
        { kind: 'bullet', text: 'Built dashboards <fast>' },
      ],
    },
  ],
};

async function unzip(blob: Blob): Promise<{ files: string[]; document: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'docx-'));
  const path = join(dir, 'cv.docx');
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  const files = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const document = execFileSync('unzip', ['-p', path, 'word/document.xml'], { encoding: 'utf8' });
  return { files, document };
}

describe('buildDocx', () => {
  it('writes every text as real paragraphs, in order, one column', async () => {
    const { files, document } = await unzip(await buildDocx(model));
    const texts = [...document.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(texts).toEqual([
      'Jane Doe',
      'Data Analyst',
      '+49 30 1234567 | jane@example.com',
      'PROFESSIONAL SUMMARY',
      'Analyst with SQL &amp; Python.',
      'WORK EXPERIENCE',
      'Analyst — Acme',
      '2019 – 2021 | Berlin',
      'Built dashboards &lt;fast&gt;',
    ]);
    for (const forbidden of [
      '<w:tbl',
      '<w:txbxContent',
      '<w:drawing',
      '<w:cols w:num="2"',
      '<w:headerReference',
      '<w:footerReference',
    ]) {
      expect(document, forbidden).not.toContain(forbidden);
    }
    expect(files.filter((f) => /header|footer|media\//.test(f))).toEqual([]);
    // Headings are real heading styles and bullets real list items.
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain('<w:numPr>');
  });
});
