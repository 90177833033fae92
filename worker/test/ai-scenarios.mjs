// Each AI operation against each scripted provider behaviour, through the
// real worker in workerd: the reply shapes real providers send, the faults
// they have, and the worker's retries, repair request and timeouts. One
// test file per operation (ai-*.test.mjs) runs describeScenarios, so that
// each stays well inside node --test's per-file timeout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from './harness.mjs';
import {
  cut, emptyChoices, hang, malformed, reply, stall, status, trickle, whole,
} from './fake-provider.mjs';
import { SHORT_BOUNDS, assertNoKeyBytes, errorOf, post, withScriptedWorker } from './ai-fixtures.mjs';

// Each scenario: the provider's script for a valid reply, and what the
// page must get: ok (then the answer is checked) or an error code and
// status; requests is how many provider requests the worker makes, and
// abandons that the provider's unfinished request is closed; timed ones run
// against a worker with SHORT_BOUNDS.
const scenarios = [
  { name: 'plain JSON', script: (r) => [reply(r)], requests: 1 },
  { name: 'OpenRouter reasoning field', script: (r) => [reply(r, { reasoning: 'The CV shows Go. {"match_score": 1}' })], requests: 1 },
  { name: 'think block before the JSON', script: (r) => [reply(`<think>Weigh the CV. {"draft": true}</think>\n${r}`)], requests: 1 },
  { name: 'fenced JSON', script: (r) => [reply('```json\n' + r + '\n```')], requests: 1 },
  { name: 'JSON with prose around it', script: (r) => [reply(`Here is the result you asked for:\n\n${r}\n\nI hope this helps.`)], requests: 1 },
  { name: 'an unstreamed answer', script: (r) => [whole(r)], requests: 1 },
  { name: '500 then success', script: (r) => [status(500), reply(r)], requests: 2 },
  { name: '502 twice then success', script: (r) => [status(502), status(503), reply(r)], requests: 3 },
  { name: '429 with a short Retry-After then success', script: (r) => [status(429, 1), reply(r)], requests: 2, minMs: 1000 },
  { name: 'a stream cut mid-way then success', script: (r) => [cut(), reply(r)], requests: 2 },
  { name: 'finish_reason length then a repaired reply', script: (r) => [reply(r.slice(0, r.length / 2), { finish: 'length' }), reply(r)], requests: 2, repair: true },
  { name: 'empty choices then a repaired reply', script: (r) => [emptyChoices(), reply(r)], requests: 2, repair: true },
  { name: 'prose only then a repaired reply', script: (r) => [reply('I cannot help with that.'), reply(r)], requests: 2, repair: true },
  { name: 'an unusable reply twice', script: () => [reply('{"nothing": "useful"}')], requests: 2, code: 'ai_bad_reply', status: 502 },
  { name: 'finish_reason length twice', script: (r) => [reply(r.slice(0, 40), { finish: 'length' })], requests: 2, code: 'ai_bad_reply', status: 502 },
  { name: '500 on every attempt', script: () => [status(500)], requests: 3, code: 'ai_failed', status: 502 },
  { name: 'a stream cut on every attempt', script: () => [cut()], requests: 3, code: 'ai_failed', status: 502 },
  { name: '429 with a long Retry-After', script: () => [status(429, 3600)], requests: 1, code: 'ai_busy', status: 429, retryAfter: '3600' },
  { name: '503 with a long Retry-After', script: () => [status(503, 3600)], requests: 1, code: 'ai_busy', status: 429, retryAfter: '3600' },
  { name: '401 (a refused key)', script: () => [status(401)], requests: 1, code: 'ai_failed', status: 502 },
  { name: '400 from the provider', script: () => [status(400)], requests: 1, code: 'ai_failed', status: 502 },
  { name: 'a malformed body', script: () => [malformed()], requests: 1, code: 'ai_failed', status: 502 },
  { name: 'a hang before any header', script: () => [hang()], requests: 1, code: 'ai_timeout', status: 504, abandons: true, timed: true },
  { name: 'a stream that stops', script: () => [stall()], requests: 1, code: 'ai_timeout', status: 504, abandons: true, timed: true },
  { name: 'a stream that never ends (overall timeout)', script: () => [trickle()], requests: 1, code: 'ai_timeout', status: 504, minMs: 2500, abandons: true, timed: true },
];

/** describeScenarios runs every scenario for op, one of ai-fixtures' operations. */
export function describeScenarios(op) {
  describe(`${op.name} against a scripted provider`, () => {
    const generous = withScriptedWorker(1000);
    const timed = withScriptedWorker(1000, SHORT_BOUNDS);

    for (const sc of scenarios) {
      it(sc.name, async () => {
        const scripted = sc.timed ? timed : generous;
        scripted.fake.script(...sc.script(op.reply));
        const start = Date.now();
        const res = await request(scripted.worker, op.path, post(op.body));
        const ms = Date.now() - start;
        assertNoKeyBytes(assert, res);
        assert.equal(res.headers['cache-control'], 'no-store');
        if (sc.code) {
          assert.equal(res.status, sc.status, res.body);
          const error = errorOf(assert, res);
          assert.equal(error.code, sc.code);
          assert.equal(res.headers['retry-after'], sc.retryAfter);
        } else {
          assert.equal(res.status, 200, res.body);
          assert.match(res.headers['content-type'], /^application\/json/);
          op.check(assert, JSON.parse(res.body));
        }
        assert.equal(scripted.fake.requests.length, sc.requests, 'provider requests');
        if (sc.minMs) assert.ok(ms >= sc.minMs, `answered after ${ms} ms, before ${sc.minMs} ms`);
        if (sc.abandons) {
          // The provider's request ends with the worker's answer; it does not run on.
          await new Promise((resolve) => setTimeout(resolve, 200));
          assert.equal(scripted.fake.requests[0].abandoned, true, 'the provider request was left open');
        }
        if (sc.repair) {
          const [first, second] = scripted.fake.requests.map((r) => r.body.messages);
          assert.equal(second.length, first.length + 2, 'the repair request adds the reply and one instruction');
          assert.deepEqual(second.slice(0, first.length), first);
          assert.equal(second.at(-2).role, 'assistant');
          assert.equal(second.at(-1).role, 'user');
        }
      });
    }
  });
}
