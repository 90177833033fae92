// The editable CV document and every change made to it, as pure functions
// behind one reducer. The formatted-CV screen and the tailoring screens share
// it: the document (a StructuredCV, exactly the Go JSON), the original it
// started from (for "restore original"), and what was deleted (for restore).
//
// Ids are minted once and never renumbered: suggestions point at items by id,
// so a move or a delete leaves every other id as it was, and an added item
// gets a number no id of this document has ever used.
import type {
  HeaderPart,
  NamedItem,
  Responsibility,
  StructuredCV,
  StructuredEducation,
  StructuredExperience,
  StructuredEntry,
  StructuredLanguage,
  StructuredSection,
  TextLine,
} from './types';
import { sections } from './types';

/** One section as the core describes it (cv.Sections, generated into types.ts): the spec's and the extra ones. */
export type CvSection = (typeof sections)[number];

/** Each section's title in the editors, the gap dialog and the tailoring screen, as the core names it. */
export const sectionTitles = Object.fromEntries(sections.map((s) => [s.key, s.title])) as Record<
  CvSection['key'],
  string
>;

/** One extra section (projects … references, interests). */
export type ExtraSection = Extract<CvSection, { kind: 'entries' | 'names' }>;

/** The extra sections whose items are entries (title, subtitle, dates, highlights). */
export type EntryList = Extract<ExtraSection, { kind: 'entries' }>['key'];

export const entryLists: readonly EntryList[] = sections.flatMap((s) => (s.kind === 'entries' ? [s.key] : []));

/** The lists of the document whose items have ids and can be moved, deleted and restored. */
export type ListName =
  | 'professional_experience'
  | 'education'
  | 'core_skills'
  | 'tools_technologies'
  | 'languages'
  | EntryList
  | 'interests'
  | 'other_sections';

export const listNames: readonly ListName[] = [
  'professional_experience',
  'education',
  'core_skills',
  'tools_technologies',
  'languages',
  ...entryLists,
  'interests',
  'other_sections',
];

export type ListItems = {
  professional_experience: StructuredExperience;
  education: StructuredEducation;
  core_skills: NamedItem;
  tools_technologies: NamedItem;
  languages: StructuredLanguage;
  interests: NamedItem;
  other_sections: StructuredSection;
} & { [E in EntryList]: StructuredEntry };

/** The contact details the user controls; written into the files only when filled. */
export type ContactField = 'name' | 'email' | 'phone' | 'linkedin' | 'website' | 'address';

export const contactFields: readonly ContactField[] = ['name', 'email', 'phone', 'linkedin', 'website', 'address'];

export type ItemOf<L extends ListName> = ListItems[L];

/** What an add form gives: the item without ids (responsibilities, highlights and lines as texts). */
export type NewItems = {
  professional_experience: Omit<StructuredExperience, 'id' | 'responsibilities'> & { responsibilities?: string[] };
  education: Omit<StructuredEducation, 'id'>;
  core_skills: Omit<NamedItem, 'id'>;
  tools_technologies: Omit<NamedItem, 'id'>;
  languages: Omit<StructuredLanguage, 'id'>;
  interests: Omit<NamedItem, 'id'>;
  other_sections: { title: string; lines?: string[] };
} & { [E in EntryList]: Omit<StructuredEntry, 'id' | 'highlights'> & { highlights?: string[] } };

/** The fields an edit may change: not the id, nor the lines under an item (their own actions). */
export type Patch<L extends ListName> = Partial<Omit<ItemOf<L>, 'id' | 'responsibilities' | 'highlights' | 'lines'>>;

/** The spec's deleted-item record: where the item was, the item, and when (for skills' lists). */
export interface DeletedRecord<T> {
  index: number;
  item: T;
  at?: number;
}

/** The spec's modified-item record: the item now and as it was first formatted. */
export interface ModifiedRecord<T> {
  current: T;
  original: T;
}

export type DeletedStacks = { [L in ListName]: DeletedRecord<ItemOf<L>>[] } & {
  /** Deleted responsibilities, per experience id. */
  responsibilities: Record<string, DeletedRecord<Responsibility>[]>;
};

