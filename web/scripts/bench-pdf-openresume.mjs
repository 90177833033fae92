// bench-pdf-openresume.mjs (make bench, issue 34 item 6): each real
// fixture PDF read once in a fresh Node process, our way against the pdf.js
// calls of OpenResume's parser (xitanggg/open-resume, read-pdf.ts) on the
// same pdf.js build: getDocument, then page after page getTextContent and
// getOperatorList (it waits for the fonts to map their names). Ours are
// web/scripts/pdf-items.mjs's (those of src/lib/pdf.ts: every page's text and
// links at once), timed alone ("pdf.js") and with the core's parsePDF after
// them ("pdf.js + core"; the core started, its compilation done and warmed
// with the made-up page before the clock, as the upload page has it when its
// PDF tab opens).
// OpenResume's own grouping of the items (plain JS) is not run: its figure
// is a lower bound. CPU time (every thread of the process: pdf.js runs its
// worker's code on the main thread in Node, V8 compiles on others) moves
// less with the machine's load than wall time; the median of three
// processes of each. Node 22 (make runs the project's): the warm-up page is
// a .ts file.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const dir = new URL('../../../shared/fixtures/real/resumes/', import.meta.url);

/**
 * quiet waits until the process has gone 100 ms using under 5 ms of CPU: V8
 * compiles the core's wasm on other threads for some 250 ms of CPU after it
 * starts, which the page does when it loads, long before a PDF is chosen.
 */
async function quiet() {
  const cpu = () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  for (let i = 0, last = cpu(); i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = cpu();
    if (now - last < 5) return;
    last = now;
  }
}

/** once reads one PDF one way in this process and prints its wall and CPU ms. */
async function once(way, name) {
  const data = new Uint8Array(readFileSync(new URL(name, dir)));
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { pdfItems } = await import('./pdf-items.mjs');
  let core;
  if (way === 'ours+core') {
    const { startNodeCore } = await import('./node-core.mjs');
    const { warmUpPages } = await import('../src/features/upload/pdf-warm-up.ts');
    core = (await startNodeCore()).core;
    if (!JSON.parse(core.call('parsePDF', JSON.stringify({ pages: warmUpPages }))).ok)
      throw new Error('the warm-up page did not parse');
    await quiet();
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  if (way === 'openresume') {
    const doc = await pdfjs.getDocument({ data, verbosity: 0 }).promise;
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      await page.getOperatorList();
      for (const item of content.items) void page.commonObjs.get(item.fontName).name;
    }
    await doc.destroy();
  } else {
    const { pages } = await pdfItems(data);
    if (core && !JSON.parse(core.call('parsePDF', JSON.stringify({ pages }))).ok)
      throw new Error(`${name}: parsePDF failed`);
  }
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  console.log(JSON.stringify({ wall, cpu: (cpu.user + cpu.system) / 1000 }));
}

if (process.argv[2] === '--once') {
  await once(process.argv[3], process.argv[4]);
} else {
  const self = fileURLToPath(import.meta.url);
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const measure = (way, name) => {
    const runs = Array.from({ length: 3 }, () =>
      JSON.parse(execFileSync(process.execPath, [self, '--once', way, name], { encoding: 'utf8' })),
    );
    return { wall: median(runs.map((r) => r.wall)), cpu: median(runs.map((r) => r.cpu)) };
  };
  const ways = ['ours', 'ours+core', 'openresume'];
  const sum = Object.fromEntries(ways.map((w) => [w, 0]));
  const f = (x) => x.toFixed(0);
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.pdf'))
    .sort()) {
    const got = Object.fromEntries(ways.map((w) => [w, measure(w, name)]));
    for (const w of ways) sum[w] += got[w].cpu;
    const show = (w) => `${f(got[w].cpu)} ms CPU / ${f(got[w].wall)} ms wall`;
    console.log(
      `PDF read once per process, ${name}: ours pdf.js ${show('ours')}, ours pdf.js + core ${show('ours+core')}; OpenResume's pdf.js calls ${show('openresume')}`,
    );
  }
  const ratio = (w) => (sum[w] / sum.openresume).toFixed(2);
  console.log(
    `PDF read once per process, all real fixtures, CPU against OpenResume's pdf.js calls (${f(sum.openresume)} ms): ours pdf.js ${f(sum.ours)} ms (${ratio('ours')}×), ours pdf.js + core ${f(sum['ours+core'])} ms (${ratio('ours+core')}×; target ≤ 1)`,
  );
}
