// The core's Web Worker: the engine starts (its wasm downloads and compiles)
// as soon as the worker runs, and every call runs here, off the page's thread.
import type { EnginePort } from './core-protocol';
import { serveEngine, startEngine } from './core-engine';

serveEngine(self as unknown as EnginePort, startEngine());
