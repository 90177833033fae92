// Times calls into the real core wasm under Node, as the page makes them.
// Prints one "name: value" line per measurement.
//
// With --first NAME it prints, as JSON, the start of a fresh instance and the
// times of its first and second call of NAME (parseText or analyze): the
// first call on a page that just loaded the engine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startNodeCore } from './node-core.mjs';

const { core, instance, started } = await startNodeCore();

/** median runs fn n times (after warm-up) and returns the median in ms. */
export function median(fn, n = 50) {
  for (let i = 0; i < 5; i++) fn();
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

// The parser on a realistic CV: a real text CV from the shared fixtures
// (benchmarks, like tests, may read ../shared), repeated to 10 000 characters.
const cvFixture = readFileSync(new URL('../../../shared/fixtures/real/resumes/0xadada_resume.txt', import.meta.url), 'utf8');
const cv10k = cvFixture.repeat(Math.ceil(10000 / cvFixture.length)).slice(0, 10000);
const parseArgs = JSON.stringify({ text: cv10k });
// The matcher on 10 000 + 10 000 characters: a real text CV and a real job
// description from the shared fixtures, each repeated to 10 000 characters.
const jdFixture = readFileSync(new URL('../../../shared/fixtures/real/jds/backend-eng.txt', import.meta.url), 'utf8');
const jd10k = jdFixture.repeat(Math.ceil(10000 / jdFixture.length)).slice(0, 10000);
const analyzeArgs = JSON.stringify({ cvText: cv10k, jobDescription: jd10k });

if (process.argv[2] === '--first') {
  const args = { parseText: parseArgs, analyze: analyzeArgs }[process.argv[3]];
  const timed = () => {
    const t = performance.now();
    if (!JSON.parse(core.call(process.argv[3], args)).ok) throw new Error(`bench: ${process.argv[3]} failed`);
    return performance.now() - t;
  };
  console.log(JSON.stringify({ started, first: timed(), second: timed() }));
  process.exit(0);
}

/** fresh returns the median over five fresh Node processes of --first name. */
function fresh(name) {
  const runs = Array.from({ length: 5 }, () =>
    JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--first', name], { encoding: 'utf8' })),
  );
  const mid = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[2];
  return { started: mid('started'), first: mid('first'), second: mid('second') };
}

const cv = 'Senior Go developer. '.repeat(500).slice(0, 10000);
const jd = 'We need Go, SQL and AWS. '.repeat(500).slice(0, 10000);

const validate = () => {
  core.call('clip', JSON.stringify({ field: 'cvText', text: cv }));
  core.call('clip', JSON.stringify({ field: 'jobDescription', text: jd }));
  core.call('checkAnalyze', JSON.stringify({ cvText: cv, jobDescription: jd }));
};
console.log(`core validation 10k+10k (wasm, Node) median: ${median(validate).toFixed(3)} ms`);

if (!JSON.parse(core.call('parseText', parseArgs)).ok) throw new Error('bench: parseText failed');
console.log(`parse 10k CV text (wasm, Node) median: ${median(() => core.call('parseText', parseArgs), 20).toFixed(1)} ms`);

if (!JSON.parse(core.call('analyze', analyzeArgs)).ok) throw new Error('bench: analyze failed');
console.log(`analyze 10k+10k (wasm, Node) median: ${median(() => core.call('analyze', analyzeArgs), 20).toFixed(1)} ms (target ≤ 50 ms)`);
// A long-lived page: the wasm memory after 300 more analyses (TinyGo's
// collector grows the heap rather than collect when a third of it is not
// free, and each call's goroutine stack comes from that heap).
const memory = instance.exports.memory ?? instance.exports.mem;
const mib = () => (memory.buffer.byteLength / 1048576).toFixed(1);
const memoryBefore = mib();
for (let i = 0; i < 300; i++) core.call('analyze', analyzeArgs);
console.log(`core wasm memory after 300 more analyses 10k+10k: ${mib()} MiB (${memoryBefore} MiB before them)`);
// The first call on a fresh page: a fresh Node process per run, median of five.
const firstParse = fresh('parseText');
const firstAnalyze = fresh('analyze');
const ms = (x) => `${x.toFixed(0)} ms`;
console.log(`core start, instantiate + init (fresh wasm instance) median of 5: ${ms(firstAnalyze.started)} (target ≤ 100 ms)`);
console.log(`parse 10k CV text first call (fresh wasm instance) median of 5: ${ms(firstParse.first)}, second call ${ms(firstParse.second)}`);
console.log(`analyze 10k+10k first call (fresh wasm instance) median of 5: ${ms(firstAnalyze.first)}, second call ${ms(firstAnalyze.second)}`);
// The same without the parser: the CV parsed once, then scored as the
// tailoring screen scores an edited CV.
const parsedCV = JSON.parse(core.call('parseText', parseArgs)).value;
const analyzeCVArgs = JSON.stringify({ cv: parsedCV, jobDescription: jd10k });
console.log(`analyzeCV parsed 10k CV + 10k JD (wasm, Node) median: ${median(() => core.call('analyzeCV', analyzeCVArgs), 20).toFixed(1)} ms`);

// A 3-page Word file read and parsed by the core, as the upload card hands
// it over (base64 in the call's JSON; the base64 is made once, as the page
// makes it once per file).
const docx3 = readFileSync(new URL('../../wasm/docx/testdata/bench/bench-3-pages.docx', import.meta.url));
const docxArgs = JSON.stringify({ data: docx3.toString('base64') });
if (!JSON.parse(core.call('parseDocx', docxArgs)).ok) throw new Error('bench: parseDocx failed');
console.log(`parseDocx 3-page .docx (wasm, Node) median: ${median(() => core.call('parseDocx', docxArgs), 20).toFixed(1)} ms (target ≤ 200 ms)`);

// The same analysis natively (go test -bench on the same fixture pair), for
// comparison with the wasm figure.
const native = execFileSync('go', ['test', './wasm/match', '-run', '^$', '-bench', '^BenchmarkAnalyze10k$', '-benchtime', '20x'], {
  cwd: new URL('../../', import.meta.url),
  encoding: 'utf8',
});
const nsPerOp = native.match(/BenchmarkAnalyze10k\S*\s+\d+\s+(\d+) ns\/op/)?.[1];
console.log(`analyze 10k+10k (native Go) per run: ${nsPerOp ? (Number(nsPerOp) / 1e6).toFixed(1) : 'unknown'} ms`);
