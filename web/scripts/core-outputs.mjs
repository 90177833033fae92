// Prints, one JSON line per call, what a core build answers on the real
// fixtures of ../shared/fixtures (text and PDF CVs, job descriptions): every
// export the app calls, chained as the app chains them (parse → structured →
// exports, gaps, analysis, suggestions, tailoring, read-back). Run it on two
// builds and compare the files byte for byte: the TinyGo core must answer
// exactly as the standard Go core does (docs/tinygo.md).
//
//   node web/scripts/core-outputs.mjs <wasm_exec.js> <core.wasm> > out.jsonl
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startNodeCore } from './node-core.mjs';
import { pdfItems } from './pdf-items.mjs';

const [wasmExec, wasmFile] = process.argv.slice(2);
const { core } = await startNodeCore(pathToFileURL(wasmExec), pathToFileURL(wasmFile));

const fixtures = new URL('../../../shared/fixtures/', import.meta.url).pathname;
const real = join(fixtures, 'real');
const files = (dir, exts) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => exts.some((e) => f.endsWith(e)))
    .sort()
    .map((f) => join(dir, f));

let calls = 0;
/** call prints one call's answer and returns its value (undefined on an error). */
function call(label, name, args) {
  const raw = core.call(name, JSON.stringify(args));
  calls++;
  process.stdout.write(`${JSON.stringify({ label, name })}\t${raw}\n`);
  const env = JSON.parse(raw);
  return env.ok ? env.value : undefined;
}

const textOf = async (file) =>
  file.endsWith('.pdf')
    ? (await pdfItems(new Uint8Array(readFileSync(file)))).pages.flatMap((p) => p.items.map((i) => i.str + (i.eol ? '\n' : ' '))).join('')
    : readFileSync(file, 'utf8');

const jds = [];
for (const f of files(join(real, 'jds'), ['.txt', '.md', '.pdf'])) jds.push([f.slice(fixtures.length), await textOf(f)]);

const cvFiles = [...files(join(real, 'resumes'), ['.txt', '.md', '.pdf']), ...files(join(fixtures, 'layouts'), ['.pdf'])];
for (const f of cvFiles) {
  const label = f.slice(fixtures.length);
  let formatted;
  let cvText;
  if (f.endsWith('.pdf')) {
    const items = await pdfItems(new Uint8Array(readFileSync(f)));
    formatted = call(label, 'parsePDF', items);
    cvText = items.pages.flatMap((p) => p.items.map((i) => i.str + (i.eol ? '\n' : ' '))).join('');
  } else {
    cvText = readFileSync(f, 'utf8');
    formatted = call(label, 'parseText', { text: cvText });
  }
  call(label, 'gapsInText', { text: cvText });
  if (!formatted) continue;
  const structured = call(label, 'toStructured', { cv: formatted });
  for (const name of ['fromStructured', 'exportText', 'exportJSON', 'exportJSONResume', 'wordModel', 'findGaps']) {
    call(label, name, { cv: structured });
  }
  call(label, 'readBack', { cv: structured, back: formatted });
  for (const [jd, jdText] of jds) {
    const l = `${label} × ${jd}`;
    call(l, 'checkAnalyze', { cvText, jobDescription: jdText });
    call(l, 'analyze', { cvText, jobDescription: jdText, cv: formatted });
    call(l, 'analyzeCV', { cv: formatted, jobDescription: jdText });
    if (call(l, 'openTailoring', { cv: structured, original: structured, jobDescription: jdText }))
      call(l, 'rateTailoring', { cv: null, ai: null });
  }
}
process.stderr.write(`${calls} calls, ${cvFiles.length} CVs, ${jds.length} job descriptions\n`);
