import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCV } from '../test/empty-cv';

type Storage = typeof import('./storage');

// Each test gets a fresh module (its device store is opened once per page
// life) and a fresh in-memory IndexedDB.
// null stands for a browser without IndexedDB.
async function load(indexedDB: IDBFactory | null = new IDBFactory()): Promise<Storage> {
  vi.resetModules();
  vi.stubGlobal('indexedDB', indexedDB ?? undefined);
  return import('./storage');
}

const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('session storage', () => {
  it('round-trips a spec key', async () => {
    const s = await load();
    expect(s.writeSession('jobDescription', 'my CV')).toBe(true);
    expect(s.readSession('jobDescription')).toBe('my CV');
  });

  it('answers null for a missing key', async () => {
    const s = await load();
    expect(s.readSession('jobDescription')).toBeNull();
  });

  it('reports a full session storage once, instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = await load();
    const problems: string[] = [];
    s.onStorageProblem((p) => problems.push(p));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(s.writeSession('jobDescription', 'x')).toBe(false);
    expect(s.writeSession('jobDescription', 'xy')).toBe(false);
    expect(problems).toEqual(['tab']);
    expect(warn).toHaveBeenCalledOnce();
    // The page still finds it while it is open.
    expect(s.readSession('jobDescription')).toBe('xy');
    // The device draft still has it: nothing typed is lost.
    await settle();
    expect((await s.readDraft())?.values.jobDescription).toBe('xy');
  });
});

describe('device drafts', () => {
  it('mirrors session writes into a draft that outlives the tab', async () => {
    const idb = new IDBFactory();
    const first = await load(idb);
    first.writeCvRecord({ text: 'Go developer' });
    first.writeSession('jobDescription', 'We hire Go developers');
    first.writeSession('fromPrepareCVData', true);
    await settle();

    sessionStorage.clear(); // the app was closed
    const reopened = await load(idb);
    expect(reopened.hasSessionTexts()).toBe(false);
    const draft = await reopened.readDraft();
    expect(draft?.values).toEqual({
      cvData: JSON.stringify({ text: 'Go developer' }),
      jobDescription: 'We hire Go developers',
      fromPrepareCVData: 'true',
    });
    expect(draft?.savedAt.getTime()).toBeGreaterThan(0);

    reopened.restoreDraft(draft!);
    expect(reopened.hasSessionTexts()).toBe(true);
    expect(reopened.readSession('fromPrepareCVData')).toBe(true);
  });

  it('offers no draft when the texts are blank', async () => {
    const s = await load();
    s.writeCvRecord({ text: '   ' });
    s.writeSession('jobDescription', '  ');
    await settle();
    expect(await s.readDraft()).toBeNull();
  });

  it('clearMyData empties the tab and the device', async () => {
    const idb = new IDBFactory();
    const s = await load(idb);
    s.writeSession('jobDescription', 'Go developer');
    await settle();
    expect(await s.clearMyData()).toBe(true);
    expect(sessionStorage.length).toBe(0);
    const reopened = await load(idb);
    expect(await reopened.readDraft()).toBeNull();
  });

  it('degrades to the tab with one notice when IndexedDB is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = await load(null);
    const problems: string[] = [];
    s.onStorageProblem((p) => problems.push(p));
    expect(s.writeSession('jobDescription', 'Go developer')).toBe(true);
    await settle();
    expect(s.readSession('jobDescription')).toBe('Go developer');
    expect(await s.readDraft()).toBeNull();
    expect(problems).toEqual(['device']);
    expect(warn).toHaveBeenCalledWith('Storage problem (device):', expect.anything());
  });

  it('reports a full device store once and keeps the tab copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = await load();
    const problems: string[] = [];
    s.onStorageProblem((p) => problems.push(p));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(s.writeSession('jobDescription', 'Go developer')).toBe(true);
    expect(await s.saveDraftValue('jobDescription', 'Go developer')).toBe(false);
    expect(problems).toEqual(['device']);
    expect(warn).toHaveBeenCalledOnce();
    expect(s.readSession('jobDescription')).toBe('Go developer');
  });
});

