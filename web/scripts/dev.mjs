// `make dev`: runs `wrangler dev` on 127.0.0.1:<port> and makes sure it
// serves. wrangler keeps its port open even when it cannot load the worker
// (every request then hangs), so this script checks the port and the built
// files first, then waits a bounded time for /api/health to answer 200. On
// any failure it stops wrangler (and its workerd) and exits 1 with a
// one-line reason; once the app answers, it runs until wrangler ends or
// Ctrl-C.
//
//   node web/scripts/dev.mjs [port]     (DEV_READY_SECONDS bounds the wait, 60 by default)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.argv[2] ?? 8787);
const readySeconds = Number(process.env.DEV_READY_SECONDS ?? 60);
const origin = `http://127.0.0.1:${port}`;

// What wrangler.toml points at: the worker's files and the web app's build.
const needed = [
  'build/worker/worker.mjs',
  'build/worker/runtime.mjs',
  'build/worker/wasm_exec.js',
  'build/worker/app.wasm',
  'web/dist/index.html',
];

let wrangler = null;

function fail(reason) {
  // Nothing of wrangler's may outlive a failure, workerd included.
  if (wrangler) stop('SIGKILL');
  console.error(`make dev: ${reason}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not "${process.argv[2]}"`);
const missing = needed.filter((f) => !existsSync(root + f));
if (missing.length > 0) fail(`${missing.join(', ')} missing after the build; run \`make clean && make dev\``);

// A port in use would let the health check below talk to another server.
await new Promise((resolve) => {
  const probe = net.createServer();
  probe.once('error', (err) => fail(`port ${port} is not free (${err.code}); stop what runs there or choose another: PORT=8788 make dev`));
  probe.listen(port, '127.0.0.1', () => probe.close(resolve));
});

// Its own process group, so that one signal stops wrangler and workerd.
// ALLOWED_HOSTS: the worker answers 403 to a request addressed to any other
// host, so that a page on another site whose name a rebinding DNS server
// points at 127.0.0.1 cannot spend the key in .dev.vars.
const allowedHosts = `127.0.0.1:${port},localhost:${port}`;
wrangler = spawn('wrangler', ['dev', '--ip', '127.0.0.1', '--port', String(port), '--var', `ALLOWED_HOSTS:${allowedHosts}`], {
  cwd: root,
  env: { ...process.env, CI: 'true' },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let ready = false;
let firstError = '';
let exited = null;

// wrangler's output is passed through; before the app answers, its first
// error line becomes the reason.
for (const [from, to] of [
  [wrangler.stdout, process.stdout],
  [wrangler.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    to.write(chunk);
    if (ready) return;
    for (const line of chunk.toString().replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
      const m = line.match(/\[ERROR\]\s*(.*)/);
      // "Build failed with 1 error:" comes before the error itself.
      if (m && (!firstError || /^Build failed/.test(firstError))) firstError = m[1].trim();
    }
  });
}

function stop(signal = 'SIGTERM') {
  try {
    process.kill(-wrangler.pid, signal);
  } catch {
    // already gone
  }
}

const gone = new Promise((resolve) => {
  wrangler.on('exit', (code, signal) => {
    exited = { code, signal };
    resolve();
  });
  wrangler.on('error', (err) => {
    exited = { code: 1, error: err };
    resolve();
  });
});

async function stopAndWait() {
  stop();
  const timer = setTimeout(() => stop('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
  // workerd may outlive wrangler by a moment; the group gets the last word.
  stop('SIGKILL');
}

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    stopping = true;
    await stopAndWait();
    process.exit(ready ? 0 : 1);
  });
}

// health answers the status of GET path, or 0 when the server does not
// answer within 2 s (wrangler's port accepts and hangs when the worker failed).
async function health(path) {
  try {
    const res = await fetch(origin + path, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

const deadline = Date.now() + readySeconds * 1000;
let last = 0;
while (!ready) {
  if (exited) {
    const how = exited.error ? `could not start (${exited.error.message})` : `stopped (exit ${exited.code ?? exited.signal})`;
    fail(`wrangler ${how} before the app answered${firstError ? `: ${firstError}` : ''}`);
  }
  if (firstError) {
    // The lines after the first may name the cause.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stopAndWait();
    fail(`wrangler could not load the worker: ${firstError}`);
  }
  if (Date.now() > deadline) {
    await stopAndWait();
    fail(`${origin}/api/health did not answer 200 within ${readySeconds} s (last: ${last || 'no answer'}); see wrangler's output above, then try \`make clean && make dev\``);
  }
  last = await health('/api/health');
  if (last === 200) ready = true;
  else await new Promise((resolve) => setTimeout(resolve, 250));
}

console.log(`\nShortlist: ${origin}  (AI is on only with AI_API_KEY in .dev.vars; Ctrl-C stops it)\n`);
await gone;
// A stop asked for (Ctrl-C) ends in its handler; otherwise wrangler's end is ours.
if (!stopping) {
  stop('SIGKILL');
  process.exit(exited.code ?? 1);
}
