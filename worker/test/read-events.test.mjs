// worker/read-events.mjs: the stream Go reads says what the provider's
// stream said (the same text, errors, finish and end), with the plain
// deltas merged, in order, and every other event byte for byte.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eventReader, plainDelta } from '../read-events.mjs';

const bytes = (s) => (typeof s === 'string' ? new TextEncoder().encode(s) : s);
const text = (b) => new TextDecoder().decode(b);

function streamOf(chunks) {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(bytes(c));
      controller.close();
    },
  });
}

// readAll reads everything the reader gives Go, as one text.
async function readAll(r) {
  let out = '';
  for (let b = await r.read(); b !== null; b = await r.read()) out += text(b);
  return out;
}

// transcript reads an SSE text as worker/stream.go's readStream does, with
// JSON.parse for Go's event scanner (the plain events this reader merges
// hold no field Go reads twice): the first choice's texts, each finish,
// each event Go would read and where it stops.
function transcript(sse) {
  const t = { content: '', reasoning: '', events: [], done: false };
  let data = null;
  const dispatch = () => {
    if (data === null || data.trim() === '') return;
    t.events.push(data);
    try {
      const e = JSON.parse(data);
      const d = e.choices?.[0]?.delta ?? {};
      t.content += d.content ?? '';
      t.reasoning += d.reasoning ?? '';
    } catch {
      // Go fails here; the raw event in t.events says which.
    }
  };
  for (const raw of sse.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') {
      dispatch();
      data = null;
    } else if (line.startsWith('data:')) {
      const v = line.startsWith('data: ') ? line.slice(6) : line.slice(5);
      if (v === '[DONE]') {
        t.done = true;
        return t;
      }
      data = data === null ? v : `${data}\n${v}`;
    }
  }
  dispatch();
  return t;
}

// reading is what Go reads of an SSE text: the texts, the end, and the
// events that are not plain deltas (errors, finishes, anything odd).
function reading(sse) {
  const t = transcript(sse);
  return { content: t.content, reasoning: t.reasoning, done: t.done, others: t.events.filter((e) => plainDelta(e) === null) };
}

