// eventReader gives the Go worker a provider's server-sent event stream
// with its plain text deltas merged: measured in workerd, every read Go
// makes costs about 1.5 ms of CPU (a promise, a Go stack switch and
// TinyGo's collections), and workerd hands a fetch body over in chunks of
// about 4 KiB that are never ready at once, so a 0.8 MB reply was 207 reads
// and 344 ms. Here V8's JIT-compiled JSON.parse reads the events, and Go
// reads a few events that say what thousands did, in the same SSE framing,
// so its reader (worker/stream.go) keeps every decision: errors, bounds,
// [DONE], finish reasons.
//
// An event is merged only when its reading is beyond doubt: its data
// parses as a chat chunk whose objects carry only the names listed below,
// exactly spelled, none of the fields Go reads named twice, one choice,
// no finish reason, and a string or null content and reasoning. Every
// other event (an error, a finish, a usage record, anything unusual or not
// UTF-8) goes to Go byte for byte, after the merged text before it, so the
// order of what Go sees is kept. After "data: [DONE]" the rest passes
// through unread.
//
// A read returns once a chunk has arrived and waitMs have passed since
// the read began (or at the end of the body, or past 1 MiB of wire bytes):
// Go's idle timer between two reads then still ends a stalled stream, at
// most waitMs later than before, and keep-alive comments still keep it
// going (a read that merged nothing returns a comment line). wireBytes
// counts what came over the wire, for Go's transport bound.

const topNames = new Set(['id', 'object', 'created', 'model', 'provider', 'system_fingerprint', 'choices']);
const choiceNames = new Set(['index', 'delta', 'finish_reason', 'native_finish_reason', 'logprobs']);
const deltaNames = new Set(['role', 'content', 'reasoning', 'reasoning_details']);
// The names above that Go reads (worker/event.go); one named twice in an
// object makes Go refuse the event, which JSON.parse would not see. Other
// spellings of them (another case, an escape) are not in the sets above.
const readNames = ['"choices"', '"delta"', '"content"', '"reasoning"', '"finish_reason"'];
// A JSON string and, for a key, the colon after it.
const stringToken = /"(?:[^"\\]|\\.)*"(\s*:)?/g;
// A merged event is written out past this many characters of text, well
// inside Go's 1 MiB line bound even when every character is escaped.
const mergeChars = 32 << 10;
// One read ends past this many wire bytes, whatever the time.
const batchWireBytes = 1 << 20;
// fatal: text that is not UTF-8 goes to Go as it came; ignoreBOM: kept.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const encoder = new TextEncoder();
const timedOut = Symbol('timed out');

/** plainDelta is the content and reasoning of data, a plain delta's JSON text; null if it is anything else. */
export function plainDelta(data) {
  let event;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(event) || !onlyNames(event, topNames) || !Array.isArray(event.choices) || event.choices.length !== 1) return null;
  const choice = event.choices[0];
  if (!isObject(choice) || !onlyNames(choice, choiceNames) || (choice.finish_reason ?? null) !== null) return null;
  const delta = choice.delta;
  if (!isObject(delta) || !onlyNames(delta, deltaNames)) return null;
  const content = delta.content ?? '';
  const reasoning = delta.reasoning ?? '';
  if (typeof content !== 'string' || typeof reasoning !== 'string' || readNameTwice(data)) return null;
  return { content, reasoning };
}

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyNames = (o, names) => Object.keys(o).every((k) => names.has(k));

// readNameTwice tells whether a name Go reads may be a key twice in text:
// a quoted name cannot occur inside a JSON string (its quotes would be
// escaped), so two occurrences are two keys, or one key and a value that
// is the name. Escapes can spell a name otherwise: then every key is read.
function readNameTwice(text) {
  if (text.includes('\\u')) {
    const seen = new Set();
    for (const m of text.matchAll(stringToken)) {
      if (!m[1]) continue;
      const name = JSON.stringify(JSON.parse(m[0].slice(0, m[0].lastIndexOf('"') + 1)));
      if (seen.has(name) && readNames.includes(name)) return true;
      seen.add(name);
    }
    return false;
  }
  return readNames.some((name) => {
    const at = text.indexOf(name);
    return at >= 0 && text.indexOf(name, at + 1) >= 0;
  });
}

// A template is a plain delta's text around its content string, such as
// OpenRouter repeats for every token (same id, model and created): an
// event that is the same text around another JSON string is the same
// object with that content (the string holds no key), so a plain delta
// with the template's reasoning: no JSON.parse of the whole event.
export function templateOf(data, delta) {
  // A reasoning token's event differs in its reasoning, not its content.
  const key = delta.reasoning === '' ? data.indexOf('"content"') : -1;
  if (key < 0) return null;
  let at = key + '"content"'.length;
  while (' \t\n\r:'.includes(data[at]) && at < data.length) at++;
  if (data[at] !== '"') return null;
  const end = at + JSON.stringify(delta.content).length;
  // The string as the provider wrote it may use other escapes than
  // JSON.stringify's; then no template.
  if (end > data.length || data[end - 1] !== '"' || JSON.parse(data.slice(at, end)) !== delta.content) return null;
  return { prefix: data.slice(0, at), suffix: data.slice(end), reasoning: delta.reasoning };
}

/** fromTemplate is data's plain delta if data is template's text around another JSON string; else null. */
export function fromTemplate(template, data) {
  const { prefix, suffix } = template;
  if (data.length < prefix.length + suffix.length + 2 || !data.startsWith(prefix) || !data.endsWith(suffix)) return null;
  let content;
  try {
    content = JSON.parse(data.slice(prefix.length, data.length - suffix.length));
  } catch {
    return null;
  }
  return typeof content === 'string' ? { content, reasoning: template.reasoning } : null;
}

