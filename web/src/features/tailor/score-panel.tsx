import { ArrowDown, Filter } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { ScoreChange } from './tailor-state';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

function changeText(c: ScoreChange): string {
  return `${c.name}: ${c.before > c.now ? 'now shown less' : c.before === 0 ? 'now shown' : 'now shown more'} (${c.before} % → ${c.now} % covered)`;
}

export interface Scores {
  /** The Analysis Results score: the CV text as pasted or read from the PDF. */
  pasted: number;
  /** The formatted CV as first formatted, and what reading it as formatted changed. */
  formatted: number;
  formattedChanges: ScoreChange[];
  /** The CV as edited now, and what the edits changed. */
  now: number;
  changes: ScoreChange[];
}

/**
 * ScorePanel shows the one score: before is the Analysis Results score of the
 * CV text; when the formatted CV scores otherwise it says so with both
 * numbers and why; now is the edited CV, with what changed it. All computed
 * on the device by the same core.
 */
export function ScorePanel({ scores }: { scores: Scores }) {
  const { pasted, formatted, formattedChanges, now, changes } = scores;
  const delta = now - pasted;
  return (
    <section aria-labelledby="score-title" className="rounded-xl border border-info-line bg-info-soft p-4">
      <h2 id="score-title" className="text-lg font-semibold text-ink">
        Match with this job
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-2xl font-bold text-ink">
        <span aria-label={`Before: ${pasted}%`}>{pasted} %</span> → <span aria-label={`Now: ${now}%`}>{now} %</span>
        {delta !== 0 && (
          <span className={`ml-2 text-base ${delta > 0 ? 'text-success' : 'text-danger'}`}>({signed(delta)})</span>
        )}
      </p>
      <p className="mt-1 text-sm text-muted">
        Before is your CV text as on Analysis Results; now is your CV as you have edited it. Both are scored on your
        device against the job description, and the same CV always gives the same score.
      </p>
      {formatted !== pasted && (
        <p className="mt-2 text-sm text-body">
          Your pasted text scores {pasted} %, your formatted CV {formatted} %
          {formattedChanges.length > 0
            ? `: the formatted CV reads ${formattedChanges.slice(0, 3).map(changeText).join('; ')}.`
            : '.'}
        </p>
      )}
      {changes.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-body">What changed it</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-body">
            {changes.slice(0, 8).map((c) => (
              <li key={c.name}>{changeText(c)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * ScoreBar is the compact score that stays at the top while the page
 * scrolls, with "Next suggestion" and the filter to the suggestions that
 * change the score.
 */
export function ScoreBar({
  before,
  now,
  open,
  onNext,
  onlyScore,
  onOnlyScore,
}: {
  before: number;
  now: number;
  /** How many suggestions are still to be looked at. */
  open: number;
  onNext: () => void;
  onlyScore: boolean;
  onOnlyScore: (v: boolean) => void;
}) {
  return (
    <div
      data-testid="score-bar"
      className="sticky top-0 z-20 -mx-3 flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-surface px-3 py-2 shadow-sm sm:-mx-4 sm:px-4"
    >
      <p className="text-sm font-semibold text-ink">
        Match {before} % → {now} %{' '}
        <span className={now > before ? 'text-success' : now < before ? 'text-danger' : 'text-subtle'}>
          ({signed(now - before)})
        </span>
      </p>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button
          variant={onlyScore ? 'primary' : 'secondary'}
          className="px-2 py-1"
          aria-pressed={onlyScore}
          onClick={() => onOnlyScore(!onlyScore)}
        >
          <Filter aria-hidden="true" className="h-4 w-4" />
          Changes the score
        </Button>
        {/* "Next" alone on a phone keeps both buttons on one row under the score. */}
        <Button
          variant="secondary"
          className="px-2 py-1"
          aria-label="Next suggestion"
          disabled={open === 0}
          onClick={onNext}
        >
          <ArrowDown aria-hidden="true" className="h-4 w-4" />
          Next<span className="hidden sm:inline">&nbsp;suggestion</span>
        </Button>
      </div>
    </div>
  );
}
