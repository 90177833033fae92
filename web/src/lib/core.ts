// The one wrapper around Shortlist's Go engine (wasm/cmd/core). The engine
// runs in a Web Worker (core.worker.ts), so no call can block the page; this
// file is the typed message wrapper over it. Every function resolves with a
// Result: errors are values, never thrown strings.
import type {
  Analysis,
  CoreExports,
  FormattedCV,
  InputField,
  PdfPage,
  RatedSuggestion,
  StructuredCV,
  Suggestion,
} from '../cv/types';

import type { CoreRequest, CoreResponse, EnginePort, Envelope, Result, WasmSource } from './core-protocol';

// The engine's types are generated from the Go source (web/scripts/tsgen).
export type { Clipped, CoreError, InputField } from '../cv/types';
export type { Result, WasmSource } from './core-protocol';

/** What the core's function name reads and answers (CoreExports, generated from Go). */
type Args<N extends keyof CoreExports> = CoreExports[N]['args'];
type Value<N extends keyof CoreExports> = CoreExports[N]['value'];
type Answer<N extends keyof CoreExports> = Promise<Result<Value<N>>>;

/**
 * The engine's functions. Each runs in the core's Web Worker and resolves with
 * its Result; calls are answered in the order they were made.
 */
export interface Core {
  clip(field: InputField, text: string): Answer<'clip'>;
  checkAnalyze(cvText: string, jobDescription: string): Answer<'checkAnalyze'>;
  /** Parses pasted CV text into the Formatted CV. */
  parseText(text: string): Answer<'parseText'>;
  /**
   * Lays out a PDF's text items and parses them: reading-order text plus the
   * Formatted CV. With attachments, a Europass CV's XML among them gives the
   * CV instead (source 'europass'); the text stays the layout's.
   */
  parsePDF(pages: PdfPage[], attachments?: readonly { name: string; data: Uint8Array }[]): Answer<'parsePDF'>;
  /**
   * Reads a Word (.docx) file's bytes and parses its text: the text plus the
   * Formatted CV. Refused with code not_docx, encrypted, broken or no_text
   * (and the message the user reads).
   */
  parseDocx(data: Uint8Array): Answer<'parseDocx'>;
  /**
   * Scores CV text against a job description on the device, with the evidence
   * of each point; parsed, when given, is the CV text's parse already made (not parsed again).
   */
  analyze(cvText: string, jobDescription: string, parsed?: FormattedCV): Answer<'analyze'>;
  /** Scores an edited CV the same way, for the score before and after tailoring. */
  analyzeCV(cv: FormattedCV, jobDescription: string): Answer<'analyzeCV'>;
  /**
   * Opens the tailoring screen's session: the core reads the job once and
   * keeps the CV (as now edited); answers the on-device suggestions of the
   * original, rated on it, and its score.
   */
  openTailoring(cv: StructuredCV, original: StructuredCV, jobDescription: string): Answer<'openTailoring'>;
  /**
   * Scores the session's CV and rates its suggestions on it (the on-device
   * ones, then the AI's), with its transformed JSON. Only what the session
   * does not hold is sent: cv, the CV as the page edited it (null: the
   * session's as kept); ai, the AI's suggestions as the worker sent them (the
   * core reads them; the page never does; null: those kept).
   */
  rateTailoring(cv: StructuredCV | null, ai: readonly unknown[] | null): Answer<'rateTailoring'>;
  /**
   * Applies a suggestion to the session's CV and keeps it: the document with
   * the ids it adds above seq (the editor's), for the reducer to take.
   */
  applySuggestion(suggestion: RatedSuggestion, seq: number): Answer<'applySuggestion'>;
  /** What a suggestion would make of the session's CV, kept nowhere. */
  previewSuggestion(suggestion: RatedSuggestion): Answer<'previewSuggestion'>;
  /**
   * The steps that take an applied suggestion back out of the session's CV
   * (the original's text back, what it added removed, a reorder undone), for
   * the page's reducer to run.
   */
  undoSuggestion(suggestion: RatedSuggestion): Answer<'undoSuggestion'>;
  /**
   * The editable CV with ids (null for a missing CV), and back. With source,
   * the CV text an AI formatted, the placeholders the AI put in (those the
   * text does not hold) are marked as Shortlist's: only they block a download.
   */
  toStructured(cv: FormattedCV | null, source?: string): Answer<'toStructured'>;
  fromStructured(cv: StructuredCV): Answer<'fromStructured'>;
  /**
   * The downloads of the edited CV as it is (its ids are kept): formatted_cv.txt,
   * formatted_cv.json, a JSON Resume, and the Word (and PDF) file's content.
   * Each refuses a CV with unfilled gaps: error code 'gaps', the gaps in error.gaps.
   */
  exportText(cv: StructuredCV): Answer<'exportText'>;
  exportJSON(cv: StructuredCV): Answer<'exportJSON'>;
  exportJSONResume(cv: StructuredCV): Answer<'exportJSONResume'>;
  wordModel(cv: StructuredCV): Answer<'wordModel'>;
  /** The unfilled gaps ([number], {…}, …) of the edited CV, in document order. */
  findGaps(cv: StructuredCV): Answer<'findGaps'>;
  /** The unfilled gaps of one text (a suggestion's), with UTF-16 offsets. */
  gapsInText(text: string): Answer<'gapsInText'>;
  /**
   * Compares the edited CV with the CV parsed back from a file saved from it
   * (parsePDF's cv, or parseText of a Word file's text).
   */
  readBack(cv: StructuredCV, back: FormattedCV): Answer<'readBack'>;
  /** Reads an AI reply exactly as the worker does (reasoning: the provider's separate field). */
  readReply<Op extends keyof ReplyResults>(
    operation: Op,
    reasoning: string,
    content: string,
  ): Promise<Result<Within<ReplyResults[Op]>>>;
}

