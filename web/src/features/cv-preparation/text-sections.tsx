// Professional Header (one line) and About Me (several lines): each shown as
// text with Edit, and edited in place with Save and Cancel.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { headerText, sectionTitles, type CvAction } from '../../cv/document';
import type { StructuredCV } from '../../cv/types';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { Field, TextArea } from '../../components/ui/field';

interface Props {
  doc: StructuredCV;
  dispatch: (...actions: CvAction[]) => boolean;
}

export function HeaderSection({ doc, dispatch }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = headerText(doc);
  const save = () => {
    if (draft === null) return;
    dispatch({ type: 'set-header', text: draft.replace(/\s*\n\s*/g, ' ') });
    setDraft(null);
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') save();
    if (e.key === 'Escape') setDraft(null);
  };
  return (
    <Card aria-labelledby="header-title">
      <SectionTitle id="header-title" title={sectionTitles.professional_header} />
      {draft === null ? (
        <ViewText
          text={text}
          empty="No professional header yet."
          onEdit={() => setDraft(text)}
          what="Professional Header"
        />
      ) : (
        <div className="flex flex-col gap-3">
          <Field
            label="Professional header"
            value={draft}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={keys}
            aria-describedby="header-hint"
          />
          <p id="header-hint" className="text-xs text-subtle">
            One line; separate its parts with “•”, as in “Jane Doe • Data Analyst”.
          </p>
          <EditButtons onSave={save} onCancel={() => setDraft(null)} what="Professional Header" />
        </div>
      )}
    </Card>
  );
}

export function AboutSection({ doc, dispatch }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    if (draft === null) return;
    dispatch({ type: 'set-about', text: draft.trim() });
    setDraft(null);
  };
  return (
    <Card aria-labelledby="about-title">
      <SectionTitle id="about-title" title={sectionTitles.about_me} />
      {draft === null ? (
        <ViewText
          text={doc.about_me}
          empty="No About Me text yet."
          onEdit={() => setDraft(doc.about_me)}
          what="About Me"
          multiline
        />
      ) : (
        <div className="flex flex-col gap-3">
          <TextArea
            label="About me"
            value={draft}
            rows={6}
            autoFocus
            className="[&_textarea]:min-h-32"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
          />
          <EditButtons onSave={save} onCancel={() => setDraft(null)} what="About Me" />
        </div>
      )}
    </Card>
  );
}

export function SectionTitle({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </div>
  );
}

function ViewText({
  text,
  empty,
  onEdit,
  what,
  multiline = false,
}: {
  text: string;
  empty: string;
  onEdit: () => void;
  what: string;
  multiline?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      {text ? (
        <p className={`text-body ${multiline ? 'whitespace-pre-line' : ''}`}>{text}</p>
      ) : (
        <p className="italic text-subtle">{empty}</p>
      )}
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${what}`} className="self-start">
        Edit
      </Button>
    </div>
  );
}

export function EditButtons({ onSave, onCancel, what }: { onSave: () => void; onCancel: () => void; what: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onSave} aria-label={`Save ${what}`}>
        Save
      </Button>
      <Button variant="secondary" onClick={onCancel} aria-label={`Cancel editing ${what}`}>
        Cancel
      </Button>
    </div>
  );
}
