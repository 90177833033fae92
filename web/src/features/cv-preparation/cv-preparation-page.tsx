import { toast } from 'sonner';
import type { CvEditor } from '../../cv/document';
import type { CvSource } from '../../cv/session';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { Button, LinkButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { Core } from '../../lib/core';
import { downloads, noData, transformFailed, type Download } from './downloads';
import { AboutSection, HeaderSection } from './text-sections';
import { EducationSection, ExperienceSection } from './entry-sections';
import { ChipsSection, LanguagesSection } from './list-sections';
import { hasContent, useFormattedCv } from './use-formatted-cv';

const sourceNames: Record<CvSource, string> = { 'on-device': 'On-device parse', ai: 'AI formatting' };
const sourceNotes: Record<CvSource, string> = {
  'on-device': 'Made on this device by Shortlist’s parser from your CV text.',
  ai: 'Made by the AI from your CV text. Check it: the AI can misread a CV.',
};

/** CvPreparationPage (/cv_preparation) shows the CV formatted into ATS sections, to edit and download. */
export function CvPreparationPage() {
  const { view, core, dispatch, show, question, undo } = useFormattedCv();
  if (view.kind === 'missing') return null;
  const ask = question && (
    <Dialog
      open
      onOpenChange={(open) => !open && question.keep()}
      title="Replace your edited CV with a new reading of this text?"
      description="The CV text has changed since this CV was formatted, and you have edited it. A new reading starts again from the text; you can undo it once."
      footer={
        <>
          <Button variant="secondary" onClick={question.keep}>
            Keep My Edited CV
          </Button>
          <Button onClick={question.replace}>Replace It</Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
  if (view.kind === 'formatting') {
    return (
      <LoadingScreen
        title="Formatting Your CV"
        message="We are converting your CV into the sections applicant tracking systems read. Please be patient..."
      />
    );
  }
  if (view.kind === 'failed') {
    return (
      <section aria-labelledby="failed-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
        <h1 id="failed-title" className="text-3xl font-bold">
          Formatting Failed
        </h1>
        <p className="text-slate-700">Please try again</p>
        <LinkButton to="/prepare_cv_data">Use Other CV Text</LinkButton>
      </section>
    );
  }
  const { editor, shown, sources, aiPending } = view;
  return (
    <div className="flex flex-col gap-6">
      {ask}
      <div>
        <h1 className="text-3xl font-bold">Formatted CV</h1>
        <p className="mt-2 text-slate-700">
          Your CV in the sections applicant tracking systems read. Correct anything that was misread, then download it or
          tailor it to the job. Every change is kept on this device.
        </p>
      </div>
      {undo && (
        <section aria-label="New reading" className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-800">This is a new reading of your CV text. Your edited CV was put aside.</p>
          <Button variant="secondary" onClick={undo}>
            Undo: Bring Back My Edited CV
          </Button>
        </section>
      )}
      <VersionSwitch shown={shown} sources={sources} aiPending={aiPending} onShow={show} />
      <HeaderSection doc={editor.doc} dispatch={dispatch} />
      <AboutSection doc={editor.doc} dispatch={dispatch} />
      <ExperienceSection editor={editor} dispatch={dispatch} />
      <EducationSection editor={editor} dispatch={dispatch} />
      <ChipsSection editor={editor} dispatch={dispatch} list="core_skills" />
      <ChipsSection editor={editor} dispatch={dispatch} list="tools_technologies" />
      <LanguagesSection editor={editor} dispatch={dispatch} />
      <Footer editor={editor} core={core} />
    </div>
  );
}

function VersionSwitch({
  shown,
  sources,
  aiPending,
  onShow,
}: {
  shown: CvSource;
  sources: CvSource[];
  aiPending: boolean;
  onShow: (s: CvSource) => void;
}) {
  return (
    <section aria-label="Formatted version" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">Showing: {sourceNames[shown]}.</span> {sourceNotes[shown]}
      </p>
      {sources.length > 1 && (
        <div role="group" aria-label="Version to show and edit" className="flex flex-wrap gap-2">
          {sources.map((s) => (
            <Button key={s} variant={s === shown ? 'primary' : 'secondary'} aria-pressed={s === shown} onClick={() => onShow(s)}>
              {sourceNames[s]}
            </Button>
          ))}
        </div>
      )}
      {aiPending && (
        <p role="status" className="text-sm text-slate-700">
          The AI is formatting your CV too; its version will be shown when it is ready, and this one kept.
        </p>
      )}
    </section>
  );
}

function Footer({ editor, core }: { editor: CvEditor; core: Core | null }) {
  const doc = editor.doc;
  async function run(d: Download) {
    if (!hasContent(doc)) {
      toast.error(noData);
      return;
    }
    if (!core) {
      console.warn('Download failed: the on-device engine is not available');
      toast.error(transformFailed);
      return;
    }
    await d.save(core, doc);
  }

  return (
    <section aria-label="Downloads and next steps" className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-2">
        {downloads.map((d) => (
          <Button key={d.label} variant="secondary" onClick={() => void run(d)}>
            {d.label}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <LinkButton variant="secondary" to="/prepare_cv_data">
          Use Other CV Text
        </LinkButton>
        <LinkButton to="/job_description_confirmation">Tailor To Job With AI</LinkButton>
      </div>
    </section>
  );
}