/** The whole editing state; plain JSON, so it is stored as it is. */
export interface CvEditor {
  doc: StructuredCV;
  /** The document as it was made (formatted), for "restore original". */
  original: StructuredCV;
  /** Per list, oldest first: a restore takes the last one. */
  deleted: DeletedStacks;
  /** The highest number any id of this document has used; new ids go above it. */
  seq: number;
}

export type CvAction =
  | { type: 'set-header'; text: string }
  | { type: 'set-about'; text: string }
  /**
   * Adds an item when its form is complete (canAdd); anyField is the tailoring
   * screen's education rule (spec section 5: no validation there), which adds
   * an entry with any field filled and refuses only an empty one.
   */
  | { [L in ListName]: { type: 'add'; list: L; item: NewItems[L]; anyField?: boolean } }[ListName]
  | {
      [L in ListName]: { type: 'edit'; list: L; id: string; patch: Patch<L> };
    }[ListName]
  | { type: 'move'; list: ListName; id: string; to: number }
  | { type: 'remove'; list: ListName; id: string; at?: number }
  /**
   * Restores the given deleted items (by id) each at its old index, or the
   * most recent one when ids is absent; atEnd appends them instead (the
   * tailoring screen's education, spec section 4).
   */
  | { type: 'restore'; list: ListName; ids?: string[]; atEnd?: boolean }
  | { type: 'restore-original'; list: ListName; id: string }
  | { type: 'add-responsibility'; experienceId: string; text: string }
  | { type: 'edit-responsibility'; experienceId: string; id: string; text: string }
  | { type: 'move-responsibility'; experienceId: string; id: string; to: number }
  | { type: 'remove-responsibility'; experienceId: string; id: string }
  | { type: 'restore-responsibility'; experienceId: string; ids?: string[] }
  | { type: 'restore-original-responsibility'; experienceId: string; id: string }
  /**
   * Takes the document the core made of this one (an applied suggestion,
   * wasm/suggest Place) and the highest id number it has used: the core
   * decides what a suggestion changes and the ids it adds.
   */
  | { type: 'take-document'; doc: StructuredCV; seq: number }
  /** Sets an entry's highlights or an other section's lines, one text each: ids kept in order, blanks dropped. */
  | { type: 'set-lines'; list: EntryList | 'other_sections'; id: string; lines: string[] }
  /** Sets a contact detail; an empty value removes it from the document (and so from every file). */
  | { type: 'set-contact'; field: ContactField; value: string }
  /**
   * Sets one text of the document where the core's gap finder points (its
   * Gap: section, item_id, field): a field of an item, a line inside one
   * (responsibility, highlight, section line: field 'text'), a header part,
   * About Me or a contact detail. Used to complete a gap in place.
   */
  | { type: 'set-text'; section: string; id: string; field: string; text: string }
  /**
   * Replaces a list with rows as edited (the tailoring screen's Save): rows
   * gone are deleted onto the deleted stack (at: the time recorded), changed
   * rows edited, rows without id added, then each moved to its place. Blank
   * new rows and names already in the list are dropped.
   */
  | { [L in NamedList]: { type: 'save-list'; list: L; rows: ListRow<L>[]; at?: number } }[NamedList];

/** The lists whose items are names, unique regardless of case. */
export type NamedList = 'core_skills' | 'tools_technologies' | 'languages' | 'interests';

/** A row of a list being edited as a whole; id is absent for a row added in that edit. */
export type ListRow<L extends NamedList> = Omit<ItemOf<L>, 'id'> & { id?: string };

// The id prefixes of the lists, as the core's sections give them; the other
// sections are no row of the table.
const idPrefix = {
  ...(Object.fromEntries(sections.map((s) => [s.key, s.idPrefix])) as Record<CvSection['key'], string>),
  other_sections: 'other',
} satisfies Record<ListName, string>;

function emptyDeleted(): DeletedStacks {
  const stacks = Object.fromEntries(listNames.map((l) => [l, []])) as unknown as DeletedStacks;
  return { ...stacks, responsibilities: {} };
}

/**
 * itemsOf is a list of the document; the extra sections are absent from
 * documents saved before they existed, and read as empty.
 */
export function itemsOf<L extends ListName>(doc: StructuredCV, list: L): ItemOf<L>[] {
  return ((doc as unknown as Record<ListName, ItemOf<L>[] | undefined>)[list] ?? []) as ItemOf<L>[];
}

