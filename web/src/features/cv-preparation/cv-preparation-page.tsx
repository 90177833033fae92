import { toast } from 'sonner';
import type { CvAction, CvEditor } from '../../cv/document';
import { shownEditor, type CvSource } from '../../cv/session';
import type { Gap, StructuredCV } from '../../cv/types';
import { readCv } from '../../lib/use-cv';
import { GapsDialog } from './gaps-dialog';
import { LoadingScreen } from '../../components/loading/loading-screen';
import { ErrorScreen } from '../../components/error-screen';
import { Button, LinkButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { loadCore, type Core } from '../../lib/core';
import { docxType } from '../../lib/docx';
import { saveFile } from '../../lib/download';
import { keepDownloadsWhenIdle, offlineWhy } from '../../lib/offline-downloads';
import type { MadeFile } from '../../lib/read-back';
import { ReadBackDialog } from '../../components/read-back/read-back-dialog';
import { useCheckedDownload } from '../../components/read-back/use-checked-download';
import { downloads, noData, transformFailed, type Download } from './downloads';
import { AboutSection, HeaderSection } from './text-sections';
import { ContactSection } from './contact-section';
import { EntriesSection, MoreSections, OtherSections, type ExtraKind } from './extra-sections';
import { deletedOf, entryLists, itemsOf } from '../../cv/document';
import { useEffect, useState } from 'react';
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
  // The downloads below, kept for offline use while the page is idle.
  useEffect(() => keepDownloadsWhenIdle(), []);
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
      <ErrorScreen
        title="Formatting Failed"
        message="Please try again"
        to="/prepare_cv_data"
        action="Use Other CV Text"
      />
    );
  }
  const { editor, shown, sources, aiPending } = view;
  return (
    <div className="flex flex-col gap-6">
      {ask}
      <div>
        <h1 className="text-3xl font-bold">Formatted CV</h1>
        <p className="mt-2 text-muted">
          Your CV in the sections applicant tracking systems read. Correct anything that was misread, then download it
          or tailor it to the job. Every change is kept on this device.
        </p>
      </div>
      {undo && (
        <section
          aria-label="New reading"
          className="flex flex-col gap-2 rounded-xl border border-warning-line bg-warning-soft p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-body">This is a new reading of your CV text. Your edited CV was put aside.</p>
          <Button variant="secondary" onClick={undo}>
            Undo: Bring Back My Edited CV
          </Button>
        </section>
      )}
      <VersionSwitch shown={shown} sources={sources} aiPending={aiPending} onShow={show} />
      <ContactSection doc={editor.doc} dispatch={dispatch} />
      <HeaderSection doc={editor.doc} dispatch={dispatch} />
      <AboutSection doc={editor.doc} dispatch={dispatch} />
      <ExperienceSection editor={editor} dispatch={dispatch} />
      <EducationSection editor={editor} dispatch={dispatch} />
      <ChipsSection editor={editor} dispatch={dispatch} list="core_skills" />
      <ChipsSection editor={editor} dispatch={dispatch} list="tools_technologies" />
      <LanguagesSection editor={editor} dispatch={dispatch} />
      <ExtraSections editor={editor} dispatch={dispatch} />
      <Footer editor={editor} core={core} dispatch={dispatch} />
    </div>
  );
}

const extraKinds: ExtraKind[] = [...entryLists, 'interests', 'other_sections'];

// The extra sections with something in them, or opened through "Add a
// Section" (which then starts in its add form); the rest wait there.
function ExtraSections({ editor, dispatch }: { editor: CvEditor; dispatch: (...actions: CvAction[]) => boolean }) {
  const [opened, setOpened] = useState<ExtraKind | null>(null);
  const shown = extraKinds.filter(
    (k) => k === opened || itemsOf(editor.doc, k).length > 0 || deletedOf(editor, k).length > 0,
  );
  return (
    <>
      {shown.map((k) =>
        k === 'interests' ? (
          <ChipsSection key={k} editor={editor} dispatch={dispatch} list="interests" adding={k === opened} />
        ) : k === 'other_sections' ? (
          <OtherSections key={k} editor={editor} dispatch={dispatch} adding={k === opened} />
        ) : (
          <EntriesSection key={k} editor={editor} dispatch={dispatch} list={k} adding={k === opened} />
        ),
      )}
      <MoreSections kinds={extraKinds.filter((k) => !shown.includes(k))} onOpen={setOpened} />
    </>
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
    <section aria-label="Formatted version" className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-4">
      <p className="text-sm text-body">
        <span className="font-semibold">Showing: {sourceNames[shown]}.</span> {sourceNotes[shown]}
      </p>
      {sources.length > 1 && (
        <div role="group" aria-label="Version to show and edit" className="flex flex-wrap gap-2">
          {sources.map((s) => (
            <Button
              key={s}
              variant={s === shown ? 'primary' : 'secondary'}
              aria-pressed={s === shown}
              onClick={() => onShow(s)}
            >
              {sourceNames[s]}
            </Button>
          ))}
        </div>
      )}
      {aiPending && (
        <p role="status" className="text-sm text-muted">
          The AI is formatting your CV too; its version will be shown when it is ready, and this one kept.
        </p>
      )}
    </section>
  );
}

