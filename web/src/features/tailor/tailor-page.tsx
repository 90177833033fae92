import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ErrorScreen } from '../../components/error-screen';
import { LinkButton } from '../../components/ui/button';
import {
  headerText,
  modified,
  sectionTitles,
  type CvAction,
  type CvEditor,
  type DeletedRecord,
} from '../../cv/document';
import type { StoredCv } from '../../cv/session';
import type { NamedItem, StructuredCV, StructuredLanguage } from '../../cv/types';
import { useCv, type CvHandle } from '../../lib/use-cv';
import type { Core, Result } from '../../lib/core';
import { useCore } from '../../lib/use-core';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { EducationSection } from './education-section';
import { ExperienceCard } from './experience-section';
import { HeadlineSection } from './headline-section';
import { ListSection } from './list-section';
import { TooltipProvider } from '../../components/ui/tooltip';
import { current, sectionLists, toApply, type AiState, type SectionKey } from './page-state';
import { ScoreBar, ScorePanel } from './score-panel';
import { SectionFold } from './section-fold';
import { cardId } from './suggestion-card';
import { keyOf, ordered, summary, type TailorAction, type TailorSuggestion } from './suggestions';
import { forExperience, scoreChanges, undoActions } from './tailor-state';
import { offlineAI, useTailoring } from './use-tailoring';
import { MissingTailorData, storedJob, tailorInputsMissing } from './missing';

const unknownFailure = 'An error occurred while analyzing your CV';
const analysisFailed = 'Failed to analyze CV. Please try again.';
const loadingTitle = 'Analyzing CV Against the Job Offer';

// formatOnDevice makes the document of the record's reading, reading its
// text first when it was never read (a CV typed, then this page opened).
async function formatOnDevice(core: Core, record: StoredCv): Promise<Result<StructuredCV | null>> {
  if (record.parsed) return core.toStructured(record.parsed);
  const parsed = await core.parseText(record.text);
  return parsed.ok ? core.toStructured(parsed.value) : parsed;
}

/**
 * TailorPage is /tailor_to_job: loading while the engine starts, the error
 * views, or the results. The CV is read and changed only through useCv; a CV
 * never formatted is formatted on the device first (the record's 'format').
 */
export function TailorPage() {
  const coreState = useCore();
  const cv = useCv();
  const [jobDescription] = useState(storedJob);
  const record = cv.record;
  // Opened without them the route shows MissingTailorData (app.tsx); the
  // data cleared while here shows it too.
  const missing = tailorInputsMissing(record, jobDescription);
  const [formatFailed, setFormatFailed] = useState(false);
  const needsFormat = coreState.status === 'ready' && record !== null && !missing && cv.editor === null;

  useEffect(() => {
    if (!needsFormat || coreState.status !== 'ready' || !record) return;
    let live = true;
    void (async () => {
      const r = await formatOnDevice(coreState.core, record);
      if (!live) return;
      if (r.ok && r.value) cv.change({ type: 'format', text: record.text, source: 'on-device', doc: r.value });
      else setFormatFailed(true);
    })();
    return () => {
      live = false;
    };
  }, [needsFormat, coreState, record, cv]);
  const failed = coreState.status === 'failed' || formatFailed;

  useEffect(() => {
    if (!failed) return;
    if (coreState.status === 'failed') console.warn('On-device engine unavailable:', coreState.error);
    toast.error(analysisFailed);
  }, [failed, coreState]);

  if (missing) return <MissingTailorData />;
  if (failed) return <ErrorScreen title="Error" message={unknownFailure} to="/cv_preparation" action="Go Back" />;
  if (coreState.status !== 'ready' || !cv.editor || !record) return <LoadingScreen title={loadingTitle} />;
  return (
    <TooltipProvider>
      <Tailoring core={coreState.core} cv={cv} editor={cv.editor} record={record} jobDescription={jobDescription} />
    </TooltipProvider>
  );
}

