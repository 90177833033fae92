// The provider request as it leaves workerd's fetch, and the provider's
// headers as the worker reads them: what the Go unit tests cannot see,
// because they use net/http's own transport.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from './harness.mjs';
import { reply, status } from './fake-provider.mjs';
import { errorOf, operations, post, withScriptedWorker } from './ai-fixtures.mjs';

const [analyze] = operations;

describe('the provider request through workerd', () => {
  const scripted = withScriptedWorker(1000);

  it('sends the body with its Content-Length, not chunked', async () => {
    scripted.fake.script(reply(analyze.reply));
    const res = await request(scripted.worker, analyze.path, post(analyze.body));
    assert.equal(res.status, 200, res.body);
    const [{ headers, raw }] = scripted.fake.requests;
    assert.equal(headers['transfer-encoding'], undefined);
    assert.equal(headers['content-length'], String(Buffer.byteLength(raw)));
    assert.ok(raw.length > 1000, 'the provider read the whole body');
  });

  it('waits for a Retry-After given as an HTTP date, then retries', async () => {
    // A whole second between 1 and 2 s ahead: the date has no finer unit,
    // and the operation's 3 s must leave room for the retry.
    const at = new Date(Math.floor((Date.now() + 2000) / 1000) * 1000);
    let retriedAt = 0;
    const answer = reply(analyze.reply);
    scripted.fake.script(status(429, at.toUTCString()), (step) => {
      retriedAt = Date.now();
      return answer(step);
    });
    const res = await request(scripted.worker, analyze.path, post(analyze.body));
    assert.equal(res.status, 200, res.body);
    assert.equal(scripted.fake.requests.length, 2, 'provider requests');
    // 50 ms for the clocks of workerd and Node.
    assert.ok(retriedAt >= at.getTime() - 50, `retried ${at.getTime() - retriedAt} ms before ${at.toUTCString()}`);
  });

  it('passes a far Retry-After date on to the page as seconds, asking the provider once', async () => {
    const at = new Date(Date.now() + 3600_000);
    scripted.fake.script(status(429, at.toUTCString()));
    const res = await request(scripted.worker, analyze.path, post(analyze.body));
    assert.equal(res.status, 429, res.body);
    assert.equal(errorOf(assert, res).code, 'ai_busy');
    assert.equal(scripted.fake.requests.length, 1, 'provider requests');
    const seconds = Number(res.headers['retry-after']);
    assert.ok(seconds >= 3590 && seconds <= 3600, `Retry-After: ${res.headers['retry-after']}`);
  });
});
