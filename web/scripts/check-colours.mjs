// Colours are named by role (the @theme tokens in src/index.css): a utility
// with a palette shade (text-slate-700, bg-blue-50, outline-red-600, …) in
// web/src fails, with its file and line, so a change of look stays one edit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const palette =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|white|black';
const utilities =
  'bg|text|border(?:-[trblxy])?|ring|ring-offset|outline|fill|stroke|from|to|via|divide|placeholder|accent|caret|decoration|shadow';
const raw = new RegExp(`(?<![\\w-])(?:${utilities})-(?:${palette})(?:-\\d{2,3})?(?![\\w-])`, 'g');

/** rawColours lists "file:line: class" for every palette utility under dir. */
export function rawColours(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // The theme itself names the palette once, in var(--color-…).
        for (const m of line.replace(/var\(--color-[\w-]+\)/g, '').matchAll(raw))
          found.push(`${file}:${i + 1}: ${m[0]}`);
      });
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = rawColours(process.argv[2] ?? 'src');
  for (const f of found) console.log(f);
  if (found.length > 0) {
    console.log(`${found.length} palette colour classes: use the role colours of src/index.css (@theme)`);
    process.exit(1);
  }
  console.log('0 palette colour classes');
}
