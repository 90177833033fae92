// Worker figures for `make bench` (needs `make build`):
//  - the upload size that `wrangler deploy --dry-run` reports;
//  - the worker's overhead per AI request over a provider that answers at
//    once (the fake provider), median and p95: the time through the worker
//    minus the time of the same provider request made directly;
//  - the CPU of one request in workerd (worker/bench/workerd.mjs: the CPU
//    time of workerd's isolate thread, the figure the free plan's 10 ms
//    applies to): /api/health, a short analyze, and the three operations'
//    real-length replies from the scripted provider (in its own process)
//    with the reasoning left out and included, and unstreamed, with where
//    the time of a streamed reply goes;
//  - the same Go instance's CPU measured in Node's thread (syumai/workers
//    starts a fresh instance for every request) with the same wasm_exec.js
//    and app.wasm, for comparison with earlier runs: lower than workerd's
//    figure, which also counts workerd's own HTTP and I/O work.
// BENCH_ONLY=regexp measures only the CPU rows whose name matches
// ("workerd" for the workerd rows).
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
const { eventReader } = await import('../read-events.mjs');
const { KEY, longOperations, operations, post, rateLimit, workerVars } = await import('../test/ai-fixtures.mjs');
const { measureInWorkerd } = await import('./workerd.mjs');

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

// deployDir is where `wrangler deploy --dry-run` writes the bundle it
// would upload (entry.js and app.wasm), which the workerd figures serve.
const deployDir = fileURLToPath(new URL('../../build/bench-deploy', import.meta.url));

// dryRun bundles the worker into deployDir and returns wrangler's output:
// wrangler.toml's main (worker/entry.mjs, which imports build/worker), or
// the generated worker.mjs of another build (WORKER_DIR), which then reads
// the provider's answer one chunk at a time (no BATCH_READER binding).
function dryRun(dir) {
  // WRANGLER_LOG=log: the sizes are log-level lines, which the bench's
  // default of warn would hide.
  const entry = process.env.WORKER_DIR ? [`${dir}/worker.mjs`] : [];
  const run = spawnSync('wrangler', ['deploy', '--dry-run', '--outdir', deployDir, ...entry], {
    cwd: new URL('../../', import.meta.url),
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_LOG: 'log' },
  });
  if (run.status !== 0) throw new Error(`bench: wrangler deploy --dry-run failed:\n${run.stdout}${run.stderr}`);
  return `${run.stdout}${run.stderr}`;
}

