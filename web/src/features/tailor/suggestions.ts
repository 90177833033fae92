// Tailoring suggestions as the screen shows them. The core reads and rates
// every suggestion, the AI's included (wasm/suggest Rated): what it adds that
// the CV does not show, its effect on the score and whether it is applied
// come typed from Go, and nothing here reads them again.
import type { CvAction } from '../../cv/document';
import type { Impact, RatedSuggestion } from '../../cv/types';

export type TailorSuggestion = RatedSuggestion;

/**
 * What the screen's cards ask for: a document operation (the reducer's), or
 * a suggestion applied, which the core decides (its applySuggestion) and the
 * reducer takes as it comes.
 */
export type TailorAction = CvAction | { type: 'apply-suggestion'; suggestion: TailorSuggestion };

/** The warning a suggestion that adds what the CV does not show carries. */
export const guardWords = 'not in your CV: add it only if it is true';

/** The text shown for a suggestion with nothing to apply. */
export const noSuggestion = 'no suggestion';

/** keyOf tells suggestions apart across sources (an AI id may equal an on-device one). */
export function keyOf(s: TailorSuggestion): string {
  return `${s.source}:${s.id}`;
}

/** display is the suggested text as shown: the text, or a list's names joined; null when there is nothing to apply. */
export function display(s: TailorSuggestion): string | null {
  const t = typeof s.suggested_text === 'string' ? s.suggested_text : s.suggested_text.map((n) => n.name).join(', ');
  return t.trim() || null;
}

/**
 * isComplete tells whether a suggestion has every field the skills, tools
 * and languages panels need (spec section 3); the others are not shown there.
 */
export function isComplete(s: TailorSuggestion): boolean {
  return Boolean(s.id && s.parent_section && s.suggestion_description && s.impact_description && display(s) !== null);
}

/** effectLabel says what applying a suggestion does to the score, as the core computed it. */
export function effectLabel(s: TailorSuggestion): string {
  if (s.applied) return 'Applied';
  if (s.effect > 0) return `+${s.effect}`;
  if (s.effect < 0) return `−${-s.effect}`;
  if (s.term_state === 'shown' || s.term_state === 'implied') return 'no change: the score already counts this';
  return 'no change to the score';
}

const rank: Record<Impact, number> = { High: 0, Medium: 1, Low: 2 };

/**
 * ordered is a section's suggestions as shown: those that raise the score
 * first (the largest effect first), then by impact, the core's order kept
 * within a level; onlyScore keeps only those that change the score.
 */
export function ordered(items: readonly TailorSuggestion[], onlyScore: boolean): TailorSuggestion[] {
  return items
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => !onlyScore || s.effect !== 0)
    .sort(
      (a, b) => Math.max(b.s.effect, 0) - Math.max(a.s.effect, 0) || rank[a.s.impact] - rank[b.s.impact] || a.i - b.i,
    )
    .map((x) => x.s);
}

/** summary is a collapsed section's line: "Core Skills · 2 suggestions · +5" (open ones, and the sum of their gains). */
export function summary(title: string, items: readonly TailorSuggestion[]): string {
  const open = items.filter((s) => !s.applied);
  if (open.length === 0) return items.length > 0 ? `${title} · all suggestions applied` : `${title} · no suggestions`;
  const gain = open.reduce((n, s) => n + Math.max(s.effect, 0), 0);
  const count = `${open.length} suggestion${open.length === 1 ? '' : 's'}`;
  return gain > 0 ? `${title} · ${count} · +${gain}` : `${title} · ${count}`;
}
