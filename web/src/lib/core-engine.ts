// The engine's host: starts the core's wasm (wasm/cmd/core) and answers
// core.ts's messages. It runs in the core's Web Worker (core.worker.ts) in the
// browser and in-process in the Vitest tests, with the same code either way.
// The Makefile builds the core with TinyGo, or with standard Go under
// `make CORE=go`, and copies that toolchain's own wasm_exec.js next to it:
// both define the same Go class and run the core the same way here.
import './generated/wasm_exec.js';
import wasmUrl from './generated/core.wasm?url';
import type { CoreRequest, CoreResponse, EnginePort, Envelope, WasmSource } from './core-protocol';

/** Engine answers one named call with the core's envelope. */
export type Engine = (name: string, args: object) => Envelope;

/**
 * startEngine instantiates the core once: from source when given (tests read
 * the wasm from disk), else fetched and compiled while it downloads.
 */
export async function startEngine(source?: WasmSource): Promise<Engine> {
  const go = new Go();
  const { instance } = source
    ? await WebAssembly.instantiate(await source(), go.importObject)
    : await instantiateFetched(go.importObject);
  // run resolves only when Go's main returns, which it never does: the
  // exports are registered synchronously before the first await yields
  // (TinyGo's main runs inside run's synchronous call of _start).
  void go.run(instance);
  const raw = globalThis.shortlistCore;
  if (!raw) throw new Error('the core did not register itself (shortlistCore is missing)');
  return (name, args) => {
    try {
      return JSON.parse(raw.call(name, JSON.stringify(args))) as Envelope;
    } catch (err) {
      return { ok: false, error: { code: 'core_failed', message: `The on-device engine failed: ${String(err)}` } };
    }
  };
}

/**
 * instantiateFetched compiles the wasm while it downloads and, served as
 * application/wasm (as Workers Assets, Vite and the service worker's cache
 * do), lets Chromium keep the compiled code for the next visit, which then
 * skips most of the compile that makes a fresh page's first call slow.
 */
async function instantiateFetched(imports: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  const res = await fetch(wasmUrl);
  if (!res.ok) throw new Error(`core.wasm answered ${res.status}`);
  if (res.headers.get('content-type')?.startsWith('application/wasm')) {
    return WebAssembly.instantiateStreaming(res, imports);
  }
  return WebAssembly.instantiate(await res.arrayBuffer(), imports);
}

/**
 * serveEngine answers requests on port in the order they come: first one
 * "started" message (the engine's start, or why it failed), then one
 * response per request, each carrying its request's id.
 */
export function serveEngine(port: EnginePort, engine: Promise<Engine>): void {
  const ready = engine.then(
    (call) => ({ ok: true as const, call }),
    (err: unknown) => ({ ok: false as const, detail: String(err) }),
  );
  void ready.then((r) =>
    port.postMessage(r.ok ? { kind: 'started', ok: true } : { kind: 'started', ok: false, detail: r.detail }),
  );
  port.onmessage = (event: MessageEvent<CoreRequest>) => {
    const { id, name, args } = event.data;
    void ready.then((r) => {
      const result: Envelope = r.ok
        ? r.call(name, args)
        : {
            ok: false,
            error: { code: 'core_unavailable', message: `The on-device engine is not running: ${r.detail}` },
          };
      port.postMessage({ kind: 'result', id, result } satisfies CoreResponse);
    });
  };
}
