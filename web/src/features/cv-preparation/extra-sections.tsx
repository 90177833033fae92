// The sections a CV has beyond the spec's: projects, certifications, awards,
// publications, volunteering, references (entries: title, subtitle, dates,
// place, link, description, highlights), interests (chips, in
// list-sections.tsx) and sections under headings the parser does not know
// (title and lines). Each is edited like the spec's lists: add, edit,
// delete, restore the most recent deletion at its place, reorder by drag or
// keys. Sections with nothing in them wait behind "Add a section".
import { useState } from 'react';
import {
  canAdd,
  deletedOf,
  itemsOf,
  type CvAction,
  type CvEditor,
  type EntryList,
  type ExtraSection,
} from '../../cv/document';
import { sections, type StructuredEntry, type StructuredSection } from '../../cv/types';
import { SortableList } from '../../components/sortable-list';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextArea } from '../../components/ui/field';
import { AddForm, EntryCard, RestoreButton } from './entry-sections';
import { EditButtons, SectionTitle } from './text-sections';

interface Props {
  editor: CvEditor;
  dispatch: (...actions: CvAction[]) => boolean;
}

interface EntryKind {
  title: string;
  /** One item, for buttons: "Add Project". */
  noun: string;
  titleLabel: string;
  subtitleLabel: string;
}

/** Each entry section's words, as the core describes the section (cv.Sections). */
export const entryKinds = Object.fromEntries(
  sections.flatMap((s) => (s.kind === 'entries' ? [[s.key, s]] : [])),
) as unknown as Record<EntryList, EntryKind>;

type EntryDraft = Omit<StructuredEntry, 'id' | 'highlights'> & { highlights: string };
const emptyEntry: EntryDraft = {
  title: '',
  subtitle: '',
  duration: '',
  location: '',
  url: '',
  description: '',
  highlights: '',
};
const entryName = (e: Pick<StructuredEntry, 'title' | 'subtitle'>) =>
  [e.title, e.subtitle].filter(Boolean).join(', ') || 'entry';
const lines = (text: string) => text.split('\n');

