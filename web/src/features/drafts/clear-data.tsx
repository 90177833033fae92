import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { clearMyData } from '../../lib/storage';

/**
 * ClearMyData removes every text and result Shortlist keeps, after one
 * confirmation in a dialog (opened where the user is looking, not below the
 * fold). onLeave takes the page away before its data goes, and onCleared
 * goes home before the success message is shown, so no page is left behind
 * to complain that its data is missing.
 */
export function ClearMyData({ onLeave, onCleared }: { onLeave: () => void; onCleared: () => void }) {
  const [open, setOpen] = useState(false);

  async function clear() {
    onLeave();
    const ok = await clearMyData();
    setOpen(false);
    onCleared();
    if (ok) toast.success('Your data has been removed from this browser and this device.');
    else
      toast.error(
        'Some of your data could not be removed. Close the app and clear the site data in your browser settings.',
      );
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Clear my data
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Clear my data?"
        description="Remove your CV, job description and results from this browser and this device?"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={() => void clear()}>Remove my data</Button>
          </>
        }
      >
        <p className="text-sm text-muted">You will start again from the home page. This cannot be undone.</p>
      </Dialog>
    </>
  );
}
