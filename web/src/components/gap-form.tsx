// GapForm: a text with its gaps ("[number]", "{metric}", "XX%") completed in
// place before it is used. The text reads as a sentence with an input where
// each gap stands; the user fills every one, then applies. Where the gaps
// are is the core's gap finder's answer (wasm/cv FindGaps), given as props:
// this component never decides what a gap is.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './ui/button';

/** One gap in a text: the marker as written and its UTF-16 offsets (the core's TextGap). */
export interface TextGapAt {
  marker: string;
  start: number;
  end: number;
}

/** gapHint is what a gap asks for, in words: "[what you built]" → "what you built"; bare marks → "a value". */
export function gapHint(marker: string): string {
  const inner = /^[[{<](.*)[\]}>]$/s.exec(marker)?.[1]?.trim() ?? '';
  return /\p{L}{2,}/u.test(inner) ? inner : 'a value';
}

/**
 * fillGaps puts values in place of the gaps (in order, trimmed); gaps
 * without a value stay as they were. Gaps must be in order and not overlap.
 */
export function fillGaps(text: string, gaps: readonly TextGapAt[], values: readonly string[]): string {
  let out = '';
  let at = 0;
  gaps.forEach((g, i) => {
    const v = values[i]?.trim();
    out += text.slice(at, g.start) + (v ? v : text.slice(g.start, g.end));
    at = g.end;
  });
  return out + text.slice(at);
}

export interface GapFormProps {
  text: string;
  gaps: readonly TextGapAt[];
  /** Called with the completed text once every gap is filled. */
  onApply: (text: string) => void;
  onCancel: () => void;
  /** The apply button's text ("Apply", "Replace With Suggestion"). */
  applyLabel?: string;
}

export function GapForm({ text, gaps, onApply, onCancel, applyLabel = 'Apply' }: GapFormProps) {
  const [values, setValues] = useState<string[]>(() => gaps.map(() => ''));
  const id = useId();
  const filled = values.filter((v) => v.trim() !== '').length;
  const complete = filled === gaps.length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) onApply(fillGaps(text, gaps, values));
  };
  const parts: ReactNode[] = [];
  let at = 0;
  gaps.forEach((g, i) => {
    parts.push(<span key={`t${i}`}>{text.slice(at, g.start)}</span>);
    const hint = gapHint(g.marker);
    parts.push(
      <input
        key={`g${i}`}
        type="text"
        value={values[i]}
        autoFocus={i === 0}
        aria-label={`Gap ${i + 1} of ${gaps.length}: ${hint}`}
        placeholder={hint}
        size={Math.max(8, Math.min(hint.length + 2, 32))}
        onChange={(e) => setValues((vs) => vs.map((v, j) => (j === i ? e.target.value : v)))}
        className="mx-1 inline-block max-w-full rounded border border-warning-vivid bg-warning-soft px-2 py-0.5 text-sm text-ink placeholder:text-subtle focus:outline-2 focus:outline-accent"
      />,
    );
    at = g.end;
  });
  parts.push(<span key="end">{text.slice(at)}</span>);
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-warning-line bg-surface p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-ink">
        Fill in the {gaps.length === 1 ? 'gap' : `${gaps.length} gaps`} with your own facts
      </p>
      <p className="text-sm leading-9 text-body">{parts}</p>
      <p id={`${id}-status`} className="text-xs text-subtle" aria-live="polite">
        {complete ? 'Every gap is filled.' : `${filled} of ${gaps.length} filled. Write only what is true for you.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!complete} aria-describedby={`${id}-status`}>
          {applyLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
