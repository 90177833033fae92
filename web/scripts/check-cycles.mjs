// Fails on an import cycle in web/src (make test-lint), of modules or of
// folders: oxlint's import/no-cycle sees only value imports, and a cycle
// through `import type` or import() still ties two modules (or src/cv and
// src/lib) into one. The units of the folder graph are src/cv, src/lib,
// src/components, src/app and each src/features/<flow>; tests are left out
// (a test may load the core through lib).
//
//   node web/scripts/check-cycles.mjs web/src
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** files lists the source files under dir, tests left out. */
export function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** imports answers the local modules file imports (statically, as types or with import()). */
export function imports(file, text) {
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = (m[1] ?? m[2]).replace(/\?.*$/, '');
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
    if (hit && /\.tsx?$/.test(hit)) out.push(hit);
  }
  return out;
}

/** unit names the folder a module belongs to in the folder graph. */
export function unit(root, file) {
  const parts = relative(root, file).split('/');
  return parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, '');
}

/** cycles answers the strongly connected groups of more than one node (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      for (let w; w !== v; ) {
        w = stack.pop();
        on.delete(w);
        group.push(w);
      }
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

function main(root) {
  const modules = new Map();
  const folders = new Map();
  for (const f of files(root)) {
    const deps = imports(f, readFileSync(f, 'utf8')).filter((d) => !/\.test\.tsx?$/.test(d));
    modules.set(relative(root, f), deps.map((d) => relative(root, d)));
    const u = unit(root, f);
    const set = folders.get(u) ?? new Set();
    for (const d of deps) if (unit(root, d) !== u) set.add(unit(root, d));
    folders.set(u, set);
  }
  const found = [
    ...cycles(modules).map((g) => `modules: ${g.join(' ↔ ')}`),
    ...cycles(new Map([...folders].map(([k, v]) => [k, [...v]]))).map((g) => `folders: ${g.join(' ↔ ')}`),
  ];
  for (const line of found) console.log(`import cycle: ${line}`);
  console.log(`${modules.size} modules, ${folders.size} folders, ${found.length} import cycles`);
  process.exitCode = found.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main(resolve(process.argv[2] ?? 'web/src'));
