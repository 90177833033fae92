import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ArchiveRestore, History, Pencil, X } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { sectionTitles, type DeletedRecord, type ModifiedRecord } from '../../cv/document';
import type { NamedItem, StructuredLanguage } from '../../cv/types';
import { Tooltip } from '../../components/ui/tooltip';
import { RestoreDialog } from './restore-dialog';
import { SortableList } from '../../components/sortable-list';
import { SuggestionCard } from './suggestion-card';
import { display, keyOf, type TailorAction, type TailorSuggestion } from './suggestions';
import { useReveal, type Reveal } from './reveal';
import { canAddRow, validateLanguages, validateNames, type LanguageRow, type NameRow } from './tailor-state';

type Kind = 'core_skills' | 'tools_technologies' | 'languages';

const words: Record<Kind, { title: string; add: string; noun: string; empty: string }> = {
  core_skills: { title: sectionTitles.core_skills, add: '+ Add Skill', noun: 'skills', empty: 'No skills added yet' },
  tools_technologies: {
    title: sectionTitles.tools_technologies,
    add: '+ Add Tool or Technology',
    noun: 'Tools or Technologies',
    empty: 'No tools or technologies added yet',
  },
  languages: {
    title: sectionTitles.languages,
    add: '+ Add Language',
    noun: 'languages',
    empty: 'No languages added yet',
  },
};

type Item = NamedItem | StructuredLanguage;
type Row = NameRow & LanguageRow;

export interface ListSectionProps {
  kind: Kind;
  items: Item[];
  deleted: DeletedRecord<Item>[];
  modified: ModifiedRecord<Item>[];
  suggestions: TailorSuggestion[];
  /** The suggestion "Next suggestion" points at: the suggestions panel opens when it holds it. */
  reveal: Reveal | null;
  onUndo: (s: TailorSuggestion) => void;
  /** Writes an edited list (on Save). */
  onSave: (rows: (NameRow | LanguageRow)[]) => void;
  /** One edit outside edit mode, written at once. */
  act: (action: TailorAction, message: string) => void;
}

const labelOf = (it: Item) => ('name' in it ? it.name : `${it.language} (${it.proficiency})`);
// A renamed item shows both names; a moved one (same name) says where it goes.
const modifiedLabel = (m: ModifiedRecord<Item>) =>
  labelOf(m.current) === labelOf(m.original)
    ? `${labelOf(m.current)} (back to its original place)`
    : `${labelOf(m.current)} → ${labelOf(m.original)}`;
const toRow = (it: Item): Row =>
  'name' in it
    ? { id: it.id, name: it.name, language: '', proficiency: '' }
    : { id: it.id, name: '', language: it.language, proficiency: it.proficiency };

/**
 * ListSection is Core Skills, Tools & Technologies or Languages: chips with
 * delete in view mode (saved at once), an edit mode with drag handle, input
 * and delete per row and the Save validation, the restore dialogs, and the
 * suggestions panel.
 */
