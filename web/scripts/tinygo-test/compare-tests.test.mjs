// @vitest-environment node
// web/scripts/tinygo-test/compare-tests.mjs: a test that standard Go ran must pass
// under TinyGo, fuzz seeds included (as TestFuzzSeeds/<FuzzName>/…).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('./compare-tests.mjs', import.meta.url).pathname;
const pkg = 'github.com/shortlist/shortlist/wasm/parse';

function compare(std, tiny) {
  const dir = mkdtempSync(join(tmpdir(), 'tinygo-compare-'));
  writeFileSync(join(dir, 'std.txt'), std);
  writeFileSync(join(dir, 'tiny.txt'), tiny);
  try {
    return {
      code: 0,
      out: execFileSync('node', [script, join(dir, 'std.txt'), join(dir, 'tiny.txt')], { encoding: 'utf8' }),
    };
  } catch (err) {
    return { code: err.status, out: String(err.stdout) };
  }
}

const std = [
  '--- PASS: TestA (0.00s)',
  '--- PASS: FuzzText (0.00s)',
  '    --- PASS: FuzzText/seed#0 (0.00s)',
  '--- PASS: TestEval (0.00s)',
  '--- SKIP: TestEvalLayouts (0.00s)',
  `ok  \t${pkg}\t0.1s`,
  '--- PASS: TestReadSet (0.00s)',
  'ok  \tgithub.com/shortlist/shortlist/wasm/internal/evaldata\t0.1s',
  '--- PASS: TestWorker (0.00s)',
  'ok  \tgithub.com/shortlist/shortlist/worker\t0.1s',
].join('\n');
const tinyAll = [
  '--- PASS: TestA (0.00s)',
  '    --- PASS: TestFuzzSeeds/FuzzText (0.00s)',
  '        --- PASS: TestFuzzSeeds/FuzzText/seed#0 (0.00s)',
  '--- PASS: TestFuzzSeeds (0.00s)',
  `ok  \t${pkg}\t0.1s`,
].join('\n');

describe('compare-tests', () => {
  it('passes when every test ran and passed, fuzz seeds included', () => {
    const r = compare(std, tinyAll);
    expect(r.code).toBe(0);
    expect(r.out).toContain('0 missing or different');
    expect(r.out).toContain('not run under TinyGo: wasm/parse TestEvalLayouts');
    // The eval tests run natively with their corpora (make test-go), not under TinyGo.
    expect(r.out).toContain('not run under TinyGo: wasm/parse TestEval (');
    // A package no TinyGo build ships is left out whole.
    expect(r.out).toContain('not run under TinyGo: wasm/internal/evaldata (');
  });

  it('fails on a fuzz seed that did not run and on a test that failed', () => {
    const tiny = tinyAll
      .replace('        --- PASS: TestFuzzSeeds/FuzzText/seed#0 (0.00s)\n', '')
      .replace('--- PASS: TestA', '--- FAIL: TestA');
    const r = compare(std, tiny);
    expect(r.code).toBe(1);
    expect(r.out).toContain('wasm/parse TestFuzzSeeds/FuzzText/seed#0: PASS under standard Go, not run under TinyGo');
    expect(r.out).toContain('wasm/parse TestA: PASS under standard Go, FAIL under TinyGo');
    expect(r.out).toContain('2 missing or different');
  });
});
