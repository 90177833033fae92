// The worker's entry (wrangler.toml main): syumai's generated worker in
// build/worker (made by `make`), given the incoming request's abort signal
// as the REQUEST_SIGNAL binding, and the BATCH_READER and EVENT_READER helpers. The Go request's context never ends on its
// own; with the signal (enable_request_signal in wrangler.toml) the worker
// stops its provider request, retries and repair when the client goes away.
import worker from '../build/worker/worker.mjs';
import { batchReader } from './read-batch.mjs';
import { eventReader } from './read-events.mjs';
import { hashedAsset } from './assets.mjs';

export default {
  ...worker,
  fetch(request, env, ctx) {
    if (new URL(request.url).pathname.startsWith('/assets/')) return hashedAsset(request, env.ASSETS);
    // env inherited, not spread: some bindings (the rate limiter in
    // wrangler's local runtime) are not own enumerable properties.
    const withSignal = Object.create(env, {
      REQUEST_SIGNAL: { value: request.signal },
      // Reads the provider's answer a batch of chunks at a time (read-batch.mjs).
      BATCH_READER: { value: batchReader },
      // Merges an event stream's plain deltas before Go reads it (read-events.mjs).
      EVENT_READER: { value: eventReader },
    });
    return worker.fetch(request, withSignal, ctx);
  },
};
