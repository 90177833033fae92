// Worker figures for `make bench` (needs `make build`):
//  - the upload size that `wrangler deploy --dry-run` reports;
//  - the worker's overhead per AI request over a provider that answers at
//    once (the fake provider), median and p95: the time through the worker
//    minus the time of the same provider request made directly;
//  - the CPU time of one request's Go instance (syumai/workers starts a
//    fresh instance for every request; the free plan allows 10 ms CPU),
//    measured in Node with the same wasm_exec.js and app.wasm that workerd
//    runs: the start alone, with one /api/health request, and with one
//    /api/analyze request to the scripted provider (in its own process, so
//    that its CPU is not counted; Node's HTTP client is, so the analyze
//    figure is an upper bound of what workerd would bill).
// WORKER_DIR measures another build of the worker in place of build/worker,
// such as a standard-Go one for comparison (the overhead figures, which run
// wrangler on build/worker, are then left out).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Only the figures on stdout: no wrangler or worker log lines.
process.env.WRANGLER_LOG ??= 'warn';
const { request, startWorker } = await import('../test/harness.mjs');
const { reply, startFakeProvider, tokens } = await import('../test/fake-provider.mjs');
// As worker/entry.mjs binds it in workerd.
const { batchReader } = await import('../read-batch.mjs');
const { KEY, longOperations, operations, post, rateLimit, workerVars } = await import('../test/ai-fixtures.mjs');

const runs = Number(process.env.BENCH_RUNS ?? 60);
// The CPU figures: the median of cpuSamples means of batch runs each.
const cpuSamples = 30;
const batch = 10;
// BENCH_ONLY=regexp measures only the CPU rows whose name matches (and skips the round trips).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
// The long replies take longer: fewer samples of fewer runs.
const longSamples = [Number(process.env.BENCH_LONG_SAMPLES ?? 10), 3];

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const ms = (v) => `${v.toFixed(1)} ms`;

async function overhead() {
  const fake = await startFakeProvider();
  const worker = await startWorker(workerVars(fake), rateLimit(1_000_000));
  try {
    // For scale: a request that starts a Go instance but calls no provider.
    const health = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await request(worker, '/api/health');
      health.push(performance.now() - t);
    }
    const rows = [`worker /api/health round trip: median ${ms(quantile(health, 0.5))}, p95 ${ms(quantile(health, 0.95))} (${runs} requests)`];
    for (const op of operations) {
      fake.script(reply(op.reply));
      // The direct request carries what the worker sends (its last request).
      await request(worker, op.path, post(op.body));
      const sent = fake.requests.at(-1).raw;
      const direct = [];
      const through = [];
      for (let i = 0; i < runs; i++) {
        let t = performance.now();
        const res = await fetch(`${fake.url}/chat/completions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${KEY}` },
          body: sent,
        });
        await res.text();
        direct.push(performance.now() - t);
        t = performance.now();
        const out = await request(worker, op.path, post(op.body));
        through.push(performance.now() - t);
        if (out.status !== 200) throw new Error(`bench: ${op.name} answered ${out.status}: ${out.body}`);
      }
      const extra = through.map((t, i) => t - direct[i]);
      rows.push(`worker overhead ${op.name}: median ${ms(quantile(extra, 0.5))}, p95 ${ms(quantile(extra, 0.95))} (${runs} requests; target <= 50 ms)`);
    }
    return rows;
  } finally {
    await worker.dispose();
    await fake.close();
  }
}

// uploadGzip is what `wrangler deploy --dry-run` reports for the worker in
// dir: the size Cloudflare's 3 MB (free plan) limit applies to.
function uploadGzip(dir) {
  // WRANGLER_LOG=log: the sizes are log-level lines, which the bench's
  // default of warn would hide.
  const run = spawnSync('wrangler', ['deploy', '--dry-run', '--outdir', 'build/bench-deploy', `${dir}/worker.mjs`], {
    cwd: new URL('../../', import.meta.url),
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_LOG: 'log' },
  });
  const out = `${run.stdout}${run.stderr}`;
  const m = out.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
  if (!m) throw new Error(`bench: no "Total Upload" line in the dry run output:\n${out}`);
  const kB = (kib) => `${Math.round(Number(kib) * 1.024)} kB`;
  return `worker upload: gzip ${kB(m[2])}, raw ${kB(m[1])} (wrangler deploy --dry-run; target <= 500 kB gzip)`;
}

// browserHeaders are what a page's fetch of /api/health carries once
// Cloudflare has added its own: syumai/workers turns each into three JS
// values on the Go side, and TinyGo collects at every 32nd JS value held
// (see docs/worker.md, "Worker figures").
const browserHeaders = {
  accept: '*/*',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-GB,en;q=0.9',
  'cf-connecting-ip': '203.0.113.7',
  'cf-ipcountry': 'DE',
  'cf-ray': '8f1c2d3e4f5a6b7c-FRA',
  'cf-visitor': '{"scheme":"https"}',
  connection: 'Keep-Alive',
  host: 'shortlist.example',
  priority: 'u=1, i',
  referer: 'https://shortlist.example/analysis',
  'sec-ch-ua': '"Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'x-forwarded-proto': 'https',
  'x-real-ip': '203.0.113.7',
};