export function EntriesSection({
  editor,
  dispatch,
  list,
  adding = false,
}: Props & { list: EntryList; adding?: boolean }) {
  const kind = entryKinds[list];
  const [editing, setEditing] = useState<string | null>(null);
  const items = itemsOf(editor.doc, list);
  const last = deletedOf(editor, list).at(-1);
  const titleId = `${list}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <SectionTitle id={titleId} title={kind.title}>
        <RestoreButton
          label={`Restore Deleted ${kind.noun}`}
          what={last ? `${entryName(last.item)} (position ${last.index + 1})` : null}
          onRestore={() => dispatch({ type: 'restore', list })}
        />
      </SectionTitle>
      {items.length === 0 && <p className="mb-3 italic text-subtle">No {kind.title.toLowerCase()} yet.</p>}
      <SortableList
        items={items}
        label={`${kind.title} entries`}
        itemLabel={entryName}
        onMove={(id, to) => dispatch({ type: 'move', list, id, to })}
        renderItem={(e, handle) =>
          editing === e.id ? (
            <EntryForm
              kind={kind}
              initial={e}
              onCancel={() => setEditing(null)}
              onSave={({ highlights, ...patch }) => {
                dispatch(
                  { type: 'edit', list, id: e.id, patch },
                  { type: 'set-lines', list, id: e.id, lines: lines(highlights) },
                );
                setEditing(null);
              }}
            />
          ) : (
            <EntryCard
              handle={handle}
              name={entryName(e)}
              onEdit={() => setEditing(e.id)}
              onDelete={() => dispatch({ type: 'remove', list, id: e.id })}
            >
              <h3 className="font-semibold text-ink">{e.title}</h3>
              {e.subtitle && <p className="text-body">{e.subtitle}</p>}
              <p className="text-sm text-subtle">{[e.duration, e.location].filter(Boolean).join(' · ')}</p>
              {e.url && <p className="break-all text-sm text-muted">{e.url}</p>}
              {e.description && <p className="mt-1 whitespace-pre-line text-sm text-body">{e.description}</p>}
              {e.highlights.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-body">
                  {e.highlights.map((h) => (
                    <li key={h.id}>{h.text}</li>
                  ))}
                </ul>
              )}
            </EntryCard>
          )
        }
      />
      <AddEntry
        kind={kind}
        autoFocus={adding}
        onAdd={(d) => dispatch({ type: 'add', list, item: { ...d, highlights: lines(d.highlights) } })}
      />
    </Card>
  );
}

function EntryFields({
  kind,
  value,
  onChange,
  autoFocus = false,
}: {
  kind: EntryKind;
  value: EntryDraft;
  onChange: (p: Partial<EntryDraft>) => void;
  autoFocus?: boolean;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        label={kind.titleLabel}
        required
        autoFocus={autoFocus}
        value={value.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <Field
        label={kind.subtitleLabel}
        value={value.subtitle}
        onChange={(e) => onChange({ subtitle: e.target.value })}
      />
      <Field label="Duration" value={value.duration} onChange={(e) => onChange({ duration: e.target.value })} />
      <Field label="Location" value={value.location} onChange={(e) => onChange({ location: e.target.value })} />
      <Field
        label="Link"
        className="sm:col-span-2"
        value={value.url}
        onChange={(e) => onChange({ url: e.target.value })}
      />
      <TextArea
        label="Description"
        className="sm:col-span-2"
        rows={2}
        value={value.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <TextArea
        label="Highlights (one per line)"
        className="sm:col-span-2"
        rows={3}
        value={value.highlights}
        onChange={(e) => onChange({ highlights: e.target.value })}
      />
    </div>
  );
}

function EntryForm({
  kind,
  initial,
  onSave,
  onCancel,
}: {
  kind: EntryKind;
  initial: StructuredEntry;
  onSave: (d: EntryDraft) => void;
  onCancel: () => void;
}) {
  const [d, setD] = useState<EntryDraft>(() => {
    const { id: _, highlights, ...rest } = initial;
    return { ...rest, highlights: highlights.map((h) => h.text).join('\n') };
  });
  const name = entryName(initial);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-info-line bg-info-soft/40 p-4">
      <h3 className="font-semibold">Edit {name}</h3>
      <EntryFields kind={kind} value={d} onChange={(p) => setD((x) => ({ ...x, ...p }))} />
      <EditButtons onSave={() => d.title.trim() && onSave(d)} onCancel={onCancel} what={name} />
    </div>
  );
}

function AddEntry({
  kind,
  onAdd,
  autoFocus,
}: {
  kind: EntryKind;
  onAdd: (d: EntryDraft) => boolean;
  autoFocus: boolean;
}) {
  const [d, setD] = useState(emptyEntry);
  const add = () => {
    if (canAdd('projects', { ...d, highlights: [] }) && onAdd(d)) setD(emptyEntry);
  };
  return (
    <AddForm
      title={`Add ${kind.noun}`}
      hint={`${kind.titleLabel} is required.`}
      onAdd={add}
      button={`Add ${kind.noun}`}
    >
      <EntryFields kind={kind} value={d} autoFocus={autoFocus} onChange={(p) => setD((x) => ({ ...x, ...p }))} />
    </AddForm>
  );
}

const sectionName = (s: Pick<StructuredSection, 'title'>) => s.title || 'section';

/** OtherSections: the sections under headings the parser does not know, each a title and its lines. */
export function OtherSections({ editor, dispatch, adding = false }: Props & { adding?: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const items = itemsOf(editor.doc, 'other_sections');
  const last = deletedOf(editor, 'other_sections').at(-1);
  return (
    <Card aria-labelledby="other-title">
      <SectionTitle id="other-title" title="Other Sections">
        <RestoreButton
          label="Restore Deleted Section"
          what={last ? `${sectionName(last.item)} (position ${last.index + 1})` : null}
          onRestore={() => dispatch({ type: 'restore', list: 'other_sections' })}
        />
      </SectionTitle>
      <p className="mb-3 text-sm text-muted">Sections of your CV under their own headings, kept as you wrote them.</p>
      {items.length === 0 && <p className="mb-3 italic text-subtle">No other sections yet.</p>}
      <SortableList
        items={items}
        label="Other sections"
        itemLabel={sectionName}
        onMove={(id, to) => dispatch({ type: 'move', list: 'other_sections', id, to })}
        renderItem={(o, handle) =>
          editing === o.id ? (
            <SectionForm
              initial={o}
              onCancel={() => setEditing(null)}
              onSave={(title, text) => {
                dispatch(
                  { type: 'edit', list: 'other_sections', id: o.id, patch: { title: title.trim() } },
                  { type: 'set-lines', list: 'other_sections', id: o.id, lines: lines(text) },
                );
                setEditing(null);
              }}
            />
          ) : (
            <EntryCard
              handle={handle}
              name={sectionName(o)}
              onEdit={() => setEditing(o.id)}
              onDelete={() => dispatch({ type: 'remove', list: 'other_sections', id: o.id })}
            >
              <h3 className="font-semibold text-ink">{o.title}</h3>
              {o.lines.map((l) => (
                <p key={l.id} className="text-sm text-body">
                  {l.text}
                </p>
              ))}
            </EntryCard>
          )
        }
      />
      <AddSection
        adding={adding}
        onAdd={(title, text) => dispatch({ type: 'add', list: 'other_sections', item: { title, lines: lines(text) } })}
      />
    </Card>
  );
}

function SectionFields({
  title,
  text,
  onTitle,
  onText,
  autoFocus = false,
}: {
  title: string;
  text: string;
  onTitle: (v: string) => void;
  onText: (v: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="Section title"
        required
        autoFocus={autoFocus}
        value={title}
        onChange={(e) => onTitle(e.target.value)}
      />
      <TextArea label="Lines (one per line)" rows={3} value={text} onChange={(e) => onText(e.target.value)} />
    </div>
  );
}

function SectionForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: StructuredSection;
  onSave: (title: string, text: string) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(initial.title);
  const [text, setText] = useState(initial.lines.map((l) => l.text).join('\n'));
  const name = sectionName(initial);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-info-line bg-info-soft/40 p-4">
      <h3 className="font-semibold">Edit {name}</h3>
      <SectionFields title={title} text={text} onTitle={setTitle} onText={setText} />
      <EditButtons onSave={() => title.trim() && onSave(title, text)} onCancel={onCancel} what={name} />
    </div>
  );
}

function AddSection({ onAdd, adding }: { onAdd: (title: string, text: string) => boolean; adding: boolean }) {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const add = () => {
    if (title.trim() && onAdd(title, text)) {
      setTitle('');
      setText('');
    }
  };
  return (
    <AddForm title="Add Section" hint="A title is required." onAdd={add} button="Add Section">
      <SectionFields title={title} text={text} onTitle={setTitle} onText={setText} autoFocus={adding} />
    </AddForm>
  );
}

/** The sections "Add a section" can open: the extra ones, interests and an other section. */
export type ExtraKind = ExtraSection['key'] | 'other_sections';

/** MoreSections offers the sections the CV has nothing in yet; choosing one shows it, ready to add to. */
export function MoreSections({ kinds, onOpen }: { kinds: ExtraKind[]; onOpen: (k: ExtraKind) => void }) {
  if (kinds.length === 0) return null;
  const label = (k: ExtraKind) =>
    k === 'other_sections' ? 'Another Section' : (sections.find((s) => s.key === k)?.title ?? k);
  return (
    <Card aria-labelledby="more-title">
      <SectionTitle id="more-title" title="Add a Section" />
      <p className="mb-3 text-sm text-muted">
        Sections your CV does not have yet. They go into every download once they have something in them.
      </p>
      <div className="flex flex-wrap gap-2">
        {kinds.map((k) => (
          <Button key={k} variant="secondary" onClick={() => onOpen(k)}>
            Add {label(k)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
