import type { ReactNode } from 'react';
import type { Impact } from '../../cv/types';
import { guardWords, noSuggestion, type TailorSuggestion } from './suggestions';

const impactTone: Record<Impact, string> = {
  High: 'border-red-300 bg-red-50 text-red-800',
  Medium: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  Low: 'border-blue-300 bg-blue-50 text-blue-800',
};

/** ImpactBadge shows an impact in the spec's colours: High red, Medium yellow, Low blue. */
export function ImpactBadge({ impact }: { impact: Impact }) {
  return <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${impactTone[impact]}`}>{impact} impact</span>;
}

/**
 * SuggestionCard shows one suggestion: where it came from, its description,
 * impact and why, the suggested text ('no suggestion' when unusable), the
 * warning when it adds what the CV does not show, and its action.
 */
export function SuggestionCard({ s, applied, children }: { s: TailorSuggestion; applied: boolean; children?: ReactNode }) {
  return (
    <article aria-label={`Suggestion: ${s.suggestion_description}`} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ImpactBadge impact={s.impact} />
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">
          {s.source === 'ai' ? 'AI suggestion' : 'On-device suggestion'}
        </span>
        {applied && <span className="text-xs font-semibold text-green-800">✓ Applied</span>}
      </div>
      <p className="text-slate-900">{s.suggestion_description}</p>
      {s.impact_description && <p className="text-slate-700">{s.impact_description}</p>}
      <p className="rounded border border-slate-200 bg-white p-2 text-slate-900">
        <span className="font-medium">Suggested: </span>
        {s.display ?? <em>{noSuggestion}</em>}
      </p>
      {s.guarded && (
        <p role="note" className="rounded border border-amber-300 bg-amber-50 p-2 font-medium text-amber-900">
          {s.notInCv.length > 0 ? `${s.notInCv.join(', ')}: ` : ''}
          {guardWords}
        </p>
      )}
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}
