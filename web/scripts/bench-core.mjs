// Times calls into the real core wasm under Node, as the page makes them.
// Prints one "name: value" line per measurement.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const generated = new URL('../src/lib/generated/', import.meta.url);
await import(new URL('wasm_exec.js', generated).href);
const go = new globalThis.Go();
const { instance } = await WebAssembly.instantiate(readFileSync(new URL('core.wasm', generated)), go.importObject);
void go.run(instance);
const core = globalThis.shortlistCore;

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

const cv = 'Senior Go developer. '.repeat(500).slice(0, 10000);
const jd = 'We need Go, SQL and AWS. '.repeat(500).slice(0, 10000);

const validate = () => {
  core.call('clip', JSON.stringify({ field: 'cvText', text: cv }));
  core.call('clip', JSON.stringify({ field: 'jobDescription', text: jd }));
  core.call('checkAnalyze', JSON.stringify({ cvText: cv, jobDescription: jd }));
};
console.log(`core validation 10k+10k (wasm, Node) median: ${median(validate).toFixed(3)} ms`);

// The parser on a realistic CV: a real text CV from the shared fixtures
// (benchmarks, like tests, may read ../shared), repeated to 10 000 characters.
const cvFixture = readFileSync(new URL('../../../shared/fixtures/real/resumes/0xadada_resume.txt', import.meta.url), 'utf8');
const cv10k = cvFixture.repeat(Math.ceil(10000 / cvFixture.length)).slice(0, 10000);
const parseArgs = JSON.stringify({ text: cv10k });
if (!JSON.parse(core.call('parseText', parseArgs)).ok) throw new Error('bench: parseText failed');
console.log(`parse 10k CV text (wasm, Node) median: ${median(() => core.call('parseText', parseArgs), 20).toFixed(1)} ms`);

// The matcher on 10 000 + 10 000 characters: a real text CV and a real job
// description from the shared fixtures, each repeated to 10 000 characters.
const jdFixture = readFileSync(new URL('../../../shared/fixtures/real/jds/backend-eng.txt', import.meta.url), 'utf8');
const jd10k = jdFixture.repeat(Math.ceil(10000 / jdFixture.length)).slice(0, 10000);
const analyzeArgs = JSON.stringify({ cvText: cv10k, jobDescription: jd10k });
if (!JSON.parse(core.call('analyze', analyzeArgs)).ok) throw new Error('bench: analyze failed');
console.log(`analyze 10k+10k (wasm, Node) median: ${median(() => core.call('analyze', analyzeArgs), 20).toFixed(1)} ms`);
// The same without the parser: the CV parsed once, then scored as the
// tailoring screen scores an edited CV.
const parsedCV = JSON.parse(core.call('parseText', parseArgs)).value;
const analyzeCVArgs = JSON.stringify({ cv: parsedCV, jobDescription: jd10k });
console.log(`analyzeCV parsed 10k CV + 10k JD (wasm, Node) median: ${median(() => core.call('analyzeCV', analyzeCVArgs), 20).toFixed(1)} ms`);

// The same analysis natively (go test -bench on the same fixture pair), for
// comparison with the wasm figure.
const native = execFileSync('go', ['test', './wasm/match', '-run', '^$', '-bench', '^BenchmarkAnalyze10k$', '-benchtime', '20x'], {
  cwd: new URL('../../', import.meta.url),
  encoding: 'utf8',
});
const nsPerOp = native.match(/BenchmarkAnalyze10k\S*\s+\d+\s+(\d+) ns\/op/)?.[1];
console.log(`analyze 10k+10k (native Go) per run: ${nsPerOp ? (Number(nsPerOp) / 1e6).toFixed(1) : 'unknown'} ms`);
