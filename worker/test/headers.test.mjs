// The app's static files carry the security headers of web/public/_headers,
// applied by Workers Assets exactly as in production.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request, startWorker } from './harness.mjs';

const navigate = { headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } };

describe('security headers of the app', () => {
  let worker;
  before(async () => {
    worker = await startWorker();
  });
  after(async () => {
    await worker?.dispose();
  });

  for (const [name, path] of [
    ['the start page', '/'],
    ['a deep link', '/analysis'],
    ['the manifest', '/manifest.webmanifest'],
  ]) {
    it(`sets them on ${name}`, async () => {
      const res = await request(worker, path, navigate);
      assert.equal(res.status, 200);
      const csp = res.headers['content-security-policy'] ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]),
      );
      assert.deepEqual(directives['frame-ancestors'], ["'none'"], `frame-ancestors in ${csp}`);
      assert.deepEqual(directives['object-src'], ["'none'"], `object-src in ${csp}`);
      const scripts = directives['script-src'] ?? directives['default-src'];
      assert.ok(scripts, `no script-src in ${csp}`);
      assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"), `script-src allows inline or eval: ${scripts}`);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
      assert.equal(res.headers['x-frame-options'], 'DENY');
    });
  }

  it('serves a start page without inline script, which the policy would block', async () => {
    const res = await request(worker, '/', navigate);
    for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) {
      assert.match(tag, /\bsrc=/, `inline script: ${tag}`);
    }
  });
});
