// The tailoring screen's calls to the core, counted through the real wasm:
// opening the screen, an edit the page makes, an apply and an undo, each
// with how many times the CV goes to the core (the session keeps it, so a
// rating sends it only when the page's own reducer changed it). In jsdom,
// for React: the page's URL is no file's, so the wasm is found from web/.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { act, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StructuredCV } from '../../cv/types';
import { loadCore, type Core } from '../../lib/core';
import { changeCv, useCv } from '../../lib/use-cv';
import { undoActions } from './tailor-state';
import { useTailoring } from './use-tailoring';

const jd = 'Senior Data Analyst\n\nRequirements:\n- SQL and Python\n- Tableau\n- Fluent German';
const cvText = `Jane Doe • Data Analyst • Berlin

SUMMARY
Data analyst who turns sales data into decisions.

EXPERIENCE
Data Analyst
Acme Retail GmbH, Berlin
Jan 2020 – Dec 2023
- Responsible for managing the weekly sales reports
- Built dashboards in Tableau

SKILLS
Reporting, SQL
`;

// The core's first answers take seconds on a busy 2-core machine.
const wait = { timeout: 20_000 };

let engine: Core;
beforeAll(async () => {
  // The record's device copy (storage.ts) goes to an in-memory IndexedDB.
  vi.stubGlobal('indexedDB', new IDBFactory());
  const r = await loadCore(() => readFile(resolve('src/lib/generated/core.wasm')));
  if (!r.ok) throw new Error(r.error.message);
  engine = r.value;
});

/** One call to the core: its name and whether it carried a CV. */
interface Call {
  name: string;
  cv: boolean;
}

// counting wraps the core so that every call is written down: a call
// carries the CV when one of its arguments is a Structured CV.
function counting(core: Core, calls: Call[]): Core {
  const isCv = (a: unknown) => typeof a === 'object' && a !== null && 'professional_experience' in a;
  return new Proxy(core, {
    get(target, name: string) {
      const f = target[name as keyof Core] as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        calls.push({ name, cv: args.some(isCv) });
        return f.apply(target, args);
      };
    },
  });
}

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// The record as the Formatted CV screen leaves it: read, then formatted on the device.
async function storeCv(): Promise<StructuredCV> {
  sessionStorage.clear();
  const parsed = ok(await engine.parseText(cvText));
  const doc = ok(await engine.toStructured(parsed));
  if (!doc) throw new Error('no CV');
  changeCv({ type: 'text', text: cvText });
  changeCv({ type: 'read', text: cvText, parsed });
  changeCv({ type: 'format', text: cvText, source: 'on-device', doc });
  return doc;
}

function openScreen(calls: Call[]) {
  const core = counting(engine, calls);
  return renderHook(() => {
    const cv = useCv();
    const [page, , apply] = useTailoring(core, cv.editor!, cv.record!, jd);
    return { cv, page, apply };
  });
}

describe('the tailoring screen: calls to the core per edit', () => {
  beforeEach(storeCv);

  it('opens with one session, the CV sent once (its tailoring JSON for the AI comes back); a rating sends no CV the session holds', async () => {
    const calls: Call[] = [];
    const { result } = openScreen(calls);
    await waitFor(() => expect(result.current.page.rated).not.toBeNull(), wait);
    expect(calls).toEqual([
      { name: 'openTailoring', cv: true },
      { name: 'analyze', cv: false },
      { name: 'rateTailoring', cv: false },
    ]);
  });

  it('an edit the page makes: one call, the CV in it once; an apply: the rating sends none', async () => {
    const calls: Call[] = [];
    const { result } = openScreen(calls);
    await waitFor(() => expect(result.current.page.rated).not.toBeNull(), wait);

    calls.length = 0;
    let rated = result.current.page.rated;
    act(() => void result.current.cv.edit({ type: 'set-about', text: 'Data analyst with SQL and Python.' }));
    await waitFor(() => expect(result.current.page.rated).not.toBe(rated), wait);
    expect(calls).toEqual([{ name: 'rateTailoring', cv: true }]);

    // A second edit of the same kind costs the same.
    calls.length = 0;
    rated = result.current.page.rated;
    const exp = result.current.cv.editor!.doc.professional_experience[0]!;
    act(
      () =>
        void result.current.cv.edit({
          type: 'edit-responsibility',
          experienceId: exp.id,
          id: exp.responsibilities[0]!.id,
          text: 'Managed the weekly sales reports in SQL',
        }),
    );
    await waitFor(() => expect(result.current.page.rated).not.toBe(rated), wait);
    expect(calls).toEqual([{ name: 'rateTailoring', cv: true }]);

    // An apply: the core makes the CV and keeps it, the rating sends none.
    const suggestion = result.current.page.rated!.suggestions.find(
      (s) => !s.applied && !s.stale && s.gaps.length === 0,
    );
    expect(suggestion).toBeDefined();
    calls.length = 0;
    rated = result.current.page.rated;
    let changed = false;
    await act(async () => {
      changed = await result.current.apply(suggestion!, result.current.cv.editor!.seq);
    });
    expect(changed).toBe(true);
    await waitFor(() => expect(result.current.page.rated).not.toBe(rated), wait);
    expect(calls).toEqual([
      { name: 'applySuggestion', cv: false },
      { name: 'rateTailoring', cv: false },
    ]);

    // An undo: the core answers the steps, the page's reducer runs them, and
    // the rating sends the CV the reducer made, once.
    calls.length = 0;
    rated = result.current.page.rated;
    await act(async () => {
      const steps = ok(await counting(engine, calls).undoSuggestion(suggestion!));
      result.current.cv.edit(...undoActions(steps, Date.now()));
    });
    await waitFor(() => expect(result.current.page.rated).not.toBe(rated), wait);
    expect(calls).toEqual([
      { name: 'undoSuggestion', cv: false },
      { name: 'rateTailoring', cv: true },
    ]);
  });
});
