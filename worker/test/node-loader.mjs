// Module hooks that let Node import the built worker as workerd does: a
// .wasm import gives a compiled WebAssembly.Module, and cloudflare:sockets
// (imported by syumai/workers' runtime, used only for raw TCP, which this
// worker never opens) is a stub that refuses.
export async function resolve(specifier, context, next) {
  if (specifier === 'cloudflare:sockets') {
    return {
      url: 'data:text/javascript,export function connect() { throw new Error("no cloudflare:sockets in Node"); }',
      shortCircuit: true,
    };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.endsWith('.wasm')) {
    return {
      format: 'module',
      source: `import { readFileSync } from 'node:fs';
export default new WebAssembly.Module(readFileSync(new URL(${JSON.stringify(url)})));`,
      shortCircuit: true,
    };
  }
  return next(url, context);
}