function Footer({
  editor,
  core,
  dispatch,
}: {
  editor: CvEditor;
  core: Core | null;
  dispatch: (...actions: CvAction[]) => boolean;
}) {
  const doc = editor.doc;
  // The download waiting behind unfilled gaps (its label and how to go on), and the gaps.
  const [blocked, setBlocked] = useState<{ label: string; resume: () => void; gaps: Gap[] } | null>(null);
  // Downloads read the document as stored, so a fix made in the gap dialog counts at once.
  const stored = (): StructuredCV => shownEditor(readCv())?.doc ?? doc;
  const gapsIn = async (c: Core, d: StructuredCV): Promise<Gap[]> => {
    const r = await c.findGaps(d);
    return r.ok ? r.value : [];
  };
  // What every download checks first, each of them: a document with
  // content, the engine, and no unfilled gap anywhere (no placeholder
  // leaves); gaps wait in the dialog, which resumes the download after.
  async function prepared(label: string, resume: () => void): Promise<{ core: Core; doc: StructuredCV } | null> {
    const latest = stored();
    if (!hasContent(latest)) {
      toast.error(noData);
      return null;
    }
    // Right after a reload the kept CV shows before the engine has started:
    // a download asked for then waits for it rather than failing.
    const started = core ? { ok: true as const, value: core } : await loadCore();
    if (!started.ok) {
      console.warn('Download failed: the on-device engine is not available:', started.error.message);
      toast.error(transformFailed);
      return null;
    }
    const gaps = await gapsIn(started.value, latest);
    if (gaps.length > 0) {
      setBlocked({ label, resume, gaps });
      return null;
    }
    return { core: started.value, doc: latest };
  }

  async function run(d: Download) {
    const ready = await prepared(d.label, () => void run(d));
    if (ready) await d.save(ready.core, ready.doc);
  }

  const checked = useCheckedDownload();

  // The PDF and the Word file are read back before they are saved (ReadBackDialog).
  async function checkedFile(kind: 'pdf' | 'word') {
    // Not disabled while busy: the button keeps the focus the dialog returns to.
    if (checked.checking !== null) return;
    const ready = await prepared(kind === 'pdf' ? 'Download PDF' : 'Create Word File', () => void checkedFile(kind));
    if (!ready) return;
    const { core, doc } = ready;
    const made = await core.wordModel(doc);
    if (!made.ok) {
      console.warn('Download failed:', made.error);
      toast.error(transformFailed);
      return;
    }
    const model = made.value;
    const what = kind === 'pdf' ? 'PDF' : 'Word file';
    const failed =
      kind === 'pdf' ? 'Failed to create PDF file. Please try again.' : 'Failed to create Word file. Please try again.';
    await checked.check(
      what,
      async (): Promise<MadeFile | null> => {
        try {
          const rb = await import('../../lib/read-back');
          return await (kind === 'pdf' ? rb.makeCheckedPdf(core, doc, model) : rb.makeCheckedDocx(core, doc, model));
        } catch (err) {
          console.warn(`${what} failed:`, err);
          toast.error(failed, offlineWhy());
          return null;
        }
      },
      (blob, readBack) => {
        try {
          if (kind === 'pdf') saveFile('formatted_cv.pdf', blob, 'application/pdf');
          else saveFile('formatted_cv.docx', blob, docxType);
          // A clean read-back costs no click: one line says what came back.
          toast.success(
            kind === 'pdf' ? 'PDF file created successfully!' : 'Word file created successfully!',
            readBack ? { description: `${readBack.replace(/^Read back:/, 'Read back complete:')}.` } : undefined,
          );
        } catch (err) {
          console.warn(`${what} download failed:`, err);
          toast.error(failed);
        }
      },
    );
  }

  return (
    <section aria-label="Downloads and next steps" className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="flex flex-wrap gap-2">
        {core && (
          <GapsDialog
            core={core}
            gaps={blocked?.gaps ?? null}
            download={blocked?.label ?? ''}
            dispatch={dispatch}
            recheck={() => gapsIn(core, stored())}
            onClose={() => setBlocked(null)}
            onContinue={() => blocked?.resume()}
          />
        )}
        {downloads.map((d) => (
          <Button key={d.label} variant="secondary" onClick={() => void run(d)}>
            {d.label}
          </Button>
        ))}
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
