// Quotes for the loading screens: public-domain authors, from /quotes.JSON
// (precached for offline use). A failed load is only logged and the built-in
// quote is used, as the spec asks.

export interface Quote {
  quote: string;
  author: string;
}

export const fallbackQuote: Quote = {
  quote: 'Great works are performed not by strength but by perseverance.',
  author: 'Samuel Johnson',
};

let loaded: Promise<Quote[]> | undefined;

/** loadQuotes fetches the quotes once per page life; it never rejects. */
export function loadQuotes(): Promise<Quote[]> {
  loaded ??= fetch('/quotes.JSON')
    .then(async (res) => {
      if (!res.ok) throw new Error(`quotes.JSON answered ${res.status}`);
      const list = ((await res.json()) as unknown[]).filter(isQuote);
      if (list.length === 0) throw new Error('quotes.JSON holds no quotes');
      return list;
    })
    .catch((err: unknown) => {
      console.warn('Using the built-in quote:', err);
      return [fallbackQuote];
    });
  return loaded;
}

function isQuote(v: unknown): v is Quote {
  const q = v as Partial<Quote> | null;
  return typeof q?.quote === 'string' && typeof q.author === 'string' && q.quote.trim() !== '';
}

/** nextQuote picks a random quote other than the current one when there is a choice. */
export function nextQuote(quotes: Quote[], current: Quote | null, random: () => number = Math.random): Quote {
  const choices = quotes.length > 1 ? quotes.filter((q) => q !== current) : quotes;
  return choices[Math.floor(random() * choices.length)] ?? fallbackQuote;
}
