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

  // vite.config.ts routePreloads: a route's page code is fetched alongside the entry.
  for (const [path, page] of [
    ['/upload', 'upload-page'],
    ['/analysis', 'analysis-page'],
    ['/job_description_confirmation', 'job-confirmation-page'],
    ['/tailor_to_job', 'tailor-page'],
    ['/prepare_cv_data', 'prepare-cv-page'],
    ['/cv_preparation', 'cv-preparation-page'],
  ]) {
    it(`names ${path}'s page code in a Link header, each file a script that is there`, async () => {
      const res = await request(worker, path, navigate);
      assert.equal(res.status, 200);
      const files = [...(res.headers.link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]);
      assert.match(files[0] ?? '', new RegExp(`^/assets/${page}-[\\w-]+\\.js$`), `Link: ${res.headers.link}`);
      for (const file of files) {
        const asset = await request(worker, file);
        assert.equal(asset.status, 200, file);
        assert.match(asset.headers['content-type'] ?? '', /javascript/, file);
      }
    });
  }

  it('names no page code on the start page, whose code is the entry', async () => {
    const res = await request(worker, '/', navigate);
    assert.equal(res.headers.link, undefined);
  });

  it('serves a start page without inline script, which the policy would block', async () => {
    const res = await request(worker, '/', navigate);
    for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) {
      assert.match(tag, /\bsrc=/, `inline script: ${tag}`);
    }
  });
});
