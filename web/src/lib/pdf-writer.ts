// The PDF download: the core's Word content model (the same headings and
// blocks as formatted_cv.docx) laid out on A4 by jsPDF, one column, real text
// in an embedded subset of Noto Sans (src/lib/pdf-font, made by
// scripts/make-pdf-font.mjs). jsPDF draws one glyph per character, so the
// text a reader extracts never holds a ligature; its Identity-H fonts carry a
// ToUnicode map, so every character reads back as itself. This module, jsPDF
// and the fonts are loaded on the first "Download PDF".
import type { jsPDF as JsPdf } from 'jspdf';
import type { WordDoc } from '../cv/types';

/** The two weights of the font, as TTF bytes. */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface WrittenPdf {
  bytes: Uint8Array;
  /** Characters of the CV the font has no glyph for, left out of the file (the read-back names them). */
  unsupported: string[];
}

/** A4 in points, and the margins and type sizes of the layout. */
const page = { width: 595.28, height: 841.89, margin: 54 };
const bottom = page.height - page.margin;
const textWidth = page.width - 2 * page.margin;
const bulletIndent = 12;

type Style = 'name' | 'title' | 'contact' | 'heading' | 'entry' | 'meta' | 'paragraph' | 'bullet';

interface StyleSpec {
  bold: boolean;
  size: number;
  /** Space above the block's first line, dropped at the top of a page. */
  before: number;
  grey?: boolean;
}

const styles: Record<Style, StyleSpec> = {
  name: { bold: true, size: 20, before: 0 },
  title: { bold: false, size: 12, before: 2 },
  contact: { bold: false, size: 9.5, before: 4, grey: true },
  heading: { bold: true, size: 11.5, before: 14 },
  entry: { bold: true, size: 10.5, before: 8 },
  meta: { bold: false, size: 9.5, before: 1, grey: true },
  paragraph: { bold: false, size: 10, before: 3 },
  bullet: { bold: false, size: 10, before: 2 },
};

const lineHeight = 1.3;

/** One line of text placed by the layout. */
interface Line {
  style: Style;
  text: string;
  /** The bullet sign is drawn before the first line of a bullet. */
  bullet: boolean;
  indent: number;
  before: number;
  /** The line must end up on the same page as the next one. */
  keepWithNext: boolean;
}

// The six-letter tag marks an embedded subset, as PDF readers and preflight
// checks expect (jsPDF embeds only the glyphs used).
const fonts = { normal: 'SHLREG+NotoSans', bold: 'SHLBLD+NotoSans-Bold' };

/**
 * cleanText prepares one text for the font: NFC, ligature code points
 * (U+FB00–FB06, pasted from PDFs) written out as their letters, tabs and
 * control characters as spaces. A character the font lacks is replaced by its
 * compatibility form when the font has that (ǆ → dž), or its base letter
 * (ǰ → j), else dropped
 * and reported: jsPDF would otherwise cut the rest of the line at it.
 */
export function cleanText(text: string, has: (ch: string) => boolean, unsupported: Set<string>): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/[\uFB00-\uFB06]/g, (l) => l.normalize('NFKC'))) {
    if (/[\t\n\r\v\f]/.test(ch)) {
      out += ' ';
    } else if (/\p{Cc}|\p{Cf}/u.test(ch)) {
      continue;
    } else if (has(ch)) {
      out += ch;
    } else {
      const alt = [ch.normalize('NFKC'), ch.normalize('NFKD').replace(/\p{M}/gu, '')].find(
        (a) => a !== ch && a !== '' && [...a].every(has),
      );
      if (alt) out += alt;
      else unsupported.add(ch);
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** The document title written into the file's metadata (as the Word file's). */
export function pdfTitle(model: WordDoc): string {
  return model.name ? `${model.name} — CV` : 'CV';
}

/**
 * writePdf lays the content model out and returns the file's bytes. Page
 * breaks keep a section heading with its first entry and an entry's head
 * with its dates and its first two lines, and never leave a paragraph's
 * first or last line alone on a page.
 */
export function writePdf(JsPDF: typeof JsPdf, model: WordDoc, files: PdfFonts): WrittenPdf {
  const doc = new JsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true });
  doc.addFileToVFS('NotoSans-Regular.ttf', binaryString(files.regular));
  doc.addFont('NotoSans-Regular.ttf', fonts.normal, 'normal', undefined, 'Identity-H');
  doc.addFileToVFS('NotoSans-Bold.ttf', binaryString(files.bold));
  doc.addFont('NotoSans-Bold.ttf', fonts.bold, 'bold', undefined, 'Identity-H');
  doc.setFont(fonts.normal, 'normal');
  const has = (ch: string) =>
    ch.length === 1 && (doc.getFont() as unknown as TtfFont).metadata.characterToGlyph(ch.charCodeAt(0)) !== 0;

  const unsupported = new Set<string>();
  const clean = (t: string) => cleanText(t, has, unsupported);
  const title = pdfTitle(model);
  doc.setProperties({
    title: clean(title),
    author: clean(model.name),
    subject: 'Curriculum vitae',
    creator: 'Shortlist',
  });
  doc.viewerPreferences({ DisplayDocTitle: true });

  const lines = layoutLines(doc, model, clean);
  placeLines(doc, lines);
  return { bytes: new Uint8Array(doc.output('arraybuffer')), unsupported: [...unsupported] };
}

