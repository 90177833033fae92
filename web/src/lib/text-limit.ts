/**
 * TEXT_LIMIT is the core's 10 000-character rule for the CV text, the job
 * description and a PDF's text (wasm/input MaxChars, spec section 5), for
 * the counters shown before the engine has loaded. The engine itself clips;
 * text-limit.test.ts checks this number against it.
 */
export const TEXT_LIMIT = 10000;
