import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { LinkButton } from '../../components/ui/button';
import { createEditor, headerText, modified, reduce, type CvAction, type CvEditor, type DeletedRecord } from '../../cv/document';
import { shownEditor, type StoredCv } from '../../cv/session';
import type { NamedItem, StructuredLanguage } from '../../cv/types';
import * as api from '../../lib/api';
import type { Core } from '../../lib/core';
import { readSession, readTailoring, writeSession, writeTailoring } from '../../lib/storage';
import { useCore, useCoreValue } from '../../lib/use-core';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { EducationSection } from './education-section';
import { ExperienceCard } from './experience-section';
import { HeadlineSection } from './headline-section';
import { ListSection } from './list-section';
import { TooltipProvider } from '../../components/ui/tooltip';
import { reusable } from './reuse';
import { ScorePanel } from './score-panel';
import { byImpact, readSuggestions, type TailorSuggestion } from './suggestions';
import { cvWords, forExperience, forSection, isApplied, saveList, scoreChanges } from './tailor-state';

const missingData = 'Missing CV data or job description. Please start over.';
const unknownFailure = 'An error occurred while analyzing your CV';
const analysisFailed = 'Failed to analyze CV. Please try again.';
const suggestionsFailed = 'Failed to generate suggestions for CV improvements. Please try again.';
const offlineAI = 'You are offline, so the AI suggestions are not available. Here are the on-device suggestions.';

/** TailorPage is /tailor_to_job: loading while the engine starts, the error views, or the results. */
export function TailorPage() {
  const coreState = useCore();
  const [inputs] = useState(() => ({ stored: readSession('cvData'), jd: readSession('jobDescription') ?? '' }));
  const missing = !inputs.stored || !inputs.jd.trim();
  // undefined while the editor is being made, null when it cannot be.
  const [start, setStart] = useState<CvEditor | null>();
  useEffect(() => {
    if (coreState.status !== 'ready' || !inputs.stored || missing) return;
    let live = true;
    void startEditor(coreState.core, inputs.stored).then((e) => {
      if (live) setStart(e);
    });
    return () => {
      live = false;
    };
  }, [coreState, inputs, missing]);
  const failed = coreState.status === 'failed' || (coreState.status === 'ready' && !missing && start === null);

  useEffect(() => {
    if (missing) toast.error(missingData);
  }, [missing]);
  useEffect(() => {
    if (!failed) return;
    if (coreState.status === 'failed') console.warn('On-device engine unavailable:', coreState.error);
    toast.error(analysisFailed);
  }, [failed, coreState]);

  if (missing) return <ErrorView message={missingData} />;
  if (failed) return <ErrorView message={unknownFailure} />;
  if (coreState.status !== 'ready' || !start || !inputs.stored) return <LoadingScreen title="Analyzing CV Against the Job Offer" />;
  return (
    <TooltipProvider>
      <Tailoring core={coreState.core} initial={start} stored={inputs.stored} jobDescription={inputs.jd} />
    </TooltipProvider>
  );
}

function ErrorView({ message }: { message: string }) {
  return (
    <section aria-labelledby="error-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <h1 id="error-title" className="text-3xl font-bold">
        Error
      </h1>
      <p className="text-slate-700">{message}</p>
      <LinkButton to="/cv_preparation">Go Back</LinkButton>
    </section>
  );
}

// The CV being tailored: the version shown on the Formatted CV screen, or,
// when the CV was never formatted there, the upload's parse of it.
async function startEditor(core: Core, stored: StoredCv): Promise<CvEditor | null> {
  const shown = shownEditor(stored);
  if (shown) return shown;
  const r = await core.toStructured(stored.parsed);
  return r.ok && r.value ? createEditor(r.value) : null;
}

type AiState =
  | { status: 'off' }
  | { status: 'pending' }
  | { status: 'done'; suggestions: unknown[]; raw: string }
  | { status: 'failed' }
  | { status: 'offline' };