/** What each AI operation's reply is read into: one of readReply's answers by operation. */
export interface ReplyResults {
  analyze: Analysis;
  format: FormattedCV;
  suggest: Suggestion[];
}
// Within<T> is T, and the compiler refuses a ReplyResults the core's readReply cannot answer.
type Within<T extends Value<'readReply'>> = T;

/** What the user reads when the engine cannot start; the detail goes to the console. */
export const engineUnavailable =
  'The on-device engine could not be downloaded. Check your internet connection, then reload the page.';

let loading: Promise<Result<Core>> | undefined;

/**
 * loadCore starts the engine once, in a Web Worker, and resolves with it or
 * with the reason it could not start. source runs the same engine in-process
 * on a MessageChannel instead, from the given wasm (the Vitest tests in Node).
 */
export function loadCore(source?: WasmSource): Promise<Result<Core>> {
  // The in-process path exists only in tests: the build drops it (and the
  // engine's chunk with it), since Vite fixes MODE at build time.
  loading ??= (source && import.meta.env.MODE === 'test' ? inProcess(source) : Promise.resolve(inWorker())).then(
    connect,
  );
  return loading.then((r) => {
    if (!r.ok) loading = undefined; // a reload of the route may try again
    return r;
  });
}

interface Channel {
  port: EnginePort;
  /** Calls back when the channel itself breaks (the worker's script did not load or crashed). */
  onBroken(report: (detail: string) => void): void;
}

function inWorker(): Channel {
  const worker = new Worker(new URL('./core.worker.ts', import.meta.url), { type: 'module', name: 'shortlist-core' });
  return {
    port: worker,
    onBroken: (report) => {
      worker.onerror = (e) => {
        e.preventDefault();
        report(e.message || "the engine's worker script could not be loaded");
      };
      worker.onmessageerror = () => report('a message from the engine could not be read');
    },
  };
}

async function inProcess(source: WasmSource): Promise<Channel> {
  const { serveEngine, startEngine } = await import('./core-engine');
  const channel = new MessageChannel();
  serveEngine(channel.port2, startEngine(source));
  // In Node an open port would keep the test process alive.
  for (const p of [channel.port1, channel.port2] as unknown as { unref?: () => void }[]) p.unref?.();
  return { port: channel.port1, onBroken: () => undefined };
}

