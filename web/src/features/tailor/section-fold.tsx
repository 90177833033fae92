import { useId, type ReactNode } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';

/**
 * SectionFold is one section of the tailoring page folded to its one-line
 * summary ("Core Skills · 2 suggestions · +5"); the button opens and closes
 * it, so a phone shows the whole page as a short list.
 */
export function SectionFold({
  summary,
  open,
  onOpenChange,
  children,
}: {
  summary: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const Icon = open ? ChevronDown : ChevronRight;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        className="flex w-full items-center gap-2 rounded-xl border border-line bg-surface px-4 py-3 text-left font-semibold text-ink hover:bg-canvas focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-subtle" />
        {summary}
      </button>
      <div id={id} hidden={!open} className="flex flex-col gap-3">
        {open && children}
      </div>
    </div>
  );
}
