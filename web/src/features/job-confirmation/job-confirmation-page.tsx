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

  // The text is kept as typed at once; the engine's 10 000-character rule (the
  // one the upload page uses) then cuts it if it is still the text shown.
  async function update(next: string) {
    setError(null);
    setText(next);
    writeSession('jobDescription', next);
    if (!core) return;
    const r = await core.clip('jobDescription', next);
    if (!r.ok || !r.value.truncated) {
      setWarning(null);
      return;
    }
    const { text: kept, warning: w } = r.value;
    setText((cur) => (cur === next ? kept : cur));
    setWarning(w ?? null);
    if (w) toast.warning(w);
    if (readSession('jobDescription') === next) writeSession('jobDescription', kept);
  }

  // Until the engine is there, the text is kept as typed; it is cut by the
  // engine's rule as soon as the engine arrives.
  useEffect(() => {
    if (!core) return;
    let live = true;
    void core.clip('jobDescription', text).then((r) => {
      if (!live || !r.ok || !r.value.truncated) return;
      const { text: kept } = r.value;
      setText((cur) => (cur === text ? kept : cur));
      setWarning(r.value.warning ?? null);
      if (readSession('jobDescription') === text) writeSession('jobDescription', kept);
    });
    return () => {
      live = false;
    };
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
        onChange={(next) => void update(next)}
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
