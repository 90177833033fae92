// @vitest-environment node
// check-colours.mjs: palette shades in class names fail, role colours pass.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawColours } from './check-colours.mjs';

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'colours-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('check-colours', () => {
  it('names each palette utility with its file and line, variants and opacity included', () => {
    const dir = tree({
      'a.tsx': '<p className="text-muted">\n<p className="hover:bg-blue-50/40 border-t-slate-200 text-white">',
      'b.css': '@apply bg-slate-50;',
    });
    expect(rawColours(dir).map((f) => f.slice(dir.length + 1))).toEqual([
      'a.tsx:2: bg-blue-50',
      'a.tsx:2: border-t-slate-200',
      'a.tsx:2: text-white',
      'b.css:1: bg-slate-50',
    ]);
  });

  it('lets the role colours, the theme and words that only look alike pass', () => {
    const dir = tree({
      'a.tsx': '<p className="bg-accent text-ink outline-danger-mark">to-red-team text-blue-ish',
      'index.css': '@theme {\n  --color-ink: var(--color-slate-900);\n}',
    });
    expect(rawColours(dir)).toEqual([]);
  });
});