/** deletedOf is a list's deleted stack (empty for editors saved before the list existed). */
export function deletedOf<L extends ListName>(state: CvEditor, list: L): DeletedRecord<ItemOf<L>>[] {
  return ((state.deleted as unknown as Record<ListName, DeletedRecord<ItemOf<L>>[] | undefined>)[list] ??
    []) as DeletedRecord<ItemOf<L>>[];
}

/** createEditor starts editing a document just formatted: it is also the original. Repeated names are dropped. */
export function createEditor(formatted: StructuredCV): CvEditor {
  const lists = {
    core_skills: uniqueByName('core_skills', formatted.core_skills),
    tools_technologies: uniqueByName('tools_technologies', formatted.tools_technologies),
    languages: uniqueByName('languages', formatted.languages),
    ...(formatted.interests ? { interests: uniqueByName('interests', formatted.interests) } : {}),
  };
  const same = namedLists.every((l) => (lists as Partial<Record<NamedList, unknown>>)[l] === formatted[l]);
  const doc = same ? formatted : { ...formatted, ...lists };
  return { doc, original: doc, deleted: emptyDeleted(), seq: highestIdNumber(formatted) };
}

const namedLists: readonly NamedList[] = ['core_skills', 'tools_technologies', 'languages', 'interests'];

function isNamedList(list: ListName): list is NamedList {
  return (namedLists as readonly string[]).includes(list);
}

/** nameKey is how names are compared: trimmed, regardless of case ("Roadmapping" = "roadmapping "). */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/** nameOf is the name a skill, tool or language is known by. */
export function nameOf(list: NamedList, item: Partial<ItemOf<NamedList>>): string {
  return list === 'languages'
    ? ((item as Partial<StructuredLanguage>).language ?? '')
    : ((item as Partial<NamedItem>).name ?? '');
}

/** hasName tells whether a list already has name (regardless of case), leaving out the item with id except. */
export function hasName(doc: StructuredCV, list: NamedList, name: string, except?: string): boolean {
  const k = nameKey(name);
  return itemsOf(doc, list).some((it) => it.id !== except && nameKey(nameOf(list, it)) === k);
}

