import { useEffect, useState } from 'react';
import { loadQuotes, nextQuote, type Quote } from './quotes';

export const quoteIntervalMs = 5000;

const analyzing =
  'We are analyzing your CV and comparing it with the job requirements. Please be patient. This can take a while...';

/**
 * LoadingScreen is shown while a result is actually being waited for; message
 * defaults to the analysis's patience text (spec section 2).
 */
export function LoadingScreen({ title, message = analyzing }: { title: string; message?: string }) {
  const [quote, setQuote] = useState<Quote | null>(null);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    void loadQuotes().then((quotes) => {
      if (!live) return;
      setQuote((q) => nextQuote(quotes, q));
      timer = setInterval(() => setQuote((q) => nextQuote(quotes, q)), quoteIntervalMs);
    });
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section
      aria-labelledby="loading-title"
      aria-busy="true"
      className="mx-auto flex max-w-2xl flex-col items-center gap-6 py-10 text-center"
    >
      <h1 id="loading-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div
        role="progressbar"
        aria-label={title}
        className="h-12 w-12 animate-spin rounded-full border-4 border-info-line border-t-accent motion-reduce:animate-none"
      />
      <p className="text-muted">{message}</p>
      {quote && (
        <figure className="w-full rounded-lg border border-line bg-surface p-5 shadow-sm">
          <blockquote className="text-lg italic text-body">“{quote.quote}”</blockquote>
          <figcaption className="mt-2 text-sm text-subtle">— {quote.author}</figcaption>
        </figure>
      )}
    </section>
  );
}