const delta = (content, extra = {}) => `data: ${JSON.stringify({ id: 'gen-1', provider: 'P', model: 'm', object: 'chat.completion.chunk', created: 1, choices: [{ index: 0, delta: { role: 'assistant', content, ...extra }, finish_reason: null }] })}\n\n`;
const finish = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: '' }, finish_reason: 'stop' }] })}\n\n`;

describe('eventReader', () => {
  it('merges a stream of plain deltas into one event and keeps the finish and [DONE]', async () => {
    const raw = [': OPENROUTER PROCESSING\n\n', ...['Hel', 'lo, ', '"wörld" ', '😀\\', '\n'].map((c) => delta(c)), finish, 'data: [DONE]\n\n'];
    const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
    assert.deepEqual(reading(out), reading(raw.join('')));
    assert.equal(transcript(out).events.length, 2, out); // the merged deltas, the finish
    assert.ok(out.includes(finish) && out.endsWith('data: [DONE]\n\n'), out);
  });

  it('passes every other event through as it came, in order', async () => {
    const others = [
      `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`,
      `data: {"choices":[{"delta":{"content":"a","content":"b"}}]}\n\n`, // Go refuses a field named twice
      `data: {"choices":[{"delta":{"\\u0063ontent":"a","content":"b"}}]}\n\n`,
      `data: {"choices":[{"delta":{"Content":"a"}}]}\n\n`, // Go matches names regardless of case
      `data: {"choices":[{"delta":{"reasoning_content":"r"}}]}\n\n`,
      `data: {"choices":[{"message":{"content":"m"}}]}\n\n`,
      `data: {"choices":[{"delta":{"content":1}}]}\n\n`,
      `data: {"choices":[{"delta":{"content":"x"}},{"delta":{"content":"y"}}]}\n\n`,
      `data: {"choices":[],"usage":{"total_tokens":3}}\n\n`,
      'data: {"choices":[{"delta":{"content":"cut\n\n', // not JSON
      'data: {"choices":[{"delta":\ndata: {"content":"two lines"}}]}\n\n',
      'event: x\r\ndata: {"choices":[{"delta":{"content":"crlf"}}]}\r\n\r\n',
    ];
    for (const other of others) {
      const raw = [delta('a'), delta('b'), other, delta('c'), finish];
      const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
      assert.ok(out.includes(other) || other.includes('\r\n') || other.includes('\ndata:'), `${other} not passed through: ${out}`);
      assert.deepEqual(reading(out), reading(raw.join('')), other);
    }
  });

  it('reads an event shaped like the ones before it as Go would, not by its shape', async () => {
    const same = (content) => delta('').replace('"content":""', `"content":${content}`);
    const odd = [same('"a","content":"b"'), same('1'), same('"a"}}],"error":{"message":"x"},"z":[{"q":{"r":"s"'), same('"a\\"')];
    for (const other of odd) {
      const raw = [delta('x'), delta('y'), other, delta('z'), finish];
      const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
      assert.ok(out.includes(other), `${other} not passed through: ${out}`);
      assert.deepEqual(reading(out), reading(raw.join('')), other);
    }
    const raw = [delta('x'), same('null'), same('"\\u00e9\\n"'), finish];
    const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
    assert.deepEqual(reading(out), reading(raw.join('')));
    assert.equal(reading(out).content, 'xé\n');
  });

  it('merges a CRLF or two-line plain event like any other', async () => {
    const raw = ['data: {"choices":[{"delta":\r\ndata: {"content":"a"}}]}\r\n\r\n', delta('b'), finish];
    const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
    assert.deepEqual(reading(out), reading(raw.join('')));
    assert.equal(transcript(out).events.length, 2, out);
  });

  it('reads events cut anywhere, a character cut in two included', async () => {
    const whole = bytes([delta('añ😀b'), delta('ç'), finish].join(''));
    for (let cut = 1; cut < whole.length; cut += 7) {
      const out = await readAll(eventReader(streamOf([whole.slice(0, cut), whole.slice(cut)]).getReader(), 1000));
      assert.deepEqual(reading(out), reading(text(whole)), `cut at ${cut}`);
    }
  });

  it('gives what is not UTF-8, and everything after it, as it came', async () => {
    const bad = Uint8Array.of(...bytes('data: {"choices":[{"delta":{"content":"'), 0xff, ...bytes('"}}]}\n\n'));
    const raw = [delta('a'), bad, delta('b'), finish];
    const got = [];
    const r = eventReader(streamOf(raw).getReader(), 1000);
    for (let b = await r.read(); b !== null; b = await r.read()) got.push(...b);
    const out = Uint8Array.from(got);
    const tail = Uint8Array.of(...bad, ...bytes(delta('b')), ...bytes(finish));
    assert.deepEqual(out.slice(out.length - tail.length), tail);
  });

  it('leaves the text after [DONE] unread', async () => {
    const raw = [delta('a'), 'data: [DONE]\n\n', 'data: not json\n\n'];
    const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
    assert.ok(out.endsWith('data: [DONE]\n\ndata: not json\n\n'), out);
    assert.equal(transcript(out).content, 'a');
  });

  it('hands the last event without its blank line to Go as it came', async () => {
    const raw = [delta('a'), 'data: {"choices":[{"delta":{"content":"b"},"finish_reason":"stop"}]}'];
    const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
    assert.ok(out.endsWith(raw[1]), out);
    assert.deepEqual(reading(out), reading(raw.join('')));
  });

  it('returns a comment line when only keep-alives came, and counts the wire bytes', async () => {
    let push;
    const stream = new ReadableStream({
      start(c) {
        push = c;
      },
    });
    const r = eventReader(stream.getReader(), 30);
    push.enqueue(bytes(': OPENROUTER PROCESSING\n\n'));
    assert.equal(text(await r.read()), ':\n');
    push.enqueue(bytes(delta('a')));
    const later = r.read();
    setTimeout(() => {
      push.enqueue(bytes(delta('b')));
      push.close();
    }, 5);
    assert.equal(transcript(text(await later)).content, 'ab');
    assert.equal(await r.read(), null);
    assert.equal(r.wireBytes, 25 + bytes(delta('a')).length + bytes(delta('b')).length);
  });

  it('gives what came before a failure, then fails', async () => {
    let ctl;
    const stream = new ReadableStream({
      start(c) {
        ctl = c;
        c.enqueue(bytes(delta('a')));
      },
    });
    const r = eventReader(stream.getReader(), 1000);
    setTimeout(() => ctl.error(new Error('reset')), 5);
    assert.equal(transcript(text(await r.read())).content, 'a');
    await assert.rejects(r.read(), /reset/);
  });

  it('writes a long merged text out in events of bounded size', async () => {
    const raw = [...Array.from({ length: 3000 }, () => delta('0123456789abcdef"')), finish];
    const out = await readAll(eventReader(streamOf(raw).getReader(), 1000));
    assert.deepEqual(reading(out), reading(raw.join('')));
    assert.ok(Math.max(...out.split('\n').map((l) => l.length)) < 1 << 20);
  });

  it('reads a plain delta exactly, nothing else', () => {
    assert.deepEqual(plainDelta('{"choices":[{"index":0,"delta":{"content":null,"reasoning":"r"},"finish_reason":null}]}'), { content: '', reasoning: 'r' });
    assert.equal(plainDelta('{"choices":[{"delta":{"content":"a"},"finish_reason":"stop"}]}'), null);
    assert.equal(plainDelta('{"choices":[{"delta":{"content":"a"}}],"error":null}'), null);
    assert.equal(plainDelta('[1]'), null);
  });
});
