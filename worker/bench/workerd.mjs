// CPU of one request in workerd itself, the runtime wrangler runs and
// Cloudflare deploys. workerd's tail events carry cpuTime, but the
// open-source build reports 0 there, and its --async-trace turn times are
// wall time (on this shared machine several times the CPU). So the figure
// is the kernel's own count: the CPU time (schedstat, in nanoseconds) of
// workerd's thread that runs the isolate, over a batch of identical
// requests, per request. That thread also parses the HTTP requests and
// runs the I/O of the provider fetch, so the figure is a little above what
// Cloudflare bills; the process's total (V8's background compiler and
// collector threads too) is printed beside it.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { once } from 'node:events';

const workerdBin = new URL('../../web/node_modules/.bin/workerd', import.meta.url);

// freePort asks the OS for a port on 127.0.0.1 that is free now.
async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

// configFor is a workerd config that serves the bundle `wrangler deploy
// --dry-run` wrote to dir (entry.js and its app.wasm) with the given vars,
// wrangler.toml's compatibility settings, and an outbound network that may
// reach the scripted provider on 127.0.0.1. No rate-limit binding: the
// worker then runs without a limiter (one JS call less than deployed).
function configFor(dir, vars, compat) {
  // The module entry.js imports: an older build's may still lie beside it.
  const wasm = readFileSync(`${dir}/entry.js`, 'utf8').match(/from "\.\/([^"]+\.wasm)"/)[1];
  const bindings = Object.entries(vars)
    .map(([name, text]) => `(name = ${JSON.stringify(name)}, text = ${JSON.stringify(text)})`)
    .join(', ');
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = (
      modules = [
        (name = "entry.js", esModule = embed "entry.js"),
        (name = ${JSON.stringify(wasm)}, wasm = embed ${JSON.stringify(wasm)}),
      ],
      compatibilityDate = ${JSON.stringify(compat.date)},
      compatibilityFlags = ${JSON.stringify(compat.flags)},
      bindings = [${bindings}],
      globalOutbound = "loopback",
    )),
    (name = "loopback", network = (allow = ["public", "private", "local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
`;
}

// compatibility reads wrangler.toml's compatibility_date and flags.
function compatibility() {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
  const date = toml.match(/^compatibility_date\s*=\s*"([^"]+)"/m)[1];
  const flags = JSON.parse(toml.match(/^compatibility_flags\s*=\s*(\[[^\]]*\])/m)?.[1] ?? '[]');
  return { date, flags };
}

// threadCPUns is the CPU time each of workerd's threads has used so far,
// by thread id, in nanoseconds (the first field of its schedstat).
function threadCPUns(pid) {
  const times = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      times.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return times;
}

/**
 * measureInWorkerd serves the bundle in dir with vars in a fresh workerd,
 * sends warmup requests made by send(url), then samples batches of runs
 * identical ones, one after another, and returns per sample the CPU
 * milliseconds per request of the isolate's thread (the busiest one) and
 * of the whole process.
 */
export async function measureInWorkerd({ dir, vars, send, warmup, samples, runs }) {
  writeFileSync(`${dir}/config.capnp`, configFor(dir, vars, compatibility()));
  const port = await freePort();
  const child = spawn(workerdBin.pathname, ['serve', `${dir}/config.capnp`, '-s', `http=127.0.0.1:${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`${url}/api/health`).then((r) => r.text());
        break;
      } catch (e) {
        if (tries > 100 || child.exitCode !== null) throw new Error(`bench: workerd did not start: ${stderr || e.message}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    for (let i = 0; i < warmup; i++) await send(url);
    const thread = [];
    const total = [];
    for (let n = 0; n < samples; n++) {
      const before = threadCPUns(child.pid);
      for (let i = 0; i < runs; i++) await send(url);
      const used = [...threadCPUns(child.pid)].map(([tid, ns]) => (ns - (before.get(tid) ?? 0)) / 1e6 / runs);
      thread.push(Math.max(...used));
      total.push(used.reduce((a, b) => a + b, 0));
    }
    return { thread, total };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
