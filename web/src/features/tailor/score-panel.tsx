import type { ScoreChange } from './tailor-state';

/**
 * ScorePanel shows the match before tailoring and now, computed on the device
 * for the edited CV, and the job's requirements whose coverage moved it.
 */
export function ScorePanel({ before, now, changes }: { before: number; now: number; changes: ScoreChange[] }) {
  const delta = now - before;
  return (
    <section aria-labelledby="score-title" className="rounded-xl border border-blue-200 bg-blue-50 p-4">
      <h2 id="score-title" className="text-lg font-semibold text-slate-900">
        Match with this job
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-2xl font-bold text-slate-900">
        <span aria-label={`Before: ${before}%`}>{before} %</span> → <span aria-label={`Now: ${now}%`}>{now} %</span>
        {delta !== 0 && <span className={`ml-2 text-base ${delta > 0 ? 'text-green-800' : 'text-red-800'}`}>({delta > 0 ? '+' : ''}{delta})</span>}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Your CV as first formatted → as you have edited it, scored on your device against the job description. The same edits always give the same score.
      </p>
      {changes.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">What changed it</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {changes.slice(0, 8).map((c) => (
              <li key={c.name}>
                {c.name}: {c.before > c.now ? 'now shown less' : c.before === 0 ? 'now shown' : 'now shown more'} ({c.before} % → {c.now} % covered)
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
