// The tailoring screen's work on every edit, timed in the real core wasm
// under Node: score the edited CV and rate 20 suggestions, each rated by
// scoring the CV with it applied, and its transformed JSON: one
// `rateTailoring` call of the screen's session (the CV sent once, as after
// an edit the page's reducer made; the job read when the session opened).
// A 2-page real CV (alfred_pennyworth_pm) against a 1-page real job
// (servicenow_job1), both from their pdf.js items as the page reads them.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startNodeCore } from './node-core.mjs';

const { core } = await startNodeCore();

const call = (name, args) => {
  const r = JSON.parse(core.call(name, JSON.stringify(args)));
  if (!r.ok) throw new Error(`bench-tailor: ${name}: ${r.error.message}`);
  return r.value;
};
const items = (name) => JSON.parse(readFileSync(new URL(`../../wasm/parse/testdata/pdfitems/${name}.json`, import.meta.url), 'utf8')).pages;

const cvPdf = items('alfred_pennyworth_pm');
const doc = call('toStructured', { cv: call('parsePDF', { pages: cvPdf }).cv });
const jobDescription = call('parsePDF', { pages: items('servicenow_job1') }).text;
const own = call('openTailoring', { cv: doc, original: doc, jobDescription }).suggestions;
if (own.length === 0) throw new Error('bench-tailor: no suggestions to rate');
// Twenty suggestions: the engine's own, which the session holds, and as
// many of them again under new ids as the AI's to make twenty.
const ai = Array.from({ length: Math.max(0, 20 - own.length) }, (_, i) => ({ ...own[i % own.length], id: `bench_${i}` }));

// Wall time, and the process's CPU time, which a machine busy with other
// work does not inflate (the core runs on one thread).
const wall = [];
const cpu = [];
for (let i = 0; i < 25; i++) {
  const t = performance.now();
  const c = process.cpuUsage();
  call('rateTailoring', { cv: doc, ai });
  const used = process.cpuUsage(c);
  if (i >= 5) {
    wall.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
}
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `tailor: score a 2-page CV and rate ${own.length + ai.length} suggestions (${own.length} own, ${ai.length} repeated) vs a 1-page job (wasm, Node) median: ${median(wall).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU (target ≤ 100 ms)`,
);
