// @vitest-environment node
// AI reply reading through the real core wasm, on the golden replies the Go
// tests use.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core } from './core';

let core: Core;
const replies = new URL('../../../wasm/reply/testdata/', import.meta.url);
const reply = (name: string) => readFile(new URL(name, replies), 'utf8');

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

describe('AI replies through wasm', () => {
  it('reads an analysis behind a think block and keeps the reasoning in rawApiResponse', async () => {
    const r = core.readReply('analyze', '', await reply('analysis_think.reply'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.matchPercentage).toBe(70);
    expect(r.value.weaknesses).toEqual(['No AWS experience shown.']);
    expect(r.value.rawApiResponse.startsWith('The CV shows Go and Kubernetes.')).toBe(true);
  });

  it('orders suggestions by impact', async () => {
    const r = core.readReply('suggest', '', await reply('suggest_array.reply'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((s) => s.impact)).toEqual(['High', 'Medium', 'Low', 'Low']);
  });

  it('reports a cut-off reply with its code', async () => {
    const r = core.readReply('analyze', '', await reply('analysis_truncated.reply'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('truncated_json');
  });
});
