// Professional Experience and Education: cards reordered by drag (or keys),
// each edited in place, deleted, and restored (the most recent deletion, at
// its old place), with an add form whose required fields are the spec's.
import { useState, type ReactNode } from 'react';
import { canAdd, sectionTitles, type CvAction, type CvEditor } from '../../cv/document';
import type { StructuredEducation, StructuredExperience } from '../../cv/types';
import { SortableList } from '../../components/sortable-list';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextArea } from '../../components/ui/field';
import { EditButtons, SectionTitle } from './text-sections';
import { Pencil, Trash2 } from 'lucide-react';

interface Props {
  editor: CvEditor;
  dispatch: (...actions: CvAction[]) => boolean;
}

const experienceName = (e: StructuredExperience) => [e.title, e.company].filter(Boolean).join(' at ') || 'experience';
const educationName = (e: StructuredEducation) => [e.degree, e.institution].filter(Boolean).join(', ') || 'education';

export function ExperienceSection({ editor, dispatch }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const items = editor.doc.professional_experience;
  const last = editor.deleted.professional_experience.at(-1);
  return (
    <Card aria-labelledby="experience-title">
      <SectionTitle id="experience-title" title={sectionTitles.professional_experience}>
        <RestoreButton
          label="Restore Deleted Experience"
          what={last ? `${experienceName(last.item)} (position ${last.index + 1})` : null}
          onRestore={() => dispatch({ type: 'restore', list: 'professional_experience' })}
        />
      </SectionTitle>
      {items.length === 0 && <p className="mb-3 italic text-subtle">No professional experience yet.</p>}
      <SortableList
        items={items}
        label="Professional Experience entries"
        itemLabel={experienceName}
        onMove={(id, to) => dispatch({ type: 'move', list: 'professional_experience', id, to })}
        renderItem={(e, handle) =>
          editing === e.id ? (
            <ExperienceForm
              initial={e}
              onCancel={() => setEditing(null)}
              onSave={(actions) => {
                dispatch(...actions);
                setEditing(null);
              }}
            />
          ) : (
            <EntryCard
              handle={handle}
              name={experienceName(e)}
              onEdit={() => setEditing(e.id)}
              onDelete={() => dispatch({ type: 'remove', list: 'professional_experience', id: e.id })}
            >
              <h3 className="font-semibold text-ink">{e.title || 'Position not given'}</h3>
              <p className="text-body">{e.company}</p>
              <p className="text-sm text-subtle">{[e.duration, e.location].filter(Boolean).join(' · ')}</p>
              {e.responsibilities.length > 0 && (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-body">
                  {e.responsibilities.map((r) => (
                    <li key={r.id}>{r.text}</li>
                  ))}
                </ul>
              )}
            </EntryCard>
          )
        }
      />
      <AddExperience dispatch={dispatch} />
    </Card>
  );
}

interface ExperienceDraft {
  title: string;
  company: string;
  duration: string;
  location: string;
  // Existing responsibilities keep their ids; new ones have none yet.
  responsibilities: { id: string | null; text: string }[];
}

function ExperienceForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: StructuredExperience;
  onSave: (actions: CvAction[]) => void;
  onCancel: () => void;
}) {
  const [d, setD] = useState<ExperienceDraft>(() => ({
    ...initial,
    responsibilities: initial.responsibilities.map((r) => ({ ...r })),
  }));
  const name = experienceName(initial);
  const save = () => {
    const id = initial.id;
    const actions: CvAction[] = [
      {
        type: 'edit',
        list: 'professional_experience',
        id,
        patch: { title: d.title, company: d.company, duration: d.duration, location: d.location },
      },
    ];
    const kept = new Set(d.responsibilities.map((r) => r.id));
    for (const r of initial.responsibilities) {
      if (!kept.has(r.id)) actions.push({ type: 'remove-responsibility', experienceId: id, id: r.id });
    }
    for (const r of d.responsibilities) {
      if (r.id === null) actions.push({ type: 'add-responsibility', experienceId: id, text: r.text });
      else if (r.text.trim() === '') actions.push({ type: 'remove-responsibility', experienceId: id, id: r.id });
      else actions.push({ type: 'edit-responsibility', experienceId: id, id: r.id, text: r.text.trim() });
    }
    onSave(actions);
  };
  const set = (patch: Partial<ExperienceDraft>) => setD((x) => ({ ...x, ...patch }));
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-info-line bg-info-soft/40 p-4">
      <h3 className="font-semibold">Edit {name}</h3>
      <ExperienceFields value={d} onChange={set} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-body">Responsibilities</legend>
        {d.responsibilities.map((r, i) => (
          <div key={r.id ?? `new-${i}`} className="flex items-start gap-2">
            <TextArea
              label={`Responsibility ${i + 1}`}
              className="flex-1"
              rows={2}
              value={r.text}
              onChange={(e) =>
                set({
                  responsibilities: d.responsibilities.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                })
              }
            />
            <Button
              variant="ghost"
              className="mt-6"
              aria-label={`Remove responsibility ${i + 1}`}
              onClick={() => set({ responsibilities: d.responsibilities.filter((_, j) => j !== i) })}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => set({ responsibilities: [...d.responsibilities, { id: null, text: '' }] })}
        >
          Add Responsibility
        </Button>
      </fieldset>
      <EditButtons onSave={save} onCancel={onCancel} what={name} />
    </div>
  );
}

function ExperienceFields({
  value,
  onChange,
}: {
  value: Pick<ExperienceDraft, 'title' | 'company' | 'duration' | 'location'>;
  onChange: (patch: Partial<ExperienceDraft>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Position" required value={value.title} onChange={(e) => onChange({ title: e.target.value })} />
      <Field label="Company" required value={value.company} onChange={(e) => onChange({ company: e.target.value })} />
      <Field label="Duration" value={value.duration} onChange={(e) => onChange({ duration: e.target.value })} />
      <Field label="Location" value={value.location} onChange={(e) => onChange({ location: e.target.value })} />
    </div>
  );
}

const emptyExperience = { title: '', company: '', duration: '', location: '', responsibilities: '' };

function AddExperience({ dispatch }: { dispatch: Props['dispatch'] }) {
  const [d, setD] = useState(emptyExperience);
  const add = () => {
    const item = { ...d, responsibilities: d.responsibilities.split('\n') };
    // An incomplete form does nothing (spec section 5): the fields stay as typed.
    if (canAdd('professional_experience', item) && dispatch({ type: 'add', list: 'professional_experience', item }))
      setD(emptyExperience);
  };
  return (
    <AddForm title="Add Experience" hint="Position and company are required." onAdd={add} button="Add Experience">
      <ExperienceFields value={d} onChange={(p) => setD((x) => ({ ...x, ...p }) as typeof emptyExperience)} />
      <TextArea
        label="Responsibilities (one per line)"
        rows={3}
        value={d.responsibilities}
        onChange={(e) => setD((x) => ({ ...x, responsibilities: e.target.value }))}
      />
    </AddForm>
  );
}

export function EducationSection({ editor, dispatch }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const items = editor.doc.education;
  const last = editor.deleted.education.at(-1);
  return (
    <Card aria-labelledby="education-title">
      <SectionTitle id="education-title" title={sectionTitles.education}>
        <RestoreButton
          label="Restore Deleted Education"
          what={last ? `${educationName(last.item)} (position ${last.index + 1})` : null}
          onRestore={() => dispatch({ type: 'restore', list: 'education' })}
        />
      </SectionTitle>
      {items.length === 0 && <p className="mb-3 italic text-subtle">No education yet.</p>}
      <SortableList
        items={items}
        label="Education entries"
        itemLabel={educationName}
        onMove={(id, to) => dispatch({ type: 'move', list: 'education', id, to })}
        renderItem={(e, handle) =>
          editing === e.id ? (
            <EducationForm
              initial={e}
              onCancel={() => setEditing(null)}
              onSave={(patch) => {
                dispatch({ type: 'edit', list: 'education', id: e.id, patch });
                setEditing(null);
              }}
            />
          ) : (
            <EntryCard
              handle={handle}
              name={educationName(e)}
              onEdit={() => setEditing(e.id)}
              onDelete={() => dispatch({ type: 'remove', list: 'education', id: e.id })}
            >
              <h3 className="font-semibold text-ink">{e.degree || 'Degree not given'}</h3>
              <p className="text-body">{e.institution}</p>
              <p className="text-sm text-subtle">{[e.duration, e.location].filter(Boolean).join(' · ')}</p>
              {e.notes && <p className="mt-1 whitespace-pre-line text-sm text-body">{e.notes}</p>}
            </EntryCard>
          )
        }
      />
      <AddEducation dispatch={dispatch} />
    </Card>
  );
}

type EducationDraft = Omit<StructuredEducation, 'id'>;
const emptyEducation: EducationDraft = { degree: '', institution: '', duration: '', location: '', notes: '' };

function EducationFields({
  value,
  onChange,
}: {
  value: EducationDraft;
  onChange: (patch: Partial<EducationDraft>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        label="Institution"
        required
        value={value.institution}
        onChange={(e) => onChange({ institution: e.target.value })}
      />
      <Field label="Degree" required value={value.degree} onChange={(e) => onChange({ degree: e.target.value })} />
      <Field label="Duration" value={value.duration} onChange={(e) => onChange({ duration: e.target.value })} />
      <Field label="Location" value={value.location} onChange={(e) => onChange({ location: e.target.value })} />
      <TextArea
        label="Description"
        className="sm:col-span-2"
        rows={2}
        value={value.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
      />
    </div>
  );
}

function EducationForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: StructuredEducation;
  onSave: (patch: EducationDraft) => void;
  onCancel: () => void;
}) {
  const [d, setD] = useState<EducationDraft>(() => {
    const { id: _, ...rest } = initial;
    return rest;
  });
  const name = educationName(initial);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-info-line bg-info-soft/40 p-4">
      <h3 className="font-semibold">Edit {name}</h3>
      <EducationFields value={d} onChange={(p) => setD((x) => ({ ...x, ...p }))} />
      <EditButtons onSave={() => onSave(d)} onCancel={onCancel} what={name} />
    </div>
  );
}

function AddEducation({ dispatch }: { dispatch: Props['dispatch'] }) {
  const [d, setD] = useState(emptyEducation);
  const add = () => {
    if (canAdd('education', d) && dispatch({ type: 'add', list: 'education', item: d })) setD(emptyEducation);
  };
  return (
    <AddForm title="Add Education" hint="Institution and degree are required." onAdd={add} button="Add Education">
      <EducationFields value={d} onChange={(p) => setD((x) => ({ ...x, ...p }))} />
    </AddForm>
  );
}

export function EntryCard({
  handle,
  name,
  onEdit,
  onDelete,
  children,
}: {
  handle: ReactNode;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    // On a phone the actions go under the entry, so its text keeps the
    // card's width (beside it they left about 100 px at 360 px).
    <article
      aria-label={name}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-2 rounded-lg border border-line p-2 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:p-3"
    >
      {handle}
      <div className="min-w-0">{children}</div>
      <div className="col-span-2 flex justify-end gap-1 sm:col-span-1 sm:items-start">
        <Button variant="ghost" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Button>
        <Button
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          className="text-danger hover:bg-danger-soft"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      </div>
    </article>
  );
}

export function RestoreButton({
  label,
  what,
  onRestore,
}: {
  label: string;
  what: string | null;
  onRestore: () => void;
}) {
  return (
    <Button
      variant="secondary"
      onClick={onRestore}
      disabled={what === null}
      title={what ? `Restores ${what}` : 'Nothing deleted'}
    >
      {label}
    </Button>
  );
}

export function AddForm({
  title,
  hint,
  button,
  onAdd,
  children,
}: {
  title: string;
  hint: string;
  button: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={title}
      className="mt-4 flex flex-col gap-3 border-t border-line pt-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onAdd();
      }}
    >
      <h3 className="font-semibold">{title}</h3>
      <p className="text-xs text-subtle">{hint}</p>
      {children}
      <Button type="submit" variant="secondary" className="self-start">
        {button}
      </Button>
    </form>
  );
}
