// The built core started in Node, for the scripts that time or compare it,
// as the page's core-engine.ts starts it: the wasm_exec.js of the toolchain
// that built it (Go's or TinyGo's; make writes both to src/lib/generated),
// then the wasm, whose main registers globalThis.shortlistCore.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const generated = new URL('../src/lib/generated/', import.meta.url);

/**
 * startNodeCore instantiates a core and returns its raw call, its instance
 * (for its memory) and how long the start took in ms (instantiate and
 * init, after wasm_exec.js is loaded).
 */
export async function startNodeCore(wasmExec = new URL('wasm_exec.js', generated), wasm = new URL('core.wasm', generated)) {
  await import(wasmExec.href);
  const t0 = performance.now();
  const go = new globalThis.Go();
  const { instance } = await WebAssembly.instantiate(readFileSync(wasm), go.importObject);
  void go.run(instance);
  return { core: globalThis.shortlistCore, instance, started: performance.now() - t0 };
}
