import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, TextArea } from '../../components/ui/field';
import type { DeletedRecord } from '../../cv/document';
import type { Responsibility, StructuredExperience } from '../../cv/types';
import { readExpanded, writeExpanded } from '../../lib/storage';
import { Tooltip } from '../../components/ui/tooltip';
import { RestoreDialog } from './restore-dialog';
import { SortableList } from '../../components/sortable-list';
import { SuggestionCard } from './suggestion-card';
import { display, keyOf, type TailorAction, type TailorSuggestion } from './suggestions';
import { useReveal, type Reveal } from './reveal';

/** Act applies one edit to the CV document and says so in a toast. */
export type Act = (action: TailorAction, message: string) => void;

export interface ExperienceProps {
  exp: StructuredExperience;
  original: StructuredExperience | undefined;
  deleted: DeletedRecord<Responsibility>[];
  byResponsibility: Map<string, TailorSuggestion[]>;
  additional: TailorSuggestion[];
  /** The suggestion "Next suggestion" points at: the card opens when it holds it. */
  reveal: Reveal | null;
  onUndo: (s: TailorSuggestion) => void;
  act: Act;
}

const short = (t: string) => (t.length > 60 ? `${t.slice(0, 57)}…` : t);

/** ExperienceCard is one experience: its facts, its responsibilities to edit, and its suggestions. */
export function ExperienceCard({
  exp,
  original,
  deleted,
  byResponsibility,
  additional,
  reveal,
  onUndo,
  act,
}: ExperienceProps) {
  const id = useId();
  const count = additional.length + [...byResponsibility.values()].reduce((n, l) => n + l.length, 0);
  const [expanded, setExpandedState] = useState(() => readExpanded(exp.id) ?? count > 0);
  const setExpanded = (v: boolean) => {
    setExpandedState(v);
    writeExpanded(exp.id, v);
  };
  useReveal(reveal, [...additional, ...[...byResponsibility.values()].flat()].map(keyOf), () => setExpandedState(true));
  const [editing, setEditing] = useState<StructuredExperience | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const changed = original !== undefined && JSON.stringify(original) !== JSON.stringify(exp);
  const name = [exp.title, exp.company].filter(Boolean).join(' at ') || 'Experience';

  return (
    <Card aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="text-lg font-semibold">
            {exp.title || 'Untitled role'}
          </h3>
          <p className="text-sm text-muted">{[exp.company, exp.duration, exp.location].filter(Boolean).join(' · ')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {count > 0 ? (
            <button
              type="button"
              onClick={() => setExpanded(true)}
              className="rounded-full bg-warning-muted px-2 py-0.5 text-xs font-semibold text-warning focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
            >
              Suggestions Available
            </button>
          ) : (
            <Tooltip content="No improvements are necessary">
              <button
                type="button"
                className="rounded-full bg-success-muted px-2 py-0.5 text-xs font-semibold text-success-strong"
              >
                No Suggestions
              </button>
            </Tooltip>
          )}
          <Button variant="ghost" aria-label={`Edit ${name}`} onClick={() => setEditing(exp)}>
            Edit
          </Button>
          <Button
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
        </div>
      </div>

      {editing && (
        <form
          aria-label={`Edit ${name}`}
          className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            const { title, company, duration, location } = editing;
            act(
              {
                type: 'edit',
                list: 'professional_experience',
                id: exp.id,
                patch: { title, company, duration, location },
              },
              'Experience updated successfully',
            );
            setEditing(null);
          }}
        >
          {(['title', 'company', 'duration', 'location'] as const).map((f) => (
            <Field
              key={f}
              label={f === 'title' ? 'Position' : f[0]!.toUpperCase() + f.slice(1)}
              value={editing[f]}
              onChange={(e) => setEditing({ ...editing, [f]: e.target.value })}
            />
          ))}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit">Save</Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button
              variant="secondary"
              disabled={!changed}
              onClick={() => {
                act(
                  { type: 'restore-original', list: 'professional_experience', id: exp.id },
                  'Experience restored to original',
                );
                setEditing(null);
              }}
            >
              Restore Original
            </Button>
          </div>
        </form>
      )}

      {expanded && (
        <div id={`${id}-body`} className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold text-muted">Responsibilities</h4>
          {exp.responsibilities.length === 0 && <p className="text-sm italic text-subtle">No responsibilities yet.</p>}
          <SortableList
            items={exp.responsibilities}
            itemLabel={(r) => short(r.text)}
            className="flex flex-col gap-2"
            onMove={(rid, to) =>
              act(
                { type: 'move-responsibility', experienceId: exp.id, id: rid, to },
                'Responsibility updated successfully',
              )
            }
            renderItem={(r, handle) => (
              <ResponsibilityRow
                r={r}
                original={original?.responsibilities.find((x) => x.id === r.id)}
                handle={handle}
                suggestions={byResponsibility.get(r.id) ?? []}
                onUndo={onUndo}
                experienceId={exp.id}
                act={act}
              />
            )}
          />

          {adding === null ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setAdding('')}>
                Add Responsibility
              </Button>
              <Button variant="secondary" disabled={deleted.length === 0} onClick={() => setRestoring(true)}>
                Restore Deleted Responsibility
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <TextArea
                label="New responsibility"
                rows={3}
                value={adding}
                onChange={(e) => setAdding(e.target.value)}
              />
              <div className="flex gap-2">
                <Button
                  disabled={!adding.trim()}
                  onClick={() => {
                    act(
                      { type: 'add-responsibility', experienceId: exp.id, text: adding },
                      'Responsibility added successfully',
                    );
                    setAdding(null);
                  }}
                >
                  Save
                </Button>
                <Button variant="secondary" onClick={() => setAdding(null)}>
                  Cancel
                </Button>
              </div>
            </div>
          )}

          {additional.length > 0 && (
            <section aria-label="Additional Suggestions" className="flex flex-col gap-2">
              <h4 className="text-sm font-semibold text-muted">Additional Suggestions</h4>
              {additional.map((s) => (
                <SuggestionCard
                  key={keyOf(s)}
                  s={s}
                  onUndo={() => onUndo(s)}
                  onFill={(text) =>
                    act(
                      {
                        type: 'apply-suggestion',
                        suggestion: {
                          ...s,
                          input_item_id: null,
                          professional_experience_id: exp.id,
                          suggested_text: text,
                        },
                      },
                      'Responsibility added successfully',
                    )
                  }
                >
                  {display(s) !== null && (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        act(
                          {
                            type: 'apply-suggestion',
                            suggestion: { ...s, input_item_id: null, professional_experience_id: exp.id },
                          },
                          'Responsibility added successfully',
                        )
                      }
                    >
                      Add as Responsibility
                    </Button>
                  )}
                </SuggestionCard>
              ))}
            </section>
          )}
        </div>
      )}

      <RestoreDialog
        open={restoring}
        onOpenChange={setRestoring}
        title="Select responsibilities to restore:"
        empty="No deleted responsibilities."
        choices={deleted.map((d) => ({ id: d.item.id, label: d.item.text }))}
        onRestore={(ids) =>
          act({ type: 'restore-responsibility', experienceId: exp.id, ids }, 'Responsibility(ies) restored')
        }
      />
    </Card>
  );
}

