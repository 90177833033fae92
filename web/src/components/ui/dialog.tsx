// Dialog: Radix's accessible modal (focus trap, Escape, labelled title,
// focus back to the opener) with Shortlist's look, for restore checklists and
// confirmations.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence under the title; Radix links it as the dialog's description. */
  description?: string;
  children: ReactNode;
  /** The buttons at the bottom (Cancel, Restore Selected, …). */
  footer?: ReactNode;
}

export function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  // Radix returns focus to its own Trigger; these dialogs are opened by
  // buttons of the page, so the opener is remembered as the dialog opens
  // (focus has not moved yet) and focused again when it closes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <RadixDialog.Content
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-surface p-5 shadow-lg focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            if (!opener.current?.isConnected) return;
            e.preventDefault();
            opener.current.focus();
          }}
        >
          <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>
          )}
          <div>{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-2">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** DialogClose wraps a button that closes the dialog it is in. */
export const DialogClose = RadixDialog.Close;
