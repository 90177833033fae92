// The types of yaml-lite.mjs for the TypeScript tests that read the samples.
export function parseYaml(src: string): unknown;
