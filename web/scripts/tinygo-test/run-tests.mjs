// Runs the core's tests under TinyGo (make test-go-tinygo): one package a
// `tinygo test`, JOBS at a time, each into its own file, then prints the
// files one after another in a fixed order and exits non-zero when any run
// failed. One package a run because `tinygo test` given several runs them at
// once and their -v lines interleave, and compare-tests.mjs reads a
// package's results up to its ok line; one file a run keeps that true with
// two runs at a time (docs/tinygo.md).
//
//   node run-tests.mjs <out dir> <jobs> <core stack size> <tinygo test command>
//
// The runs: every package of wasm/ but those not-run.mjs names in
// NOT_RUN_PACKAGES (no TinyGo build ships them), with the core's stack, its eval tests
// left out (TinyGo's t.Skip cannot stop a test on wasm; make test-go runs
// the eval tests of match, parse and suggest natively with -eval, where
// they take a fifth of the CPU); wasm/lexicon with 4 MB stacks (its
// TestTable formats the 0.9 MB table.go with go/format, whose recursion
// overflows 1 MB).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_RUN_PACKAGES } from './not-run.mjs';

const [outDir, jobs, stack, tinygoTest] = process.argv.slice(2);
const pkgs = execFileSync('go', ['list', './wasm/...'], { encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((p) => !NOT_RUN_PACKAGES[p.replace(/^github\.com\/[^/]+\/[^/]+\//, '')]);
const lexicon = pkgs.find((p) => p.endsWith('/wasm/lexicon'));

/** runs lists each `tinygo test` as [file name, shell command], in the order printed. */
const runs = [
  ...pkgs.filter((p) => p !== lexicon).map((p) => [p, `${tinygoTest} -stack-size=${stack} -skip '^TestEval' ${p}`]),
  [lexicon, `${tinygoTest} -stack-size=4MB ${lexicon}`],
].map(([name, cmd], i) => ({
  file: join(outDir, `${String(i).padStart(2, '0')}-${name.replace(/.*\//, '')}.txt`),
  cmd,
}));

/** run runs one command into its file and resolves with its exit code. */
function run({ file, cmd }) {
  return new Promise((resolve) => {
    const out = [];
    const child = spawn('bash', ['-c', `${cmd} 2>&1`], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      writeFileSync(file, Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
}

mkdirSync(outDir, { recursive: true });
// The longest runs start first so that the two lanes end close together.
const queue = [...runs].sort((a, b) => cost(b) - cost(a));
const codes = new Map();
await Promise.all(
  Array.from({ length: Number(jobs) }, async () => {
    for (let r = queue.shift(); r; r = queue.shift()) codes.set(r, await run(r));
  }),
);
for (const r of runs) process.stdout.write(readFileSync(r.file));
process.exitCode = [...codes.values()].some((c) => c !== 0) ? 1 : 0;

// The largest test binaries (their compile is most of a run's time) start first.
function cost(r) {
  return ['-match.txt', '-parse.txt', '-lexicon.txt', '-suggest.txt'].some((f) => r.file.endsWith(f)) ? 1 : 0;
}
