// Makes the PDF download's font: Noto Sans (SIL OFL 1.1, from the npm
// package @expo-google-fonts/noto-sans, which ships TTF, the one format
// jsPDF reads) cut down with HarfBuzz's hb-subset (subset-font) to the
// characters a European CV uses: Latin with all its extended letters, Greek,
// Cyrillic, the general punctuation, currency signs, arrows and the usual
// maths signs. The full font is 629 kB a weight; the cut is written to
// src/lib/pdf-font/ and committed (like the icons), so a build needs neither
// package; jsPDF then embeds only the glyphs a CV uses. Run after updating
// the font package:  node scripts/make-pdf-font.mjs
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const from = new URL('../node_modules/@expo-google-fonts/noto-sans/', import.meta.url);
const to = new URL('../src/lib/pdf-font/', import.meta.url);

/** Unicode blocks kept, [first, last] inclusive. */
export const keptRanges = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x24f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x250, 0x2af], // IPA extensions (ə of Azerbaijani)
  [0x2b0, 0x2ff], // spacing modifier letters (ʻ ʼ ˆ ˜)
  [0x300, 0x36f], // combining diacritics, for text typed decomposed
  [0x370, 0x3ff], // Greek
  [0x400, 0x52f], // Cyrillic and its supplement
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, Welsh ŵ ŷ)
  [0x2000, 0x206f], // general punctuation: – — ‘ ’ “ ” • … ‰ ′
  [0x20a0, 0x20cf], // currency: € ₺ ₽ ₹
  [0x2100, 0x218f], // letterlike (™ №) and number forms (⅓ Ⅳ)
  [0x2190, 0x21ff], // arrows
  [0x2200, 0x22ff], // mathematical operators: − ≤ ≥ ± ×
  [0x25a0, 0x25ff], // geometric shapes used as bullets: ■ ● ◦
];

const text = keptRanges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

for (const [weight, name] of [
  ['400Regular', 'noto-sans-regular.ttf'],
  ['700Bold', 'noto-sans-bold.ttf'],
]) {
  const full = readFileSync(new URL(`${weight}/NotoSans_${weight}.ttf`, from));
  // No layout tables: jsPDF draws one glyph per character (never a ligature)
  // and reads only cmap, hmtx and glyf, so GSUB/GPOS would be dead weight.
  const cut = await subsetFont(full, text, { targetFormat: 'truetype', dropTables: ['GSUB', 'GPOS', 'GDEF'] });
  writeFileSync(new URL(name, to), cut);
  console.log(`${name}: ${full.length} → ${cut.length} bytes`);
}
copyFileSync(new URL('LICENSE_FONT', from), new URL('OFL.txt', to));
