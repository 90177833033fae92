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
