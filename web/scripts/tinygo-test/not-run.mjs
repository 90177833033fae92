// What the TinyGo run of the core's tests leaves out on purpose, with why
// (docs/tinygo.md): run-tests.mjs skips it, compare-tests.mjs names it.

/** Tests the TinyGo run leaves out. */
export const NOT_RUN = {
  ...Object.fromEntries(
    [
      'wasm/match TestEval',
      'wasm/match TestEvalInvariants',
      'wasm/parse TestEval',
      'wasm/parse TestEvalExtras',
      'wasm/suggest TestEvalDuties',
    ].map((t) => [
      t,
      'runs in make test-go, natively with -eval on ../shared: under TinyGo its run cost several times the CPU',
    ]),
  ),
  'wasm/parse TestEvalLayouts':
    'reads the layout corpus that make eval prints with Chromium (-layouts); skipped by standard go test too',
  'wasm/match TestEvalLayoutScores':
    'reads the layout corpus that make eval prints with Chromium (-layouts); skipped by standard go test too',
  'wasm/parse TestEvalThemes':
    'reads the theme corpus that make eval prints with Chromium (-themes); skipped by standard go test too',
  'wasm/cv TestEvalReadBackWord':
    "reads gulp_de's and RJDB's CVs for the Word read-back's false alarms (-readback-corpus); skipped by standard go test too",
  'wasm/cv TestEvalReadBackPDFDump':
    "reads the pdf.js items Vitest dumps of Shortlist's own PDFs (-readback-dump); skipped by standard go test too",
  'wasm/match TestEvalThemeScores':
    'reads the theme corpus that make eval prints with Chromium (-themes); skipped by standard go test too',
};

/**
 * Packages the TinyGo run leaves out whole: no TinyGo build ships them, and
 * each is a test binary of its own to compile (most of the pass's time).
 */
export const NOT_RUN_PACKAGES = {
  'wasm/lexicon/internal/gen': "the lexicon's generator, run natively by go generate",
  'wasm/internal/evaldata': "the eval sets' readers, read only by the eval tests, which run natively",
};
