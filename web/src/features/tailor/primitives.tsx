// The dialog and tooltip this screen uses, on Radix (focus trap, Escape,
// labelled title, focus back to the opener; tooltips on hover and focus).
import * as RadixDialog from '@radix-ui/react-dialog';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-lg focus:outline-none"
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          <div>{children}</div>
          <div className="flex flex-wrap justify-end gap-2">{footer}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface Choice {
  id: string;
  label: string;
}

/**
 * RestoreDialog is the spec's restore checklist: a title, a checkbox per
 * item (or the empty text), Cancel, and 'Restore Selected', disabled while
 * nothing is ticked.
 */
export function RestoreDialog({
  open,
  onOpenChange,
  title,
  empty,
  choices,
  onRestore,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  empty: string;
  choices: Choice[];
  onRestore: (ids: string[]) => void;
}) {
  const [ticked, setTicked] = useState<string[]>([]);
  const id = useId();
  const close = (o: boolean) => {
    if (!o) setTicked([]);
    onOpenChange(o);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            disabled={ticked.length === 0}
            onClick={() => {
              onRestore(ticked);
              close(false);
            }}
          >
            Restore Selected
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p className="text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {choices.map((c, i) => (
            <li key={c.id} className="flex items-start gap-2">
              <input
                id={`${id}-${i}`}
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={ticked.includes(c.id)}
                onChange={(e) => setTicked((t) => (e.target.checked ? [...t, c.id] : t.filter((x) => x !== c.id)))}
              />
              <label htmlFor={`${id}-${i}`} className="text-sm text-slate-800">
                {c.label}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <RadixTooltip.Provider delayDuration={300}>{children}</RadixTooltip.Provider>
);

/** Tooltip shows content next to its one child, which must be focusable. */
export function Tooltip({ content, children, open }: { content: ReactNode; children: ReactElement; open?: boolean }) {
  return (
    <RadixTooltip.Root {...(open === undefined ? {} : { open })}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content sideOffset={4} className="z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow">
          {content}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
