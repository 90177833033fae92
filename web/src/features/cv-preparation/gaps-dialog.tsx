// The check before every download: a CV with an unfilled gap ("[number]",
// "{metric}") is not saved. The dialog names each gap where it stands and
// "Go to it" opens that text with the gap in place, to complete it there
// (the shared GapForm); once none is left, the download goes on.
import { useState } from 'react';
import { sectionTitles, type CvAction } from '../../cv/document';
import type { Gap, TextGap } from '../../cv/types';
import { GapForm } from '../../components/gap-form';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { Core } from '../../lib/core';

// The gap finder names a section by its key in the core's table, or other_sections.
const gapTitles: Record<string, string> = { ...sectionTitles, other_sections: 'Other Sections' };

/** The gaps of one text: the core gives one Gap per marker; a text with two is one place to fix. */
interface Place {
  key: string;
  gap: Gap;
  markers: string[];
}

function places(gaps: Gap[]): Place[] {
  const out = new Map<string, Place>();
  for (const g of gaps) {
    const key = `${g.section}\u0000${g.item_id}\u0000${g.field}`;
    const p = out.get(key);
    if (p) p.markers.push(g.marker);
    else out.set(key, { key, gap: g, markers: [g.marker] });
  }
  return [...out.values()];
}

export interface GapsDialogProps {
  core: Core;
  /** The gaps found, or null when the dialog is closed. */
  gaps: Gap[] | null;
  /** The download waiting for the gaps to be filled ("Download Text"). */
  download: string;
  dispatch: (...actions: CvAction[]) => boolean;
  /** Looks again after a fix; resolves with the gaps left. */
  recheck: () => Promise<Gap[]>;
  onClose: () => void;
  onContinue: () => void;
}

export function GapsDialog({ core, gaps, download, dispatch, recheck, onClose, onContinue }: GapsDialogProps) {
  const [open, setOpen] = useState<{ key: string; text: string; gaps: TextGap[] } | null>(null);
  const [left, setLeft] = useState<Gap[] | null>(null);
  const now = left ?? gaps ?? [];
  const list = places(now);
  const close = () => {
    setOpen(null);
    setLeft(null);
    onClose();
  };
  async function goTo(p: Place) {
    const r = await core.gapsInText(p.gap.text);
    if (r.ok && r.value.length > 0) setOpen({ key: p.key, text: p.gap.text, gaps: r.value });
  }
  async function fill(p: Place, text: string) {
    dispatch({ type: 'set-text', section: p.gap.section, id: p.gap.item_id, field: p.gap.field, text });
    setOpen(null);
    setLeft(await recheck());
  }
  return (
    <Dialog
      open={gaps !== null}
      onOpenChange={(o) => !o && close()}
      title={list.length > 0 ? 'Fill in the gaps before you download' : 'Every gap is filled'}
      description={
        list.length > 0
          ? `Your CV still has ${now.length === 1 ? 'a placeholder' : `${now.length} placeholders`} to complete. A file with a gap in it would reach employers as it is, so nothing was saved.`
          : 'Your CV has no gap left.'
      }
      footer={
        list.length > 0 ? (
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        ) : (
          <Button
            onClick={() => {
              close();
              onContinue();
            }}
          >
            {download}
          </Button>
        )
      }
    >
      <ul aria-label="Gaps to fill" className="flex flex-col gap-3">
        {list.map((p) => (
          <li key={p.key} className="flex flex-col gap-2 rounded-lg border border-line p-3">
            <p className="text-sm font-semibold text-ink">{gapTitles[p.gap.section] ?? p.gap.section}</p>
            {open?.key === p.key ? (
              <GapForm
                text={open.text}
                gaps={open.gaps}
                applyLabel="Save"
                onApply={(t) => void fill(p, t)}
                onCancel={() => setOpen(null)}
              />
            ) : (
              <>
                <p className="break-words text-sm text-body">{p.gap.text}</p>
                <p className="text-xs text-muted">To fill: {p.markers.join(', ')}</p>
                <Button
                  variant="secondary"
                  className="self-start"
                  onClick={() => void goTo(p)}
                  aria-label={`Go to it: ${p.markers.join(', ')} in ${gapTitles[p.gap.section] ?? p.gap.section}`}
                >
                  Go to it
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