function Tailoring({
  core,
  cv,
  editor,
  record,
  jobDescription,
}: {
  core: Core;
  cv: CvHandle;
  editor: CvEditor;
  record: StoredCv;
  jobDescription: string;
}) {
  const [page, dispatch, apply] = useTailoring(core, editor, record, jobDescription);
  const { ai, before, rated, transformed, onlyScore, focused } = page;

  // Every change goes through the CV hook into the one record (cvData), which
  // the Formatted CV screen and the downloads read. A suggestion is applied
  // by the core, to the CV its session keeps; the reducer takes the result.
  const act = (action: TailorAction, message: string) => {
    if (action.type !== 'apply-suggestion') {
      if (cv.edit(action)) toast.success(message);
      return;
    }
    void apply(action.suggestion, editor.seq).then((changed) => changed && toast.success(message));
  };
  // What a suggestion would make of the CV, from the core, kept nowhere.
  const previewOf = async (s: TailorSuggestion): Promise<StructuredCV> => {
    const r = await core.previewSuggestion(s);
    return r.ok ? r.value.cv : doc;
  };
  // The core decides how a suggestion is taken back out; the reducer runs its steps.
  const undo = (s: TailorSuggestion) =>
    void (async () => {
      const r = await core.undoSuggestion(s);
      if (!r.ok) return console.warn('Undoing the suggestion failed:', r.error);
      if (cv.edit(...undoActions(r.value, Date.now()))) toast.success('Suggestion undone');
    })();

  const doc = editor.doc;
  const all = useMemo(() => current(rated), [rated]);
  const bySection = useMemo(() => sectionLists(all), [all]);
  const shown = (list: TailorSuggestion[]) => ordered(list, onlyScore);
  const open = page.open ?? new Set<SectionKey>();
  const setOpen = (section: SectionKey, isOpen: boolean) => dispatch({ type: 'open', section, open: isOpen });

  // "Next suggestion" walks the suggestions still to apply in page order.
  const left = useMemo(() => toApply(page).length, [rated, onlyScore]);
  const next = () => dispatch({ type: 'next' });
  // The card's section, card or panel opens on it (useReveal), then it takes the focus.
  useEffect(() => {
    if (!focused) return;
    const s = all.find((x) => keyOf(x) === focused.key);
    const el = s ? document.getElementById(cardId(s)) : null;
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [focused, page.open]);

  // The engine's first answers (the suggestions rated and both scores) come
  // with the page, as the loading view's end, not one by one.
  if (!rated || !before) return <LoadingScreen title={loadingTitle} />;
  const header = shown(bySection.header);
  const about = shown(bySection.about);
  const scores = {
    pasted: before.pasted.matchPercentage,
    formatted: before.formatted.matchPercentage,
    formattedChanges: scoreChanges(before.pasted, before.formatted),
    now: rated.report.matchPercentage,
    changes: scoreChanges(before.formatted, rated.report),
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">CV Tailoring Results</h1>
        <p className="mt-2 text-muted">
          Review each suggestion and apply the ones that are true for you, one by one. Each shows what it would change
          in your score before you apply it; every change is kept in your CV and its downloads.
        </p>
        <AiStatus ai={ai} />
      </div>
      <ScoreBar
        before={scores.pasted}
        now={scores.now}
        open={left}
        onNext={next}
        onlyScore={onlyScore}
        onOnlyScore={(on) => dispatch({ type: 'only-score', on })}
      />
      <ScorePanel scores={scores} />

      <SectionFold
        summary={summary(sectionTitles.professional_header, bySection.header)}
        open={open.has('header')}
        onOpenChange={(o) => setOpen('header', o)}
      >
        <HeadlineSection
          title={sectionTitles.professional_header}
          text={headerText(doc)}
          original={headerText(editor.original)}
          placeholder="Add your professional header"
          suggestions={header}
          startExpanded
          reveal={focused}
          onUndo={undo}
          previewOf={async (s) => headerText(await previewOf(s))}
          onSave={(text) => act({ type: 'set-header', text }, 'Professional header updated successfully')}
          onRestore={() =>
            act({ type: 'set-header', text: headerText(editor.original) }, 'Professional header restored to original')
          }
          onApply={(s) =>
            act({ type: 'apply-suggestion', suggestion: s }, 'Professional header replaced with suggestion')
          }
        />
      </SectionFold>
      <SectionFold
        summary={summary(sectionTitles.about_me, bySection.about)}
        open={open.has('about')}
        onOpenChange={(o) => setOpen('about', o)}
      >
        <HeadlineSection
          title={sectionTitles.about_me}
          text={doc.about_me}
          original={editor.original.about_me}
          placeholder="Add your about me text"
          suggestions={about}
          startExpanded={about.length > 0}
          reveal={focused}
          onUndo={undo}
          previewOf={async (s) => (await previewOf(s)).about_me}
          onSave={(text) => act({ type: 'set-about', text }, 'About Me updated successfully')}
          onRestore={() => act({ type: 'set-about', text: editor.original.about_me }, 'About Me restored to original')}
          onApply={(s) => act({ type: 'apply-suggestion', suggestion: s }, 'About Me replaced with suggestion')}
        />
      </SectionFold>

      <SectionFold
        summary={summary(sectionTitles.professional_experience, bySection.experience)}
        open={open.has('experience')}
        onOpenChange={(o) => setOpen('experience', o)}
      >
        <section aria-labelledby="experience-title" className="flex flex-col gap-3">
          <h2 id="experience-title" className="text-xl font-semibold">
            {sectionTitles.professional_experience}
          </h2>
          {doc.professional_experience.length === 0 && (
            <p className="italic text-subtle">No professional experience added yet</p>
          )}
          {doc.professional_experience.map((e) => {
            const { byResponsibility, additional } = forExperience(all, doc, e.id);
            for (const [rid, list] of byResponsibility) byResponsibility.set(rid, shown(list));
            return (
              <ExperienceCard
                key={e.id}
                exp={e}
                original={editor.original.professional_experience.find((o) => o.id === e.id)}
                deleted={editor.deleted.responsibilities[e.id] ?? []}
                byResponsibility={byResponsibility}
                additional={shown(additional)}
                reveal={focused}
                onUndo={undo}
                act={act}
              />
            );
          })}
        </section>
      </SectionFold>

      <SectionFold
        summary={summary(sectionTitles.education, bySection.education)}
        open={open.has('education')}
        onOpenChange={(o) => setOpen('education', o)}
      >
        <EducationSection
          items={doc.education}
          deleted={editor.deleted.education}
          suggestions={shown(bySection.education)}
          onUndo={undo}
          act={act}
        />
      </SectionFold>
      {(['core_skills', 'tools_technologies', 'languages'] as const).map((kind) => (
        <SectionFold
          key={kind}
          summary={summary(sectionTitles[kind], bySection[kind])}
          open={open.has(kind)}
          onOpenChange={(o) => setOpen(kind, o)}
        >
          <ListSection
            kind={kind}
            items={doc[kind]}
            deleted={editor.deleted[kind] as DeletedRecord<NamedItem | StructuredLanguage>[]}
            modified={modified(editor, kind)}
            suggestions={shown(bySection[kind])}
            reveal={focused}
            onUndo={undo}
            onSave={(rows) =>
              act({ type: 'save-list', list: kind, rows, at: Date.now() } as CvAction, `${sectionTitles[kind]} saved`)
            }
            act={act}
          />
        </SectionFold>
      ))}

      <details className="rounded-xl border border-line bg-surface p-4">
        <summary className="cursor-pointer font-semibold">Details</summary>
        <h2 className="mt-3 text-sm font-semibold">AI response JSON</h2>
        <pre tabIndex={0} className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-sunken p-2 text-xs">
          {ai.status === 'done' && ai.raw ? ai.raw : 'No response available'}
        </pre>
        <h2 className="mt-3 text-sm font-semibold">CV Data JSON</h2>
        <pre tabIndex={0} className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap rounded bg-sunken p-2 text-xs">
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
    <p role="status" className="mt-2 text-sm text-muted">
      {text[ai.status]}
    </p>
  );
}