function uniqueByName<T extends ItemOf<NamedList>>(list: NamedList, items: T[]): T[] {
  const seen = new Set<string>();
  const out = items.filter((it) => {
    const k = nameKey(nameOf(list, it));
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return out.length === items.length ? items : out;
}

// Every number in every id of the document (exp_3_r12 counts 3 and 12).
function highestIdNumber(doc: StructuredCV): number {
  let max = 0;
  const see = (id: string) => {
    for (const m of id.matchAll(/\d+/g)) max = Math.max(max, Number(m[0]));
  };
  doc.professional_header.forEach((p) => see(p.id));
  for (const e of doc.professional_experience) {
    see(e.id);
    e.responsibilities.forEach((r) => see(r.id));
  }
  for (const l of listNames) {
    for (const it of itemsOf(doc, l)) {
      see(it.id);
      const lines =
        (it as Partial<StructuredEntry & StructuredSection>).highlights ??
        (it as Partial<StructuredSection>).lines ??
        [];
      lines.forEach((t) => see(t.id));
    }
  }
  return max;
}

/**
 * canAdd tells whether an add form is complete (spec section 5): an experience
 * needs company and position, education institution and degree, a skill or
 * tool its name, a language both language and proficiency.
 */
export function canAdd<L extends ListName>(list: L, item: NewItems[L]): boolean {
  const filled = (s: string | undefined) => Boolean(s?.trim());
  switch (list) {
    case 'professional_experience': {
      const e = item as NewItems['professional_experience'];
      return filled(e.company) && filled(e.title);
    }
    case 'education': {
      const e = item as NewItems['education'];
      return filled(e.institution) && filled(e.degree);
    }
    case 'languages': {
      const l = item as NewItems['languages'];
      return filled(l.language) && filled(l.proficiency);
    }
    case 'core_skills':
    case 'tools_technologies':
    case 'interests':
      return filled((item as NewItems['core_skills']).name);
    default:
      // An extra section's entry, or an other section: its title.
      return filled((item as NewItems['projects']).title);
  }
}

/** headerText is the professional header as one line, its parts joined with " • ". */
export function headerText(doc: StructuredCV): string {
  return doc.professional_header.map((p) => p.value).join(' • ');
}

/**
 * Lists whose order is part of what the user edits: the spec counts moving a
 * skill, tool or language as a modification that "restore to original" undoes.
 * Experience and education keep a move when their content is restored.
 */
const orderedLists: ReadonlySet<ListName> = new Set<ListName>(['core_skills', 'tools_technologies', 'languages']);

/**
 * modified lists the items of a list that differ from the original item with
 * the same id, and, in the lists whose order counts, the items moved out of
 * their original order (the fewest items whose moves explain the new order).
 */
export function modified<L extends ListName>(state: CvEditor, list: L): ModifiedRecord<ItemOf<L>>[] {
  const originals = new Map<string, ItemOf<L>>(itemsOf(state.original, list).map((it) => [it.id, it]));
  const moved = orderedLists.has(list)
    ? movedIds(itemsOf(state.original, list), itemsOf(state.doc, list))
    : new Set<string>();
  const out: ModifiedRecord<ItemOf<L>>[] = [];
  for (const it of itemsOf(state.doc, list)) {
    const o = originals.get(it.id);
    if (o && (moved.has(it.id) || JSON.stringify(o) !== JSON.stringify(it))) out.push({ current: it, original: o });
  }
  return out;
}

/**
 * movedIds gives the ids of the items (present in both lists) that are out of
 * their original order: all but a longest run kept in that order.
 */
function movedIds(original: readonly { id: string }[], current: readonly { id: string }[]): Set<string> {
  const at = new Map(original.map((it, i) => [it.id, i]));
  const common = current.filter((it) => at.has(it.id));
  const rank = common.map((it) => at.get(it.id) ?? 0);
  // Longest increasing subsequence (patience sorting), with links to rebuild it.
  const tails: number[] = [];
  const prev: number[] = new Array<number>(rank.length).fill(-1);
  rank.forEach((r, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rank[tails[mid]!]! < r) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = prev[i]!) kept.add(i);
  return new Set(common.filter((_, i) => !kept.has(i)).map((it) => it.id));
}

/**
 * backInOrder moves the item with id to where it stood among the other items
 * of the original: before the first item that came after it there.
 */
function backInOrder<T extends { id: string }>(original: readonly T[], items: readonly T[], id: string): T[] {
  const at = new Map(original.map((it, i) => [it.id, i]));
  const own = at.get(id);
  const item = items.find((it) => it.id === id);
  if (own === undefined || !item) return [...items];
  const rest = items.filter((it) => it.id !== id);
  const before = rest.findIndex((it) => (at.get(it.id) ?? -1) > own);
  const to = before < 0 ? rest.length : before;
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}

/** originalResponsibility is the responsibility as first formatted, or undefined for an added one. */
export function originalResponsibility(state: CvEditor, experienceId: string, id: string): Responsibility | undefined {
  return state.original.professional_experience
    .find((e) => e.id === experienceId)
    ?.responsibilities.find((r) => r.id === id);
}

/** reduce applies one action; an action that cannot apply (unknown id, incomplete form) returns state itself. */
export function reduce(state: CvEditor, action: CvAction): CvEditor {
  switch (action.type) {
    case 'set-header': {
      const { parts, seq } = splitHeader(state, action.text);
      return { ...state, seq, doc: { ...state.doc, professional_header: parts } };
    }
    case 'set-about':
      return state.doc.about_me === action.text ? state : withDoc(state, { ...state.doc, about_me: action.text });
    case 'add': {
      const filled = action.anyField
        ? Object.values(action.item).some((v) => typeof v === 'string' && v.trim() !== '')
        : canAdd(action.list, action.item);
      if (!filled) return state;
      return add(state, action.list, action.item);
    }
    case 'edit': {
      const { list, id, patch } = action;
      if (isNamedList(list)) {
        const name = nameOf(list, patch as Partial<ItemOf<NamedList>>);
        if (name && hasName(state.doc, list, name, id)) return state;
      }
      return updateItem(state, list, id, (it) => ({ ...it, ...patch, id: it.id }));
    }
    case 'move': {
      const items = itemsOf(state.doc, action.list) as ItemOf<ListName>[];
      const moved = moveById(items, action.id, action.to);
      return moved === items ? state : withDoc(state, { ...state.doc, [action.list]: moved });
    }
    case 'remove': {
      const items = itemsOf(state.doc, action.list) as ItemOf<ListName>[];
      const index = items.findIndex((it) => it.id === action.id);
      if (index < 0) return state;
      const record: DeletedRecord<ItemOf<ListName>> = { index, item: items[index]! };
      if (action.at !== undefined) record.at = action.at;
      return {
        ...state,
        doc: { ...state.doc, [action.list]: items.filter((_, i) => i !== index) },
        deleted: { ...state.deleted, [action.list]: [...deletedOf(state, action.list), record] },
      };
    }
    case 'restore': {
      const stack = deletedOf(state, action.list) as DeletedRecord<ItemOf<ListName>>[];
      const { items, rest } = restoreFrom(
        itemsOf(state.doc, action.list) as ItemOf<ListName>[],
        stack,
        action.ids,
        action.atEnd,
      );
      if (rest === stack) return state;
      // A name added again since its deletion is not restored twice: its record just goes.
      const list = action.list;
      const kept = isNamedList(list)
        ? uniqueByName(
            list,
            (items as ItemOf<NamedList>[]).filter(
              (it) =>
                itemsOf(state.doc, list).some((d) => d.id === it.id) || !hasName(state.doc, list, nameOf(list, it)),
            ),
          )
        : items;
      return {
        ...state,
        doc: { ...state.doc, [list]: kept },
        deleted: { ...state.deleted, [list]: rest },
      };
    }
    case 'restore-original': {
      const original = (itemsOf(state.original, action.list) as ItemOf<ListName>[]).find((it) => it.id === action.id);
      if (!original) return state;
      const restored = updateItem(state, action.list, action.id, () => original);
      if (!orderedLists.has(action.list)) return restored;
      const items = backInOrder(
        itemsOf(state.original, action.list) as ItemOf<ListName>[],
        itemsOf(restored.doc, action.list) as ItemOf<ListName>[],
        action.id,
      );
      return withDoc(restored, { ...restored.doc, [action.list]: items });
    }
    case 'add-responsibility': {
      const text = action.text.trim();
      if (!text) return state;
      const seq = state.seq + 1;
      const next = updateExperience(state, action.experienceId, (e) => ({
        ...e,
        responsibilities: [...e.responsibilities, { id: `r_${seq}`, text }],
      }));
      return next === state ? state : { ...next, seq };
    }
    case 'edit-responsibility':
      return updateExperience(state, action.experienceId, (e) => ({
        ...e,
        responsibilities: e.responsibilities.map((r) => (r.id === action.id ? { ...r, text: action.text } : r)),
      }));
    case 'move-responsibility':
      return updateExperience(state, action.experienceId, (e) => ({
        ...e,
        responsibilities: moveById(e.responsibilities, action.id, action.to),
      }));
    case 'remove-responsibility': {
      const exp = state.doc.professional_experience.find((e) => e.id === action.experienceId);
      const index = exp ? exp.responsibilities.findIndex((r) => r.id === action.id) : -1;
      if (!exp || index < 0) return state;
      const next = updateExperience(state, exp.id, (e) => ({
        ...e,
        responsibilities: e.responsibilities.filter((_, i) => i !== index),
      }));
      const stack = state.deleted.responsibilities[exp.id] ?? [];
      return {
        ...next,
        deleted: {
          ...state.deleted,
          responsibilities: {
            ...state.deleted.responsibilities,
            [exp.id]: [...stack, { index, item: exp.responsibilities[index]! }],
          },
        },
      };
    }
    case 'restore-responsibility': {
      const exp = state.doc.professional_experience.find((e) => e.id === action.experienceId);
      const stack = state.deleted.responsibilities[action.experienceId] ?? [];
      if (!exp) return state;
      const { items, rest } = restoreFrom(exp.responsibilities, stack, action.ids);
      if (rest === stack) return state;
      const next = updateExperience(state, exp.id, (e) => ({ ...e, responsibilities: items }));
      return {
        ...next,
        deleted: { ...state.deleted, responsibilities: { ...state.deleted.responsibilities, [exp.id]: rest } },
      };
    }
    case 'restore-original-responsibility': {
      const original = originalResponsibility(state, action.experienceId, action.id);
      if (!original) return state;
      return reduce(state, {
        type: 'edit-responsibility',
        experienceId: action.experienceId,
        id: action.id,
        text: original.text,
      });
    }
    case 'take-document':
      return takeDocument(state, action.doc, action.seq);
    case 'save-list':
      return saveList(state, action.list, action.rows as ListRow<NamedList>[], action.at);
    case 'set-lines': {
      let seq = state.seq;
      const key = action.list === 'other_sections' ? 'lines' : 'highlights';
      const next = updateItem(state, action.list, action.id, (it) => {
        const old = (it as unknown as Record<string, TextLine[]>)[key] ?? [];
        return { ...it, [key]: textLines(action.lines, old, it.id, key === 'lines' ? 'l' : 'h', () => ++seq) };
      });
      return next === state ? state : { ...next, seq };
    }
    case 'set-text':
      return setText(state, action.section, action.id, action.field, action.text);
    case 'set-contact': {
      const value = action.value.trim();
      if ((state.doc[action.field] ?? '') === value) return state;
      const doc = { ...state.doc };
      if (value) doc[action.field] = value;
      else delete doc[action.field];
      return withDoc(state, doc);
    }
  }
}

function saveList(state: CvEditor, list: NamedList, rows: ListRow<NamedList>[], at: number | undefined): CvEditor {
  let next = state;
  const keep = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  for (const it of itemsOf(state.doc, list)) {
    if (!keep.has(it.id)) next = reduce(next, { type: 'remove', list, id: it.id, ...(at !== undefined ? { at } : {}) });
  }
  const ids: string[] = [];
  for (const r of rows) {
    const { id, ...fields } = r;
    const patch = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
    if (id) {
      const current = itemsOf(next.doc, list).find((it) => it.id === id);
      if (!current) continue;
      next = reduce(next, { type: 'edit', list, id, patch } as CvAction);
      ids.push(id);
      continue;
    }
    const before = next;
    next = reduce(next, { type: 'add', list, item: patch } as CvAction);
    if (next !== before) ids.push(itemsOf(next.doc, list).at(-1)!.id);
  }
  ids.forEach((id, to) => {
    next = reduce(next, { type: 'move', list, id, to });
  });
  return next;
}

// The core writes a list the document lacks (saved before it existed) as
// null: such a list stays absent, so the document reads as it did.
function takeDocument(state: CvEditor, doc: StructuredCV, seq: number): CvEditor {
  const taken = Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== null)) as unknown as StructuredCV;
  return { ...state, doc: taken, seq: Math.max(state.seq, seq) };
}

