// @vitest-environment node
// The PDF writer read back through Node's build of the app's pdf.js: every
// character of real CVs in four languages and a Turkish name comes back in
// order, no ligature code point, the title in the metadata, and no heading or
// entry head left alone at a page foot wherever the page break falls.
import { readFileSync, readdirSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import * as legacy from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { WordDoc } from '../cv/types';
import { cleanText, keepListItems, pdfTitle, writePdf, type PdfFonts } from './pdf-writer';

const fonts: PdfFonts = {
  regular: new Uint8Array(readFileSync(new URL('./pdf-font/noto-sans-regular.ttf', import.meta.url))),
  bold: new Uint8Array(readFileSync(new URL('./pdf-font/noto-sans-bold.ttf', import.meta.url))),
};
const samples = new URL('../../../../shared/data/yamlresume_samples/', import.meta.url);

interface ReadLine {
  text: string;
  y: number;
}

/** The file's pages as pdf.js reads them: lines top to bottom, and the metadata title. */
async function readPdf(bytes: Uint8Array): Promise<{ pages: ReadLine[][]; title: string }> {
  const doc = await legacy.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: ReadLine[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const byY = new Map<number, string[]>();
    for (const it of content.items) {
      if (!('str' in it) || it.str.trim() === '') continue;
      const y = Math.round(it.transform[5] ?? 0);
      byY.set(y, [...(byY.get(y) ?? []), it.str]);
    }
    pages.push([...byY].sort((a, b) => b[0] - a[0]).map(([y, parts]) => ({ y, text: parts.join(' ') })));
  }
  const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
  await doc.destroy();
  return { pages, title: info.Title ?? '' };
}

const words = (s: string) => s.split(/\s+/).filter((w) => w !== '');

/** Every text of the model in reading order, bullets with their sign. */
function modelWords(m: WordDoc): string[] {
  const texts = [m.name, m.title, m.contact.join(' | ')];
  for (const s of m.sections) {
    texts.push(s.heading);
    for (const b of s.blocks) texts.push(b.kind === 'bullet' ? `• ${b.text}` : b.text);
  }
  return texts.flatMap(words);
}

/**
 * sampleModel turns a yamlresume sample into a content model without a YAML
 * reader: every value line becomes a block, so each character of the file's
 * values reaches the PDF (keys and YAML syntax are not CV text).
 */
function sampleModel(yml: string): WordDoc {
  const model: WordDoc = { name: '', title: '', contact: [], sections: [] };
  let section: WordDoc['sections'][number] | undefined;
  for (const raw of yml.split('\n')) {
    const top = /^ {2}(\w+):\s*$/.exec(raw);
    if (top?.[1]) {
      section = { heading: top[1].toUpperCase(), blocks: [] };
      model.sections.push(section);
      continue;
    }
    const m = /^\s*(- )?(?:(\w+):)?\s*(.*)$/.exec(raw);
    const value = (m?.[3] ?? '').replace(/^["']|["']$/g, '').trim();
    if (!m || value === '' || value === '|' || value === '>') continue;
    const key = m[2] ?? '';
    if (key === 'name' && !model.name) model.name = value;
    else if (key === 'headline' && !model.title) model.title = value;
    else if (key === 'email' || key === 'phone') model.contact.push(value);
    else if (section) {
      const kind =
        key === 'position' || key === 'institution'
          ? 'entry'
          : /Date$/.test(key)
            ? 'meta'
            : m[1]
              ? 'bullet'
              : 'paragraph';
      section.blocks.push({ kind, text: value });
    }
  }
  return model;
}

const sampleFiles = readdirSync(samples, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => ['en', 'de', 'fr', 'es'].map((lang) => `${d.name}/${lang}.yml`));

describe('writePdf: every character comes back through pdf.js', () => {
  it('has the samples in four languages', () => {
    expect(sampleFiles.length).toBeGreaterThanOrEqual(20);
  });

  for (const file of sampleFiles) {
    it(file, async () => {
      const model = sampleModel(readFileSync(new URL(file, samples), 'utf8'));
      const { bytes, unsupported } = writePdf(jsPDF, model, fonts);
      expect(unsupported).toEqual([]);
      const { pages, title } = await readPdf(bytes);
      const got = pages.flat().flatMap((l) => words(l.text));
      expect(got).toEqual(modelWords(model));
      expect(title).toBe(`${model.name} — CV`);
    });
  }

  it('a Turkish name, extended Latin letters and the usual punctuation', async () => {
    const model: WordDoc = {
      name: 'Ağça Şükrü Öztürk-İnce',
      title: 'Iğdır’lı “Ürün” yöneticisi – Łódź, Wrocław, Tromsø, Málaga',
      contact: ['ağca.ince@örnek.com.tr', '+90 532 000 00 00'],
      sections: [
        {
          heading: 'WORK EXPERIENCE',
          blocks: [
            { kind: 'entry', text: 'Kıdemli Ürün Müdürü — Çiçek Yazılım A.Ş.' },
            { kind: 'meta', text: '2019 – 2024 | İstanbul' },
            {
              kind: 'bullet',
              text: 'Cut costs −55% — “ağ” şebekesi; Ærøskøbing, Žižkov, Øresund, façade, naïve, señor, résumé, Straße',
            },
            { kind: 'bullet', text: 'certified office efficiency: fluent workflow, ﬁnal ﬂow' },
          ],
        },
      ],
    };
    const { bytes, unsupported } = writePdf(jsPDF, model, fonts);
    expect(unsupported).toEqual([]);
    const { pages, title } = await readPdf(bytes);
    const text = pages
      .flat()
      .map((l) => l.text)
      .join('\n');
    // Every word in order; pasted ligature code points come back as their letters.
    const asWritten = JSON.parse(JSON.stringify(model).replace('ﬁnal ﬂow', 'final flow')) as WordDoc;
    expect(words(text)).toEqual(modelWords(asWritten));
    for (const ch of 'üğłøé–—−“”•ŞİıÇçÖÆŽž') expect(text).toContain(ch);
    expect(text).toContain('Ağça Şükrü Öztürk-İnce');
    expect(text).not.toMatch(/[\uFB00-\uFB4F]/);
    expect(title).toBe('Ağça Şükrü Öztürk-İnce — CV');
  });
});

describe('cleanText', () => {
  const has = (ch: string) => /[\x20-\x7e\u00c0-\u017f]/.test(ch);
  const rows = [
    { name: 'kept as it is', in: 'Zoë Brontë', want: 'Zoë Brontë', lost: [] },
    { name: 'a ligature code point becomes its letters', in: 'ﬁle ﬂow', want: 'file flow', lost: [] },
    { name: 'decomposed text is composed', in: 'Zoe\u0308', want: 'Zoë', lost: [] },
    { name: 'tabs and line breaks become one space', in: 'a\tb\nc', want: 'a b c', lost: [] },
    { name: 'a letter the font lacks falls back to its compatibility form', in: 'ǆ', want: 'dž', lost: [] },
    { name: 'or to its base letter', in: 'ǰ', want: 'j', lost: [] },
    {
      name: 'a character with no fallback is dropped and reported',
      in: 'CV 中文 ok',
      want: 'CV ok',
      lost: ['中', '文'],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const lost = new Set<string>();
      expect(cleanText(row.in, has, lost)).toBe(row.want);
      expect([...lost]).toEqual(row.lost);
    });
  }

  it('reports what the real font lacks instead of cutting the line', async () => {
    const model: WordDoc = {
      name: 'Li Wei 李伟',
      title: '',
      contact: [],
      sections: [{ heading: 'SKILLS', blocks: [{ kind: 'paragraph', text: 'Go 🚀 and SQL' }] }],
    };
    const { bytes, unsupported } = writePdf(jsPDF, model, fonts);
    expect(unsupported.sort()).toEqual(['伟', '李', '🚀'].sort());
    const text = (await readPdf(bytes)).pages
      .flat()
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('Go and SQL');
  });
});

describe('page breaks', () => {
  const heads = new Set<string>();
  /** filler lines of summary push the first job to every position on the page. */
  function model(filler: number): WordDoc {
    const work: WordDoc['sections'][number]['blocks'] = [];
    for (let j = 1; j <= 6; j++) {
      work.push(
        { kind: 'entry', text: `Analyst ${j} — Company ${j}` },
        { kind: 'meta', text: `201${j} – 202${j} | Berlin` },
      );
      for (let b = 1; b <= 4; b++)
        work.push({
          kind: 'bullet',
          text: `Result ${j}.${b}: built the dashboards the ${b * 10} stores use every week.`,
        });
      heads.add(`Analyst ${j} — Company ${j}`).add(`201${j} – 202${j} | Berlin`);
    }
    heads.add('PROFESSIONAL SUMMARY').add('WORK EXPERIENCE');
    return {
      name: 'Jane Doe',
      title: 'Data Analyst',
      contact: ['jane@example.com'],
      sections: [
        {
          heading: 'PROFESSIONAL SUMMARY',
          blocks: Array.from({ length: filler }, (_, i) => ({
            kind: 'paragraph' as const,
            text: `Summary line ${i + 1}.`,
          })),
        },
        { heading: 'WORK EXPERIENCE', blocks: work },
      ],
    };
  }

  it('never ends a page with a heading, an entry head or its dates, wherever the break falls', async () => {
    let pagesSeen = 0;
    for (let filler = 1; filler <= 40; filler += 1) {
      const { pages } = await readPdf(writePdf(jsPDF, model(filler), fonts).bytes);
      pagesSeen += pages.length;
      for (const p of pages.slice(0, -1)) {
        const last = p.at(-1)?.text ?? '';
        expect(heads.has(last), `page ends with "${last}" (filler ${filler})`).toBe(false);
      }
      // Nothing lost or reordered by the breaks.
      expect(pages.flat().flatMap((l) => words(l.text))).toEqual(modelWords(model(filler)));
    }
    expect(pagesSeen).toBeGreaterThan(40);
  });

  it('keeps the text inside the margins', async () => {
    const { pages } = await readPdf(writePdf(jsPDF, model(30), fonts).bytes);
    for (const l of pages.flat()) {
      expect(l.y).toBeGreaterThan(40);
      expect(l.y).toBeLessThan(842 - 40);
    }
  });
});

// skillsLines is the text lines of our PDF of a CV whose only section is a
// skills paragraph, no-break spaces read as spaces.
async function skillsLines(text: string): Promise<string[]> {
  const doc: WordDoc = {
    name: 'Jane Doe',
    title: '',
    contact: [],
    sections: [{ heading: 'SKILLS', blocks: [{ kind: 'paragraph', text }] }],
  };
  const { pages } = await readPdf(writePdf(jsPDF, doc, fonts).bytes);
  return pages.flat().map((l) => l.text.replace(/\u00A0/g, ' '));
}

describe('glueHyphenSpace', () => {
  it('never ends a line with a hyphen the text spaces after', async () => {
    let ends = 0;
    for (let n = 20; n <= 34; n++) {
      const words = Array.from({ length: n }, (_, i) => `Tool${i}`).join(', ');
      const lines = await skillsLines(`${words}, ABC- Konsolidierung, Lager- und Versandplanung, Ende`);
      ends += lines.filter((l) => /\p{L}-$/u.test(l.trim())).length;
      const text = lines.join(' ');
      expect(text).toContain('ABC- Konsolidierung');
      expect(text).toContain('Lager- und Versandplanung');
    }
    expect(ends).toBe(0);
  });
});

describe('keepListItems', () => {
  it('wraps a skills line between skills, never inside one, nor the last alone', async () => {
    let cut = 0;
    let alone = 0;
    const skills = ['Careful at Stock Ledger Work', 'Broad grounding in Marine Biology', 'Gestion de projets agiles'];
    for (let n = 8; n <= 20; n++) {
      const fill = Array.from({ length: n }, (_, i) => `Tool${i}`).join(', ');
      const lines = await skillsLines(`Core skills: ${fill}, ${skills.join(', ')}, Ende`);
      for (const skill of skills) {
        if (!lines.some((l) => l.includes(skill))) cut++;
      }
      if (lines.at(-1)?.trim() === 'Ende') alone++;
    }
    expect(cut).toBe(0);
    expect(alone).toBe(0);
  });

  it('leaves no item alone on a line but the first, nor the label alone', async () => {
    let alone = 0;
    let label = 0;
    const skills = ['Careful Note Taking Skills', 'Steady Kitchen Skills', 'Careful at Stock Ledger Work'];
    for (let n = 2; n <= 24; n++) {
      const fill = Array.from({ length: n }, (_, i) => `Tool${i} ${'x'.repeat(1 + (i % 7))}`).join(', ');
      const lines = await skillsLines(`Core skills: ${fill}, ${skills.join(', ')}`);
      const after = lines.slice(lines.findIndex((l) => l.startsWith('Core skills:')) + 1);
      alone += after.filter((l) => !l.trim().replace(/,$/, '').includes(', ')).length;
      const long = `${'Broad grounding '.repeat(1 + (n % 4))}in marine work`;
      const tools = await skillsLines(`Tools & technologies: ${long}, Advanced ${'x'.repeat(n * 2)} scripting work`);
      label += tools.filter((l) => l.trim().endsWith(':')).length;
    }
    expect(alone).toBe(0);
    expect(label).toBe(0);
  });

  it('cuts the fewest lines of one item, then the fewest lines, each as full as it can be', () => {
    const fits = (line: string) => line.length <= 20;
    const lines = (text: string) =>
      keepListItems(text, fits)
        .replace(/\u00A0/g, '_')
        .split(' ');
    // Greedy would leave "gggg" alone on the last line.
    expect(lines('L: aaaa, bbbb, cccc, dddd, eeee, ffff, gggg')).toEqual([
      'L:_aaaa,_bbbb,_cccc,',
      'dddd,_eeee,',
      'ffff,_gggg',
    ]);
    // Greedy would leave "dddddddddddd" alone in the middle.
    expect(lines('L: aaaa, bbbb, cccc, dddddddddddd, eeeeeeee, ff')).toEqual([
      'L:_aaaa,_bbbb,',
      'cccc,_dddddddddddd,',
      'eeeeeeee,_ff',
    ]);
    expect(lines('L: aa, bb')).toEqual(['L:_aa,_bb']);
    // One item alone either way: rather the one before the last than the last.
    expect(lines('L: aaaaaaaaaaaaaa, bbbbb, cccccccccccc, dddddd')).toEqual([
      'L:_aaaaaaaaaaaaaa,',
      'bbbbb,',
      'cccccccccccc,_dddddd',
    ]);
    // One alone cannot be helped: the fewest lines, each as full as it can be.
    expect(lines('L: aaaaaaaaaaaaa, bbbbbbbbbbbbbbbb, ccccc')).toEqual([
      'L:_aaaaaaaaaaaaa,',
      'bbbbbbbbbbbbbbbb,',
      'ccccc',
    ]);
  });

  it('keeps an item in brackets whole; leaves one too long or holding a colon, and unlabelled text, as they are', () => {
    expect(keepListItems('Core skills: a b, c d', () => false)).toBe('Core skills: a b, c d');
    expect(keepListItems('no label, a b', () => true)).toBe('no label, a b');
    expect(keepListItems('Tools: a b, c, d', () => true)).toBe('Tools:\u00A0a\u00A0b,\u00A0c,\u00A0d');
    expect(keepListItems('Tools: a (b, c d), e f, g', () => true)).toBe(
      'Tools:\u00A0a\u00A0(b,\u00A0c\u00A0d),\u00A0e\u00A0f,\u00A0g',
    );
    expect(keepListItems('Tools: a b: c d, e, f', () => true)).toBe('Tools: a b: c d, e, f');
  });
});

describe('pdfTitle', () => {
  it('names the CV after the person, or says CV', () => {
    expect(pdfTitle({ name: 'Jane Doe', title: '', contact: [], sections: [] })).toBe('Jane Doe — CV');
    expect(pdfTitle({ name: '', title: '', contact: [], sections: [] })).toBe('CV');
  });
});