function ResponsibilityRow({
  r,
  original,
  handle,
  suggestions,
  onUndo,
  experienceId,
  act,
}: {
  r: Responsibility;
  original: Responsibility | undefined;
  handle: React.ReactNode;
  suggestions: TailorSuggestion[];
  onUndo: (s: TailorSuggestion) => void;
  experienceId: string;
  act: Act;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = short(r.text);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-2">
      <div className="flex items-start gap-2">
        {handle}
        {draft === null ? (
          <p className="flex-1 text-sm text-ink">{r.text}</p>
        ) : (
          <TextArea
            label="Responsibility"
            rows={3}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="flex-1"
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2 pl-8">
        {draft === null ? (
          <Button variant="ghost" aria-label={`Edit responsibility: ${label}`} onClick={() => setDraft(r.text)}>
            Edit
          </Button>
        ) : (
          <>
            <Button
              disabled={!draft.trim()}
              onClick={() => {
                act(
                  { type: 'edit-responsibility', experienceId, id: r.id, text: draft.trim() },
                  'Responsibility updated successfully',
                );
                setDraft(null);
              }}
            >
              Save
            </Button>
            <Button variant="secondary" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          aria-label={`Delete responsibility: ${label}`}
          onClick={() => act({ type: 'remove-responsibility', experienceId, id: r.id }, 'Responsibility deleted')}
        >
          Delete
        </Button>
        {original && original.text !== r.text && (
          <Button
            variant="ghost"
            aria-label={`Restore original responsibility: ${label}`}
            onClick={() =>
              act(
                { type: 'restore-original-responsibility', experienceId, id: r.id },
                'Responsibility restored to original',
              )
            }
          >
            Restore Original
          </Button>
        )}
      </div>
      {suggestions.map((s) => (
        <SuggestionCard
          key={keyOf(s)}
          s={s}
          onUndo={() => onUndo(s)}
          onFill={(text) =>
            act(
              { type: 'apply-suggestion', suggestion: { ...s, suggested_text: text } },
              'Responsibility updated with suggestion',
            )
          }
        >
          {display(s) !== null && (
            <Button
              variant="secondary"
              onClick={() => act({ type: 'apply-suggestion', suggestion: s }, 'Responsibility updated with suggestion')}
            >
              Replace With Suggested Text
            </Button>
          )}
        </SuggestionCard>
      ))}
    </div>
  );
}
