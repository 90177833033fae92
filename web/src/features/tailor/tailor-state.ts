// The tailoring screen's pure logic: which suggestions belong to which part of
// the CV, taking an applied suggestion back out, the Save validation of the
// skills, tools and languages lists, turning an edited list back into edits
// of the CV document, and what moved the match score.
import { reduce, type CvEditor } from '../../cv/document';
import type { MatchReport, NamedItem, Requirement, StructuredCV, StructuredLanguage } from '../../cv/types';
import { isComplete, type TailorSuggestion } from './suggestions';

const listSections = new Set(['core_skills', 'tools_technologies', 'languages']);

/**
 * forSection picks a section's suggestions; the skills, tools and languages
 * panels ignore suggestions missing a required field (spec section 3).
 */
export function forSection(all: TailorSuggestion[], section: string): TailorSuggestion[] {
  return all.filter((s) => s.parent_section === section && (!listSections.has(section) || isComplete(s)));
}

/** forExperience splits an experience's suggestions into those on a responsibility and the experience-level ones. */
export function forExperience(
  all: TailorSuggestion[],
  doc: StructuredCV,
  experienceId: string,
): { byResponsibility: Map<string, TailorSuggestion[]>; additional: TailorSuggestion[] } {
  const exp = doc.professional_experience.find((e) => e.id === experienceId);
  const byResponsibility = new Map<string, TailorSuggestion[]>();
  const additional: TailorSuggestion[] = [];
  for (const s of all) {
    if (s.parent_section !== 'professional_experience') continue;
    const target = s.input_item_id;
    const ownsTarget = target !== null && (exp?.responsibilities.some((r) => r.id === target) ?? false);
    if (ownsTarget) byResponsibility.set(target, [...(byResponsibility.get(target) ?? []), s]);
    else if (s.professional_experience_id === experienceId && (target === null || !ownsTarget)) additional.push(s);
  }
  return { byResponsibility, additional };
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * undoSuggestion takes an applied suggestion back out of the document: the
 * text it replaced comes back (its current_text, else the original item's),
 * what it added goes (onto the deleted list, from where it can be restored),
 * and a reorder goes back to the original order. It needs nothing but the
 * suggestion and the document, so it works after a reload too.
 */
export function undoSuggestion(state: CvEditor, s: TailorSuggestion, now: number): CvEditor {
  const text = typeof s.suggested_text === 'string' ? s.suggested_text.trim() : '';
  const names = Array.isArray(s.suggested_text) ? s.suggested_text.map((n) => key(n.name)).filter(Boolean) : null;
  const target = s.input_item_id;
  const { doc, original } = state;
  switch (s.parent_section) {
    case 'professional_header': {
      const parts = target
        ? doc.professional_header.map((p) => (p.id === target ? (s.current_text ?? original.professional_header.find((o) => o.id === target)?.value ?? p.value) : p.value))
        : doc.professional_header.map((p) => p.value).filter((v) => v !== text);
      return reduce(state, { type: 'set-header', text: parts.join(' • ') });
    }
    case 'about_me':
      return reduce(state, { type: 'set-about', text: s.current_text ?? original.about_me });
    case 'core_skills':
    case 'tools_technologies': {
      const list = s.parent_section;
      const was = new Set(original[list].map((it) => it.id));
      if (target) {
        const name = s.current_text ?? original[list].find((it) => it.id === target)?.name;
        return name === undefined ? state : reduce(state, { type: 'edit', list, id: target, patch: { name } });
      }
      const wanted = names ?? [key(text)];
      const added = doc[list].filter((it) => !was.has(it.id) && wanted.includes(key(it.name)));
      if (added.length > 0) return added.reduce((next, it) => reduce(next, { type: 'remove', list, id: it.id, at: now }), state);
      // A reorder: the original order back, items added since at the end.
      const order = [...original[list].filter((o) => doc[list].some((it) => it.id === o.id)), ...doc[list].filter((it) => !was.has(it.id))];
      return order.reduce((next, it, to) => reduce(next, { type: 'move', list, id: it.id, to }), state);
    }
    case 'languages': {
      if (target) {
        const language = s.current_text ?? original.languages.find((l) => l.id === target)?.language;
        return language === undefined ? state : reduce(state, { type: 'edit', list: 'languages', id: target, patch: { language } });
      }
      const added = doc.languages.find((l) => key(l.language) === key(text) && !original.languages.some((o) => o.id === l.id));
      return added ? reduce(state, { type: 'remove', list: 'languages', id: added.id, at: now }) : state;
    }
    case 'education': {
      if (target) {
        const notes = s.current_text ?? original.education.find((e) => e.id === target)?.notes;
        return notes === undefined ? state : reduce(state, { type: 'edit', list: 'education', id: target, patch: { notes } });
      }
      const added = doc.education.find((e) => e.degree === text && !original.education.some((o) => o.id === e.id));
      return added ? reduce(state, { type: 'remove', list: 'education', id: added.id, at: now }) : state;
    }
    default: {
      const exp = doc.professional_experience.find((e) =>
        target ? e.responsibilities.some((r) => r.id === target) : e.id === s.professional_experience_id,
      );
      if (!exp) return state;
      if (target) {
        const was = s.current_text ?? original.professional_experience.flatMap((e) => e.responsibilities).find((r) => r.id === target)?.text;
        return was === undefined ? state : reduce(state, { type: 'edit-responsibility', experienceId: exp.id, id: target, text: was });
      }
      const added = exp.responsibilities.find((r) => r.text === text);
      return added ? reduce(state, { type: 'remove-responsibility', experienceId: exp.id, id: added.id }) : state;
    }
  }
}

/** A row of a list being edited; id is absent for a row added in this edit. */
export interface NameRow {
  id?: string;
  name: string;
}

export interface LanguageRow {
  id?: string;
  language: string;
  proficiency: string;
}

/** The Save messages of the skills and tools lists (spec section 5), by row index. */
export function validateNames(rows: NameRow[]): Map<number, string> {
  const errors = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const k = key(r.name);
    if (!k) errors.set(i, 'Skill cannot be empty');
    else if (seen.has(k)) errors.set(i, 'Duplicate skill');
    seen.add(k);
  });
  return errors;
}

