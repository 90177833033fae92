import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { hasSessionTexts, readDraft, restoreDraft, type Draft } from '../../lib/storage';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * DraftOffer asks, when the app opens with empty texts but a draft on the
 * device, whether to continue where the user left off.
 */
export function DraftOffer({ onRestore }: { onRestore: (target: '/upload' | '/analysis') => void }) {
  const [draft, setDraft] = useState<Draft | null>(null);

  useEffect(() => {
    if (hasSessionTexts()) return;
    let live = true;
    void readDraft().then((d) => {
      if (live) setDraft(d);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!draft) return null;
  const continueDraft = () => {
    restoreDraft(draft);
    setDraft(null);
    onRestore(draft.values.analysisResult ? '/analysis' : '/upload');
  };
  return (
    <section aria-labelledby="draft-offer-title" className="border-b border-line bg-canvas">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-3 text-sm">
        <div className="flex-1">
          <h2 id="draft-offer-title" className="font-semibold text-ink">
            Continue where you left off?
          </h2>
          <p className="text-muted">Your draft from {when.format(draft.savedAt)} is saved on this device.</p>
        </div>
        <Button onClick={continueDraft}>Continue</Button>
        <Button variant="secondary" onClick={() => setDraft(null)}>
          Not now
        </Button>
      </div>
    </section>
  );
}
