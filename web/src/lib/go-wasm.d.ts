// Types for the wasm_exec.js of TinyGo or Go (copied by the Makefile) and for the
// global object that wasm/cmd/core registers.
declare module '*/wasm_exec.js';

declare class Go {
  importObject: WebAssembly.Imports;
  run(instance: WebAssembly.Instance): Promise<void>;
}

interface ShortlistCoreGlobal {
  call(name: string, argsJSON: string): string;
}

declare var shortlistCore: ShortlistCoreGlobal | undefined;
