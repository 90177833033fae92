// The app's build config with one change, for deploy.spec.ts: every script
// of the page gets another name ("-b" after its hash), so that none of
// build A's code files exists in build B, as after a deploy of changed code.
import { mergeConfig, type UserConfig } from 'vite';
import base from '../vite.config';

type Namer = (chunk: unknown) => string;
const output = (base as UserConfig).build?.rolldownOptions?.output as { chunkFileNames: Namer };

export default mergeConfig(base as UserConfig, {
  build: {
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash]-b.js',
        chunkFileNames: (chunk: unknown) => output.chunkFileNames(chunk).replace('-[hash]', '-[hash]-b'),
      },
    },
  },
});
