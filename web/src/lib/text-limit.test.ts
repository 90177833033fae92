// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { loadCore } from './core';
import { TEXT_LIMIT } from './text-limit';

it('TEXT_LIMIT is the core rule: a text of TEXT_LIMIT is kept whole, one more is cut to it', async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  const at = await r.value.clip('cvText', 'x'.repeat(TEXT_LIMIT));
  const over = await r.value.clip('cvText', 'x'.repeat(TEXT_LIMIT + 1));
  expect(at.ok && at.value.truncated).toBe(false);
  expect(over.ok && over.value.text.length).toBe(TEXT_LIMIT);
});
