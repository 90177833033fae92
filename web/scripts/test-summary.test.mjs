// @vitest-environment node
// The closing line of `make test`: skipped tests are counted and shown, never hidden.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('./test-summary.mjs', import.meta.url).pathname;

function summarise(files) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  try {
    return { code: 0, last: execFileSync('node', [script, dir], { encoding: 'utf8' }).trim().split('\n').at(-1) };
  } catch (err) {
    return { code: err.status, last: String(err.stdout).trim().split('\n').at(-1) };
  }
}

const allGreen = {
  'lint.rc': '0',
  'cycles.rc': '0',
  'gofmt.rc': '0',
  'format.rc': '0',
  'go-vet.rc': '0',
  'go.rc': '0',
  'go.txt': '--- PASS: TestA\n--- PASS: TestB\n',
  'go-wasm.rc': '0',
  'go-wasm.txt': '--- PASS: TestA\n',
  'go-tinygo.rc': '0',
  'go-tinygo.txt': '--- PASS: TestA\n    --- PASS: TestA/sub\n',
  'vitest.rc': '0',
  'vitest.json': JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }),
  'worker.rc': '0',
  'worker.tap': '# pass 4\n# fail 0\n# skipped 0\n# todo 0\n',
  'deploy.rc': '0',
  'playwright.rc': '0',
  'playwright.json': JSON.stringify({ stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 0 } }),
};

describe('test-summary', () => {
  it('ends with "N passed, N failed" when nothing was skipped', () => {
    expect(summarise(allGreen)).toEqual({ code: 0, last: '23 passed, 0 failed' });
  });

  it('adds the skipped tests of every suite to the line', () => {
    const r = summarise({
      ...allGreen,
      'go.txt': '--- PASS: TestA\n--- SKIP: TestB\n',
      'vitest.json': JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 }),
      'worker.tap': '# pass 4\n# fail 0\n# skipped 2\n# todo 0\n',
      'playwright.json': JSON.stringify({ stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 5 } }),
    });
    expect(r).toEqual({ code: 0, last: '22 passed, 0 failed, 9 skipped' });
  });

  it('counts the TinyGo suite, its failures and its crash', () => {
    expect(
      summarise({ ...allGreen, 'go-tinygo.rc': '1', 'go-tinygo.txt': '--- PASS: TestA\n--- FAIL: TestB\n' }),
    ).toEqual({
      code: 1,
      last: '22 passed, 1 failed',
    });
    expect(summarise({ ...allGreen, 'go-tinygo.rc': '2', 'go-tinygo.txt': 'panic: out of memory\n' })).toEqual({
      code: 1,
      last: '21 passed, 1 failed',
    });
  });

  it('counts a format diff and an import cycle as failures', () => {
    expect(summarise({ ...allGreen, 'gofmt.rc': '1' })).toEqual({ code: 1, last: '22 passed, 1 failed' });
    expect(summarise({ ...allGreen, 'format.rc': '1' })).toEqual({ code: 1, last: '22 passed, 1 failed' });
    expect(summarise({ ...allGreen, 'cycles.rc': '1' })).toEqual({ code: 1, last: '22 passed, 1 failed' });
  });

  it('counts a suite that crashed without results as a failure', () => {
    const r = summarise({ ...allGreen, 'vitest.rc': '1', 'vitest.json': '' });
    expect(r).toEqual({ code: 1, last: '20 passed, 1 failed' });
  });

  it("prints each suite's CPU time from its .times file (bash's times)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    for (const [name, text] of Object.entries({ ...allGreen, 'go.times': '0m0.010s 0m0.002s\n1m2.500s 0m3.000s\n' }))
      writeFileSync(join(dir, name), text);
    const out = execFileSync('node', [script, dir], { encoding: 'utf8' });
    expect(out).toMatch(/go test \(native\) +2 passed, 0 failed \(CPU 66 s\)/);
  });
});