// uploadGzip is what `wrangler deploy --dry-run` reports for the worker:
// the size Cloudflare's 3 MB (free plan) limit applies to.
function uploadGzip(out) {
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
    const env = { AI_API_KEY: KEY, AI_BASE_URL: `${providerURL}/${provider}`, BATCH_READER: batchReader, EVENT_READER: eventReader };
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
  const long = (op) => {
    const what = op.reasoning ? `${tokens(op.reasoning).length} reasoning + ${tokens(op.reply).length} answer tokens` : `${tokens(op.reply).length} tokens`;
    return [
      [`instance start + ${op.path}, ${tokens(op.reply).length} answer tokens streamed as OpenRouter does with the reasoning left out (AI_REASONING=exclude)`, serve(op.path, post(op.body), `excluded-${op.name}`), '', longSamples],
      [`instance start + ${op.path}, ${what} streamed as OpenRouter does (AI_REASONING=include)`, serve(op.path, post(op.body), op.name), '', longSamples],
      [`instance start + ${op.path}, the same stream written one event at a time`, serve(op.path, post(op.body), `paced-${op.name}`), '', longSamples],
      [`instance start + ${op.path}, the same reply unstreamed`, serve(op.path, post(op.body), `whole-${op.name}`), '', longSamples],
    ];
  };
  for (const [name, f, target, [sampleCount, runs] = [cpuSamples, batch]] of [
    ['instance start', start, ''],
    ['instance start + /api/health', serve('/api/health'), '; target <= 3 ms in Node'],
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
    rows.push(
      `worker ${name}: CPU median ${ms(quantile(samples, 0.5))}, p95 ${ms(quantile(samples, 0.95))} ` +
        `(${sampleCount} samples of ${runs} runs in Node${target}; free plan: 10 ms CPU)`,
    );
  }
  return rows;
}

// inWorkerd measures the CPU of one request in workerd (worker/bench/
// workerd.mjs says how): a fresh workerd per case, pointed at the
// scripted provider's case, the same requests as instanceStart's. This is
// the figure the free plan's 10 ms applies to.
async function inWorkerd(providerURL) {
  const analyze = operations.find((op) => op.name === 'analyze');
  const serve = (path, init) => async (url) => {
    const res = await fetch(`${url}${path}`, init);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  };
  const cases = [
    ['/api/health', 'short', serve('/api/health'), ''],
    ['/api/health with a browser\'s and Cloudflare\'s 20 headers', 'short', serve('/api/health', { headers: browserHeaders }), ''],
    ['/api/analyze (short scripted reply)', 'short', serve(analyze.path, post(analyze.body)), ''],
    ...longOperations.flatMap((op) => {
      const what = op.reasoning ? `${tokens(op.reasoning).length} reasoning + ${tokens(op.reply).length} answer tokens` : `${tokens(op.reply).length} tokens`;
      return [
        [`${op.path}, ${tokens(op.reply).length} answer tokens streamed with the reasoning left out (AI_REASONING=exclude)`, `excluded-${op.name}`, serve(op.path, post(op.body)), '; target <= 10 ms', true],
        [`${op.path}, ${what} streamed (AI_REASONING=include)`, op.name, serve(op.path, post(op.body)), '', true],
        [`${op.path}, the same reply unstreamed`, `whole-${op.name}`, serve(op.path, post(op.body)), '', true],
      ];
    }),
  ];
  const rows = [];
  const medians = new Map();
  for (const [name, providerCase, send, target, long] of cases) {
    if (only && !only.test(`workerd ${name}`)) continue;
    const [samples, runs] = long ? [Number(process.env.BENCH_LONG_SAMPLES ?? 10), 3] : [15, 10];
    try {
      const { thread, total } = await measureInWorkerd({
        dir: deployDir,
        vars: { AI_API_KEY: KEY, AI_BASE_URL: `${providerURL}/${providerCase}` },
        send,
        warmup: long ? 6 : 20,
        samples,
        runs,
      });
      medians.set(name, quantile(thread, 0.5));
      rows.push(
        `worker in workerd ${name}: CPU median ${ms(quantile(thread, 0.5))}, p95 ${ms(quantile(thread, 0.95))} ` +
          `(the isolate's thread; process ${ms(quantile(total, 0.5))}; ${samples} samples of ${runs} requests${target}; free plan: 10 ms CPU)`,
      );
    } catch (e) {
      rows.push(`worker in workerd ${name}: FAILED, ${e.message}`);
    }
  }
  // Where the time of a content-only stream goes: the instance start with
  // one short request, the same long answer read whole (reading, checking
  // and scanning it for the key), and the rest, which grows with the
  // streamed events (merged in JavaScript, worker/read-events.mjs).
  const short = medians.get('/api/analyze (short scripted reply)');
  for (const op of longOperations) {
    const streamed = [...medians].find(([n]) => n.startsWith(`${op.path},`) && n.includes('AI_REASONING=exclude'))?.[1];
    const whole = medians.get(`${op.path}, the same reply unstreamed`);
    if (short === undefined || streamed === undefined || whole === undefined) continue;
    rows.push(
      `worker in workerd ${op.path} with the reasoning left out, where the CPU goes: ${ms(short)} instance start and a short request, ` +
        `${ms(Math.max(0, whole - short))} reading the long answer whole, ${ms(Math.max(0, streamed - whole))} the ${tokens(op.reply).length} streamed events`,
    );
  }
  return rows;
}

// The worker logs one line per AI request to the console: not figures.
const print = console.log.bind(console);
console.log = () => {};
const dir = resolve(process.env.WORKER_DIR ?? fileURLToPath(new URL('../../build/worker', import.meta.url)));
const bundled = dryRun(dir);
if (!only) print(uploadGzip(bundled));
// The round trips run the worker in wrangler, which serves build/worker.
if (!process.env.WORKER_DIR && !only) for (const row of await overhead()) print(row);
const provider = spawn(process.execPath, [fileURLToPath(new URL('provider.mjs', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const [url] = await once(provider.stdout, 'data');
  for (const row of await inWorkerd(String(url).trim())) print(row);
  for (const row of await instanceStart(dir, String(url).trim())) print(row);
} finally {
  provider.kill();
}
// Each started Go instance waits for requests forever, as in workerd.
process.exit(0);
