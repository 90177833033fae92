import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

async function fresh() {
  vi.resetModules();
  return import('./quotes');
}

describe('quotes', () => {
  it('loads the quotes file once and keeps only well-formed quotes', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([{ quote: 'Q1', author: 'A1' }, { quote: '', author: 'x' }, { nope: true }]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const q = await fresh();
    expect(await q.loadQuotes()).toEqual([{ quote: 'Q1', author: 'A1' }]);
    await q.loadQuotes();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/quotes.JSON');
  });

  it('falls back to the built-in quote silently when the file fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const q = await fresh();
    expect(await q.loadQuotes()).toEqual([q.fallbackQuote]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('never picks the same quote twice in a row when there is a choice', async () => {
    const q = await fresh();
    const list = [
      { quote: 'a', author: 'x' },
      { quote: 'b', author: 'y' },
    ];
    expect(q.nextQuote(list, list[0]!, () => 0)).toBe(list[1]);
    expect(q.nextQuote([list[0]!], list[0]!, () => 0.9)).toBe(list[0]);
  });
});