// instanceStart runs the Go worker's main in a fresh instance per request,
// as worker.mjs does in workerd, and measures the CPU time of the thread
// that runs it (what Cloudflare bills as the request's CPU). The clock
// ticks coarsely on some machines, so each sample is the mean of a batch of
// runs; the figure is the median of the samples.
async function instanceStart(dir, providerURL) {
  const base = pathToFileURL(`${dir}/`);
  await import(new URL('wasm_exec.js', base).href);
  const mod = new WebAssembly.Module(readFileSync(new URL('app.wasm', base)));
  // As worker.mjs defines it for syumai/workers' fetch.
  globalThis.tryCatch ??= (fn) => {
    try {
      return { result: fn() };
    } catch (e) {
      return { error: e };
    }
  };
  // syumai/workers streams request bodies; Node's Request, unlike workerd's,
  // then wants duplex: 'half'. The Go side reads globalThis.Request when an
  // instance starts.
  globalThis.Request = class extends Request {
    constructor(input, init) {
      super(input, init?.body ? { duplex: 'half', ...init } : init);
    }
  };
  async function start(provider = 'short') {
    const env = { AI_API_KEY: KEY, AI_BASE_URL: `${providerURL}/${provider}`, BATCH_READER: batchReader };
    const binding = {};
    const go = new globalThis.Go();
    let ready;
    const isReady = new Promise((resolve) => {
      ready = resolve;
    });
    const instance = new WebAssembly.Instance(mod, { ...go.importObject, workers: { ready: () => ready() } });
    go.run(instance, { env, ctx: { waitUntil() {}, passThroughOnException() {} }, connect() {}, binding });
    await isReady;
    return binding;
  }
  const serve = (path, init, provider) => async () => {
    const res = await (await start(provider)).handleRequest(new Request(`http://127.0.0.1${path}`, init));
    await res.text();
    if (res.status !== 200) throw new Error(`bench: ${path} (${provider ?? 'short'}) answered ${res.status}`);
  };
  const threadMs = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  const analyze = operations.find((op) => op.name === 'analyze');
  const rows = [];
  const medians = new Map();
  const long = (op) => {
    const what = op.reasoning ? `${tokens(op.reasoning).length} reasoning + ${tokens(op.reply).length} answer tokens` : `${tokens(op.reply).length} tokens`;
    return [
      [`instance start + ${op.path}, ${tokens(op.reply).length} answer tokens streamed as OpenRouter does with the reasoning left out (AI_REASONING=exclude)`, serve(op.path, post(op.body), `excluded-${op.name}`), '; target <= 10 ms', longSamples],
      [`instance start + ${op.path}, ${what} streamed as OpenRouter does (AI_REASONING=include)`, serve(op.path, post(op.body), op.name), '', longSamples],
      [`instance start + ${op.path}, the same stream written one event at a time`, serve(op.path, post(op.body), `paced-${op.name}`), '', longSamples],
      [`instance start + ${op.path}, the same reply unstreamed`, serve(op.path, post(op.body), `whole-${op.name}`), '', longSamples],
    ];
  };
  for (const [name, f, target, [sampleCount, runs] = [cpuSamples, batch]] of [
    ['instance start', start, ''],
    ['instance start + /api/health', serve('/api/health'), '; target <= 3 ms'],
    ['instance start + /api/health with a browser\'s and Cloudflare\'s 20 headers', serve('/api/health', { headers: browserHeaders }), ''],
    ['instance start + /api/analyze (short scripted reply)', serve(analyze.path, post(analyze.body)), ''],
    ...longOperations.flatMap(long),
  ]) {
    if (only && !only.test(name)) continue;
    try {
      await f();
    } catch (e) {
      rows.push(`worker ${name}: FAILED, ${e.message}`);
      continue;
    }
    for (let i = 0; i < 2 * runs; i++) await f(); // V8's wasm tiers settle
    const samples = [];
    for (let s = 0; s < sampleCount; s++) {
      const t = threadMs();
      for (let i = 0; i < runs; i++) await f();
      samples.push((threadMs() - t) / runs);
    }
    medians.set(name, quantile(samples, 0.5));
    rows.push(
      `worker ${name}: CPU median ${ms(quantile(samples, 0.5))}, p95 ${ms(quantile(samples, 0.95))} ` +
        `(${sampleCount} samples of ${runs} runs in Node${target}; free plan: 10 ms CPU)`,
    );
  }
  // Where the time of a content-only stream goes: the instance start with
  // one short request, the same long answer read whole (reading, checking
  // and scanning it for the key), and the rest, which grows with the number
  // of streamed events (one a token), not with the text.
  const short = medians.get('instance start + /api/analyze (short scripted reply)');
  for (const op of longOperations) {
    const streamed = [...medians].find(([n]) => n.startsWith(`instance start + ${op.path},`) && n.includes('AI_REASONING=exclude'))?.[1];
    const whole = medians.get(`instance start + ${op.path}, the same reply unstreamed`);
    if (short === undefined || streamed === undefined || whole === undefined) continue;
    rows.push(
      `worker ${op.path} with the reasoning left out, where the CPU goes: ${ms(short)} instance start and a short request, ` +
        `${ms(Math.max(0, whole - short))} reading the long answer whole, ${ms(Math.max(0, streamed - whole))} the ${tokens(op.reply).length} streamed events`,
    );
  }
  return rows;
}

// The worker logs one line per AI request to the console: not figures.
const print = console.log.bind(console);
console.log = () => {};
const dir = resolve(process.env.WORKER_DIR ?? fileURLToPath(new URL('../../build/worker', import.meta.url)));
if (!only) print(uploadGzip(dir));
// The round trips run the worker in wrangler, which serves build/worker.
if (!process.env.WORKER_DIR && !only) for (const row of await overhead()) print(row);
const provider = spawn(process.execPath, [fileURLToPath(new URL('provider.mjs', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const [url] = await once(provider.stdout, 'data');
  for (const row of await instanceStart(dir, String(url).trim())) print(row);
} finally {
  provider.kill();
}
// Each started Go instance waits for requests forever, as in workerd.
process.exit(0);
