// The tailoring screen's own state as one pure reducer, as analysis-state.ts
// is for the analysis: what the engine and the AI answered, which sections
// are open and which suggestion "Next suggestion" points at. The CV itself is
// not here: it lives in the one record (lib/use-cv.ts).
import type { MatchReport, RatedSuggestion, RateTailoringResult } from '../../cv/types';
import type { Reveal } from './reveal';
import { keyOf, ordered, type TailorSuggestion } from './suggestions';
import { forSection } from './tailor-state';

/** The page's sections, in page order, each folded to its summary. */
export type SectionKey =
  'header' | 'about' | 'experience' | 'education' | 'core_skills' | 'tools_technologies' | 'languages';

export const sectionOrder: readonly SectionKey[] = [
  'header',
  'about',
  'experience',
  'education',
  'core_skills',
  'tools_technologies',
  'languages',
];

/** The CV as now edited scored, and every suggestion rated on it (the core's rateTailoring, its JSON apart). */
export type TailorResult = Omit<RateTailoringResult, 'transformed'>;

export type AiState =
  | { status: 'off' }
  | { status: 'pending' }
  | { status: 'done'; suggestions: unknown[]; raw: string }
  | { status: 'failed' }
  | { status: 'offline' };

/** The scores the "before" rests on: the Analysis Results score of the CV text, and the formatted CV as first formatted. */
export interface Before {
  pasted: MatchReport;
  formatted: MatchReport;
}

export interface PageState {
  ai: AiState;
  /** Null until the core has made them; the page rates nothing before. */
  onDevice: readonly RatedSuggestion[] | null;
  before: Before | null;
  rated: TailorResult | null;
  /** The transformed JSON of the CV as now edited. */
  transformed: string | null;
  onlyScore: boolean;
  /** Null until the first rating picks the first section with suggestions. */
  open: ReadonlySet<SectionKey> | null;
  focused: Reveal | null;
}

export const initialPage: PageState = {
  ai: { status: 'off' },
  onDevice: null,
  before: null,
  rated: null,
  transformed: null,
  onlyScore: false,
  open: null,
  focused: null,
};

/**
 * What happens on the page:
 * - started: the core's suggestions for the CV as first formatted and the
 *   "before" scores (null when the core could not score).
 * - ai: the AI's suggestions moved on (asked, answered, failed, offline).
 * - rated: the CV as now edited scored, every suggestion rated on it; the
 *   first rating opens the first section with a suggestion to apply.
 * - only-score: show only the suggestions that move the score.
 * - open: a section folded open or closed.
 * - next: "Next suggestion" points at the next one still to apply, in page
 *   order, and opens its section.
 */
export type PageEvent =
  | { type: 'started'; onDevice: readonly RatedSuggestion[]; before: Before | null }
  | { type: 'ai'; ai: AiState }
  | { type: 'rated'; result: TailorResult; transformed: string | null }
  | { type: 'only-score'; on: boolean }
  | { type: 'open'; section: SectionKey; open: boolean }
  | { type: 'next' };

export function reducePage(state: PageState, event: PageEvent): PageState {
  switch (event.type) {
    case 'started':
      return { ...state, onDevice: event.onDevice, before: event.before ?? state.before };
    case 'ai':
      return { ...state, ai: event.ai };
    case 'rated':
      return {
        ...state,
        rated: event.result,
        transformed: event.transformed,
        open: state.open ?? firstWithSuggestions(event.result),
      };
    case 'only-score':
      return { ...state, onlyScore: event.on };
    case 'open':
      return { ...state, open: withSection(state.open, event.section, event.open) };
    case 'next': {
      const sequence = toApply(state);
      if (sequence.length === 0) return state;
      const at = sequence.findIndex((x) => keyOf(x.s) === state.focused?.key);
      const target = sequence[(at + 1) % sequence.length]!;
      // A new object each press: the card opens again even on the same suggestion.
      return { ...state, open: withSection(state.open, target.key, true), focused: { key: keyOf(target.s) } };
    }
  }
}

function withSection(open: ReadonlySet<SectionKey> | null, section: SectionKey, isOpen: boolean): Set<SectionKey> {
  const next = new Set(open ?? []);
  if (isOpen) next.add(section);
  else next.delete(section);
  return next;
}

/** current is the rated suggestions still of the CV (not stale). */
export function current(rated: TailorResult | null): TailorSuggestion[] {
  return (rated?.suggestions ?? []).filter((s) => !s.stale);
}

/** toApply lists the suggestions "Next suggestion" walks: not yet applied, in page order, as shown. */
export function toApply(state: PageState): { key: SectionKey; s: TailorSuggestion }[] {
  const lists = sectionLists(current(state.rated));
  return sectionOrder.flatMap((key) =>
    ordered(lists[key], state.onlyScore)
      .filter((s) => !s.applied)
      .map((s) => ({ key, s })),
  );
}

/** sectionLists gives each section's suggestions; the skills, tools and languages panels show only complete ones. */
export function sectionLists(all: TailorSuggestion[]): Record<SectionKey, TailorSuggestion[]> {
  return {
    header: forSection(all, 'professional_header'),
    about: forSection(all, 'about_me'),
    experience: all.filter((s) => s.parent_section === 'professional_experience'),
    education: forSection(all, 'education'),
    core_skills: forSection(all, 'core_skills'),
    tools_technologies: forSection(all, 'tools_technologies'),
    languages: forSection(all, 'languages'),
  };
}

// The section open at first: the first in page order with a suggestion to apply.
function firstWithSuggestions(rated: TailorResult): ReadonlySet<SectionKey> {
  const lists = sectionLists(current(rated));
  const first = sectionOrder.find((key) => lists[key].some((s) => !s.applied));
  return new Set(first ? [first] : []);
}
