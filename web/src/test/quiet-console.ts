// Every Vitest file runs with this: a test that writes to console.warn or
// console.error fails, unless it expects that output by spying on the method
// (vi.spyOn(console, 'warn').mockImplementation(...)) and checks it. Expected
// errors stay out of `make test`'s output, so a real failure is not buried in
// stack traces, and an unexpected one is never missed.
import { afterEach, beforeEach } from 'vitest';

type Level = 'warn' | 'error';
const levels: Level[] = ['warn', 'error'];
const original = { warn: console.warn, error: console.error };
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const level of levels) {
    console[level] = (...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    };
  }
});

afterEach(() => {
  for (const level of levels) console[level] = original[level];
  if (unexpected.length > 0) {
    throw new Error(`unexpected console output (spy on it if the test expects it):\n${unexpected.join('\n')}`);
  }
});
