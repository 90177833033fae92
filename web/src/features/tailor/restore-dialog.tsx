// The spec's restore checklist dialog, on the shared Radix dialog and the app's checkbox.
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';

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
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {choices.map((c) => (
            <li key={c.id}>
              <Checkbox
                label={c.label}
                checked={ticked.includes(c.id)}
                onChange={(e) => setTicked((t) => (e.target.checked ? [...t, c.id] : t.filter((x) => x !== c.id)))}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
