// dump-pdf-items.mjs writes the pdf.js text items and links of each PDF as
// the JSON the core's parsePDF export reads (see pdf-items.mjs), so Go tests
// run on exactly what the browser page sends.
//
// Usage: node web/scripts/dump-pdf-items.mjs <file.pdf>... --out <dir>
// writes <dir>/<name>.json for each <name>.pdf.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pdfItems } from './pdf-items.mjs';

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
  const result = await pdfItems(new Uint8Array(await readFile(file)));
  const target = join(out, basename(file).replace(/\.pdf$/i, '') + '.json');
  await writeFile(target, JSON.stringify(result) + '\n');
  console.log(`${target}: ${result.pages.length} page(s)`);
}
