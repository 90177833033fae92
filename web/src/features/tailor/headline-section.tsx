import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextArea } from '../../components/ui/field';
import { SuggestionCard } from './suggestion-card';
import { display, keyOf, type TailorSuggestion } from './suggestions';
import { useReveal, type Reveal } from './reveal';

export interface HeadlineProps {
  /** The section's title (the core's sectionTitles). */
  title: string;
  text: string;
  original: string;
  placeholder: string;
  suggestions: TailorSuggestion[];
  startExpanded: boolean;
  /** The suggestion "Next suggestion" points at: the panel opens when it holds it. */
  reveal: Reveal | null;
  onUndo: (s: TailorSuggestion) => void;
  /** The whole text once a suggestion is applied (a header suggestion may change one part). */
  previewOf: (s: TailorSuggestion) => Promise<string>;
  /** Saves text typed by the user. */
  onSave: (text: string) => void;
  onRestore: () => void;
  onApply: (s: TailorSuggestion) => void;
}

/**
 * HeadlineSection is the Professional Header or About Me panel: collapsed it
 * shows the text (or its placeholder) and the suggestions badge; expanded the
 * suggestions and the current text with Replace With Suggestion, Restore
 * Original and Edit.
 */
export function HeadlineSection({
  title,
  text,
  original,
  placeholder,
  suggestions,
  startExpanded,
  reveal,
  onUndo,
  previewOf,
  onSave,
  onRestore,
  onApply,
}: HeadlineProps) {
  const [expanded, setExpanded] = useState(startExpanded);
  useReveal(reveal, suggestions.map(keyOf), () => setExpanded(true));
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const usable = suggestions.filter((s) => display(s) !== null);
  const first = usable[0];
  return (
    <Card aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Collapse' : 'Expand'}
        </Button>
      </div>
      {suggestions.length > 0 && (
        <p className="mt-1 inline-block rounded-full bg-warning-muted px-2 py-0.5 text-xs font-semibold text-warning">
          Improvement Suggestions Available
        </p>
      )}
      {!expanded && (
        <p className={`mt-3 whitespace-pre-line ${text ? 'text-ink' : 'italic text-subtle'}`}>{text || placeholder}</p>
      )}
      {expanded && (
        <div id={`${id}-body`} className="mt-3 flex flex-col gap-3">
          {suggestions.map((s) => (
            <SuggestionCard key={keyOf(s)} s={s} onUndo={() => onUndo(s)}>
              {display(s) !== null && (
                <Button variant="secondary" onClick={() => onApply(s)}>
                  Replace With Suggestion
                </Button>
              )}
            </SuggestionCard>
          ))}
          <section aria-label={`Current ${title}`} className="rounded-lg border border-line p-3">
            <h3 className="text-sm font-semibold text-muted">Current text</h3>
            {draft === null ? (
              <>
                <p className={`mt-2 whitespace-pre-line ${text ? 'text-ink' : 'italic text-subtle'}`}>
                  {text || placeholder}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" disabled={text === original} onClick={onRestore}>
                    Restore Original
                  </Button>
                  <Button variant="secondary" onClick={() => setDraft(text)}>
                    Edit
                  </Button>
                </div>
              </>
            ) : (
              <>
                <TextArea
                  label={title}
                  rows={6}
                  value={draft}
                  placeholder={placeholder}
                  onChange={(e) => setDraft(e.target.value)}
                  style={{ minHeight: '8rem' }}
                  className="mt-2"
                />
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    disabled={!first}
                    onClick={() => first && void previewOf(first).then(setDraft)}
                  >
                    Replace With Suggestion
                  </Button>
                  <Button variant="secondary" onClick={() => setDraft(original)}>
                    Restore Original
                  </Button>
                  <Button
                    onClick={() => {
                      onSave(draft);
                      setDraft(null);
                    }}
                  >
                    Save
                  </Button>
                </div>
              </>
            )}
          </section>
        </div>
      )}
    </Card>
  );
}
