// Worker figures for `make bench` (needs `make build`):
//  - the worker's overhead per AI request over a provider that answers at
//    once (the fake provider), median and p95: the time through the worker
//    minus the time of the same provider request made directly;
//  - the CPU time of one request's Go instance start (syumai/workers starts
//    a fresh instance for every request; the free plan allows 10 ms CPU),
//    measured in Node with the same wasm_exec.js and app.wasm that workerd
//    runs: alone, with one /api/health request, and with one /api/analyze
//    request to the scripted provider (in its own process).
// WORKER_DIR measures another build of the worker (default build/worker),
// such as a standard-Go one for comparison.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Only the figures on stdout: no wrangler or worker log lines.
process.env.WRANGLER_LOG ??= 'warn';
const { request, startWorker } = await import('../test/harness.mjs');
const { reply, startFakeProvider } = await import('../test/fake-provider.mjs');
const { KEY, operations, post, rateLimit, workerVars } = await import('../test/ai-fixtures.mjs');

const runs = Number(process.env.BENCH_RUNS ?? 60);

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

// instanceStart runs the Go worker's main in a fresh instance per run, as
// build/worker/worker.mjs does in workerd, and measures the process's CPU.
async function instanceStart(providerURL) {
  const dir = pathToFileURL(`${resolve(process.env.WORKER_DIR ?? new URL('../../build/worker', import.meta.url).pathname)}/`);
  await import(new URL('wasm_exec.js', dir).href);
  const mod = new WebAssembly.Module(readFileSync(new URL('app.wasm', dir)));
  // As build/worker/worker.mjs defines it for syumai/workers' fetch.
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
  const env = { AI_API_KEY: KEY, AI_BASE_URL: providerURL };
  async function start() {
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
  // Wall time, the CPU time of the thread that runs the instance (what
  // Cloudflare bills as the request's CPU) and of the whole process (all
  // threads, so V8's background compiler and garbage collector count too:
  // an upper bound).
  const measure = (f) => async () => {
    const cpu = process.cpuUsage();
    const thread = process.threadCpuUsage();
    const t = performance.now();
    await f();
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const usedThread = process.threadCpuUsage(thread);
    return { wall, cpu: (used.user + used.system) / 1000, thread: (usedThread.user + usedThread.system) / 1000 };
  };
  const startOnly = measure(start);
  const serve = (path, init) =>
    measure(async () => {
      const res = await (await start()).handleRequest(new Request(`http://127.0.0.1${path}`, init));
      await res.text();
      if (res.status !== 200) throw new Error(`bench: ${path} answered ${res.status}`);
    });
  const analyze = operations.find((op) => op.name === 'analyze');
  const rows = [];
  for (const [name, f] of [
    ['instance start', startOnly],
    ['instance start + /api/health', serve('/api/health')],
    ['instance start + /api/analyze (scripted provider)', serve(analyze.path, post(analyze.body))],
  ]) {
    for (let i = 0; i < 5; i++) await f(); // V8's wasm tiers settle
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await f());
    const median = (key) => ms(quantile(samples.map((s) => s[key]), 0.5));
    const p95 = (key) => ms(quantile(samples.map((s) => s[key]), 0.95));
    rows.push(
      `worker ${name}: thread CPU median ${median('thread')}, p95 ${p95('thread')}; ` +
        `process CPU median ${median('cpu')}; wall median ${median('wall')} (${runs} runs in Node; free plan: 10 ms CPU)`,
    );
  }
  return rows;
}

const provider = spawn(process.execPath, [new URL('provider.mjs', import.meta.url).pathname], { stdio: ['ignore', 'pipe', 'inherit'] });
const [line] = await once(provider.stdout, 'data');
try {
  for (const row of [...(await overhead()), ...(await instanceStart(String(line).trim()))]) console.log(row);
} finally {
  provider.kill();
}
// Each started Go instance waits for requests forever, as in workerd.
process.exit(0);
