import { useState, type ReactNode } from 'react';
import { GapForm } from '../../components/gap-form';
import { Check, TrendingUp, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { Impact } from '../../cv/types';
import { display, effectLabel, guardWords, keyOf, noSuggestion, type TailorSuggestion } from './suggestions';

const impactTone: Record<Impact, string> = {
  High: 'border-danger-line bg-danger-soft text-danger',
  Medium: 'border-caution-line bg-caution-soft text-caution-strong',
  Low: 'border-info-line-strong bg-info-soft text-info',
};

/** ImpactBadge shows an impact in the spec's colours: High red, Medium yellow, Low blue. */
export function ImpactBadge({ impact }: { impact: Impact }) {
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${impactTone[impact]}`}>
      {impact} impact
    </span>
  );
}

/** cardId is the element id of a suggestion's card, for "next suggestion". */
export function cardId(s: TailorSuggestion): string {
  return `suggestion-${keyOf(s).replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * SuggestionCard shows one suggestion before it is applied: where it came
 * from, its impact, its effect on the score as the core computed it, the
 * job's words it serves and the CV's words it rests on (or that it is new),
 * the suggested text ('no suggestion' when unusable), the warning when it
 * adds what the CV does not show, and its action; once applied, "Applied"
 * with Undo instead of the action.
 */
export function SuggestionCard({
  s,
  onUndo,
  onFill,
  children,
}: {
  s: TailorSuggestion;
  onUndo: () => void;
  /** Applies the suggested text with its gaps filled in; without it the gaps are only named. */
  onFill?: (text: string) => void;
  children?: ReactNode;
}) {
  const [filling, setFilling] = useState(false);
  const shown = display(s);
  const gapped = s.gaps.length > 0 && !s.applied && typeof s.suggested_text === 'string';
  const effect = effectLabel(s);
  return (
    <article
      id={cardId(s)}
      tabIndex={-1}
      aria-label={`Suggestion: ${s.suggestion_description}`}
      className="flex flex-col gap-2 rounded-lg border border-line bg-canvas p-3 text-sm focus:outline-2 focus:outline-accent"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ImpactBadge impact={s.impact} />
        <span className="rounded-full bg-line px-2 py-0.5 text-xs font-medium text-body">
          {s.source === 'ai' ? 'AI suggestion' : 'On-device suggestion'}
        </span>
        {!s.applied && (
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${s.effect > 0 ? 'bg-success-muted text-success-strong' : 'bg-sunken text-muted'}`}
            aria-label={`Effect on the score: ${effect}`}
          >
            {s.effect > 0 && <TrendingUp aria-hidden="true" className="h-3.5 w-3.5" />}
            {s.effect !== 0 ? `${effect} points` : effect}
          </span>
        )}
      </div>
      <p className="text-ink">{s.suggestion_description}</p>
      {s.impact_description && <p className="text-muted">{s.impact_description}</p>}
      <dl className="grid gap-1 text-body">
        {s.requirement && (
          <div>
            <dt className="inline font-medium">The job asks: </dt>
            <dd className="inline">“{s.requirement}”</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">Your CV: </dt>
          <dd className="inline">{s.evidence ? `“${s.evidence}”` : 'new: not in your CV yet'}</dd>
        </div>
        {s.raises.length > 0 && (
          <div>
            <dt className="inline font-medium">Raises: </dt>
            <dd className="inline">{s.raises.join(', ')}</dd>
          </div>
        )}
      </dl>
      <p className="rounded border border-line bg-surface p-2 text-ink">
        <span className="font-medium">Suggested: </span>
        {shown ?? <em>{noSuggestion}</em>}
      </p>
      {gapped && !onFill && (
        <p className="rounded border border-line-strong bg-surface p-2 text-body">
          To fill in with your own words once applied: {s.gaps.map((g) => g.marker).join(', ')}. Your downloads wait
          until they are filled.
        </p>
      )}
      {s.adds.length > 0 && (
        <p role="note" className="rounded border border-warning-line bg-warning-soft p-2 font-medium text-warning">
          {s.adds.join(', ')}: {guardWords}
        </p>
      )}
      {s.applied ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
            <Check aria-hidden="true" className="h-4 w-4" />
            Applied
          </span>
          <Button variant="secondary" onClick={onUndo}>
            <Undo2 aria-hidden="true" className="h-4 w-4" />
            Undo
          </Button>
        </div>
      ) : gapped && onFill ? (
        filling ? (
          <GapForm
            text={s.suggested_text as string}
            gaps={s.gaps}
            applyLabel="Apply Suggestion"
            onApply={(text) => {
              setFilling(false);
              onFill(text);
            }}
            onCancel={() => setFilling(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setFilling(true)}>
              Fill In and Apply
            </Button>
          </div>
        )
      ) : (
        children && <div className="flex flex-wrap gap-2">{children}</div>
      )}
    </article>
  );
}
