// Starts the real worker (wrangler.toml, the built Go wasm and web/dist) in
// workerd through wrangler's unstable_startWorker, on 127.0.0.1 only.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// Quiet and offline: no metrics, no fetch of the Request.cf data from the network.
process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
// Only warnings and errors, which wrangler writes to stderr. Its info lines
// (the bindings table, each request) go to stdout, which a node --test child
// shares with its serialized report: one written mid-frame failed a whole
// file with "Unable to deserialize cloned data" (nodejs/node#66164).
process.env.WRANGLER_LOG ??= 'warn';

const root = fileURLToPath(new URL('../../', import.meta.url));
// wrangler is installed in the web app's npm project, not next to this file.
const require = createRequire(new URL('../../web/package.json', import.meta.url));
const { unstable_startWorker } = require('wrangler');

/**
 * startWorker runs the worker with the given plain-text vars (secrets such as
 * AI_API_KEY included: tests set them explicitly, so a developer's .dev.vars
 * never decides a test) and any other bindings in wrangler's shape (such as
 * a ratelimit). It returns the worker; call dispose() when done.
 */
export async function startWorker(vars = {}, extraBindings = {}) {
  const bindings = {
    ...Object.fromEntries(
      // The key as a secret, as .dev.vars and `wrangler secret put` give it,
      // so wrangler prints it as hidden.
      Object.entries({ AI_API_KEY: '', ...vars }).map(([k, v]) => [k, { type: k === 'AI_API_KEY' ? 'secret_text' : 'plain_text', value: v }]),
    ),
    ...extraBindings,
  };
  const worker = await unstable_startWorker({
    config: `${root}wrangler.toml`,
    bindings,
    // persist: false keeps the bindings' state in memory: two test files
    // run at once, and a shared .wrangler/state made workerd's SQLite
    // answer SQLITE_BUSY (a CI run lost ai-suggest.test.mjs to it).
    dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, persist: false },
  });
  await worker.ready;
  return worker;
}

/** request fetches a path from the worker and reads the whole body as text. */
export async function request(worker, path, init = {}) {
  const url = await worker.url;
  const res = await worker.fetch(new URL(path, url), init);
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}
