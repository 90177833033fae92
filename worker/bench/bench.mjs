// Worker figures for `make bench` (needs `make build`):
//  - the worker's overhead per AI request over a provider that answers at
//    once (the fake provider), median and p95: the time through the worker
//    minus the time of the same provider request made directly;
//  - the CPU time of one request's Go instance start (syumai/workers starts
//    a fresh instance for every request; the free plan allows 10 ms CPU),
//    measured in Node with the same wasm_exec.js and app.wasm that workerd
//    runs, alone and with one /api/health request.
import { readFileSync } from 'node:fs';

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
async function instanceStart() {
  await import('../../build/worker/wasm_exec.js');
  const mod = new WebAssembly.Module(readFileSync(new URL('../../build/worker/app.wasm', import.meta.url)));
  const env = { AI_API_KEY: KEY };
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
  // Wall time and the process's CPU time (all threads, so V8's compiler and
  // garbage collector count too: an upper bound of the isolate's CPU).
  const measure = (f) => async () => {
    const cpu = process.cpuUsage();
    const t = performance.now();
    await f();
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000 };
  };
  const startOnly = measure(start);
  const startAndServe = measure(async () => {
    const res = await (await start()).handleRequest(new Request('http://127.0.0.1/api/health'));
    await res.text();
  });
  const rows = [];
  for (const [name, f] of [['instance start', startOnly], ['instance start + /api/health', startAndServe]]) {
    for (let i = 0; i < 5; i++) await f(); // V8's wasm tiers settle
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await f());
    const wall = samples.map((s) => s.wall);
    const cpu = samples.map((s) => s.cpu);
    rows.push(
      `worker ${name}: wall median ${ms(quantile(wall, 0.5))}, p95 ${ms(quantile(wall, 0.95))}; ` +
        `process CPU median ${ms(quantile(cpu, 0.5))}, p95 ${ms(quantile(cpu, 0.95))} (${runs} runs in Node; free plan: 10 ms CPU)`,
    );
  }
  return rows;
}

for (const row of [...(await overhead()), ...(await instanceStart())]) console.log(row);
// Each started Go instance waits for requests forever, as in workerd.
process.exit(0);
