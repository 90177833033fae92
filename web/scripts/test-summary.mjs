// Sums every suite's results from `make test` into one closing line,
// "N passed, N failed", or "N passed, N failed, N skipped" when tests were
// skipped (so a skip never hides), and exits non-zero if anything failed. A suite that
// exited non-zero with no failing test counted (a build error, a crash) or
// that left no results counts as one failure.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [dir, reports] = process.argv.slice(2);
const read = (f) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : null);
// When each suite ended, in seconds after `make test` started (its rc
// file's time): the suites run in two lanes, so the one that ends last is
// the one to speed up.
const started = Number(read('started') ?? NaN);
const endedAt = (f) => {
  if (!Number.isFinite(started) || !existsSync(join(dir, f))) return '';
  return `ended at ${Math.round(statSync(join(dir, f)).mtimeMs / 1000 - started)} s`;
};
// The CPU a suite's recipe line used (user + system, its .times file: bash's
// `times`, whose second line is the children's).
const cpuOf = (f) => {
  const t = read(f.replace(/\.rc$/, '.times'));
  const line = t?.trim().split('\n')[1];
  if (!line) return '';
  const secs = [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((n, m) => n + Number(m[1]) * 60 + Number(m[2]), 0);
  return `CPU ${Math.round(secs)} s`;
};
const when = (f) => {
  const said = [endedAt(f), cpuOf(f)].filter((s) => s !== '').join(', ');
  return said === '' ? '' : ` (${said})`;
};
const rc = (f) => {
  const t = read(f);
  return t === null ? null : Number(t.trim());
};

const goCounts = (text) => ({
  passed: (text.match(/--- PASS:/g) ?? []).length,
  failed: (text.match(/--- FAIL:/g) ?? []).length,
  skipped: (text.match(/--- SKIP:/g) ?? []).length,
});

const suites = [
  ['lint (oxlint)', () => ({ passed: rc('lint.rc') === 0 ? 1 : 0, failed: 0 }), 'lint.rc'],
  ['import cycles', () => ({ passed: rc('cycles.rc') === 0 ? 1 : 0, failed: 0 }), 'cycles.rc'],
  ['gofmt', () => ({ passed: rc('gofmt.rc') === 0 ? 1 : 0, failed: 0 }), 'gofmt.rc'],
  ['format (prettier)', () => ({ passed: rc('format.rc') === 0 ? 1 : 0, failed: 0 }), 'format.rc'],
  ['go vet', () => ({ passed: rc('go-vet.rc') === 0 ? 1 : 0, failed: 0 }), 'go-vet.rc'],
  ['go test (native)', () => goCounts(read('go.txt') ?? ''), 'go.rc'],
  ['go test (js/wasm)', () => goCounts(read('go-wasm.txt') ?? ''), 'go-wasm.rc'],
  ['go test (TinyGo wasip1)', () => goCounts(read('go-tinygo.txt') ?? ''), 'go-tinygo.rc'],
  [
    'vitest',
    () => {
      const t = read('vitest.json');
      if (!t) return { passed: 0, failed: 0 };
      const j = JSON.parse(t);
      return {
        passed: j.numPassedTests,
        failed: j.numFailedTests + (j.numFailedTestSuites ?? 0),
        skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
      };
    },
    'vitest.rc',
  ],
  [
    'worker (wrangler)',
    () => {
      const t = read('worker.tap') ?? '';
      const last = (k) => Number([...t.matchAll(new RegExp(`^# ${k} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
      return { passed: last('pass'), failed: last('fail'), skipped: last('skipped') + last('todo') };
    },
    'worker.rc',
  ],
  ['deploy dry run', () => ({ passed: rc('deploy.rc') === 0 ? 1 : 0, failed: 0 }), 'deploy.rc'],
  [
    'playwright',
    () => {
      const t = read('playwright.json');
      if (!t) return { passed: 0, failed: 0 };
      const { stats } = JSON.parse(t);
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
    'playwright.rc',
  ],
];

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nSuites:');
for (const [name, count, rcFile] of suites) {
  const code = rc(rcFile);
  let c;
  try {
    c = count();
  } catch (err) {
    console.log(`  ${name}: could not read results (${err.message})`);
    c = { passed: 0, failed: 0 };
  }
  c.skipped ??= 0;
  if ((code === null || code !== 0) && c.failed === 0) c.failed = 1;
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
  const skips = c.skipped > 0 ? `, ${c.skipped} skipped` : '';
  console.log(
    `  ${name.padEnd(20)} ${String(c.passed).padStart(4)} passed, ${c.failed} failed${skips}${code === null ? ' (did not run)' : when(rcFile)}`,
  );
}
if (reports) console.log(`Screenshots and reports: ${reports}/`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
