import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { clearMyData } from '../../lib/storage';

/** ClearMyData removes every text and result Shortlist keeps, after one confirmation. */
export function ClearMyData({ onCleared }: { onCleared: () => void }) {
  const [confirming, setConfirming] = useState(false);

  async function clear() {
    const ok = await clearMyData();
    setConfirming(false);
    if (ok) toast.success('Your data has been removed from this browser and this device.');
    else toast.error('Some of your data could not be removed. Close the app and clear the site data in your browser settings.');
    onCleared();
  }

  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Clear my data
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby="clear-data-question" className="flex flex-wrap items-center gap-3">
      <p id="clear-data-question" className="text-sm text-slate-800">
        Remove your CV, job description and results from this browser and this device?
      </p>
      <Button onClick={() => void clear()}>Remove my data</Button>
      <Button variant="secondary" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </div>
  );
}
