import type { ReactNode } from 'react';
import { LinkButton, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { Check, Evidence, Fact } from '../../cv/types';
import { askable, type Source, type View } from './analysis-state';
import { ScoreCircle } from './score-circle';

type ResultView = Extract<View, { kind: 'result' }>;

const aiMeaning =
  "The AI model's estimate of how well your CV meets this job's requirements: a judgement from the two texts, not a measurement.";

/** ResultView shows one analysis with the spec's blocks, its source, and the evidence when it has any. */
export function ResultView({ view, onChoose }: { view: ResultView; onChoose: (s: Source) => void }) {
  const a = view.analysis;
  const evidence = view.source === 'on-device' ? view.analysis : null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">Analysis Results</h1>
        <p className="mt-2 text-muted">
          How well your CV matches the job requirements, and suggestions for improvement.
        </p>
      </div>

      <SourceBar view={view} onChoose={onChoose} />

      <Card aria-labelledby="score-title">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:gap-8">
          <ScoreCircle score={a.matchPercentage} />
          <div className="flex flex-col gap-2">
            <h2 id="score-title" className="text-xl font-semibold">
              CV Match Score
            </h2>
            <p className="text-body">{view.source === 'on-device' ? view.analysis.scoreMeaning : aiMeaning}</p>
            {view.source === 'on-device' && <Uninterpreted names={view.analysis.uninterpreted} />}
            <p className="text-sm text-subtle">
              Bands: 90% or more is an excellent match, 80–89% a good one. Aiming for 80% or more before you apply is
              our guideline, not an industry rule.
              {view.source === 'on-device' &&
                ' The on-device score counts what it finds written in your CV, so a CV that fits but says things in other words than the job can land below 80%: the weaknesses show what it did not find. When only a few requirements could be read from the job, the score stays near the middle and says so above.'}
            </p>
          </div>
        </div>
      </Card>

      {view.source === 'on-device' && <ChecklistCard checks={view.analysis.checks} facts={view.analysis.facts} />}

      <div className="grid gap-6 md:grid-cols-2">
        <ListCard title="Strengths" items={a.strengths} evidence={evidence?.strengthEvidence} />
        <ListCard title="Weaknesses" items={a.weaknesses} evidence={evidence?.weaknessEvidence} />
      </div>

      <NumberedCard title="Improvement Suggestions" label={(i) => `Tip ${i}`} items={a.suggestions} />
      <NumberedCard title="Questions You Need To Be Prepared For" label={(i) => `Q${i}`} items={a.interviewQuestions} />
      <NumberedCard
        title="Questions You Should Ask During the Interview"
        label={(i) => `Q${i}`}
        items={askable(a.questionsToAsk)}
      />

      <div className="flex flex-wrap justify-end gap-3">
        <LinkButton to="/upload" variant="secondary">
          Start New Analysis
        </LinkButton>
        <LinkButton to="/prepare_cv_data">Tailor CV To This Job Offer With AI</LinkButton>
      </div>
    </div>
  );
}

/** Uninterpreted names the products the job requires that the engine could not read and the CV does not name. */
function Uninterpreted({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-warning">
      {names.map((n) => (
        <li key={n}>Could not interpret: {n} — check your CV names it if you have it.</li>
      ))}
    </ul>
  );
}

function SourceBar({ view, onChoose }: { view: ResultView; onChoose: (s: Source) => void }) {
  const label =
    view.source === 'ai'
      ? 'AI analysis: made by the AI model from your two texts, through our server.'
      : 'On-device analysis: computed in your browser from your two texts; every point names the words it rests on.';
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-canvas p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-body">{label}</p>
      {view.aiPending && (
        <p role="status" className="text-sm font-medium text-info">
          The AI analysis is on its way…
        </p>
      )}
      {view.canSwitch && (
        <div role="group" aria-label="Show the analysis from" className="flex gap-2">
          <Button
            variant={view.source === 'ai' ? 'primary' : 'secondary'}
            aria-pressed={view.source === 'ai'}
            onClick={() => onChoose('ai')}
          >
            AI
          </Button>
          <Button
            variant={view.source === 'on-device' ? 'primary' : 'secondary'}
            aria-pressed={view.source === 'on-device'}
            onClick={() => onChoose('on-device')}
          >
            On-device
          </Button>
        </div>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Empty() {
  return <p className="text-sm text-subtle">Nothing to show for these two texts.</p>;
}

function ListCard({ title, items, evidence }: { title: string; items: string[]; evidence?: Evidence[] }) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <Empty />
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item, i) => (
            <li key={i} className="text-body">
              {evidence?.[i] ? <EvidenceItem text={item} evidence={evidence[i]} /> : item}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const statusText: Record<Check['status'], string> = { met: 'Met', notMet: 'Not met', unknown: 'Not stated' };
const statusStyle: Record<Check['status'], string> = {
  met: 'border-success-mid bg-success-soft text-success-strong',
  notMet: 'border-danger-mid bg-danger-soft text-danger-strong',
  unknown: 'border-warning-mark bg-warning-soft text-warning',
};

/** ChecklistCard shows the job's must-haves and knock-outs, each met, not met or not stated, and its logistics. */
function ChecklistCard({ checks = [], facts = [] }: { checks?: Check[]; facts?: Fact[] }) {
  return (
    <Section title="What recruiters check first">
      {checks.length === 0 ? (
        <p className="text-sm text-subtle">
          This job names no work permit, location, language, degree, years, licence, clearance or availability that
          recruiters filter on.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {checks.map((c, i) => (
            <li key={i} className="flex flex-col gap-1 rounded-md border border-line p-3 sm:flex-row sm:gap-3">
              <span
                className={`h-fit w-fit shrink-0 rounded border px-2 py-0.5 text-sm font-semibold ${statusStyle[c.status]}`}
              >
                {statusText[c.status]}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-medium text-ink">
                  {c.label}
                  {c.required && <span className="font-normal text-muted"> (must-have)</span>}
                </p>
                <p className="text-sm break-words text-muted">Job: “{c.jd}”</p>
                {c.cv && <p className="text-sm break-words text-muted">Your CV: “{c.cv}”</p>}
                {c.ask && <p className="text-sm text-body">{c.ask}</p>}
                {c.caps && <p className="text-sm font-medium text-danger-strong">This keeps the score below 80%.</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-semibold">About the job</h3>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {facts.map((f, i) => (
              <div key={i} className="contents">
                <dt className="font-semibold text-muted">{f.label}</dt>
                <dd className="break-words text-body">{f.text}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Section>
  );
}

function EvidenceItem({ text, evidence }: { text: string; evidence: Evidence }) {
  return (
    <details className="group rounded-md border border-line px-3 py-2">
      <summary className="cursor-pointer">{text}</summary>
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        <dt className="font-semibold text-muted">In the job description</dt>
        <dd className="text-body">“{evidence.jd}”</dd>
        <dt className="font-semibold text-muted">In your CV</dt>
        <dd className="text-body">{evidence.cv ? `“${evidence.cv}”` : 'Not found in your CV.'}</dd>
      </dl>
    </details>
  );
}

function NumberedCard({ title, items, label }: { title: string; items: string[]; label: (n: number) => string }) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <Empty />
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((item, i) => (
            <li key={i} className="flex gap-3">
              <span className="shrink-0 font-semibold text-info">{label(i + 1)}</span>
              <span className="text-body">{item}</span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