interface TtfFont {
  metadata: { characterToGlyph(code: number): number };
}

// jsPDF takes a font as a binary string; made once per font file, since a
// 139 kB conversion on every PDF was the writer's largest cost after GC.
const binaryStrings = new WeakMap<Uint8Array, string>();

function binaryString(bytes: Uint8Array): string {
  const known = binaryStrings.get(bytes);
  if (known !== undefined) return known;
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  binaryStrings.set(bytes, s);
  return s;
}

function setStyle(doc: JsPdf, style: Style): void {
  const s = styles[style];
  doc.setFont(s.bold ? fonts.bold : fonts.normal, s.bold ? 'bold' : 'normal');
  doc.setFontSize(s.size);
  doc.setTextColor(s.grey ? 70 : 17);
}

/**
 * glueHyphenSpace joins a hyphen after a letter to the word after its space
 * with a no-break space ("Lager- und", "ABC- Konsolidierung"), so that no
 * line ends with it: a reader takes a line ending with a hyphen for a word
 * broken there and joins the next line to it without the space, and the
 * item comes back another word.
 */
export function glueHyphenSpace(text: string): string {
  return text.replace(/(\p{L}-) (?=\p{L})/gu, '$1\u00A0');
}

/**
 * keepListItems sets the line breaks of a skills line ("Core skills: a, b
 * (c, d), e"): the words of each line are joined by no-break spaces, so that
 * the line wraps between items, never inside one, and no line holds a
 * single item where another cut avoids it. A reader takes a line's end
 * inside a list for the end of an item ("Careful at Stock Ledger" over
 * "Work, …"), and the skill comes back as two; it takes an item alone on a
 * line ("Careful Note Taking Skills,") named like a title by its last word
 * for a heading, and a label alone ("Tools & technologies:") for one too.
 * Items are cut at the commas outside brackets; `fits` says whether a
 * line's text fits the measure. The cuts are the fewest lines holding one
 * item (rather one before the last than the last alone), then the fewest
 * lines, each line as full as it can be. A line with
 * an item wider than the line or holding a colon (which a reader takes for
 * a label's when it opens a line), or whose label does not fit with its
 * first item, keeps each item that fits whole and wraps as before, but for
 * a first item that does not fit beside the label: it wraps inside.
 */
export function keepListItems(text: string, fits: (line: string) => boolean): string {
  const colon = text.indexOf(': ');
  if (colon < 0) return text;
  const items: string[] = [];
  let depth = 0;
  let start = colon + 2;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === ',' && text[i + 1] === ' ' && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 2;
    }
  }
  items.push(text.slice(start));
  const label = text.slice(0, colon + 2);
  const glued = items.map((item) => item.replace(/ /g, '\u00A0'));
  const cuts = items.some((item) => item.includes(':')) ? undefined : listCuts(label, glued, fits);
  if (cuts === undefined) {
    // The first item, when it does not fit beside the label, wraps inside
    // rather than leave the label alone.
    const keep = (item: string, i: number) => fits(item) && !item.includes(':') && (i > 0 || fits(label + item));
    return label + items.map((item, i) => (keep(item, i) ? glued[i] : item)).join(', ');
  }
  const lines = cuts.map((end, k) => glued.slice(k === 0 ? 0 : cuts[k - 1], end).join(',\u00A0'));
  return label.replace(/ /g, '\u00A0') + lines.join(', ');
}

/**
 * listCuts is where each line of a list ends (the index after its last
 * item), the label opening the first line, or undefined when the label
 * and the first item, or an item alone, do not fit. best[i] is the best
 * setting of items i…: fewest lines of one item (the first line, which
 * holds the label, is none; the last line counts twice: a line ending in a
 * comma reads more surely as a list's), then fewest lines, then the
 * longest first line.
 */
function listCuts(label: string, items: string[], fits: (line: string) => boolean): number[] | undefined {
  const n = items.length;
  const best: ({ alone: number; lines: number; end: number } | undefined)[] = Array(n + 1);
  best[n] = { alone: 0, lines: 0, end: n };
  for (let i = n - 1; i >= 0; i--) {
    let text = i === 0 ? label : '';
    for (let j = i + 1; j <= n; j++) {
      text += (j > i + 1 ? ',\u00A0' : '') + items[j - 1];
      if (!fits(j < n ? `${text},` : text)) break;
      const rest = best[j];
      if (rest === undefined) continue;
      const alone = rest.alone + (j === i + 1 && i > 0 ? (j === n ? 2 : 1) : 0);
      const lines = rest.lines + 1;
      const b = best[i];
      if (b === undefined || alone < b.alone || (alone === b.alone && lines <= b.lines)) {
        best[i] = { alone, lines, end: j };
      }
    }
  }
  if (best[0] === undefined) return undefined;
  const cuts: number[] = [];
  for (let i = 0; i < n; i = best[i]!.end) cuts.push(best[i]!.end);
  return cuts;
}

