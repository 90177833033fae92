// @vitest-environment node
// AI reply reading through the real core wasm: every golden reply of the Go
// tests (wasm/reply/testdata) gives in the browser's engine exactly the
// result or error the native Go tests pinned.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core, type ReplyResults } from './core';

let core: Core;
const replies = new URL('../../../wasm/reply/testdata/', import.meta.url);
const read = (name: string) => readFile(new URL(name, replies), 'utf8');
const operations: Record<string, keyof ReplyResults> = { analysis: 'analyze', format: 'format', suggest: 'suggest' };
const cases = readdirSync(replies)
  .filter((f) => f.endsWith('.reply'))
  .map((f) => f.slice(0, -'.reply'.length))
  .sort();

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

describe('AI replies through wasm', () => {
  it('finds the golden replies', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)('%s matches its golden file', async (name) => {
    const operation = operations[name.slice(0, name.indexOf('_'))];
    if (!operation) throw new Error(`no operation for ${name}`);
    const reasoning = await read(`${name}.reasoning`).catch(() => '');
    const want: unknown = JSON.parse(await read(`${name}.golden.json`));
    const r = await core.readReply(operation, reasoning, await read(`${name}.reply`));
    expect(r.ok ? r.value : { error: r.error.code, message: r.error.message }).toEqual(want);
  });

  it('leaves the reasoning out of rawApiResponse, which is the JSON text', async () => {
    const r = await core.readReply('analyze', 'Weighing Go against the job.', await read('analysis_think.reply'));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rawApiResponse.startsWith('{')).toBe(true);
    expect(r.value.rawApiResponse).not.toContain('Weighing Go');
    expect(r.value.rawApiResponse).not.toContain('The CV shows Go and Kubernetes.');
  });

  it('refuses an unknown operation with a code', async () => {
    const r = await core.readReply('translate' as keyof ReplyResults, '', '{}');
    expect(r.ok ? 'ok' : r.error.code).toBe('bad_arguments');
  });
});
