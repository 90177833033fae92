// @vitest-environment node
// check-cycles.mjs: the import graph's cycles, of modules and of folders.
import { describe, expect, it } from 'vitest';
import { cycles, imports, unit } from './check-cycles.mjs';

describe('check-cycles', () => {
  it('finds a cycle and leaves a chain alone', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('reads value, type, re-export and dynamic imports, and no package', () => {
    const file = new URL('../src/lib/core.ts', import.meta.url).pathname;
    const text = [
      "import { a } from './api';",
      "import type { B } from '../cv/types';",
      "export { c } from './storage';",
      "const e = () => import('./core-engine');",
      "import wasm from './generated/core.wasm?url';",
      "import { useState } from 'react';",
    ].join('\n');
    const got = imports(file, text).map((p) => p.replace(/.*\/src\//, ''));
    expect(got).toEqual(['lib/api.ts', 'cv/types.ts', 'lib/storage.ts', 'lib/core-engine.ts']);
  });

  it('takes a feature as its own folder and the rest by their top folder', () => {
    expect(unit('/s', '/s/features/tailor/x.ts')).toBe('features/tailor');
    expect(unit('/s', '/s/components/ui/button.tsx')).toBe('components');
    expect(unit('/s', '/s/main.tsx')).toBe('main');
  });
});
