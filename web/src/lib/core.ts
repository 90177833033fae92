// The one wrapper around Shortlist's Go engine (wasm/cmd/core). It loads the
// wasm once, and every function returns a Result: errors are values, never
// thrown strings.
import type {
  Analysis,
  FormattedCV,
  Gap,
  MatchReport,
  ParsedPdf,
  PdfPage,
  RatedSuggestion,
  StructuredCV,
  Suggestion,
  TailoringCV,
  TailorResult,
  TextGap,
  WordDoc,
} from '../cv/types';
import wasmUrl from './generated/core.wasm?url';

export interface CoreError {
  code: string;
  message: string;
  /** With code 'gaps': a download refused, and the unfilled gaps that stopped it. */
  gaps?: Gap[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: CoreError };

export type InputField = 'cvText' | 'jobDescription' | 'pdfText';

/** A text after the 10 000-character rule: the kept text and the warning if it was cut. */
export interface Clipped {
  text: string;
  length: number;
  truncated: boolean;
  warning?: string;
}

/** The engine's functions, synchronous once it is loaded. */
export interface Core {
  clip(field: InputField, text: string): Result<Clipped>;
  checkAnalyze(cvText: string, jobDescription: string): Result<Record<string, never>>;
  /** Parses pasted CV text into the Formatted CV. */
  parseText(text: string): Result<FormattedCV>;
  /** Lays out a PDF's text items and parses them: reading-order text plus the Formatted CV. */
  parsePDF(pages: PdfPage[]): Result<ParsedPdf>;
  /**
   * Scores CV text against a job description on the device, with the evidence
   * of each point; parsed, when given, is the CV text's parse already made (not parsed again).
   */
  analyze(cvText: string, jobDescription: string, parsed?: FormattedCV): Result<MatchReport>;
  /** Scores an edited CV the same way, for the score before and after tailoring. */
  analyzeCV(cv: FormattedCV, jobDescription: string): Result<MatchReport>;
  /** Offline tailoring suggestions, sorted by impact, rated against cv. */
  suggest(cv: StructuredCV, jobDescription: string): Result<RatedSuggestion[]>;
  /**
   * Scores the CV being tailored and rates suggestions against it: the
   * on-device ones as suggest gave them and the AI's as the worker sent them
   * (the core reads them; the page never does).
   */
  tailor(cv: StructuredCV, jobDescription: string, suggestions: readonly unknown[]): Result<TailorResult>;
  /** The editable CV with ids (null for a missing CV), and back. */
  toStructured(cv: FormattedCV | null): Result<StructuredCV | null>;
  fromStructured(cv: StructuredCV): Result<FormattedCV>;
  toTailoring(cv: StructuredCV): Result<TailoringCV>;
  /**
   * The downloads of the edited CV as it is (its ids are kept): formatted_cv.txt,
   * formatted_cv.json, a JSON Resume, and the Word (and PDF) file's content.
   * Each refuses a CV with unfilled gaps: error code 'gaps', the gaps in error.gaps.
   */
  exportText(cv: StructuredCV): Result<string>;
  exportJSON(cv: StructuredCV): Result<string>;
  exportJSONResume(cv: StructuredCV): Result<string>;
  wordModel(cv: StructuredCV): Result<WordDoc>;
  /** The unfilled gaps ([number], {…}, …) of the edited CV, in document order. */
  findGaps(cv: StructuredCV): Result<Gap[]>;
  /** The unfilled gaps of one text (a suggestion's), with UTF-16 offsets. */
  gapsInText(text: string): Result<TextGap[]>;
  /** Reads an AI reply exactly as the worker does (reasoning: the provider's separate field). */
  readReply<Op extends keyof ReplyResults>(operation: Op, reasoning: string, content: string): Result<ReplyResults[Op]>;
}

/** What each AI operation's reply is read into. */
export interface ReplyResults {
  analyze: Analysis;
  format: FormattedCV;
  suggest: Suggestion[];
}

type WasmSource = () => Promise<BufferSource>;

let loading: Promise<Result<Core>> | undefined;

/**
 * loadCore starts the engine once and resolves with it, or with the reason it
 * could not start. source replaces fetching the wasm (tests read it from disk).
 */
export function loadCore(source?: WasmSource): Promise<Result<Core>> {
  loading ??= start(source).catch((err: unknown) => {
    loading = undefined;
    return {
      ok: false as const,
      error: { code: 'core_unavailable', message: `The on-device engine could not start: ${String(err)}` },
    };
  });
  return loading;
}

async function start(source: WasmSource | undefined): Promise<Result<Core>> {
  await import('./generated/wasm_exec.js');
  const go = new Go();
  const { instance } = source
    ? await WebAssembly.instantiate(await source(), go.importObject)
    : await instantiateFetched(go.importObject);
  // run resolves only when Go's main returns, which it never does: the
  // exports are registered synchronously before the first await yields.
  void go.run(instance);
  const raw = globalThis.shortlistCore;
  if (!raw) {
    return { ok: false, error: { code: 'core_unavailable', message: 'The on-device engine did not register itself.' } };
  }
  return { ok: true, value: bind(raw) };
}

/**
 * instantiateFetched compiles the wasm while it downloads and, served as
 * application/wasm (as Workers Assets, Vite and the service worker's cache
 * do), lets Chromium keep the compiled code for the next visit, which then
 * skips most of the compile that makes a fresh page's first call slow.
 */
async function instantiateFetched(imports: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  const res = await fetch(wasmUrl);
  if (!res.ok) throw new Error(`core.wasm answered ${res.status}`);
  if (res.headers.get('content-type')?.startsWith('application/wasm')) {
    return WebAssembly.instantiateStreaming(res, imports);
  }
  return WebAssembly.instantiate(await res.arrayBuffer(), imports);
}

function invoke<T>(raw: ShortlistCoreGlobal, name: string, args: object): Result<T> {
  try {
    const envelope = JSON.parse(raw.call(name, JSON.stringify(args))) as
      | { ok: true; value: T }
      | { ok: false; error: CoreError };
    return envelope.ok ? { ok: true, value: envelope.value } : { ok: false, error: envelope.error };
  } catch (err) {
    return { ok: false, error: { code: 'core_failed', message: `The on-device engine failed: ${String(err)}` } };
  }
}

function bind(raw: ShortlistCoreGlobal): Core {
  return {
    clip: (field, text) => invoke(raw, 'clip', { field, text }),
    checkAnalyze: (cvText, jobDescription) => invoke(raw, 'checkAnalyze', { cvText, jobDescription }),
    parseText: (text) => invoke(raw, 'parseText', { text }),
    parsePDF: (pages) => invoke(raw, 'parsePDF', { pages }),
    analyze: (cvText, jobDescription, parsed) => invoke(raw, 'analyze', { cvText, jobDescription, cv: parsed }),
    analyzeCV: (cv, jobDescription) => invoke(raw, 'analyzeCV', { cv, jobDescription }),
    suggest: (cv, jobDescription) => invoke(raw, 'suggest', { cv, jobDescription }),
    tailor: (cv, jobDescription, suggestions) => invoke(raw, 'tailor', { cv, jobDescription, suggestions }),
    toStructured: (cv) => invoke(raw, 'toStructured', { cv }),
    fromStructured: (cv) => invoke(raw, 'fromStructured', { cv }),
    toTailoring: (cv) => invoke(raw, 'toTailoring', { cv }),
    exportText: (cv) => invoke(raw, 'exportText', { cv }),
    exportJSON: (cv) => invoke(raw, 'exportJSON', { cv }),
    exportJSONResume: (cv) => invoke(raw, 'exportJSONResume', { cv }),
    wordModel: (cv) => invoke(raw, 'wordModel', { cv }),
    findGaps: (cv) => invoke(raw, 'findGaps', { cv }),
    gapsInText: (text) => invoke(raw, 'gapsInText', { text }),
    readReply: (operation, reasoning, content) => invoke(raw, 'readReply', { operation, reasoning, content }),
  };
}