function connect(channel: Channel): Promise<Result<Core>> {
  const pending = new Map<number, (r: Envelope) => void>();
  let nextId = 1;
  let broken: string | null = null;
  let started = false;
  return new Promise((resolve) => {
    const fail = (detail: string) => {
      console.error('The on-device engine could not start:', detail);
      resolve({ ok: false, error: { code: 'core_unavailable', message: engineUnavailable } });
    };
    channel.onBroken((detail) => {
      broken = detail;
      if (started) console.error('The on-device engine stopped:', detail);
      else fail(detail);
      for (const answer of pending.values()) answer(brokenResult(detail));
      pending.clear();
    });
    channel.port.onmessage = (event: MessageEvent<CoreResponse>) => {
      const m = event.data;
      if (m.kind === 'started') {
        started = m.ok;
        if (m.ok) resolve({ ok: true, value: bind(call) });
        else fail(m.detail);
        return;
      }
      pending.get(m.id)?.(m.result);
      pending.delete(m.id);
    };
  });

  function call<N extends keyof CoreExports>(name: N, args: Args<N>): Answer<N> {
    if (broken !== null) return Promise.resolve(brokenResult(broken) as Result<Value<N>>);
    const id = nextId++;
    return new Promise((resolve) => {
      pending.set(id, (r) => resolve(r as Result<Value<N>>));
      channel.port.postMessage({ id, name, args } satisfies CoreRequest);
    });
  }
}

function brokenResult(detail: string): Envelope {
  return { ok: false, error: { code: 'core_failed', message: `The on-device engine stopped: ${detail}` } };
}

type Call = <N extends keyof CoreExports>(name: N, args: Args<N>) => Answer<N>;

function bind(call: Call): Core {
  return {
    clip: (field, text) => call('clip', { field, text }),
    checkAnalyze: (cvText, jobDescription) => call('checkAnalyze', { cvText, jobDescription }),
    parseText: (text) => call('parseText', { text }),
    parsePDF: (pages, attachments = []) =>
      call('parsePDF', { pages, attachments: attachments.map((a) => ({ name: a.name, data: toBase64(a.data) })) }),
    parseDocx: (data) => call('parseDocx', { data: toBase64(data) }),
    analyze: (cvText, jobDescription, parsed) => call('analyze', { cvText, jobDescription, cv: parsed ?? null }),
    analyzeCV: (cv, jobDescription) => call('analyzeCV', { cv, jobDescription }),
    openTailoring: (cv, original, jobDescription) => call('openTailoring', { cv, original, jobDescription }),
    // The AI's suggestions go as the worker sent them: the core reads each
    // into a rated one (Go's decoding leaves what it lacks at zero).
    rateTailoring: (cv, ai) => call('rateTailoring', { cv, ai: ai as RatedSuggestion[] | null }),
    applySuggestion: (suggestion, seq) => call('applySuggestion', { suggestion, seq }),
    previewSuggestion: (suggestion) => call('previewSuggestion', { suggestion }),
    undoSuggestion: (suggestion) => call('undoSuggestion', { suggestion }),
    toStructured: (cv, source) => call('toStructured', { cv, source: source ?? null }),
    fromStructured: (cv) => call('fromStructured', { cv }),
    exportText: (cv) => call('exportText', { cv }),
    exportJSON: (cv) => call('exportJSON', { cv }),
    exportJSONResume: (cv) => call('exportJSONResume', { cv }),
    wordModel: (cv) => call('wordModel', { cv }),
    findGaps: (cv) => call('findGaps', { cv }),
    gapsInText: (text) => call('gapsInText', { text }),
    readBack: (cv, back) => call('readBack', { cv, back }),
    readReply: <Op extends keyof ReplyResults>(operation: Op, reasoning: string, content: string) =>
      call('readReply', { operation, reasoning, content }) as Promise<Result<ReplyResults[Op]>>,
  };
}

/** toBase64 encodes bytes as the core's JSON reads a []byte. */
export function toBase64(data: Uint8Array): string {
  let s = '';
  // In slices: String.fromCharCode takes its bytes as arguments.
  for (let i = 0; i < data.length; i += 0x8000) s += String.fromCharCode(...data.subarray(i, i + 0x8000));
  return btoa(s);
}
