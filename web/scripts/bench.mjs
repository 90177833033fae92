// `make bench`: prints Shortlist's size and speed figures, one per line.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url);
const file = (p) => readFileSync(new URL(p, root));
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// Timings on a busy machine are not comparable: the load goes with them.
console.log(`load average (1, 5, 15 min): ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);

const wasm = file('web/src/lib/generated/core.wasm');
console.log(`core wasm built with: ${readFileSync(new URL('build/core-toolchain', root), 'utf8').trim()}`);
console.log(`core wasm raw: ${wasm.length} bytes`);
console.log(`core wasm gzip: ${gz(wasm)} bytes (target ≤ 750000 bytes)`);

// The main chunk is the module script that index.html loads.
const html = file('web/dist/index.html').toString();
const main = html.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/)?.[1];
const assets = readdirSync(new URL('web/dist/assets/', root));
if (!main) throw new Error('bench: no module script in web/dist/index.html');
console.log(`main JS chunk gzip: ${gz(file(`web/dist/${main}`))} bytes (target ≤ 120000 bytes; ${assets.length} files in dist/assets)`);

// What an installed app downloads once to work offline: the service worker's
// precache list (workbox writes each entry's URL into sw.js).
const precached = [...new Set([...file('web/dist/sw.js').toString().matchAll(/url:"([^"]+)"/g)].map((m) => m[1]))];
const precacheBytes = precached.reduce((sum, url) => sum + file(`web/dist/${url}`).length, 0);
console.log(`offline precache: ${precached.length} files, ${precacheBytes} bytes raw`);

process.stdout.write(run('node', ['web/scripts/bench-core.mjs']));
// --- issue 18: a 3-page PDF from bytes to the Formatted CV (bench-pdf.mjs) ---
process.stdout.write(run('node', ['web/scripts/bench-pdf.mjs']));
// --- end issue 18 ---
// --- issue 34: each real PDF read once per process, ours against OpenResume's pdf.js calls (bench-pdf-openresume.mjs) ---
process.stdout.write(run('node', ['web/scripts/bench-pdf-openresume.mjs']));
// --- end issue 34 ---
// --- issue 24: the PDF download's added size and its read-back time (bench-pdf-export.mjs) ---
process.stdout.write(run('node', ['web/scripts/bench-pdf-export.mjs']));
// --- end issue 24 ---
// --- issue 25: score and rate 20 suggestions on the tailoring screen (bench-tailor.mjs) ---
process.stdout.write(run('node', ['web/scripts/bench-tailor.mjs']));
// --- end issue 25 ---
process.stdout.write(run('node', ['worker/bench/bench.mjs']));
// --- issue 30: the figures only a browser gives (bench-browser.mjs) ---
process.stdout.write(run('node', ['web/scripts/bench-browser.mjs']));