function withDoc(state: CvEditor, doc: StructuredCV): CvEditor {
  return { ...state, doc };
}

// The header's parts keep their ids in order; parts beyond the old count get new ones.
function splitHeader(state: CvEditor, text: string): { parts: HeaderPart[]; seq: number } {
  const values = text
    .split('•')
    .map((v) => v.trim())
    .filter(Boolean);
  let seq = state.seq;
  const parts = values.map((value, i) => ({ id: state.doc.professional_header[i]?.id ?? `header_${++seq}`, value }));
  return { parts, seq };
}

function add<L extends ListName>(state: CvEditor, list: L, item: NewItems[L]): CvEditor {
  if (isNamedList(list) && hasName(state.doc, list, nameOf(list, item as Partial<ItemOf<NamedList>>))) return state;
  let seq = state.seq + 1;
  const id = `${idPrefix[list]}_${seq}`;
  let made: ItemOf<ListName>;
  if (list === 'professional_experience') {
    const e = item as NewItems['professional_experience'];
    const responsibilities = (e.responsibilities ?? [])
      .map((t) => t.trim())
      .filter(Boolean)
      .map((text) => ({ id: `r_${++seq}`, text }));
    made = { id, title: e.title, company: e.company, location: e.location, duration: e.duration, responsibilities };
  } else if (list === 'other_sections') {
    const o = item as NewItems['other_sections'];
    made = { id, title: o.title.trim(), lines: textLines(o.lines ?? [], [], id, 'l', () => ++seq) };
  } else if (isEntryList(list)) {
    const { highlights = [], ...fields } = item as NewItems['projects'];
    made = { id, ...fields, highlights: textLines(highlights, [], id, 'h', () => ++seq) };
  } else {
    made = { ...item, id } as ItemOf<ListName>;
  }
  return { ...state, seq, doc: { ...state.doc, [list]: [...(itemsOf(state.doc, list) as ItemOf<ListName>[]), made] } };
}