describe('typed keys', () => {
  const cv = { ...emptyCV(), professionalHeader: 'Jane' };

  it('round-trips each codec', async () => {
    const s = await load();
    s.writeCvRecord({ text: 'Jane', parsed: cv });
    s.writeSession('fromPrepareCVData', true);
    const analysis = {
      matchPercentage: 70,
      strengths: [],
      weaknesses: [],
      suggestions: [],
      interviewQuestions: [],
      questionsToAsk: [],
      companyInfo: { overview: '', whatTheyDo: [], culture: '', competitors: [] },
      rawApiResponse: '',
      source: 'ai' as const,
      inputsHash: 'abc',
    };
    s.writeSession('analysisResult', analysis);
    expect(s.readCvRecord()).toEqual({ text: 'Jane', parsed: cv });
    expect(sessionStorage.getItem('fromPrepareCVData')).toBe('true');
    expect(s.readSession('analysisResult')).toEqual(analysis);
  });

  it('answers null for a value it cannot read back', async () => {
    sessionStorage.setItem('cvData', '{"professionalHeader":"x"}');
    sessionStorage.setItem('analysisResult', '{broken');
    sessionStorage.setItem('fromPrepareCVData', 'yes');
    const s = await load();
    expect(s.readCvRecord()).toBeNull();
    expect(s.readSession('analysisResult')).toBeNull();
    expect(s.readSession('fromPrepareCVData')).toBeNull();
  });

  it('gives the same object until the key is written, and tells subscribers', async () => {
    const s = await load();
    s.writeCvRecord({ text: 'Jane', parsed: cv });
    const first = s.readCvRecord();
    expect(s.readCvRecord()).toBe(first);
    const calls: string[] = [];
    const off = s.subscribeCvRecord(() => calls.push('cvData'));
    s.subscribe('jobDescription', () => calls.push('jobDescription'));
    s.writeCvRecord({ text: 'Jane Doe', parsed: cv });
    expect(s.readCvRecord()).not.toBe(first);
    expect(calls).toEqual(['cvData']);
    await s.clearMyData();
    expect(s.readCvRecord()).toBeNull();
    off();
    s.writeCvRecord({ text: 'x', parsed: cv });
    expect(calls).toEqual(['cvData', 'jobDescription', 'cvData']);
  });

  it('removeSession takes the key out of the device draft too', async () => {
    const idb = new IDBFactory();
    const s = await load(idb);
    s.writeSession('jobDescription', 'Go developer');
    s.writeSession('fromPrepareCVData', true);
    await settle();
    s.removeSession('fromPrepareCVData');
    await settle();
    expect((await s.readDraft())?.values).toEqual({ jobDescription: 'Go developer' });
  });
});

describe('records kept before the CV text lived in the record', () => {
  const cv = { ...emptyCV(), professionalHeader: 'Jane' };

  it('a tab with cvText and an older record opens as one record, on the device too', async () => {
    const idb = new IDBFactory();
    sessionStorage.setItem('cvText', 'Jane Doe, Go developer');
    sessionStorage.setItem('cvData', JSON.stringify({ forText: 'Jane Doe, Go developer', parsed: cv }));
    const s = await load(idb);
    expect(s.hasSessionTexts()).toBe(true);
    expect(s.readCvRecord()).toEqual({ text: 'Jane Doe, Go developer', parsed: cv });
    expect(sessionStorage.getItem('cvText')).toBeNull();
    await settle();
    sessionStorage.clear();
    const reopened = await load(idb);
    expect((await reopened.readDraft())?.values).toEqual({
      cvData: JSON.stringify({ text: 'Jane Doe, Go developer', parsed: cv }),
    });
  });

  it('an older draft on the device opens and restores as one record', async () => {
    const idb = new IDBFactory();
    const first = await load(idb);
    await first.saveDraftValue('jobDescription', 'We hire Go developers');
    await first.saveDraftValue('cvText' as 'jobDescription', 'Jane Doe, typed later');
    await first.saveDraftValue('cvData', JSON.stringify({ forText: 'Jane Doe', parsed: cv }));
    const draft = await first.readDraft();
    expect(draft?.values).toEqual({
      jobDescription: 'We hire Go developers',
      cvData: JSON.stringify({ text: 'Jane Doe, typed later' }),
    });
    first.restoreDraft(draft!);
    expect(first.readCvRecord()).toEqual({ text: 'Jane Doe, typed later' });
  });

  it('a draft with only the older cvText is still offered', async () => {
    const idb = new IDBFactory();
    const first = await load(idb);
    await first.saveDraftValue('cvText' as 'jobDescription', 'Jane Doe');
    expect((await first.readDraft())?.values).toEqual({ cvData: JSON.stringify({ text: 'Jane Doe' }) });
  });
});

describe('tailoring keys', () => {
  it("keeps the tailoring analysis under analysisResult without it passing for the analysis page's result", async () => {
    const s = await load();
    s.writeTailoring({ kind: 'tailoring', suggestions: [{ id: 's1' }], rawApiResponse: 'raw' });
    expect(s.readTailoring()).toEqual({ kind: 'tailoring', suggestions: [{ id: 's1' }], rawApiResponse: 'raw' });
    expect(s.readSession('analysisResult')).toBeNull();
  });

  it("answers null for the analysis page's result", async () => {
    const s = await load();
    s.writeSession('analysisResult', {
      matchPercentage: 80,
      strengths: [],
      weaknesses: [],
      suggestions: ['tip'],
      interviewQuestions: [],
      questionsToAsk: [],
      companyInfo: { overview: '', whatTheyDo: [], culture: '', competitors: [] },
      rawApiResponse: '',
      source: 'ai',
      inputsHash: 'x',
    });
    expect(s.readTailoring()).toBeNull();
  });

  it('keeps the expansion of each experience card', async () => {
    const s = await load();
    expect(s.readExpanded('exp_1')).toBeNull();
    s.writeExpanded('exp_1', false);
    s.writeExpanded('exp_2', true);
    expect([s.readExpanded('exp_1'), s.readExpanded('exp_2')]).toEqual([false, true]);
    expect(sessionStorage.getItem('expanded_exp_1')).toBe('false');
  });
});
