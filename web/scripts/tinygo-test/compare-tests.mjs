// Checks that the TinyGo run of the core's tests ran every test that the
// standard Go run did, with the same outcome: it reads both `-v` outputs and
// prints each test (per package) that passed or was skipped under standard Go
// but did not pass under TinyGo, and exits non-zero if there is one. A fuzz
// test's seeds run under TinyGo as TestFuzzSeeds/<FuzzName>/… (package
// wasm/internal/seedcorpus). Tests listed in NOT_RUN are left out of the
// TinyGo run on purpose and named here with the reason.
//
//   node web/scripts/tinygo-test/compare-tests.mjs go.txt go-tinygo.txt
import { readFileSync } from 'node:fs';

/** Tests the TinyGo run leaves out, with why (docs/tinygo.md). */
export const NOT_RUN = {
  ...Object.fromEntries(
    [
      'wasm/match TestEval',
      'wasm/match TestEvalInvariants',
      'wasm/parse TestEval',
      'wasm/parse TestEvalExtras',
      'wasm/suggest TestEvalDuties',
    ].map((t) => [
      t,
      'runs in make test-go, natively with -eval on ../shared: under TinyGo its run cost five times the CPU',
    ]),
  ),
  'wasm/parse TestEvalLayouts':
    'reads the layout corpus that make eval prints with Chromium (-layouts); skipped by standard go test too',
  'wasm/match TestEvalLayoutScores':
    'reads the layout corpus that make eval prints with Chromium (-layouts); skipped by standard go test too',
  'wasm/parse TestEvalThemes':
    'reads the theme corpus that make eval prints with Chromium (-themes); skipped by standard go test too',
  'wasm/cv TestEvalReadBackWord':
    "reads gulp_de's and RJDB's CVs for the Word read-back's false alarms (-readback-corpus); skipped by standard go test too",
  'wasm/cv TestEvalReadBackPDFDump':
    "reads the pdf.js items Vitest dumps of Shortlist's own PDFs (-readback-dump); skipped by standard go test too",
  'wasm/match TestEvalThemeScores':
    'reads the theme corpus that make eval prints with Chromium (-themes); skipped by standard go test too',
};

/** results maps "pkg Test/sub" to PASS, FAIL or SKIP from one -v output. */
function results(text) {
  const out = new Map();
  let pending = [];
  for (const line of text.split('\n')) {
    const r = line.match(/^\s*--- (PASS|FAIL|SKIP): (\S+)/);
    if (r) pending.push([r[2], r[1]]);
    const end = line.match(/^(?:ok|FAIL)\s+(\S+)/);
    if (end) {
      const pkg = end[1].replace(/^github\.com\/[^/]+\/[^/]+\//, '');
      for (const [name, status] of pending) out.set(`${pkg} ${name.replace(/^(Fuzz\w+)/, 'TestFuzzSeeds/$1')}`, status);
      pending = [];
    }
  }
  return out;
}

const [std, tiny] = process.argv.slice(2).map((f) => results(readFileSync(f, 'utf8')));
let missing = 0;
for (const [name, status] of std) {
  // The TinyGo run covers the core (wasm/...); standard Go's covers the worker too.
  if (status === 'FAIL' || !name.startsWith('wasm/')) continue;
  const [pkg, test] = name.split(' ');
  if (NOT_RUN[`${pkg} ${test.split('/')[0]}`]) continue;
  const got = tiny.get(name);
  // A test skipped under standard Go must still pass under TinyGo, where
  // t.Skip cannot stop a test.
  if (got !== 'PASS') {
    console.log(`${name}: ${status} under standard Go, ${got ?? 'not run'} under TinyGo`);
    missing++;
  }
}
for (const [name, why] of Object.entries(NOT_RUN)) console.log(`not run under TinyGo: ${name} (${why})`);
console.log(
  `${std.size} standard Go results (worker's included), ${tiny.size} TinyGo results, ${missing} missing or different`,
);
process.exitCode = missing > 0 ? 1 : 0;
