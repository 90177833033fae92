import { toast } from 'sonner';
import type { CvEditor } from '../../cv/document';
import type { CvSource } from '../../cv/session';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { Button, LinkButton } from '../../components/ui/button';
import type { Core } from '../../lib/core';
import { docxType } from '../../lib/docx';
import { saveFile } from '../../lib/download';
import type { MadeFile } from '../../lib/read-back';
import { ReadBackDialog } from '../../components/read-back/read-back-dialog';
import { useCheckedDownload } from '../../components/read-back/use-checked-download';
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
  const { view, core, dispatch, show } = useFormattedCv();
  if (view.kind === 'missing') return null;
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
      <div>
        <h1 className="text-3xl font-bold">Formatted CV</h1>
        <p className="mt-2 text-slate-700">
          Your CV in the sections applicant tracking systems read. Correct anything that was misread, then download it or
          tailor it to the job. Every change is kept on this device.
        </p>
      </div>
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

const noData = 'No CV data available to download';
const transformFailed = 'Failed to transform CV data';

function Footer({ editor, core }: { editor: CvEditor; core: Core | null }) {
  const doc = editor.doc;
  // Each download: the core writes the content from the document as it is.
  function content<T>(make: (c: Core) => { ok: true; value: T } | { ok: false; error: { message: string } }): T | null {
    if (!hasContent(doc)) {
      toast.error(noData);
      return null;
    }
    const r = core ? make(core) : null;
    if (!r?.ok) {
      console.warn('Download failed:', r?.error ?? 'the on-device engine is not available');
      toast.error(transformFailed);
      return null;
    }
    return r.value;
  }

  function downloadText() {
    const text = content((c) => c.exportText(doc));
    if (text === null) return;
    try {
      saveFile('formatted_cv.txt', text);
    } catch (err) {
      console.warn('Text download failed:', err);
      toast.error('Failed to download text file');
    }
  }

  function downloadJSON(kind: 'json' | 'resume') {
    const json = content((c) => (kind === 'json' ? c.exportJSON(doc) : c.exportJSONResume(doc)));
    if (json === null) return;
    try {
      saveFile(kind === 'json' ? 'formatted_cv.json' : 'formatted_cv.resume.json', json, 'application/json');
      toast.success(kind === 'json' ? 'JSON file downloaded successfully' : 'JSON Resume file downloaded successfully');
    } catch (err) {
      console.warn('JSON download failed:', err);
      toast.error('Failed to download JSON file');
    }
  }

  const checked = useCheckedDownload();

  // The PDF and the Word file are read back before they are saved (ReadBackDialog).
  async function checkedFile(kind: 'pdf' | 'word') {
    // Not disabled while busy: the button keeps the focus the dialog returns to.
    if (checked.checking !== null) return;
    const model = content((c) => c.wordModel(doc));
    if (model === null || !core) return;
    const what = kind === 'pdf' ? 'PDF' : 'Word file';
    const failed = kind === 'pdf' ? 'Failed to create PDF file. Please try again.' : 'Failed to create Word file. Please try again.';
    await checked.check(
      what,
      async (): Promise<MadeFile | null> => {
        try {
          const rb = await import('../../lib/read-back');
          return await (kind === 'pdf' ? rb.makeCheckedPdf(core, doc, model) : rb.makeCheckedDocx(core, doc, model));
        } catch (err) {
          console.warn(`${what} failed:`, err);
          toast.error(failed);
          return null;
        }
      },
      (blob) => {
        try {
          if (kind === 'pdf') saveFile('formatted_cv.pdf', blob, 'application/pdf');
          else saveFile('formatted_cv.docx', blob, docxType);
          toast.success(kind === 'pdf' ? 'PDF file created successfully!' : 'Word file created successfully!');
        } catch (err) {
          console.warn(`${what} download failed:`, err);
          toast.error(failed);
        }
      },
    );
  }

  return (
    <section aria-label="Downloads and next steps" className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={downloadText}>
          Download Text
        </Button>
        <Button variant="secondary" onClick={() => downloadJSON('json')}>
          Download JSON
        </Button>
        <Button variant="secondary" onClick={() => downloadJSON('resume')}>
          Download JSON Resume
        </Button>
        <Button variant="secondary" aria-busy={checked.checking !== null} onClick={() => void checkedFile('word')}>
          {checked.checking === 'Word file' ? 'Reading back…' : 'Create Word File'}
        </Button>
        <Button variant="secondary" aria-busy={checked.checking !== null} onClick={() => void checkedFile('pdf')}>
          {checked.checking === 'PDF' ? 'Reading back…' : 'Download PDF'}
        </Button>
      </div>
      <ReadBackDialog file={checked.file} onSave={checked.save} onClose={checked.close} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <LinkButton variant="secondary" to="/prepare_cv_data">
          Use Other CV Text
        </LinkButton>
        <LinkButton to="/job_description_confirmation">Tailor To Job With AI</LinkButton>
      </div>
    </section>
  );
}
