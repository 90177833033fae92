import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../components/text-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { keepDownloadsWhenIdle } from '../../lib/offline-downloads';
import { writeSession } from '../../lib/storage';
import { useClippedText } from '../../lib/use-clipped-text';
import { useCv } from '../../lib/use-cv';
import { useCore } from '../../lib/use-core';

/** PrepareCvPage (/prepare_cv_data) lets the user check the CV text before it is formatted. */
export function PrepareCvPage() {
  const navigate = useNavigate();
  // As on the upload page: the engine starts once the page has drawn.
  const coreState = useCore('when idle');
  const core = coreState.status === 'ready' ? coreState.core : null;
  const cv = useClippedText('cvText', core);
  const { change } = useCv();
  const text = cv.text;
  // The Formatted CV's downloads come next: kept for offline use while idle.
  useEffect(() => keepDownloadsWhenIdle(), []);

  function use() {
    change({ type: 'text', text });
    writeSession('fromPrepareCVData', true);
    navigate('/cv_preparation');
  }

  const blank = !text.trim();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">Prepare Your CV</h1>
        <p className="mt-2 text-muted">
          To tailor your CV, it must first be converted to a structured format that Applicant Tracking Systems (ATS) can
          read. Check the CV text below, correct it if needed, then use it.
        </p>
      </div>
      {coreState.status === 'failed' && (
        <p role="alert" className="rounded-lg border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          {coreState.error.message}
        </p>
      )}
      <Card>
        <TextField
          label="CV text"
          value={text}
          length={text.length}
          warning={cv.warning}
          placeholder="Paste the text of your CV here…"
          disabled={!core}
          rows={16}
          onChange={(t) => void cv.change(t)}
        />
      </Card>
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end sm:gap-4">
        {blank && (
          <p id="use-hint" className="text-sm text-subtle">
            Paste your CV text first.
          </p>
        )}
        <Button onClick={use} disabled={blank} aria-describedby={blank ? 'use-hint' : undefined}>
          Use This CV Text
        </Button>
      </div>
    </div>
  );
}
