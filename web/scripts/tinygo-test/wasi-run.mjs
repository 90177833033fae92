// Runs a TinyGo wasip1 test binary under Node's WASI, as `tinygo test`'s
// emulator (see wasip1-node.json.in). TinyGo starts the emulator in the
// package directory, as `go test` does; WASI has no working directory of its
// own, so that directory is preopened as "." and each of its parents as
// "..", "../..", …: wasi-libc resolves a relative path by its longest
// matching preopen, so testdata/… and ../../../shared/… open as they do under
// standard Go. The same directories are preopened under their absolute
// names too, for absolute paths below them (flags such as -layouts). PWD is
// set the same way for os.Getwd. `tinygo test` has no -args, so the
// package's own test flags (-eval, -layouts DIR) come from TINYGO_TEST_ARGS.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { WASI } from 'node:wasi';

const [binary, ...testFlags] = process.argv.slice(2);
const args = [...testFlags, ...(process.env.TINYGO_TEST_ARGS ?? '').split(' ').filter(Boolean)];
const cwd = process.cwd();
const preopens = { '.': cwd, [cwd]: cwd, '/tmp': '/tmp' };
for (let dir = cwd, rel = '..'; dirname(dir) !== dir; dir = dirname(dir), rel += '/..') {
  preopens[rel] = dirname(dir);
  if (dirname(dir) !== '/') preopens[dirname(dir)] = dirname(dir);
}
const wasi = new WASI({
  version: 'preview1',
  args: [binary, ...args],
  env: { PWD: cwd, TMPDIR: '/tmp' },
  preopens,
  returnOnExit: true,
});
// Each WASI function is called through a JS function of its own: wasm that
// calls node:wasi's functions directly crashed Node 20 and 22 (segmentation
// faults and V8 fatal errors in the garbage collector after memory.grow)
// in half of the packages; through a JS function, never.
const imports = Object.fromEntries(
  Object.entries(wasi.getImportObject().wasi_snapshot_preview1).map(([name, f]) => [name, (...a) => f(...a)]),
);
const { instance } = await WebAssembly.instantiate(readFileSync(binary), { wasi_snapshot_preview1: imports });
process.exitCode = wasi.start(instance) ?? 0;
