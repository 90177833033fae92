// dump-pdf-items.mjs writes the pdf.js text items of each PDF as the JSON the
// core's parsePDF export reads, so Go tests run on exactly what the browser
// page sends:
//
//   {"pages":[{"width":612,"height":792,"items":[
//     {"str":"Jane Doe","x":72,"y":720.5,"w":80.2,"h":18,"font":"g_d0_f1","eol":false}, …]}]}
//
// x and y are transform[4] and transform[5] (PDF user space, origin bottom
// left), w and h are the item's width and height, font its fontName, eol its
// hasEOL. Items with an empty str are kept as pdf.js gives them.
//
// Usage: node web/scripts/dump-pdf-items.mjs <file.pdf>... --out <dir>
// writes <dir>/<name>.json for each <name>.pdf.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function dump(path) {
  const data = new Uint8Array(await readFile(path));
  const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items = content.items
      .filter((it) => 'str' in it) // marked-content markers carry no text
      .map((it) => ({
        str: it.str,
        x: it.transform[4],
        y: it.transform[5],
        w: it.width,
        h: it.height,
        font: it.fontName,
        eol: it.hasEOL,
      }));
    pages.push({ width: viewport.width, height: viewport.height, items });
    page.cleanup();
  }
  await doc.destroy();
  return { pages };
}

const args = process.argv.slice(2);
const at = args.indexOf('--out');
if (at < 0 || at === args.length - 1) {
  console.error('usage: dump-pdf-items.mjs <file.pdf>... --out <dir>');
  process.exit(2);
}
const out = args[at + 1];
const files = args.filter((_, i) => i !== at && i !== at + 1);
await mkdir(out, { recursive: true });
for (const file of files) {
  const result = await dump(file);
  const target = join(out, basename(file).replace(/\.pdf$/i, '') + '.json');
  await writeFile(target, JSON.stringify(result) + '\n');
  console.log(`${target}: ${result.pages.length} page(s)`);
}