function Tailoring({ core, initial, stored, jobDescription }: { core: Core; initial: CvEditor; stored: StoredCv; jobDescription: string }) {
  const [editor, setEditor] = useState(initial);
  // The latest document, for handlers that make several edits in a row.
  const latest = useRef(initial);
  const [ai, setAi] = useState<AiState>({ status: 'off' });
  const words = useMemo(() => cvWords(initial.doc), [initial]);

  // Every change goes into the CV document kept under cvData, so the
  // Formatted CV screen and its downloads have it.
  const persist = (next: CvEditor) => {
    const now = readSession('cvData') ?? stored;
    const shown = now.formatted?.shown ?? 'on-device';
    writeSession('cvData', { ...now, formatted: { shown, versions: { ...now.formatted?.versions, [shown]: next } } });
  };
  const apply = (next: CvEditor, message: string) => {
    if (next === latest.current) return;
    latest.current = next;
    setEditor(next);
    persist(next);
    toast.success(message);
  };
  const act = (action: CvAction, message: string) => apply(reduce(latest.current, action), message);

  // A CV that was never formatted is kept as the on-device version at once.
  useEffect(() => {
    if (!stored.formatted) persist(initial);
    // Once, for the CV the page opened with.
  }, []);

  const onDevice = useCoreValue(async () => {
    const r = await core.suggest(initial.doc, jobDescription);
    if (!r.ok) console.warn('On-device suggestions failed:', r.error);
    return r.ok ? readSuggestions(r.value, 'on-device', words) : [];
  }, [core, initial, jobDescription, words]);

  // The AI's suggestions: reused when stored for this job and CV, else asked
  // for once, when the worker has AI on. The on-device ones show meanwhile.
  useEffect(() => {
    const abort = new AbortController();
    void (async () => {
      const t = await core.toTailoring(initial.doc);
      if (!t.ok) return;
      const cvData = JSON.stringify(t.value);
      const reuse = reusable(
        {
          analysisResult: readTailoring(),
          lastAnalyzedJobDescription: readSession('lastAnalyzedJobDescription'),
          lastAnalyzedCvData: readSession('lastAnalyzedCvData'),
        },
        jobDescription,
        cvData,
      );
      if (reuse) {
        setAi({ status: 'done', suggestions: reuse.suggestions, raw: reuse.rawApiResponse });
        return;
      }
      const h = await api.health();
      if (abort.signal.aborted) return;
      if (!h.ok) {
        if (h.error.code === 'offline') {
          setAi({ status: 'offline' });
          toast.info(offlineAI);
        }
        return;
      }
      if (!h.value.ai) return;
      setAi({ status: 'pending' });
      const r = await api.suggest(t.value, jobDescription, abort.signal);
      if (abort.signal.aborted) return;
      if (!r.ok) {
        console.warn(`AI suggestions failed: ${r.error.code} (${r.error.status}): ${r.error.message}`);
        const offline = r.error.code === 'offline';
        setAi({ status: offline ? 'offline' : 'failed' });
        toast.error(offline ? offlineAI : suggestionsFailed);
        return;
      }
      writeTailoring({ kind: 'tailoring', suggestions: r.value.suggestions, rawApiResponse: r.value.rawApiResponse });
      writeSession('lastAnalyzedJobDescription', jobDescription);
      writeSession('lastAnalyzedCvData', cvData);
      setAi({ status: 'done', suggestions: r.value.suggestions, raw: r.value.rawApiResponse });
    })();
    return () => abort.abort();
  }, [core, initial, jobDescription]);

  const aiSuggestions = useMemo(() => (ai.status === 'done' ? readSuggestions(ai.suggestions, 'ai', words) : []), [ai, words]);
  const all: TailorSuggestion[] = useMemo(() => byImpact([...aiSuggestions, ...(onDevice ?? [])]), [aiSuggestions, onDevice]);

  const doc = editor.doc;
  const score = useCoreValue(() => scoreOf(core, doc, jobDescription), [core, doc, jobDescription]);
  const before = useCoreValue(() => scoreOf(core, editor.original, jobDescription), [core, editor.original, jobDescription]);
  const transformed = useCoreValue(async () => {
    const r = await core.toTailoring(doc);
    return r.ok ? JSON.stringify(r.value, null, 2) : null;
  }, [core, doc]);
  // The first answers of the engine (its suggestions and both scores) come
  // together with the page, as the loading view's end, not one by one.
  if (onDevice === undefined || score === undefined || before === undefined) return <LoadingScreen title="Analyzing CV Against the Job Offer" />;
  const applied = (s: TailorSuggestion) => isApplied(s, doc);
  const header = forSection(all, 'professional_header');
  const about = forSection(all, 'about_me');

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">CV Tailoring Results</h1>
        <p className="mt-2 text-slate-700">
          Review each suggestion and apply the ones that are true for you, one by one. Every change is kept in your CV and its downloads.
        </p>
        <AiStatus ai={ai} />
      </div>
      {score && before && <ScorePanel before={before.matchPercentage} now={score.matchPercentage} changes={scoreChanges(before, score)} />}

      <HeadlineSection
        title="Professional Header"
        text={headerText(doc)}
        original={headerText(editor.original)}
        placeholder="Add your professional header"
        suggestions={header}
        startExpanded
        isApplied={applied}
        previewOf={(s) => headerText(reduce(latest.current, { type: 'apply-suggestion', suggestion: s }).doc)}
        onSave={(text) => act({ type: 'set-header', text }, 'Professional header updated successfully')}
        onRestore={() => act({ type: 'set-header', text: headerText(editor.original) }, 'Professional header restored to original')}
        onApply={(s) => act({ type: 'apply-suggestion', suggestion: s }, 'Professional header replaced with suggestion')}
      />
      <HeadlineSection
        title="About Me"
        text={doc.about_me}
        original={editor.original.about_me}
        placeholder="Add your about me text"
        suggestions={about}
        startExpanded={about.length > 0}
        isApplied={applied}
        previewOf={(s) => reduce(latest.current, { type: 'apply-suggestion', suggestion: s }).doc.about_me}
        onSave={(text) => act({ type: 'set-about', text }, 'About Me updated successfully')}
        onRestore={() => act({ type: 'set-about', text: editor.original.about_me }, 'About Me restored to original')}
        onApply={(s) => act({ type: 'apply-suggestion', suggestion: s }, 'About Me replaced with suggestion')}
      />

      <section aria-labelledby="experience-title" className="flex flex-col gap-3">
        <h2 id="experience-title" className="text-xl font-semibold">
          Professional Experience
        </h2>
        {doc.professional_experience.length === 0 && <p className="italic text-slate-600">No professional experience added yet</p>}
        {doc.professional_experience.map((e) => {
          const { byResponsibility, additional } = forExperience(all, doc, e.id);
          return (
            <ExperienceCard
              key={e.id}
              exp={e}
              original={editor.original.professional_experience.find((o) => o.id === e.id)}
              deleted={editor.deleted.responsibilities[e.id] ?? []}
              byResponsibility={byResponsibility}
              additional={additional}
              isApplied={applied}
              act={act}
            />
          );
        })}
      </section>

      <EducationSection items={doc.education} deleted={editor.deleted.education} suggestions={forSection(all, 'education')} isApplied={applied} act={act} />
      {(['core_skills', 'tools_technologies', 'languages'] as const).map((kind) => (
        <ListSection
          key={kind}
          kind={kind}
          items={doc[kind]}
          deleted={editor.deleted[kind] as DeletedRecord<NamedItem | StructuredLanguage>[]}
          modified={modified(editor, kind)}
          suggestions={forSection(all, kind)}
          isApplied={applied}
          onSave={(rows) => apply(saveList(latest.current, kind, rows as never, Date.now()), `${kind === 'languages' ? 'Languages' : kind === 'core_skills' ? 'Core Skills' : 'Tools & Technologies'} saved`)}
          act={act}
        />
      ))}

      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold">Details</summary>
        <h2 className="mt-3 text-sm font-semibold">AI response JSON</h2>
        <pre tabIndex={0} className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 text-xs">
          {ai.status === 'done' && ai.raw ? ai.raw : 'No response available'}
        </pre>
        <h2 className="mt-3 text-sm font-semibold">CV Data JSON</h2>
        <pre tabIndex={0} className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 text-xs">
          {transformed ?? 'No transformed CV data available'}
        </pre>
      </details>

      <div>
        <LinkButton to="/cv_preparation" variant="secondary">
          Back to CV Preparation
        </LinkButton>
      </div>
    </div>
  );
}

function AiStatus({ ai }: { ai: AiState }) {
  const text: Record<AiState['status'], string> = {
    off: 'On-device suggestions: made in your browser from your CV and the job description.',
    pending: 'On-device suggestions are shown. The AI suggestions are on their way…',
    done: 'AI suggestions and on-device suggestions, each marked with where it came from.',
    failed: 'The AI suggestions could not be made; the on-device suggestions are shown.',
    offline: offlineAI,
  };
  return (
    <p role="status" className="mt-2 text-sm text-slate-700">
      {text[ai.status]}
    </p>
  );
}

async function scoreOf(core: Core, doc: CvEditor['doc'], jobDescription: string) {
  const f = await core.fromStructured(doc);
  if (!f.ok) return null;
  const r = await core.analyzeCV(f.value, jobDescription);
  return r.ok ? r.value : null;
}
