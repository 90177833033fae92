// Core Skills and Tools & Technologies (chips: Enter adds, Escape cancels,
// delete and restore) and Languages (language and proficiency; Enter adds
// when both are filled; delete, no restore on this screen).
import { useState, type KeyboardEvent } from 'react';
import { deletedOf, hasName, itemsOf, sectionTitles, type CvAction, type CvEditor } from '../../cv/document';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { RestoreButton } from './entry-sections';
import { SectionTitle } from './text-sections';

interface Props {
  editor: CvEditor;
  dispatch: (...actions: CvAction[]) => boolean;
}

const chipLists = {
  core_skills: {
    title: sectionTitles.core_skills,
    noun: 'skill',
    restore: 'Restore Deleted Skill',
    id: 'skills-title',
  },
  tools_technologies: {
    title: sectionTitles.tools_technologies,
    noun: 'tool',
    restore: 'Restore Deleted Tool',
    id: 'tools-title',
  },
  interests: {
    title: sectionTitles.interests,
    noun: 'interest',
    restore: 'Restore Deleted Interest',
    id: 'interests-title',
  },
};

export function ChipsSection({
  editor,
  dispatch,
  list,
  adding = false,
}: Props & { list: keyof typeof chipLists; adding?: boolean }) {
  const { title, noun, restore, id } = chipLists[list];
  const [draft, setDraft] = useState('');
  const [repeated, setRepeated] = useState<string | null>(null);
  const items = itemsOf(editor.doc, list);
  const last = deletedOf(editor, list).at(-1);
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      const name = draft.trim();
      // Names are unique regardless of case: a repeat is said, not added.
      if (name && hasName(editor.doc, list, name)) setRepeated(name);
      else if (dispatch({ type: 'add', list, item: { name } })) setDraft('');
    }
    if (e.key === 'Escape') setDraft('');
  };
  return (
    <Card aria-labelledby={id}>
      <SectionTitle id={id} title={title}>
        <RestoreButton
          label={restore}
          what={last ? `${last.item.name} (position ${last.index + 1})` : null}
          onRestore={() => dispatch({ type: 'restore', list })}
        />
      </SectionTitle>
      {items.length === 0 ? (
        <p className="mb-3 italic text-subtle">No {title.toLowerCase()} yet.</p>
      ) : (
        <ul aria-label={title} className="mb-3 flex flex-wrap gap-2">
          {items.map((it) => (
            <Chip
              key={it.id}
              text={it.name}
              deleteLabel={`Delete ${noun} ${it.name}`}
              onDelete={() => dispatch({ type: 'remove', list, id: it.id, at: Date.now() })}
            />
          ))}
        </ul>
      )}
      <Field
        label={`Add a ${noun}`}
        placeholder="Type, then press Enter (Escape cancels)"
        value={draft}
        autoFocus={adding}
        onChange={(e) => {
          setDraft(e.target.value);
          setRepeated(null);
        }}
        onKeyDown={keys}
        aria-describedby={`${id}-repeat`}
      />
      <p id={`${id}-repeat`} role="status" className="mt-1 text-xs text-muted">
        {repeated && `“${repeated}” is already in ${title}.`}
      </p>
    </Card>
  );
}

export function LanguagesSection({ editor, dispatch }: Props) {
  const [language, setLanguage] = useState('');
  const [proficiency, setProficiency] = useState('');
  const [repeated, setRepeated] = useState<string | null>(null);
  const items = editor.doc.languages;
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setLanguage('');
      setProficiency('');
    }
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const item = { language: language.trim(), proficiency: proficiency.trim() };
    if (item.language && hasName(editor.doc, 'languages', item.language)) {
      setRepeated(item.language);
      return;
    }
    if (dispatch({ type: 'add', list: 'languages', item })) {
      setLanguage('');
      setProficiency('');
    }
  };
  return (
    <Card aria-labelledby="languages-title">
      <SectionTitle id="languages-title" title={sectionTitles.languages} />
      {items.length === 0 ? (
        <p className="mb-3 italic text-subtle">No languages yet.</p>
      ) : (
        <ul aria-label="Languages" className="mb-3 flex flex-wrap gap-2">
          {items.map((l) => (
            <Chip
              key={l.id}
              text={[l.language, l.proficiency].filter(Boolean).join(' — ')}
              deleteLabel={`Delete language ${l.language}`}
              onDelete={() => dispatch({ type: 'remove', list: 'languages', id: l.id })}
            />
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Language"
          value={language}
          onChange={(e) => {
            setLanguage(e.target.value);
            setRepeated(null);
          }}
          onKeyDown={keys}
          aria-describedby="languages-repeat"
        />
        <Field
          label="Proficiency"
          value={proficiency}
          onChange={(e) => setProficiency(e.target.value)}
          onKeyDown={keys}
        />
      </div>
      <p className="mt-2 text-xs text-subtle">Fill in both, then press Enter to add the language.</p>
      <p id="languages-repeat" role="status" className="mt-1 text-xs text-muted">
        {repeated && `“${repeated}” is already in Languages.`}
      </p>
    </Card>
  );
}

function Chip({ text, deleteLabel, onDelete }: { text: string; deleteLabel: string; onDelete: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-line-strong bg-canvas py-1 pl-3 pr-1 text-sm text-ink">
      <span>{text}</span>
      <button
        type="button"
        onClick={onDelete}
        aria-label={deleteLabel}
        className="inline-flex h-7 w-7 items-center justify-center rounded-full text-subtle hover:bg-danger-muted hover:text-danger focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
