import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { request, startWorker } from './harness.mjs';

const KEY = 'sk-or-v1-TESTKEY-0123456789abcdef';

function assertNoKeyBytes(res) {
  // Any 8-character run of the key in a body or header counts as a leak.
  const haystack = res.body + JSON.stringify(res.headers);
  for (let i = 0; i + 8 <= KEY.length; i++) {
    assert.ok(!haystack.includes(KEY.slice(i, i + 8)), `response leaks key bytes ${KEY.slice(i, i + 8)}`);
  }
}

function rawGet(url) {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ headers: res.headers, body }));
    }).on('error', reject);
  });
}

const routes = [
  { name: 'health', path: '/api/health' },
  { name: 'unknown api path', path: '/api/nope' },
  { name: 'wrong method', path: '/api/health', init: { method: 'POST' } },
  { name: 'deep link', path: '/analysis', init: { headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } } },
  { name: 'dev vars', path: '/.dev.vars', init: { headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } } },
];

for (const ai of [false, true]) {
  describe(`worker with AI ${ai ? 'on' : 'off'}`, () => {
    let worker;
    before(async () => {
      worker = await startWorker(ai ? { AI_API_KEY: KEY } : {});
    });
    after(async () => {
      await worker?.dispose();
    });

    it('answers /api/health with the AI flag only', async () => {
      const res = await request(worker, '/api/health');
      assert.equal(res.status, 200);
      assert.deepEqual(JSON.parse(res.body), { ai });
      assert.match(res.headers['content-type'], /^application\/json/);
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    // An answer goes to the runtime whole (worker/body_js.go), not through
    // a stream: it has a length, and no per-chunk promises cost CPU.
    // Over plain HTTP/1.1: the harness's fetch does not show the framing.
    it('sends a JSON answer whole, with its length', async () => {
      for (const path of ['/api/health', '/api/nope']) {
        const res = await rawGet(new URL(path, await worker.url));
        assert.equal(res.headers['content-length'], String(Buffer.byteLength(res.body)), path);
        assert.equal(res.headers['transfer-encoding'], undefined, path);
      }
    });

    it('answers an unknown /api path with a JSON 404', async () => {
      const res = await request(worker, '/api/nope');
      assert.equal(res.status, 404);
      const { error } = JSON.parse(res.body);
      assert.equal(error.code, 'not_found');
      assert.ok(error.message.length > 0);
    });

    it('answers a wrong method with a JSON 405', async () => {
      const res = await request(worker, '/api/health', { method: 'DELETE' });
      assert.equal(res.status, 405);
      assert.equal(JSON.parse(res.body).error.code, 'method_not_allowed');
      assert.equal(res.headers.allow, 'GET');
    });

    // The routes are plain ServeMux paths with the method checked by the
    // worker (TinyGo's net/http has no method patterns): HEAD goes with GET,
    // as it does with Go's method patterns, and a route has no subtree.
    it('answers HEAD /api/health like GET, without a body', async () => {
      const res = await request(worker, '/api/health', { method: 'HEAD' });
      assert.equal(res.status, 200);
      assert.equal(res.body, '');
    });

    it('answers a path below a route with a JSON 404', async () => {
      const res = await request(worker, '/api/health/more');
      assert.equal(res.status, 404);
      assert.equal(JSON.parse(res.body).error.code, 'not_found');
    });

    it('serves the app for a deep link', async () => {
      const res = await request(worker, '/analysis', routes[3].init);
      assert.equal(res.status, 200);
      assert.match(res.body, /<div id="root">/);
    });

    it('never serves .dev.vars', async () => {
      for (const init of [routes[4].init, {}]) {
        const res = await request(worker, '/.dev.vars', init);
        assert.ok(!res.body.includes('AI_API_KEY'), '.dev.vars content served');
        assert.ok(res.status === 404 || /<div id="root">/.test(res.body), `unexpected status ${res.status}`);
      }
    });

    it('puts no byte of the key in any response', async () => {
      for (const r of routes) assertNoKeyBytes(await request(worker, r.path, r.init));
    });
  });
}
