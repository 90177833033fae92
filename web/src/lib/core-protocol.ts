// The messages between the engine's wrapper (core.ts) and its host
// (core-engine.ts, in the core's Web Worker or in-process in tests): their
// own module, so neither of the two imports the other.
import type { CoreError, CoreExports } from '../cv/types';

export type Result<T> = { ok: true; value: T } | { ok: false; error: CoreError };

/** The core's answer to one call, as wasm/cmd/core writes it. */
export type Envelope = Result<unknown>;

export type WasmSource = () => Promise<BufferSource>;

export interface CoreRequest {
  id: number;
  name: keyof CoreExports;
  args: object;
}

export type CoreResponse =
  | { kind: 'started'; ok: true }
  | { kind: 'started'; ok: false; detail: string }
  | { kind: 'result'; id: number; result: Envelope };

/** The side of a channel each end holds: a Worker, the worker's global scope or a MessagePort. */
export interface EnginePort {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}
