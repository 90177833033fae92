import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs } from '../../components/ui/tabs';
import type { Core, Result } from '../../lib/core';
import type { FormattedCV } from '../../cv/types';
import { preloadPdf, timing, type PdfRead } from '../../lib/pdf';
import { writeSession } from '../../lib/storage';
import { useClippedText } from '../../lib/use-clipped-text';
import { useCv } from '../../lib/use-cv';
import { useCore } from '../../lib/use-core';
import { PdfUpload } from './pdf-upload';
import { warmUpPages } from './pdf-warm-up';
import { TextField } from '../../components/text-field';

// Each engine reads the made-up page once (pdf-warm-up.ts), on the first
// sign that a PDF is coming.
const warmedUp = new WeakSet<Core>();

function warmUpForPdf(core: Core) {
  if (warmedUp.has(core)) return;
  warmedUp.add(core);
  void core.parsePDF(warmUpPages);
}

export function UploadPage() {
  // The engine starts once the page has drawn: fetched and started beside the
  // first renders, the engine's 1.1 MB kept Lighthouse's simulated phone busy
  // past them, and their tasks counted as blocking (TBT 144-396 ms, score
  // 87-94 on a quiet machine; 26-84 ms, 95-96 started when idle).
  const coreState = useCore('when idle');
  const navigate = useNavigate();
  const [tab, setTab] = useState<'text' | 'pdf'>('text');
  // After a PDF is read, focus goes to the text it gave (the button that had it is gone).
  const [focusCv, setFocusCv] = useState(false);
  // The text of a PDF whose CV was read from its Europass data: the page says
  // so while the CV text is that text (an edit makes the text's own parse count).
  const [europassFor, setEuropassFor] = useState<string | null>(null);
  const core = coreState.status === 'ready' ? coreState.core : null;
  const cv = useClippedText('cvText', core);
  const jd = useClippedText('jobDescription', core);
  // The CV record: the upload gives it its reading; an edited CV in it is kept.
  const { record, change } = useCv();

  // The core lays the PDF's items out into the text the user then checks in
  // Text Input; its structured parse is kept for the later screens.
  async function fromPdf(c: Core, { pages, attachments }: PdfRead) {
    const t0 = performance.now();
    const parsed = await c.parsePDF(pages, attachments);
    performance.measure(timing.core, { start: t0 });
    if (!parsed.ok) {
      console.warn('The core could not read the PDF items:', parsed.error);
      toast.error('Error processing PDF file. Please try again.');
      return;
    }
    const kept = await showRead(c, 'pdfText', parsed.value);
    setEuropassFor(parsed.value.source === 'europass' ? kept : null);
  }

  // The core reads a Word file's bytes (its text and its parse) the same
  // way; a file it refuses keeps whatever the CV box held.
  async function fromDocx(c: Core, data: Uint8Array) {
    const parsed = await c.parseDocx(data);
    if (!parsed.ok) {
      toast.error(parsed.error.message);
      return;
    }
    await showRead(c, 'docxText', parsed.value);
    setEuropassFor(null);
  }

  // A file's text goes to Text Input to be checked, cut to the limit with
  // its warning; its parse is kept for the later screens.
  // Resolves with the text kept, null when it could not be clipped.
  async function showRead(
    c: Core,
    field: 'pdfText' | 'docxText',
    read: { text: string; cv: FormattedCV },
  ): Promise<string | null> {
    const r = await c.clip(field, read.text);
    if (!r.ok) {
      toast.error(r.error.message);
      return null;
    }
    cv.show(r.value.text, r.value.warning ?? null);
    if (r.value.warning) toast.warning(r.value.warning);
    change({ type: 'read', text: r.value.text, parsed: read.cv });
    setFocusCv(true);
    setTab('text');
    return r.value.text;
  }

  // The PDF tab open (or the engine ready while it is): the engine reads its
  // made-up page while the user picks a file.
  useEffect(() => {
    if (tab === 'pdf' && core) warmUpForPdf(core);
  }, [tab, core]);

  // The core's rule decides, and its message says why Analyze is not yet possible.
  const [check, setCheck] = useState<{ cvText: string; jd: string; result: Result<unknown> } | null>(null);
  useEffect(() => {
    if (!core) return;
    let live = true;
    void core.checkAnalyze(cv.text, jd.text).then((result) => {
      if (live) setCheck({ cvText: cv.text, jd: jd.text, result });
    });
    return () => {
      live = false;
    };
  }, [core, cv.text, jd.text]);
  const canAnalyze = check?.result.ok === true;
  const hint = check && !check.result.ok ? check.result.error.message : null;

  // Later screens use the record's reading instead of parsing the text again,
  // so it must describe the text being analysed: the PDF's parse while the
  // text is still what the PDF gave, else a parse of the text as it now stands.
  async function keepReadingInStep(c: Core) {
    if (record?.text === cv.text && record.parsed) return;
    const parsed = await c.parseText(cv.text);
    if (parsed.ok) change({ type: 'read', text: cv.text, parsed: parsed.value });
    else console.warn('The CV text could not be parsed:', parsed.error);
  }

  async function analyze() {
    if (!core) return;
    const r = await core.checkAnalyze(cv.text, jd.text);
    if (!r.ok) {
      toast.error(r.error.message);
      return;
    }
    change({ type: 'text', text: cv.text });
    writeSession('jobDescription', jd.text);
    await keepReadingInStep(core);
    navigate('/analysis');
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">Upload Your Information</h1>
        <p className="mt-2 text-muted">
          Paste your CV or choose it as a PDF or Word file, then paste the job description, to see how well they match.
        </p>
      </div>
      {/* The engine's line keeps its room once the engine is up, so the forms below do not move (CLS). */}
      <div className="min-h-5">
        {coreState.status === 'loading' && (
          <p role="status" className="text-sm text-subtle">
            Starting the on-device engine…
          </p>
        )}
      </div>
      {coreState.status === 'failed' && (
        <p role="alert" className="rounded-lg border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          {coreState.error.message}
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <Card aria-labelledby="cv-card-title">
          <h2 id="cv-card-title" className="text-xl font-semibold">
            Your CV
          </h2>
          <p className="mb-4 mt-1 text-sm text-subtle">
            Leave out personal details such as your name, contact details and social profiles.
          </p>
          <Tabs
            label="How to give your CV"
            active={tab}
            onChange={(t) => {
              setFocusCv(false);
              setTab(t);
            }}
            tabs={[
              {
                key: 'text',
                label: 'Text Input',
                panel: (
                  <>
                    {europassFor !== null && europassFor === cv.text && (
                      <p role="status" className="mb-2 text-sm text-muted">
                        Read from the Europass data inside this PDF
                      </p>
                    )}
                    <TextField
                      label="CV text"
                      value={cv.text}
                      length={cv.text.length}
                      warning={cv.warning}
                      placeholder="Paste the text of your CV here…"
                      disabled={!core}
                      autoFocus={focusCv}
                      onChange={(t) => void cv.change(t)}
                    />
                  </>
                ),
              },
              {
                key: 'pdf',
                label: 'Upload PDF',
                // A pointer over the tab or focus on it is a few hundred ms ahead of the click.
                onIntent: () => {
                  preloadPdf();
                  if (core) warmUpForPdf(core);
                },
                panel: (
                  <PdfUpload
                    disabled={!core}
                    onExtracted={(read) => core && void fromPdf(core, read)}
                    onDocx={(data) => (core ? fromDocx(core, data) : Promise.resolve())}
                  />
                ),
              },
            ]}
          />
        </Card>
        <Card aria-labelledby="jd-card-title">
          <h2 id="jd-card-title" className="text-xl font-semibold">
            Job Description
          </h2>
          <p className="mb-4 mt-1 text-sm text-subtle">Paste the whole job advert, requirements included.</p>
          <TextField
            label="Job description text"
            value={jd.text}
            length={jd.text.length}
            warning={jd.warning}
            placeholder="Paste the job description here…"
            disabled={!core}
            onChange={(t) => void jd.change(t)}
          />
        </Card>
      </div>
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end sm:gap-4">
        {hint && (
          <p id="analyze-hint" className="text-sm text-subtle">
            {hint}
          </p>
        )}
        <Button
          onClick={() => void analyze()}
          disabled={!canAnalyze}
          aria-describedby={hint ? 'analyze-hint' : undefined}
        >
          Analyze Match
        </Button>
      </div>
    </div>
  );
}
