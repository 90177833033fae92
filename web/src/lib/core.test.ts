// @vitest-environment node
// These tests run the real core wasm (built by `make`) through the wrapper.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core } from './core';

let core: Core;

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

describe('core input rules through wasm', () => {
  it.each([
    ['cvText', 'CV text is limited to 10000 characters'],
    ['jobDescription', 'Job description is limited to 10000 characters'],
    ['pdfText', 'PDF content was truncated to 10000 characters'],
  ] as const)('cuts %s at 10000 characters with its warning', async (field, warning) => {
    const r = await core.clip(field, 'x'.repeat(10001));
    expect(r).toEqual({ ok: true, value: { text: 'x'.repeat(10000), length: 10000, truncated: true, warning } });
  });

  it('keeps a text at the limit whole', async () => {
    const r = await core.clip('cvText', 'é'.repeat(10000));
    expect(r.ok && r.value.truncated).toBe(false);
  });

  it('counts like the browser: an emoji is two characters', async () => {
    const r = await core.clip('cvText', 'a'.repeat(9999) + '😀');
    expect(r.ok && r.value.text.length).toBe(9999);
  });

  it('refuses blank texts with the spec message', async () => {
    expect(await core.checkAnalyze('  ', 'Go')).toEqual({
      ok: false,
      error: { code: 'missing_inputs', message: 'Please provide both CV text and job description.' },
    });
    expect((await core.checkAnalyze('Go developer', 'We need Go')).ok).toBe(true);
  });

  it('loads once', async () => {
    const again = await loadCore();
    expect(again.ok && again.value).toBeTruthy();
  });
});
