// Reads the output of `wrangler deploy --dry-run` and fails when the worker's
// gzip upload is over the limit (KiB). Usage: check-deploy-size.mjs <file> <limitKiB>
import { readFileSync } from 'node:fs';

const [file, limit] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
const m = text.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
if (!m) {
  console.error(`deploy: no "Total Upload" line in the dry run output:\n${text}`);
  process.exit(1);
}
const gzip = Number(m[2]);
const ok = gzip <= Number(limit);
console.log(`deploy: worker upload ${m[1]} KiB, gzip ${gzip} KiB (limit ${limit} KiB) ${ok ? 'ok' : 'TOO LARGE'}`);
process.exit(ok ? 0 : 1);
