// readBatch gives the Go worker what a provider answer's body has ready in
// one call: it waits for the next chunk, then takes every chunk that is
// already queued behind it, up to max bytes, and returns them as one
// Uint8Array (null at the end of the body). A reasoning model streams one
// event per token, thousands of small chunks; handing each to Go cost a
// promise, a Go stack switch and a handful of JS values that TinyGo's
// collector counts (worker/fetch_js.go), which grew the CPU of a request
// with every token. A chunk that is not ready yet stays pending for the
// next call, so nothing is read twice or lost.
const notReady = Symbol('not ready');

/** batchReader wraps a ReadableStreamDefaultReader; read(max) as above. */
export function batchReader(reader) {
  let pending = null;
  const next = () => {
    const p = pending ?? reader.read();
    pending = null;
    return p;
  };
  return {
    async read(max) {
      const first = await next();
      if (first.done) return null;
      const chunks = [first.value];
      let size = first.value.length;
      while (size < max) {
        const p = next();
        // A chunk already queued settles p at once, ahead of notReady.
        const r = await Promise.race([p, Promise.resolve(notReady)]);
        if (r === notReady) {
          // Handled here so that an abort while it waits is no unhandled
          // rejection; the next call still sees the outcome.
          p.catch(() => {});
          pending = p;
          break;
        }
        if (r.done) {
          pending = p; // the next call returns null
          break;
        }
        chunks.push(r.value);
        size += r.value.length;
      }
      if (chunks.length === 1) return chunks[0];
      const out = new Uint8Array(size);
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      return out;
    },
  };
}
