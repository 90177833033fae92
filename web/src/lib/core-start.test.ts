// @vitest-environment node
// The message wrapper itself: how a failed start reads, that a later call
// tries again, and that concurrent calls each get their own answer.
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { engineUnavailable, loadCore } from './core';

const wasm = () => readFile(new URL('./generated/core.wasm', import.meta.url));

describe('loadCore', () => {
  it('says plainly that the engine could not be downloaded, and logs the detail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = await loadCore(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(r).toEqual({ ok: false, error: { code: 'core_unavailable', message: engineUnavailable } });
    expect(engineUnavailable).not.toMatch(/TypeError|fetch/);
    expect(logged).toHaveBeenCalledWith('The on-device engine could not start:', 'TypeError: Failed to fetch');
  });

  it('tries again after a failed start, and answers concurrent calls each with its own result', async () => {
    const r = await loadCore(wasm);
    if (!r.ok) throw new Error(r.error.message);
    const texts = ['a', 'bb', 'x'.repeat(10001), 'ccc', ''];
    const answers = await Promise.all(texts.map((t) => r.value.clip('cvText', t)));
    expect(answers.map((a) => a.ok && a.value.length)).toEqual([1, 2, 10000, 3, 0]);
    expect(await r.value.checkAnalyze('', 'Go')).toMatchObject({ ok: false, error: { code: 'missing_inputs' } });
  });
});
