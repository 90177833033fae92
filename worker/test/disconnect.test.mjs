// A client that goes away mid-operation: the worker must stop its provider
// request and make no retry or repair request after it.
//
// Run in Node, not in wrangler: wrangler's local workerd never aborts an
// incoming request's signal when its client disconnects (tried through the
// dev proxy and at the worker's own port, with enable_request_signal), while
// Cloudflare's runtime does. So the test imports the worker as deployed
// (worker/entry.mjs over the TinyGo build in build/worker) and aborts the
// request's signal itself, as the runtime does on a disconnect; the Go
// code, its fetch to the provider and the entry's glue are the real ones.
// The operation's timeouts are long here, so that only the abort can end
// the work.
import { register } from 'node:module';
import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { reply, startFakeProvider, status } from './fake-provider.mjs';
import { operations, post, workerVars } from './ai-fixtures.mjs';

register('./node-loader.mjs', import.meta.url);
const { default: worker } = await import('../entry.mjs');

const [analyze] = operations;
// The test's own waits keep real time when the worker's clock is faked.
const realSetTimeout = setTimeout;
const sleep = (ms) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** until waits for cond to hold, at most ms; false if it never did. */
async function until(cond, ms = 5000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) {
    if (cond()) return true;
  }
  return cond();
}

/** slowProse streams a reply the worker cannot use, over about half a second. */
function slowProse() {
  return async ({ res }) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const word of ['I', ' cannot', ' help', ' with', ' that.']) {
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\n\n`);
      await sleep(100);
    }
    res.end('data: [DONE]\n\n');
  };
}

describe('a client that goes away', () => {
  let fake;
  let env;
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  before(async () => {
    fake = await startFakeProvider();
    env = workerVars(fake, { AI_TIMEOUT_SECONDS: '30', AI_IDLE_TIMEOUT_SECONDS: '30' });
  });
  after(async () => {
    await fake?.close();
  });

  /** leave starts an analysis and goes away once the provider was asked. */
  async function leave() {
    const client = new AbortController();
    const req = new Request(`http://127.0.0.1${analyze.path}`, { ...post(analyze.body), signal: client.signal });
    const answer = worker.fetch(req, env, ctx).then(
      (res) => res.text(),
      (err) => err,
    );
    assert.ok(await until(() => fake.requests.length === 1), 'the provider was never asked');
    client.abort();
    await answer;
  }

  it('makes no retry after it', async () => {
    // The provider asks for 2 s; the client leaves during the wait. The
    // worker's timers (TinyGo sleeps through setTimeout) run on a fake
    // clock: moved past the 2 s, a retry would start at once.
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      fake.script(status(503, 2), reply(analyze.reply));
      await leave();
      mock.timers.tick(3000);
      await sleep(300);
    } finally {
      mock.timers.reset();
    }
    assert.equal(fake.requests.length, 1, 'provider requests');
  });

  it('aborts the provider request and makes no repair request after it', async () => {
    fake.script(slowProse(), reply(analyze.reply));
    await leave();
    // Longer than the rest of the stream: a repair request would follow it.
    await sleep(800);
    assert.equal(fake.requests.length, 1, 'provider requests');
    assert.equal(fake.requests[0].abandoned, true, 'the provider request ran on');
  });

  it('still answers a client that stays', async () => {
    fake.script(reply(analyze.reply));
    const res = await worker.fetch(new Request(`http://127.0.0.1${analyze.path}`, post(analyze.body)), env, ctx);
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(fake.requests.length, 1, 'provider requests');
  });
});
