// Replies of the lengths real models write (issue 28), streamed in the
// shapes of OpenRouter (reasoning and reasoning_details, ": OPENROUTER
// PROCESSING" comments), OpenAI and DeepSeek (reasoning_content), one event
// per token: analyze with 6,000 reasoning + 1,500 answer tokens, format with
// 2,500 and suggest with 3,000, through the real worker with the default
// max tokens. Each must answer 200.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from './harness.mjs';
import { shapeNames, streamed } from './fake-provider.mjs';
import { assertNoKeyBytes, longOperations, post, withScriptedWorker } from './ai-fixtures.mjs';

describe('long replies in real providers\' shapes', () => {
  // A long reply takes a while on a loaded machine: workerVars' generous
  // bounds, not SHORT_BOUNDS, so the worker decides the test.
  const scripted = withScriptedWorker(1000);
  for (const shape of shapeNames) {
    for (const op of longOperations) {
      it(`${op.name} streamed as ${shape} streams`, async () => {
        scripted.fake.script(streamed(shape, op.reply, { reasoning: op.reasoning }));
        const res = await request(scripted.worker, op.path, post(op.body));
        assert.equal(res.status, 200, res.body.slice(0, 300));
        assert.equal(scripted.fake.requests.length, 1, 'no repair request');
        const out = JSON.parse(res.body);
        op.check(assert, out);
        // rawApiResponse carries the answer's JSON text, bounded, and none
        // of the model's reasoning (issue 37).
        assert.match(out.rawApiResponse, /^[[{]/, 'rawApiResponse is the JSON text');
        assert.ok(Buffer.byteLength(out.rawApiResponse) <= 64 * 1024 + 3, 'rawApiResponse is bounded');
        assert.ok(out.rawApiResponse.length <= op.reply.length, 'rawApiResponse holds more than the answer (the reasoning?)');
        assertNoKeyBytes(assert, res);
      });
    }
  }
});
