// Quiet and offline: `make dev`, the worker tests' wrangler and the deploy
// dry run of `make test` look up no outside host (no update check, no
// metrics, no Request.cf download) and print no update notice. strace records every connect() of wrangler,
// workerd and their children; only loopback and local sockets may appear.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const hasStrace = (() => {
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** outside lists the connect() calls of an strace log to non-loopback addresses. */
function outside(log) {
  return log.split('\n').filter((line) => {
    const m = line.match(/connect\(\d+, \{sa_family=AF_INET6?, .*?(?:sin_addr=inet_addr\("([^"]+)"\)|inet_pton\(AF_INET6, "([^"]+)")/);
    if (!m) return false;
    const addr = m[1] ?? m[2];
    return !(addr.startsWith('127.') || addr === '::1' || addr.startsWith('::ffff:127.'));
  });
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('quiet and offline', { skip: !hasStrace && 'strace is not installed' }, () => {
  it('make dev serves the app without looking up any outside host', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shortlist-strace-'));
    const traceFile = join(dir, 'trace.txt');
    const port = await freePort();
    // Its own process group, so that one signal stops make, dev.mjs and
    // wrangler; its own TMPDIR, so that no update check cached by an earlier
    // run can hide one.
    const dev = spawn('strace', ['-f', '-qq', '-e', 'trace=connect', '-o', traceFile, 'make', '--no-print-directory', 'dev', `PORT=${port}`], {
      cwd: root,
      env: { ...process.env, TMPDIR: dir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    dev.stdout.on('data', (c) => (output += c));
    dev.stderr.on('data', (c) => (output += c));
    const exited = new Promise((resolve) => dev.on('exit', resolve));
    try {
      const end = Date.now() + 60_000;
      while (!output.includes('Shortlist: http://') && Date.now() < end && dev.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.match(output, /Shortlist: http:\/\//, `make dev did not get ready:\n${output}`);
      for (const path of ['/', '/api/health']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5000) });
        assert.equal(res.status, 200, path);
        await res.arrayBuffer();
      }
      // DNS rebinding: another site's name pointed at 127.0.0.1 reaches the
      // server with that name in Host; the API refuses it (JSON 403).
      const rebound = await new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/api/analyze', method: 'POST', headers: { host: `evil.example:${port}`, 'content-type': 'application/json' } }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        });
        req.on('error', reject);
        req.end('{"cvText":"Jane","jobDescription":"Go"}');
      });
      assert.equal(rebound.status, 403, rebound.body);
      assert.equal(JSON.parse(rebound.body).error.code, 'forbidden_host');
    } finally {
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    const log = readFileSync(traceFile, 'utf8');
    rmSync(dir, { recursive: true, force: true });
    assert.ok(/connect\(/.test(log), 'strace saw no connect() at all');
    assert.deepEqual(outside(log), [], 'connections to outside hosts');
    assert.doesNotMatch(output, /update available|newer version of Wrangler/i);
  });

  it('the worker tests\' wrangler starts and serves without looking up any outside host', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shortlist-strace-'));
    const traceFile = join(dir, 'trace.txt');
    const script = `
      import { request, startWorker } from './worker/test/harness.mjs';
      const worker = await startWorker();
      const res = await request(worker, '/api/health');
      await worker.dispose();
      if (res.status !== 200) throw new Error('health answered ' + res.status);`;
    const output = execFileSync('strace', ['-f', '-qq', '-e', 'trace=connect', '-o', traceFile, process.execPath, '--input-type=module', '-e', script], {
      cwd: root,
      env: { ...process.env, TMPDIR: dir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    const log = readFileSync(traceFile, 'utf8');
    rmSync(dir, { recursive: true, force: true });
    assert.ok(/connect\(/.test(log), 'strace saw no connect() at all');
    assert.deepEqual(outside(log), [], 'connections to outside hosts');
    assert.doesNotMatch(output, /update available|newer version of Wrangler/i);
  });

  it('make test-deploy (the deploy dry run) looks up no outside host', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shortlist-strace-'));
    const traceFile = join(dir, 'trace.txt');
    execFileSync('strace', ['-f', '-qq', '-e', 'trace=connect', '-o', traceFile, 'make', '--no-print-directory', 'test-deploy', `RESULTS=${dir}`], {
      cwd: root,
      env: { ...process.env, TMPDIR: dir },
      stdio: 'ignore',
      timeout: 60_000,
    });
    const rc = readFileSync(join(dir, 'deploy.rc'), 'utf8').trim();
    const output = readFileSync(join(dir, 'deploy.txt'), 'utf8');
    const log = readFileSync(traceFile, 'utf8');
    rmSync(dir, { recursive: true, force: true });
    assert.equal(rc, '0', output);
    assert.deepEqual(outside(log), [], 'connections to outside hosts');
    assert.doesNotMatch(output, /update available|newer version of Wrangler/i);
  });
});
