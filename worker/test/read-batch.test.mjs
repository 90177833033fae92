// worker/read-batch.mjs: one read takes every chunk already queued, loses
// none that arrive later, and ends with null.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { batchReader } from '../read-batch.mjs';

const bytes = (s) => new TextEncoder().encode(s);
const text = (b) => new TextDecoder().decode(b);

describe('batchReader', () => {
  it('takes the queued chunks in one read, waits for later ones, then ends', async () => {
    let push;
    const stream = new ReadableStream({
      start(controller) {
        for (const c of ['a', 'b', 'c']) controller.enqueue(bytes(c));
        push = controller;
      },
    });
    const r = batchReader(stream.getReader());
    assert.equal(text(await r.read(1 << 16)), 'abc');
    const later = r.read(1 << 16);
    setTimeout(() => {
      push.enqueue(bytes('d'));
      push.close();
    }, 20);
    assert.equal(text(await later), 'd');
    assert.equal(await r.read(1 << 16), null);
  });

  it('stops a batch at max bytes and keeps the rest for the next read', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (const c of ['aa', 'bb', 'cc']) controller.enqueue(bytes(c));
        controller.close();
      },
    });
    const r = batchReader(stream.getReader());
    assert.equal(text(await r.read(3)), 'aabb');
    assert.equal(text(await r.read(3)), 'cc');
    assert.equal(await r.read(3), null);
  });

  it('rejects a read after the stream errors, with no unhandled rejection', async () => {
    let ctl;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes('a'));
        ctl = controller;
      },
    });
    const r = batchReader(stream.getReader());
    assert.equal(text(await r.read(1 << 16)), 'a'); // leaves a read pending
    ctl.error(new Error('aborted'));
    await assert.rejects(r.read(1 << 16), /aborted/);
  });
});
