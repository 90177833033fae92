// The one wrapper around Shortlist's worker API (/api/*). Every call returns
// a Result; a failed request becomes an ApiError value with the worker's code.
import type { TailoringCV, WorkerAnswers } from '../cv/types';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** What the worker answers on each route, generated from its Go source. */
export type Health = WorkerAnswers['health'];
export type SuggestResult = WorkerAnswers['suggest'];
type Analysis = WorkerAnswers['analyze'];
type FormattedCV = WorkerAnswers['format'];

async function request<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  } catch {
    return {
      ok: false,
      error: navigator.onLine
        ? new ApiError('network', 'The server could not be reached.', 0)
        : new ApiError('offline', 'You are offline.', 0),
    };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, error: new ApiError('bad_response', `API call failed with status: ${res.status}`, res.status) };
  }
  if (!res.ok) {
    const e = (body as Partial<WorkerAnswers['failure']>).error;
    return {
      ok: false,
      error: new ApiError(
        e?.code ?? 'http_error',
        e?.message ?? `API call failed with status: ${res.status}`,
        res.status,
      ),
    };
  }
  return { ok: true, value: body as T };
}

/** health tells whether the worker has an AI provider configured. */
export function health(): Promise<ApiResult<Health>> {
  return request<Health>('/api/health');
}

/** analyze asks the worker's AI for the spec's Analysis result. */
export function analyze(cvText: string, jobDescription: string, signal?: AbortSignal): Promise<ApiResult<Analysis>> {
  return request<Analysis>('/api/analyze', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cvText, jobDescription }),
    signal,
  });
}

/** suggest asks the worker's AI for tailoring suggestions for the transformed CV. */
export function suggest(
  cv: TailoringCV,
  jobDescription: string,
  signal?: AbortSignal,
): Promise<ApiResult<SuggestResult>> {
  return request<SuggestResult>('/api/suggest', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cv, jobDescription }),
    signal,
  });
}

/** format asks the worker's AI to format CV text into the spec's Formatted CV. */
export function format(cvText: string, signal?: AbortSignal): Promise<ApiResult<FormattedCV>> {
  return request<FormattedCV>('/api/format', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cvText }),
    signal,
  });
}
