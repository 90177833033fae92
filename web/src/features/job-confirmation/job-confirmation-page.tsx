import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { TextField } from '../../components/text-field';
import { Button, LinkButton } from '../../components/ui/button';
import { readSession, writeSession } from '../../lib/storage';
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
  const [text, setText] = useState(() => readSession('jobDescription') ?? '');
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  // Until the engine is there, the text is kept as typed; it is clipped by the
  // engine's rule (the one the upload page uses) as soon as it is.
  function update(next: string) {
    setError(null);
    if (!core) {
      setText(next);
      writeSession('jobDescription', next);
      return;
    }
    const r = core.clip('jobDescription', next);
    const kept = r.ok ? r.value.text : next;
    const w = r.ok ? (r.value.warning ?? null) : null;
    setText(kept);
    setWarning(w);
    if (w) toast.warning(w);
    writeSession('jobDescription', kept);
  }

  useEffect(() => {
    if (!core) return;
    const r = core.clip('jobDescription', text);
    if (r.ok && r.value.truncated) {
      setText(r.value.text);
      setWarning(r.value.warning ?? null);
      writeSession('jobDescription', r.value.text);
    }
    // Only when the engine arrives: later changes go through update().
  }, [core]);

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
        <p className="mt-2 text-slate-700">
          Check the job description your CV will be tailored to. Edit it if the job has changed.
        </p>
      </div>
      <TextField
        label="Job description"
        value={text}
        length={text.length}
        warning={warning}
        error={error}
        placeholder="Paste the job description here"
        disabled={false}
        rows={18}
        onChange={update}
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