export function ListSection({
  kind,
  items,
  deleted,
  modified,
  suggestions,
  reveal,
  onUndo,
  onSave,
  act,
}: ListSectionProps) {
  const w = words[kind];
  const id = useId();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [dialog, setDialog] = useState<'deleted' | 'modified' | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  useReveal(reveal, suggestions.map(keyOf), () => setPanelOpen(true));
  // Rows added in this edit get a key of their own for React and dnd-kit.
  const [keys, setKeys] = useState<string[]>([]);
  const langs = kind === 'languages';

  const edit = (extra?: Row) => {
    const start = items.map(toRow);
    const all = extra ? [...start, extra] : start;
    setRows(all);
    setKeys(all.map((r, i) => r.id ?? `new-${i}`));
    setErrors(new Map());
  };
  const blank: Row = { name: '', language: '', proficiency: '' };
  const addRow = () => {
    if (!rows) {
      edit(blank);
      return;
    }
    if (!langs && !canAddRow(kind as 'core_skills', rows)) return;
    setRows([...rows, blank]);
    setKeys([...keys, `new-${Date.now()}-${keys.length}`]);
  };
  const save = () => {
    if (!rows) return;
    const e = langs ? validateLanguages(rows) : validateNames(rows);
    setErrors(e);
    if (e.size > 0) return;
    onSave(
      langs
        ? rows.map(({ id: rid, language, proficiency }) => ({ ...(rid ? { id: rid } : {}), language, proficiency }))
        : rows.map(({ id: rid, name }) => ({ ...(rid ? { id: rid } : {}), name })),
    );
    setRows(null);
  };

  return (
    <Card aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {w.title}
        </h2>
        <div className="flex flex-wrap gap-1">
          {!rows && (
            <Button variant="ghost" aria-label={`Edit ${w.title}`} onClick={() => edit()}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </Button>
          )}
          <Tooltip content={`Restore deleted ${w.noun}`}>
            <Button variant="ghost" aria-label={`Restore deleted ${w.noun}`} onClick={() => setDialog('deleted')}>
              <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Deleted</span>
            </Button>
          </Tooltip>
          <Tooltip content={`Restore ${w.noun} to original`}>
            <Button variant="ghost" aria-label={`Restore ${w.noun} to original`} onClick={() => setDialog('modified')}>
              <History aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Original</span>
            </Button>
          </Tooltip>
        </div>
      </div>

      {rows === null ? (
        items.length === 0 ? (
          <p className="text-sm italic text-subtle">{w.empty}</p>
        ) : (
          <ul aria-label={w.title} className="flex flex-wrap gap-2">
            {items.map((it) => (
              <li
                key={it.id}
                className="flex items-center gap-1 rounded-full border border-line-strong bg-canvas py-0.5 pl-3 pr-1 text-sm"
              >
                {labelOf(it)}
                <button
                  type="button"
                  aria-label={`Delete ${labelOf(it)}`}
                  onClick={() =>
                    act({ type: 'remove', list: kind, id: it.id, at: Date.now() }, `${labelOf(it)} deleted`)
                  }
                  className="rounded-full p-1 text-subtle hover:bg-line focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )
      ) : (
        <div className="flex flex-col gap-2">
          <SortableList
            items={rows.map((r, i) => ({ id: keys[i]!, label: (langs ? r.language : r.name) || `row ${i + 1}` }))}
            itemLabel={(item) => item.label}
            className="flex flex-col gap-2"
            onMove={(key, to) => {
              const from = keys.indexOf(key);
              const move = <T,>(a: T[]) => {
                const n = a.slice();
                const [x] = n.splice(from, 1);
                n.splice(to, 0, x!);
                return n;
              };
              setRows(move(rows));
              setKeys(move(keys));
              setErrors(new Map());
            }}
            renderItem={(item, handle, i) => {
              const r = rows[i]!;
              const err = errors.get(i);
              const set = (patch: Partial<Row>) => setRows(rows.map((x, j) => (j === i ? { ...x, ...patch } : x)));
              const errId = `${id}-err-${i}`;
              const field = (f: 'name' | 'language' | 'proficiency', label: string) => {
                const input = (
                  <Field
                    label={label}
                    aria-label={`${label} ${i + 1}`}
                    aria-invalid={err ? true : undefined}
                    aria-describedby={err ? errId : undefined}
                    value={r[f]}
                    onChange={(e) => set({ [f]: e.target.value })}
                    className="min-w-0 flex-1"
                  />
                );
                // The message shows as a tooltip on the row's field and in words under the row.
                return err ? <Tooltip content={err}>{input}</Tooltip> : input;
              };
              return (
                <div
                  className={`flex flex-col gap-1 rounded-lg border p-1.5 ${err ? 'border-danger-mark ring-1 ring-danger-mark' : 'border-line'}`}
                  data-invalid={err ? 'true' : undefined}
                >
                  <div className="flex items-end gap-2">
                    {handle}
                    {langs ? (
                      // One above the other on a phone, so neither value is cut.
                      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row">
                        {field('language', 'Language')}
                        {field('proficiency', 'Proficiency')}
                      </div>
                    ) : (
                      field('name', kind === 'core_skills' ? 'Skill' : 'Tool or technology')
                    )}
                    <button
                      type="button"
                      aria-label={`Delete ${item.label}`}
                      onClick={() => {
                        setRows(rows.filter((_, j) => j !== i));
                        setKeys(keys.filter((_, j) => j !== i));
                        setErrors(new Map());
                      }}
                      className="rounded p-2 text-subtle hover:bg-sunken focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </div>
                  {err && (
                    <p id={errId} role="alert" className="pl-9 text-xs font-medium text-danger-mid">
                      {err}
                    </p>
                  )}
                </div>
              );
            }}
          />
        </div>
      )}

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={addRow}>
          {w.add}
        </Button>
        {rows && (
          <>
            <Button onClick={save}>Save</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setRows(null);
                setErrors(new Map());
              }}
            >
              Cancel
            </Button>
          </>
        )}
      </div>

      {suggestions.length > 0 && (
        <section aria-label={`${w.title} suggestions`} className="flex flex-col gap-2">
          <button
            type="button"
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((o) => !o)}
            className="self-start rounded-full bg-warning-muted px-2 py-0.5 text-xs font-semibold text-warning focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
          >
            Improvement Suggestions Available ({suggestions.length})
          </button>
          {panelOpen &&
            suggestions.map((s) => (
              <details key={keyOf(s)} open className="rounded-lg">
                <summary className="cursor-pointer text-sm font-medium text-body">{s.suggestion_description}</summary>
                <SuggestionCard
                  s={s}
                  onUndo={() => onUndo(s)}
                  onFill={
                    rows === null
                      ? (text) =>
                          act(
                            { type: 'apply-suggestion', suggestion: { ...s, suggested_text: text } },
                            `${w.title} updated with suggestion`,
                          )
                      : undefined
                  }
                >
                  {display(s) !== null && (
                    <Button
                      variant="secondary"
                      disabled={rows !== null}
                      onClick={() =>
                        act({ type: 'apply-suggestion', suggestion: s }, `${w.title} updated with suggestion`)
                      }
                    >
                      Apply Suggestion
                    </Button>
                  )}
                </SuggestionCard>
              </details>
            ))}
        </section>
      )}

      <RestoreDialog
        open={dialog === 'deleted'}
        onOpenChange={(o) => setDialog(o ? 'deleted' : null)}
        title={`Select ${w.noun} to restore:`}
        empty={`No deleted ${langs ? 'languages' : 'skills'}.`}
        choices={dedupe(deleted.map((d) => ({ id: d.item.id, label: labelOf(d.item) })))}
        onRestore={(ids) => act({ type: 'restore', list: kind, ids }, `${w.title} restored`)}
      />
      <RestoreDialog
        open={dialog === 'modified'}
        onOpenChange={(o) => setDialog(o ? 'modified' : null)}
        title={`Select ${w.noun} to restore to original:`}
        empty={`No modified ${langs ? 'languages' : 'skills'}.`}
        choices={modified.map((m) => ({ id: m.current.id, label: modifiedLabel(m) }))}
        onRestore={(ids) => {
          for (const rid of ids)
            act({ type: 'restore-original', list: kind, id: rid }, `${w.title} restored to original`);
        }}
      />
    </Card>
  );
}

// The deleted list shows a name once (spec: a skill is not added twice).
function dedupe(choices: { id: string; label: string }[]) {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const k = c.label.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