function setText(state: CvEditor, section: string, id: string, field: string, text: string): CvEditor {
  if (section === 'about_me') return reduce(state, { type: 'set-about', text });
  if (section === 'contact') {
    const f = contactFields.find((c) => c === field);
    return f ? reduce(state, { type: 'set-contact', field: f, value: text }) : state;
  }
  if (section === 'professional_header') {
    const parts = state.doc.professional_header;
    if (!parts.some((p) => p.id === id)) return state;
    return withDoc(state, {
      ...state.doc,
      professional_header: parts.map((p) => (p.id === id ? { ...p, value: text } : p)),
    });
  }
  const list = listNames.find((l) => l === section);
  if (!list) return state;
  const items = itemsOf(state.doc, list) as unknown as Record<string, unknown>[];
  const item = items.find((it) => it.id === id);
  if (item) {
    if (field === 'id' || typeof item[field] !== 'string') return state;
    return reduce(state, { type: 'edit', list, id, patch: { [field]: text } } as CvAction);
  }
  for (const it of items) {
    for (const key of ['responsibilities', 'highlights', 'lines']) {
      const lines = it[key] as TextLine[] | undefined;
      if (!lines?.some((l) => l.id === id)) continue;
      return updateItem(state, list, it.id as string, (x) => ({
        ...x,
        [key]: lines.map((l) => (l.id === id ? { ...l, text } : l)),
      }));
    }
  }
  return state;
}