// completeUTF8 is how many bytes of chunk end on a whole UTF-8 character:
// the bytes of a character cut by the chunk's end wait for the next one.
function completeUTF8(chunk) {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const b = chunk[chunk.length - back];
    if ((b & 0xc0) !== 0x80) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
      return need > back ? chunk.length - back : chunk.length;
    }
  }
  return chunk.length;
}

function join(parts) {
  const size = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** eventReader wraps a ReadableStreamDefaultReader of an SSE body; read() and wireBytes as above. */
export function eventReader(reader, waitMs) {
  let pending = null;
  let ended = false;
  let passThrough = false; // after [DONE], or text that is not UTF-8
  let cut = new Uint8Array(0); // the start of a character cut by a chunk's end
  let rest = ''; // an unfinished line
  let lines = ''; // the current event's lines as they came
  let data = null; // its data values, joined as SSE joins them
  let content = '';
  let reasoning = '';
  const out = []; // Uint8Arrays and strings, in order

  const flushMerged = () => {
    if (content === '' && reasoning === '') return;
    const delta = reasoning === '' ? { content } : { content, reasoning };
    out.push(`data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`);
    content = '';
    reasoning = '';
  };
  // passEvent hands the current event to Go as it came, after the merged
  // text before it.
  const passEvent = (extra) => {
    flushMerged();
    out.push(lines + extra);
    lines = '';
    data = null;
  };
  let template = null;
  // deltaOf is data's plain delta or null, through the template when it fits.
  const deltaOf = (data) => {
    const quick = template && fromTemplate(template, data);
    if (quick) return quick;
    const delta = plainDelta(data);
    if (delta) template = templateOf(data, delta) ?? template;
    return delta;
  };
  const endEvent = (blank) => {
    const delta = data === null ? null : deltaOf(data);
    if (delta) {
      content += delta.content;
      reasoning += delta.reasoning;
      if (content.length + reasoning.length >= mergeChars) flushMerged();
    } else if (data !== null) {
      passEvent(blank);
      return;
    }
    // Comments and other lines of an event without data do nothing in Go.
    lines = '';
    data = null;
  };
  // readLine reads one line, its newline included, as Go's readStream does
  // (bufio.ScanLines drops a carriage return before the newline).
  const readLine = (line) => {
    const body = line.endsWith('\r\n') ? line.slice(0, -2) : line.slice(0, -1);
    if (body === '') {
      endEvent(line);
      return;
    }
    lines += line;
    if (!body.startsWith('data:')) return;
    const v = body.startsWith('data: ') ? body.slice(6) : body.slice(5);
    if (v === '[DONE]') {
      passEvent('');
      passThrough = true;
      return;
    }
    data = data === null ? v : `${data}\n${v}`;
  };
  // readText reads text; it returns the index after the last line read.
  const readText = (text) => {
    let at = 0;
    for (let nl = text.indexOf('\n'); nl >= 0 && !passThrough; nl = text.indexOf('\n', at)) {
      readLine(text.slice(at, nl + 1));
      at = nl + 1;
    }
    return at;
  };
  const feed = (chunk) => {
    if (passThrough) {
      out.push(chunk);
      return;
    }
    const bytes = cut.length ? join([cut, chunk]) : chunk;
    const whole = completeUTF8(bytes);
    let text;
    try {
      text = decoder.decode(bytes.subarray(0, whole));
    } catch {
      // Not UTF-8: Go reads the rest as it came.
      passEvent(rest);
      rest = '';
      out.push(bytes);
      cut = new Uint8Array(0);
      passThrough = true;
      return;
    }
    cut = bytes.slice(whole);
    text = rest + text;
    const at = readText(text);
    if (passThrough) {
      out.push(text.slice(at), cut);
      rest = '';
      cut = new Uint8Array(0);
      return;
    }
    rest = text.slice(at);
  };
  const finish = () => {
    // The end of the body: what is left goes to Go as it came.
    passEvent(rest);
    out.push(cut);
    rest = '';
    cut = new Uint8Array(0);
  };
  const next = async (deadline) => {
    const p = pending ?? reader.read();
    pending = null;
    if (deadline === undefined) return p;
    let timer;
    const r = await Promise.race([p, new Promise((resolve) => (timer = setTimeout(() => resolve(timedOut), Math.max(0, deadline - Date.now()))))]);
    clearTimeout(timer);
    if (r === timedOut) {
      p.catch(() => {}); // seen by the next read
      pending = p;
    }
    return r;
  };

  const self = {
    wireBytes: 0,
    async read() {
      if (ended) return null;
      const deadline = Date.now() + waitMs;
      let wire = 0;
      let r = await next();
      for (;;) {
        if (r === timedOut) break;
        if (r.done) {
          ended = true;
          finish();
          break;
        }
        wire += r.value.length;
        self.wireBytes += r.value.length;
        feed(r.value);
        if (wire >= batchWireBytes) break;
        try {
          r = await next(deadline);
        } catch (e) {
          // What came before the failure goes to Go first; the next read fails.
          pending = Promise.reject(e);
          pending.catch(() => {});
          break;
        }
      }
      flushMerged();
      const parts = out.filter((p) => p.length > 0).map((p) => (typeof p === 'string' ? encoder.encode(p) : p));
      out.length = 0;
      if (parts.length === 0) return ended ? null : encoder.encode(':\n');
      return parts.length === 1 ? parts[0] : join(parts);
    },
  };
  return self;
}
