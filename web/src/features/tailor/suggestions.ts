// Tailoring suggestions as the screen shows them: read from whatever the AI
// or the on-device engine sent (spec section 3 "Suggestion"), sorted by
// impact, marked with where they came from, and checked against the CV so that
// a suggestion adding something the CV does not show says so.
import type { Impact, Suggestion } from '../../cv/types';

export type SuggestionSource = 'ai' | 'on-device';

/** A suggestion ready to show: the spec's fields plus its origin and what it would add that the CV lacks. */
export interface TailorSuggestion extends Suggestion {
  source: SuggestionSource;
  /** The suggested text as displayed, or null when unusable ('no suggestion'). */
  display: string | null;
  /** Terms the suggestion adds that the CV does not contain; empty when it adds nothing new. */
  notInCv: string[];
  /** Whether the suggestion says, or is found, to add something the CV does not show. */
  guarded: boolean;
}

/** The words a guarded suggestion carries (the on-device engine's, with a colon). */
export const guardWords = 'not in your CV: add it only if it is true';

const required = ['id', 'parent_section', 'suggestion_description', 'suggested_text', 'impact', 'impact_description'] as const;

/**
 * isComplete tells whether a raw suggestion has every field the skills, tools
 * and languages panels need (spec section 3); those panels ignore the others.
 */
export function isComplete(raw: unknown): boolean {
  if (!isObject(raw)) return false;
  return required.every((k) => {
    const v = raw[k];
    return v !== undefined && v !== null && v !== '';
  });
}

/** impactOf reads an impact in any case ('high', 'HIGH'); anything else is the default, Low. */
export function impactOf(v: unknown): Impact {
  switch (typeof v === 'string' ? v.trim().toLowerCase() : '') {
    case 'high':
      return 'High';
    case 'medium':
      return 'Medium';
    default:
      return 'Low';
  }
}

const rank: Record<Impact, number> = { High: 0, Medium: 1, Low: 2 };

/** byImpact orders suggestions High, Medium, Low, keeping the given order within a level. */
export function byImpact<T extends { impact: Impact }>(items: readonly T[]): T[] {
  return items
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank[a.s.impact] - rank[b.s.impact] || a.i - b.i)
    .map((x) => x.s);
}

/**
 * suggestedDisplay is suggested_text as the spec shows it: a string as it is,
 * an object by its text, a list of objects by their names joined with commas;
 * null for any other value (shown as 'no suggestion').
 */
export function suggestedDisplay(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (Array.isArray(v)) {
    const names = v.map((it) => (isObject(it) && typeof it.name === 'string' ? it.name.trim() : '')).filter(Boolean);
    return names.length > 0 ? names.join(', ') : null;
  }
  if (isObject(v) && typeof v.text === 'string') return v.text.trim() || null;
  return null;
}

/** The text shown for a suggestion whose suggested_text is unusable. */
export const noSuggestion = 'no suggestion';

/**
 * readSuggestions turns a raw list (AI answer, stored analysis, engine) into
 * suggestions: items without an id or a parent_section are ignored, the
 * impact defaults to Low, suggested_text is normalised to a string or a list
 * of names, and the result is sorted by impact. cvText is every word of the
 * CV, to find what a suggestion adds that the CV lacks.
 */
export function readSuggestions(raw: unknown, source: SuggestionSource, cvText: string): TailorSuggestion[] {
  if (!Array.isArray(raw)) return [];
  const out: TailorSuggestion[] = [];
  for (const it of raw) {
    if (!isObject(it) || !text(it.id) || !text(it.parent_section)) continue;
    const display = suggestedDisplay(it.suggested_text);
    const suggested = normalisedText(it.suggested_text);
    const description = text(it.suggestion_description);
    const notInCv = display ? absentTerms(suggested, cvText) : [];
    const s: TailorSuggestion = {
      id: text(it.id),
      parent_section: text(it.parent_section),
      suggestion_description: description,
      input_item_id: text(it.input_item_id) || null,
      professional_experience_id: text(it.professional_experience_id) || null,
      suggested_text: suggested,
      impact: impactOf(it.impact),
      impact_description: text(it.impact_description),
      source,
      display,
      notInCv,
      guarded: notInCv.length > 0 || saysGuard(description),
    };
    if (text(it.current_text)) s.current_text = text(it.current_text);
    out.push(s);
  }
  return byImpact(out);
}

// The on-device engine's guard ("not in your CV — add it only if it is true")
// and the AI's ("Add only if true:"), as the prompt asks it to write.
function saysGuard(description: string): boolean {
  const d = description.toLowerCase();
  return d.includes('not in your cv') || d.includes('add only if true') || d.includes('add it only if it is true');
}

function normalisedText(v: unknown): Suggestion['suggested_text'] {
  if (Array.isArray(v)) {
    return v.flatMap((it) => (isObject(it) && typeof it.name === 'string' && it.name.trim() ? [{ name: it.name.trim() }] : []));
  }
  if (isObject(v) && typeof v.text === 'string') return v.text.trim();
  return typeof v === 'string' ? v.trim() : '';
}

// A word of the CV for the comparison: lower case, letters, digits and the
// marks that are part of tech names (C++, C#, Node.js, CI/CD).
function words(s: string): string[] {
  return s.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#./-]*/gu)?.map((w) => w.replace(/[./-]+$/, '')) ?? [];
}

const stop = new Set(['i', 'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'for', 'to', 'with', 'by', 'at', 'as', 'my', 'our', 'we']);

/**
 * absentTerms lists what a suggested text would add that cvText does not
 * contain: any name of a list suggestion; in a text, any figure (numbers,
 * years, percentages) and any proper name or tech term (a capitalised word
 * other than the first of a sentence, or a word with digits or +#./ inside).
 * Bracketed placeholders such as "[number]" are no claim and are skipped.
 */
export function absentTerms(suggested: Suggestion['suggested_text'], cvText: string): string[] {
  const have = new Set(words(cvText));
  const flat = ` ${words(cvText).join(' ')} `;
  const shown = (term: string) => {
    const w = words(term);
    if (w.length === 0) return true;
    if (w.length === 1) return have.has(w[0]!);
    return flat.includes(` ${w.join(' ')} `);
  };
  const out: string[] = [];
  const add = (t: string) => {
    if (!shown(t) && !out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
  };
  if (Array.isArray(suggested)) {
    for (const { name } of suggested) add(name);
    return out;
  }
  const plain = suggested.replace(/\[[^\]]*\]/g, ' ');
  for (const m of plain.matchAll(/(?<![\p{L}\p{N}])\d[\d.,]*%?/gu)) add(m[0].replace(/[.,]+$/, ''));
  for (const sentence of plain.split(/(?<=[.!?:;])\s+|\n+/)) {
    const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}+#./-]*/gu) ?? [];
    tokens.forEach((t, i) => {
      const tok = t.replace(/[./-]+$/, '');
      if (/^\d/.test(tok) || stop.has(tok.toLowerCase())) return;
      const proper = i > 0 && /^\p{Lu}/u.test(tok);
      const tech = /[\p{L}][+#./]|\p{L}\d|\d\p{L}/u.test(tok);
      if (proper || tech) add(tok);
    });
  }
  return out;
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