function isEntryList(list: ListName): list is EntryList {
  return (entryLists as readonly string[]).includes(list);
}

// Texts as lines with ids: those kept in order take the old ids, the rest new
// ones (<id>_<kind>N, N from next()); blank texts are dropped.
function textLines(texts: string[], old: TextLine[], id: string, kind: 'h' | 'l', next: () => number): TextLine[] {
  return texts
    .map((t) => t.trim())
    .filter(Boolean)
    .map((text, i) => ({ id: old[i]?.id ?? `${id}_${kind}${next()}`, text }));
}

function updateItem<L extends ListName>(
  state: CvEditor,
  list: L,
  id: string,
  change: (it: ItemOf<L>) => ItemOf<L>,
): CvEditor {
  const items = itemsOf(state.doc, list);
  const index = items.findIndex((it) => it.id === id);
  if (index < 0) return state;
  const changed = change(items[index]!);
  if (JSON.stringify(changed) === JSON.stringify(items[index])) return state;
  const next = items.slice();
  next[index] = changed;
  return withDoc(state, { ...state.doc, [list]: next });
}

function updateExperience(
  state: CvEditor,
  id: string,
  change: (e: StructuredExperience) => StructuredExperience,
): CvEditor {
  return updateItem(state, 'professional_experience', id, change);
}

function moveById<T extends { id: string }>(items: T[], id: string, to: number): T[] {
  const from = items.findIndex((it) => it.id === id);
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from === target) return items;
  const next = items.slice();
  const [it] = next.splice(from, 1);
  next.splice(target, 0, it!);
  return next;
}

// Takes records out of a deleted stack and puts each item back at its old
// index (or at the end when the list has become shorter): the most recent one
// when ids is absent, else those with the given ids, most recent first (undoing
// the deletions in reverse), so each index means what it meant when deleted.
// atEnd appends the chosen items in the order they were deleted.
function restoreFrom<T extends { id: string }>(
  items: T[],
  stack: DeletedRecord<T>[],
  ids: string[] | undefined,
  atEnd = false,
): { items: T[]; rest: DeletedRecord<T>[] } {
  const chosen = ids ? stack.filter((r) => ids.includes(r.item.id)) : stack.slice(-1);
  if (chosen.length === 0) return { items, rest: stack };
  const next = items.slice();
  if (atEnd) next.push(...chosen.map((r) => r.item));
  else {
    for (const r of [...chosen].reverse()) {
      next.splice(Math.min(r.index, next.length), 0, r.item);
    }
  }
  return { items: next, rest: stack.filter((r) => !chosen.includes(r)) };
}
