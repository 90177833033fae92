// The tailoring screen's pure logic: which suggestions belong to which part of
// the CV, taking an applied suggestion back out, the Save validation of the
// skills, tools and languages lists, and what moved the match score.
import type { CvAction, CvEditor } from '../../cv/document';
import type { MatchReport, Requirement, StructuredCV } from '../../cv/types';
import { isComplete, isFilledIn, type TailorSuggestion } from './suggestions';

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
 * undoActions are the document operations that take an applied suggestion
 * back out: the text it replaced comes back (its current_text, else the
 * original item's), what it added goes (onto the deleted list, from where it
 * can be restored), and a reorder goes back to the original order. They need
 * nothing but the suggestion and the document, so undo works after a reload.
 */
export function undoActions(state: CvEditor, s: TailorSuggestion, now: number): CvAction[] {
  const text = typeof s.suggested_text === 'string' ? s.suggested_text.trim() : '';
  const names = Array.isArray(s.suggested_text) ? s.suggested_text.map((n) => key(n.name)).filter(Boolean) : null;
  const target = s.input_item_id;
  const { doc, original } = state;
  switch (s.parent_section) {
    case 'professional_header': {
      const parts = target
        ? doc.professional_header.map((p) =>
            p.id === target
              ? (s.current_text ?? original.professional_header.find((o) => o.id === target)?.value ?? p.value)
              : p.value,
          )
        : doc.professional_header.map((p) => p.value).filter((v) => v !== text);
      return [{ type: 'set-header', text: parts.join(' • ') }];
    }
    case 'about_me':
      return [{ type: 'set-about', text: s.current_text ?? original.about_me }];
    case 'core_skills':
    case 'tools_technologies': {
      const list = s.parent_section;
      const was = new Set(original[list].map((it) => it.id));
      if (target) {
        const name = s.current_text ?? original[list].find((it) => it.id === target)?.name;
        return name === undefined ? [] : [{ type: 'edit', list, id: target, patch: { name } }];
      }
      const wanted = names ?? [key(text)];
      const added = doc[list].filter((it) => !was.has(it.id) && wanted.includes(key(it.name)));
      if (added.length > 0) return added.map((it) => ({ type: 'remove', list, id: it.id, at: now }));
      // A reorder: the original order back, items added since at the end.
      const order = [
        ...original[list].filter((o) => doc[list].some((it) => it.id === o.id)),
        ...doc[list].filter((it) => !was.has(it.id)),
      ];
      return order.map((it, to) => ({ type: 'move', list, id: it.id, to }));
    }
    case 'languages': {
      if (target) {
        const language = s.current_text ?? original.languages.find((l) => l.id === target)?.language;
        return language === undefined ? [] : [{ type: 'edit', list: 'languages', id: target, patch: { language } }];
      }
      const added = doc.languages.find(
        (l) => key(l.language) === key(text) && !original.languages.some((o) => o.id === l.id),
      );
      return added ? [{ type: 'remove', list: 'languages', id: added.id, at: now }] : [];
    }
    case 'education': {
      if (target) {
        const notes = s.current_text ?? original.education.find((e) => e.id === target)?.notes;
        return notes === undefined ? [] : [{ type: 'edit', list: 'education', id: target, patch: { notes } }];
      }
      const added = doc.education.find((e) => e.degree === text && !original.education.some((o) => o.id === e.id));
      return added ? [{ type: 'remove', list: 'education', id: added.id, at: now }] : [];
    }
    default: {
      const exp = doc.professional_experience.find((e) =>
        target ? e.responsibilities.some((r) => r.id === target) : e.id === s.professional_experience_id,
      );
      if (!exp) return [];
      if (target) {
        const was =
          s.current_text ??
          original.professional_experience.flatMap((e) => e.responsibilities).find((r) => r.id === target)?.text;
        return was === undefined ? [] : [{ type: 'edit-responsibility', experienceId: exp.id, id: target, text: was }];
      }
      const added = exp.responsibilities.find((r) => isFilledIn(s, r.text));
      return added ? [{ type: 'remove-responsibility', experienceId: exp.id, id: added.id }] : [];
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
