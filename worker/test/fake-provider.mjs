// A scriptable OpenAI-compatible provider on 127.0.0.1 for the worker's
// integration tests and benchmark. Each request to /v1/chat/completions is
// answered by the next step of the script (the last step repeats when the
// script runs out) and recorded with its headers and parsed body, and
// whether the client abandoned it before the answer ended.
//
//   const fake = await startFakeProvider();
//   fake.script(reply('{"match_score": 80}'), status(500));
//   ... fake.requests ...
//   await fake.close();
import http from 'node:http';

/** startFakeProvider listens on 127.0.0.1 on a free port. */
export async function startFakeProvider() {
  let steps = [reply('{}')];
  let served = 0;
  const requests = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as null: a test that expects JSON fails on it
    }
    const record = { method: req.method, path: req.url, headers: req.headers, raw, body, abandoned: false };
    // abandoned: the client closed the connection before the answer ended.
    res.on('close', () => {
      record.abandoned = !res.writableEnded;
    });
    requests.push(record);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const step = steps[Math.min(served, steps.length - 1)];
    served++;
    await step({ req, res, raw, body });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** script replaces the steps and forgets earlier requests. */
    script(...next) {
      steps = next;
      served = 0;
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function sse(res) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  return (data) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

const delta = (d, finish = null) => ({ id: 'gen-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: d, finish_reason: finish }] });

/** pieces cuts text into n streamed parts, as models stream tokens. */
function pieces(text, n = 4) {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/**
 * reply streams content as OpenRouter does: a keep-alive comment, the
 * reasoning in its own field (if any), the content in pieces, a finish
 * reason, then [DONE].
 */
export function reply(content, { reasoning = '', finish = 'stop', parts = 4 } = {}) {
  return ({ res }) => {
    const send = sse(res);
    res.write(': OPENROUTER PROCESSING\n\n');
    for (const r of reasoning ? pieces(reasoning, 2) : []) send(delta({ role: 'assistant', content: '', reasoning: r }));
    for (const c of pieces(content, parts)) send(delta({ content: c }));
    send(delta({}, finish));
    send('[DONE]');
    res.end();
  };
}

/** whole answers without streaming, as a provider that ignores "stream" does. */
export function whole(content) {
  return ({ res }) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'gen-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
  };
}

/** emptyChoices answers a stream whose chunks carry no choice at all. */
export function emptyChoices() {
  return ({ res }) => {
    const send = sse(res);
    send({ id: 'gen-1', object: 'chat.completion.chunk', choices: [] });
    send('[DONE]');
    res.end();
  };
}

/** status answers an error status, with a Retry-After header if given. */
export function status(code, retryAfter) {
  return ({ res }) => {
    const headers = { 'content-type': 'application/json' };
    if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
    res.writeHead(code, headers).end(JSON.stringify({ error: { message: `scripted ${code}`, code } }));
  };
}

/** hang never answers; the socket is closed by close() or by the worker. */
export function hang() {
  return () => new Promise(() => {});
}

/** stall starts the stream and then sends nothing more. */
export function stall() {
  return ({ res }) => {
    const send = sse(res);
    send(delta({ content: '{"match_score": ' }));
    return new Promise(() => {});
  };
}

/**
 * trickle starts the stream and then sends only keep-alive comments, every
 * `every` ms, so that no gap is long enough for the idle timeout and only
 * the overall timeout can end the wait.
 */
export function trickle(every = 200) {
  return ({ res }) => {
    sse(res)(delta({ role: 'assistant', content: '' }));
    const timer = setInterval(() => res.write(': OPENROUTER PROCESSING\n\n'), every);
    res.on('close', () => clearInterval(timer));
    return new Promise(() => {});
  };
}

/** cut sends part of a stream and drops the connection. */
export function cut() {
  return ({ res }) => {
    const send = sse(res);
    send(delta({ content: '{"match_score": 7' }));
    setTimeout(() => res.socket.destroy(), 20);
  };
}

/** malformed answers 200 with a body that is not a completion. */
export function malformed() {
  return ({ res }) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end('data: {"choices": [{"delta": {"content": "x"\n\n');
  };
}

/**
 * echo streams the whole request back, headers included, as a misbehaving
 * provider or proxy might: as the reply's content and as its reasoning.
 * wrap turns the dump into the content (for example a valid reply with the
 * dump in one of its strings).
 */
export function echo(wrap = (dump) => dump) {
  return ({ req, res, raw }) => {
    const dump = JSON.stringify({ headers: req.headers, body: raw });
    reply(wrap(dump), { reasoning: dump })({ res });
  };
}

/**
 * tokens cuts text into model-sized tokens of about four characters (a
 * word's start, a word's rest, a space or a punctuation mark), as real
 * providers stream one token per event.
 */
export function tokens(text) {
  return text.match(/\s?[^\s]{1,4}|\s+/gu) ?? [];
}

// The event of one token in each real provider's shape, as captured from
// their streaming APIs: OpenRouter repeats the reasoning in
// reasoning_details and names its upstream provider; OpenAI sends a
// system_fingerprint and logprobs; DeepSeek's reasoner sends
// reasoning_content, with the other field null.
const created = 1764100000;
const shapes = {
  openrouter: {
    keepAlive: ': OPENROUTER PROCESSING\n\n',
    event: (d, finish = null) => ({
      id: 'gen-1764100000-AbCdEfGhIjKlMnOpQrSt',
      provider: 'Chutes',
      model: 'deepseek/deepseek-r1-0528:free',
      object: 'chat.completion.chunk',
      created,
      choices: [{ index: 0, delta: d, finish_reason: finish, native_finish_reason: finish, logprobs: null }],
    }),
    reasoning: (t) => ({ role: 'assistant', content: '', reasoning: t, reasoning_details: [{ type: 'reasoning.text', text: t, format: 'unknown', index: 0 }] }),
    content: (t) => ({ role: 'assistant', content: t, reasoning: null }),
    usage: { prompt_tokens: 2400, completion_tokens: 7500, total_tokens: 9900, cost: 0, is_byok: false },
  },
  openai: {
    keepAlive: '',
    event: (d, finish = null) => ({
      id: 'chatcmpl-CXbx5qLq9YgN3pVh2yVbAJpNnZ0mK',
      object: 'chat.completion.chunk',
      created,
      model: 'gpt-4.1-mini-2025-04-14',
      service_tier: 'default',
      system_fingerprint: 'fp_6f2eabb9a5',
      choices: [{ index: 0, delta: d, logprobs: null, finish_reason: finish }],
      obfuscation: 'Xq3',
    }),
    reasoning: null, // OpenAI streams no reasoning text
    content: (t) => ({ content: t }),
    usage: null,
  },
  deepseek: {
    keepAlive: ': keep-alive\n\n',
    event: (d, finish = null) => ({
      id: '9f2b6a1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      object: 'chat.completion.chunk',
      created,
      model: 'deepseek-reasoner',
      system_fingerprint: 'fp_5417b77867_prod0820_fp8_kvcache',
      choices: [{ index: 0, delta: d, logprobs: null, finish_reason: finish }],
    }),
    reasoning: (t) => ({ content: null, reasoning_content: t }),
    content: (t) => ({ content: t, reasoning_content: null }),
    usage: { prompt_tokens: 2400, completion_tokens: 7500, total_tokens: 9900 },
  },
};

/** shapeNames are the providers whose streams `streamed` reproduces. */
export const shapeNames = Object.keys(shapes);

/**
 * streamed answers as the named provider streams a long reply: one event
 * per token, the reasoning (if the provider streams it) before the
 * content, keep-alive comments every 50 events, a finish event, a usage
 * event and [DONE]. It writes in batches of 64 KiB so that a long reply is
 * quick to serve, or with perEvent each event alone, as a model does.
 */
export function streamed(shape, content, { reasoning = '', perEvent = false } = {}) {
  const s = shapes[shape];
  return async ({ res }) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let out = s.keepAlive.repeat(3);
    let n = 0;
    const events = [];
    const emit = (d, finish) => {
      out += `data: ${JSON.stringify(s.event(d, finish))}\n\n`;
      if (++n % 50 === 0) out += s.keepAlive;
      if (out.length > (perEvent ? 0 : 64 * 1024)) {
        events.push(out);
        out = '';
      }
    };
    if (s.reasoning) for (const t of tokens(reasoning)) emit(s.reasoning(t));
    else if (shape === 'openai') emit({ role: 'assistant', content: '', refusal: null });
    for (const t of tokens(content)) emit(s.content(t));
    emit(shape === 'openai' ? {} : s.content(''), 'stop');
    if (s.usage) out += `data: ${JSON.stringify({ ...s.event(s.content(''), null), choices: [], usage: s.usage })}\n\n`;
    events.push(`${out}data: [DONE]\n\n`);
    for (const e of events) {
      if (res.destroyed) return;
      res.write(e);
      // One event per write, each flushed before the next, as a model
      // streams tokens: the reader meets many small chunks.
      if (perEvent) await new Promise((resolve) => setImmediate(resolve));
    }
    res.end();
  };
}
