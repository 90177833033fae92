// The tailoring screen's pure logic: which suggestions belong to which part of
// the CV, the reducer's actions of an undo the core decided, what a rating
// sends the core's session, the Save validation of the
// skills, tools and languages lists, and what moved the match score.
import { listNames, type CvAction } from '../../cv/document';
import type { MatchReport, Requirement, StructuredCV, UndoStep } from '../../cv/types';
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
 * undoActions are the reducer's actions for the core's undo steps
 * (undoSuggestion, wasm/suggest Undo): the core decides what comes back and
 * what goes; the reducer keeps what goes on its deleted list, stamped now.
 */
export function undoActions(steps: readonly UndoStep[], now: number): CvAction[] {
  return steps.flatMap((u): CvAction[] => {
    const list = listNames.find((l) => l === u.list);
    const id = u.id ?? '';
    switch (u.type) {
      case 'set-header':
        return [{ type: 'set-header', text: u.text }];
      case 'set-about':
        return [{ type: 'set-about', text: u.text }];
      case 'set-text':
        return [{ type: 'set-text', section: u.section ?? '', id, field: u.field ?? '', text: u.text }];
      case 'remove':
        return list ? [{ type: 'remove', list, id, at: now }] : [];
      case 'move':
        return list ? [{ type: 'move', list, id, to: u.to }] : [];
      case 'remove-responsibility':
        return [{ type: 'remove-responsibility', experienceId: u.experienceId ?? '', id }];
    }
  });
}

/** What the core's tailoring session holds: the CV it last rated or made, and the AI's suggestions it was sent. */
export interface Held {
  doc: StructuredCV;
  ai: readonly unknown[];
}

/**
 * unheld is what a rating of doc with the AI's suggestions ai must send: each
 * of them, or null when the session holds it already.
 */
export function unheld(
  held: Held,
  doc: StructuredCV,
  ai: readonly unknown[],
): { cv: StructuredCV | null; ai: readonly unknown[] | null } {
  const same = held.doc === doc || JSON.stringify(held.doc) === JSON.stringify(doc);
  return { cv: same ? null : doc, ai: held.ai === ai ? null : ai };
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