/** The Save messages of the languages list, by row index. */
export function validateLanguages(rows: LanguageRow[]): Map<number, string> {
  const errors = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const k = key(r.language);
    if (!k) errors.set(i, 'Language cannot be empty');
    else if (seen.has(k)) errors.set(i, 'Duplicate language');
    else if (!r.proficiency.trim()) errors.set(i, 'Proficiency cannot be empty');
    if (k) seen.add(k);
  });
  return errors;
}

/**
 * canAddRow is the add-row rule: core skills get a new row only when the list
 * is empty or its last row is not blank; tools always do.
 */
export function canAddRow(list: 'core_skills' | 'tools_technologies', rows: NameRow[]): boolean {
  if (list === 'tools_technologies') return true;
  return rows.length === 0 || rows[rows.length - 1]!.name.trim() !== '';
}

type Lists = 'core_skills' | 'tools_technologies' | 'languages';
type Row<L extends Lists> = L extends 'languages' ? LanguageRow : NameRow;

/**
 * saveList turns a list as edited (rows in their new order) into edits of the
 * document through its reducer: rows gone are deleted (onto the deleted
 * stack), changed rows edited, new rows added, then every row moved to its
 * place. Blank new rows are dropped. now is the deletion time recorded.
 */
export function saveList<L extends Lists>(state: CvEditor, list: L, rows: Row<L>[], now: number): CvEditor {
  let next = state;
  const keep = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  for (const it of state.doc[list]) if (!keep.has(it.id)) next = reduce(next, { type: 'remove', list, id: it.id, at: now });
  const ids: string[] = [];
  for (const r of rows) {
    if (r.id) {
      const current = (next.doc[list] as (NamedItem | StructuredLanguage)[]).find((it) => it.id === r.id);
      if (current && JSON.stringify({ ...current, ...patchOf(list, r) }) !== JSON.stringify(current)) {
        next = list === 'languages'
          ? reduce(next, { type: 'edit', list: 'languages', id: r.id, patch: patchOf('languages', r) as Partial<StructuredLanguage> })
          : reduce(next, { type: 'edit', list: list as 'core_skills', id: r.id, patch: { name: (r as NameRow).name.trim() } });
      }
      ids.push(r.id);
      continue;
    }
    const before = next;
    next =
      list === 'languages'
        ? reduce(next, { type: 'add', list: 'languages', item: patchOf('languages', r) as Omit<StructuredLanguage, 'id'> })
        : reduce(next, { type: 'add', list: list as 'core_skills', item: { name: (r as NameRow).name.trim() } });
    if (next !== before) ids.push(next.doc[list][next.doc[list].length - 1]!.id);
  }
  ids.forEach((id, to) => {
    next = reduce(next, { type: 'move', list, id, to });
  });
  return next;
}

function patchOf(list: Lists, r: NameRow | LanguageRow): Partial<NamedItem | StructuredLanguage> {
  if (list === 'languages') {
    const l = r as LanguageRow;
    return { language: l.language.trim(), proficiency: l.proficiency.trim() };
  }
  return { name: (r as NameRow).name.trim() };
}

/** A requirement of the job whose coverage an edit changed. */
export interface ScoreChange {
  name: string;
  before: number;
  now: number;
}

/** scoreChanges lists the job's requirements whose coverage differs between two reports, largest change first. */
export function scoreChanges(before: MatchReport, now: MatchReport): ScoreChange[] {
  const id = (r: Requirement) => `${r.kind}\u0000${r.name}\u0000${r.text}`;
  const was = new Map((before.requirements ?? []).map((r) => [id(r), r.coverage]));
  const out: ScoreChange[] = [];
  for (const r of now.requirements ?? []) {
    const b = was.get(id(r)) ?? 0;
    if (b !== r.coverage) out.push({ name: r.name, before: b, now: r.coverage });
  }
  return out.sort((a, b) => Math.abs(b.now - b.before) - Math.abs(a.now - a.before));
}
