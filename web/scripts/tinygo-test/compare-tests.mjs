// Checks that the TinyGo run of the core's tests ran every test that the
// standard Go run did, with the same outcome: it reads both `-v` outputs and
// prints each test (per package) that passed or was skipped under standard Go
// but did not pass under TinyGo, and exits non-zero if there is one. A fuzz
// test's seeds run under TinyGo as TestFuzzSeeds/<FuzzName>/… (package
// wasm/internal/seedcorpus). The tests and packages not-run.mjs lists are
// left out of the TinyGo run on purpose, each named with the reason.
//
//   node web/scripts/tinygo-test/compare-tests.mjs go.txt go-tinygo.txt
import { readFileSync } from 'node:fs';
import { NOT_RUN, NOT_RUN_PACKAGES } from './not-run.mjs';

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
  if (NOT_RUN[`${pkg} ${test.split('/')[0]}`] || NOT_RUN_PACKAGES[pkg]) continue;
  const got = tiny.get(name);
  // A test skipped under standard Go must still pass under TinyGo, where
  // t.Skip cannot stop a test.
  if (got !== 'PASS') {
    console.log(`${name}: ${status} under standard Go, ${got ?? 'not run'} under TinyGo`);
    missing++;
  }
}
for (const [name, why] of Object.entries({ ...NOT_RUN_PACKAGES, ...NOT_RUN }))
  console.log(`not run under TinyGo: ${name} (${why})`);
console.log(
  `${std.size} standard Go results (worker's included), ${tiny.size} TinyGo results, ${missing} missing or different`,
);
process.exitCode = missing > 0 ? 1 : 0;
