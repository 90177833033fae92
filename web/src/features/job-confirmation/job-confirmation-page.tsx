import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { TextField } from '../../components/text-field';
import { Button, LinkButton } from '../../components/ui/button';
import { writeSession } from '../../lib/storage';
import { useClippedText } from '../../lib/use-clipped-text';
import { useCore } from '../../lib/use-core';

const blank = 'Please enter a job description';

/**
 * JobConfirmationPage lets the user check the job description the CV will be
 * tailored to: the one analysed, editable, under the same 10 000-character rule.
 */
export function JobConfirmationPage() {
  const navigate = useNavigate();
  const coreState = useCore();
  const core = coreState.status === 'ready' ? coreState.core : null;
  // The job text under the engine's rule; one kept from before is cut as soon as the engine arrives.
  const job = useClippedText('jobDescription', core, true);
  const text = job.text;
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function confirm() {
    if (!text.trim()) {
      setError(blank);
      toast.error(blank);
      return;
    }
    writeSession('jobDescription', text);
    navigate('/tailor_to_job');
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-6">
      <div>
        <h1 id={`${id}-title`} className="text-3xl font-bold">
          Confirm Job Description
        </h1>
        <p className="mt-2 text-muted">
          Check the job description your CV will be tailored to. Edit it if the job has changed.
        </p>
      </div>
      <TextField
        label="Job description"
        value={text}
        length={text.length}
        warning={job.warning}
        error={error}
        placeholder="Paste the job description here"
        disabled={false}
        rows={18}
        onChange={(next) => {
          setError(null);
          void job.change(next);
        }}
      />
      <div className="flex flex-wrap justify-between gap-3">
        <LinkButton to="/cv_preparation" variant="secondary">
          Back to CV Preparation
        </LinkButton>
        <Button onClick={confirm}>Confirm and Continue</Button>
      </div>
    </section>
  );
}