/** layoutLines wraps every block of the model into lines with their keep rules. */
function layoutLines(doc: JsPdf, model: WordDoc, clean: (t: string) => string): Line[] {
  const lines: Line[] = [];
  const add = (style: Style, raw: string, keep: 'head' | 'body', joined = false, list = false) => {
    let text = glueHyphenSpace(clean(raw));
    if (text === '') return;
    // An education's institution under its degree: one head, not two.
    const before = joined ? 1 : styles[style].before;
    setStyle(doc, style);
    const bullet = style === 'bullet';
    const indent = bullet ? bulletIndent : 0;
    if (list) text = keepListItems(text, (item) => doc.getTextWidth(item) < textWidth - indent);
    const wrapped = (doc.splitTextToSize(text, textWidth - indent) as string[]).filter((l) => l.trim() !== '');
    wrapped.forEach((t, i) => {
      const last = i === wrapped.length - 1;
      lines.push({
        style,
        text: t,
        bullet: bullet && i === 0,
        indent,
        before: i === 0 ? before : 0,
        // Heads stay with what follows; a body block keeps its first line
        // with the second (no orphan) and its last with the one before (no widow).
        keepWithNext: keep === 'head' ? true : i === 0 ? !last : i === wrapped.length - 2,
      });
    });
  };
  add('name', model.name, 'head');
  add('title', model.title, 'head');
  add('contact', model.contact.join(' | '), 'body');
  for (const section of model.sections) {
    add('heading', section.heading, 'head');
    section.blocks.forEach((b) => {
      const style: Style = b.kind === 'entry' || b.kind === 'meta' || b.kind === 'bullet' ? b.kind : 'paragraph';
      add(
        style,
        b.text,
        style === 'entry' || style === 'meta' ? 'head' : 'body',
        b.joined,
        section.heading === 'SKILLS',
      );
    });
  }
  // The last line of the document has nothing to keep with.
  const last = lines.at(-1);
  if (last) last.keepWithNext = false;
  return lines;
}

function height(l: Line, atTop: boolean): number {
  return (atTop ? 0 : l.before) + styles[l.style].size * lineHeight;
}

/**
 * placeLines draws the lines page by page. A run of lines joined by
 * keepWithNext (and the line that ends it) moves to a new page whole when it
 * does not fit what is left, unless it is longer than a page itself.
 */
function placeLines(doc: JsPdf, lines: Line[]): void {
  let y = page.margin;
  let atTop = true;
  let i = 0;
  while (i < lines.length) {
    let end = i;
    while (end < lines.length - 1 && lines[end]?.keepWithNext) end++;
    const run = lines.slice(i, end + 1);
    const runHeight = run.reduce((h, l, k) => h + height(l, atTop && k === 0), 0);
    const fullPage = bottom - page.margin;
    if (!atTop && y + runHeight > bottom && runHeight - (lines[i]?.before ?? 0) <= fullPage) {
      doc.addPage();
      y = page.margin;
      atTop = true;
    }
    for (const l of run) {
      const h = height(l, atTop);
      if (!atTop && y + h > bottom) {
        doc.addPage();
        y = page.margin;
        atTop = true;
      }
      y += atTop ? 0 : l.before;
      drawLine(doc, l, y);
      y += styles[l.style].size * lineHeight;
      atTop = false;
    }
    i = end + 1;
  }
}

function drawLine(doc: JsPdf, l: Line, top: number): void {
  setStyle(doc, l.style);
  const size = styles[l.style].size;
  // Text is placed by its baseline: about 0.8 of the size below the line's top.
  const baseline = top + size * 1.05;
  if (l.bullet) doc.text('•', page.margin + 2, baseline);
  doc.text(l.text, page.margin + l.indent, baseline);
  if (l.style === 'heading') {
    doc.setDrawColor(150);
    doc.setLineWidth(0.6);
    doc.line(page.margin, baseline + 4, page.width - page.margin, baseline + 4);
  }
}

let fontFiles: Promise<PdfFonts> | undefined;

// The font files are build assets (precached by the service worker for
// offline use), fetched once on the first PDF.
function loadFonts(): Promise<PdfFonts> {
  fontFiles ??= Promise.all([
    import('./pdf-font/noto-sans-regular.ttf?url'),
    import('./pdf-font/noto-sans-bold.ttf?url'),
  ])
    .then(([r, b]) => Promise.all([fetchBytes(r.default), fetchBytes(b.default)]))
    .then(([regular, bold]) => ({ regular, bold }));
  fontFiles.catch(() => {
    fontFiles = undefined;
  });
  return fontFiles;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** buildPdf makes the PDF of a content model in the browser, loading jsPDF and the font on first use. */
export async function buildPdf(model: WordDoc): Promise<WrittenPdf> {
  const [{ jsPDF }, f] = await Promise.all([import('jspdf'), loadFonts()]);
  return writePdf(jsPDF, model, f);
}
