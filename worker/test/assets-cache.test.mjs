// How long browsers keep the app's files (web/public/_headers, applied by
// Workers Assets as in production), and a real /robots.txt.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { request, startWorker } from './harness.mjs';

const yearImmutable = 'public, max-age=31536000, immutable';
const hashed = readdirSync(new URL('../../web/dist/assets/', import.meta.url));

describe('caching of the app files', () => {
  let worker;
  before(async () => {
    worker = await startWorker();
  });
  after(async () => {
    await worker?.dispose();
  });

  for (const ext of ['.js', '.css', '.wasm']) {
    it(`keeps a content-hashed ${ext} file for a year, immutable`, async () => {
      const name = hashed.find((f) => f.endsWith(ext));
      assert.ok(name, `no ${ext} file in web/dist/assets`);
      const res = await request(worker, `/assets/${name}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], yearImmutable);
    });
  }

  for (const path of ['/assets/missing.js', '/assets/index-0123abcd.js', '/assets/downloads/jspdf-0123abcd.js', '/assets/core-0123abcd.wasm']) {
    it(`answers a missing hashed file ${path} 404, not the app, and not for long`, async () => {
      const res = await request(worker, path);
      assert.equal(res.status, 404);
      assert.doesNotMatch(res.headers['content-type'] ?? '', /html/);
      assert.doesNotMatch(res.body, /<html|<script/i);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    });
  }

  it('answers a conditional request for a hashed file 304, as before', async () => {
    const name = hashed.find((f) => f.endsWith('.js'));
    const first = await request(worker, `/assets/${name}`);
    assert.ok(first.headers.etag, 'no ETag');
    const again = await request(worker, `/assets/${name}`, { headers: { 'If-None-Match': first.headers.etag } });
    assert.equal(again.status, 304);
  });

  for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/upload']) {
    it(`lets ${path} be revalidated, so an update is seen`, async () => {
      const res = await request(worker, path);
      assert.equal(res.status, 200);
      assert.doesNotMatch(res.headers['cache-control'] ?? '', /immutable|max-age=[1-9]/);
    });
  }

  it('answers /robots.txt with crawling rules, not the app', async () => {
    const res = await request(worker, '/robots.txt');
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'] ?? '', /^text\/plain/);
    assert.match(res.body, /^User-agent: \*$/m);
    assert.match(res.body, /^Disallow: \/api\/$/m);
  });
});
