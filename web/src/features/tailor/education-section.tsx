import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Pencil, Trash2 } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Field, TextArea } from '../../components/ui/field';
import { Tooltip } from '../../components/ui/tooltip';
import { sectionTitles, type DeletedRecord } from '../../cv/document';
import type { StructuredEducation } from '../../cv/types';
import { SuggestionCard } from './suggestion-card';
import { display, keyOf, type TailorAction, type TailorSuggestion } from './suggestions';

type Fields = Omit<StructuredEducation, 'id'>;
const empty: Fields = { institution: '', degree: '', duration: '', location: '', notes: '' };
const fields: { key: keyof Fields; label: string }[] = [
  { key: 'institution', label: 'Institution' },
  { key: 'degree', label: 'Degree' },
  { key: 'duration', label: 'Duration' },
  { key: 'location', label: 'Location' },
  { key: 'notes', label: 'Description' },
];

/**
 * EducationSection lists the education entries with edit and delete, the
 * add form (an empty entry in edit mode, dropped when cancelled), the
 * deleted entries with restore, and the education suggestions by impact.
 */
export function EducationSection({
  items,
  deleted,
  suggestions,
  onUndo,
  act,
}: {
  items: StructuredEducation[];
  deleted: DeletedRecord<StructuredEducation>[];
  suggestions: TailorSuggestion[];
  onUndo: (s: TailorSuggestion) => void;
  act: (action: TailorAction, message: string) => void;
}) {
  const id = useId();
  // The entry being edited: an id, or 'new' for the one being added.
  const [editing, setEditing] = useState<{ id: string; values: Fields } | null>(null);
  const form = (
    <EducationForm
      values={editing?.values ?? empty}
      onChange={(values) => editing && setEditing({ ...editing, values })}
      onCancel={() => setEditing(null)}
      onSave={() => {
        if (!editing) return;
        // No validation here (spec section 5): any field filled adds the entry; an empty one is dropped.
        if (editing.id === 'new')
          act({ type: 'add', list: 'education', item: editing.values, anyField: true }, 'Education added');
        else act({ type: 'edit', list: 'education', id: editing.id, patch: editing.values }, 'Education updated');
        setEditing(null);
      }}
    />
  );
  return (
    <Card aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {sectionTitles.education}
        </h2>
        <p className="text-sm text-muted">Your degrees and courses, as the job will read them.</p>
      </div>
      {items.length === 0 && editing?.id !== 'new' && (
        <p className="text-sm italic text-subtle">No education added yet</p>
      )}
      <ul className="flex flex-col gap-2">
        {items.map((e) => (
          <li key={e.id} className="rounded-lg border border-line p-3">
            {editing?.id === e.id ? (
              form
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="text-sm">
                  <p className="font-semibold text-ink">{e.degree || 'Degree not given'}</p>
                  <p className="text-muted">{[e.institution, e.duration, e.location].filter(Boolean).join(' · ')}</p>
                  {e.notes && <p className="mt-1 text-body">{e.notes}</p>}
                </div>
                <div className="flex gap-1">
                  <Tooltip content="Edit">
                    <Button
                      variant="ghost"
                      aria-label={`Edit ${e.degree || e.institution}`}
                      onClick={() =>
                        setEditing({
                          id: e.id,
                          values: {
                            institution: e.institution,
                            degree: e.degree,
                            duration: e.duration,
                            location: e.location,
                            notes: e.notes,
                          },
                        })
                      }
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </Tooltip>
                  <Tooltip content="Delete">
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${e.degree || e.institution}`}
                      onClick={() => act({ type: 'remove', list: 'education', id: e.id }, 'Education deleted')}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </Tooltip>
                </div>
              </div>
            )}
          </li>
        ))}
        {editing?.id === 'new' && <li className="rounded-lg border border-line p-3">{form}</li>}
      </ul>
      <div>
        <Button
          variant="secondary"
          disabled={editing !== null}
          onClick={() => setEditing({ id: 'new', values: empty })}
        >
          Add Education
        </Button>
      </div>
      {deleted.length > 0 && (
        <section aria-label="Deleted Education Items" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted">Deleted Education Items</h3>
          <ul className="flex flex-col gap-1">
            {deleted.map((d) => (
              <li key={d.item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                {[d.item.degree, d.item.institution].filter(Boolean).join(', ')}
                <Button
                  variant="secondary"
                  onClick={() =>
                    act({ type: 'restore', list: 'education', ids: [d.item.id], atEnd: true }, 'Education restored')
                  }
                >
                  Restore Deleted Education
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggestions.length > 0 && (
        <section aria-label="Education Suggestions" className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted">Education Suggestions</h3>
          {suggestions.map((s) => (
            <SuggestionCard key={keyOf(s)} s={s} onUndo={() => onUndo(s)}>
              {display(s) !== null && (
                <Button
                  variant="secondary"
                  onClick={() => act({ type: 'apply-suggestion', suggestion: s }, 'Education updated with suggestion')}
                >
                  Apply Suggestion
                </Button>
              )}
            </SuggestionCard>
          ))}
        </section>
      )}
    </Card>
  );
}

function EducationForm({
  values,
  onChange,
  onCancel,
  onSave,
}: {
  values: Fields;
  onChange: (v: Fields) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <form
      className="grid gap-2 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {fields.map((f) =>
        f.key === 'notes' ? (
          <TextArea
            key={f.key}
            label={f.label}
            rows={3}
            value={values.notes}
            onChange={(e) => onChange({ ...values, notes: e.target.value })}
            className="sm:col-span-2"
          />
        ) : (
          <Field
            key={f.key}
            label={f.label}
            value={values[f.key]}
            onChange={(e) => onChange({ ...values, [f.key]: e.target.value })}
          />
        ),
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save Changes</Button>
      </div>
    </form>
  );
}
