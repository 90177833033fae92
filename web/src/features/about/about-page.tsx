import { useEffect, useState, type ReactNode } from 'react';
import { LinkButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import * as api from '../../lib/api';

const mitPermission =
  'Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated ' +
  'documentation files (the "Software"), to deal in the Software without restriction, including without limitation ' +
  'the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to ' +
  'permit persons to whom the Software is furnished to do so, subject to the following conditions: The above copyright ' +
  'notice and this permission notice shall be included in all copies or substantial portions of the Software.';
const mitWarranty =
  'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE ' +
  'WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS ' +
  'OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR ' +
  'OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.';

type AiStatus = 'checking' | 'on' | 'off' | 'unknown';

// Step 2 is named for what really runs: always the on-device engine, the AI
// only where it is switched on.
const analysisStepTitle: Record<AiStatus, string> = {
  checking: 'Analysis on Your Device',
  on: 'Analysis on Your Device and by AI',
  off: 'Analysis on Your Device',
  unknown: 'Analysis on Your Device',
};

const aiStatusText: Record<AiStatus, string> = {
  checking: 'Checking whether the AI analysis is switched on for this site…',
  on: 'On this site the AI analysis is switched on.',
  off: 'On this site the AI analysis is switched off: only the on-device analysis runs.',
  unknown:
    'We could not ask the server whether the AI analysis is on (you may be offline); the on-device analysis works either way.',
};

// The texts below describe this architecture as built: the Go engine in the
// page, the optional worker (TinyGo) in front of an AI provider, session storage and
// the IndexedDB draft. Keep them true when those change.
export function AboutPage() {
  const [ai, setAi] = useState<AiStatus>('checking');

  useEffect(() => {
    let live = true;
    void api.health().then((r) => {
      if (live) setAi(r.ok ? (r.value.ai ? 'on' : 'off') : 'unknown');
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold">About Shortlist</h1>

      <Section id="mission" title="Our Mission">
        <p>
          Help job seekers see, before they apply, how well their CV shows what a job asks for, and what to change, for
          free, without an account, and without handing their CV to anyone.
        </p>
      </Section>

      <Section id="how" title="How It Works">
        <ol className="flex flex-col gap-4">
          <Step n={1} title="Upload Your Information">
            Paste your CV or choose a PDF, and paste the job description. A PDF is read here in your browser; the file
            is never uploaded, and you can check and correct the text we read from it.
          </Step>
          <Step n={2} title={analysisStepTitle[ai]}>
            Shortlist’s own engine, running in your browser, compares the two texts: which requirements the job names,
            and where your CV shows them. It needs no AI key and works offline.{' '}
            {ai === 'on'
              ? 'On this site an AI model also analyses the same texts at the same time, and you can switch between the two results.'
              : 'Where a site has an AI model switched on, the model also analyses the same texts, and you can switch between the two results.'}
          </Step>
          <Step n={3} title="Get Results">
            A match score with what it means, your strengths and weaknesses with the words they rest on, numbered tips
            and the questions to prepare for and to ask. The score bands (90 and up excellent, 80–89 good) are our
            guideline, not an industry rule.
          </Step>
        </ol>
      </Section>

      <Section id="privacy" title="Privacy & Security">
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>Your CV and the job description stay in your browser. The on-device analysis sends nothing anywhere.</li>
          <li>
            With the AI analysis on, the two texts pass through our server to the AI provider, only to get that answer.
            We store nothing: no copy of your texts and no result. Our server logs only which operation ran, whether it
            worked and how long it took, and counts requests per connection for a minute to stop abuse. The AI
            provider’s own terms apply to what it receives. That server is a small Go program, compiled with TinyGo to
            WebAssembly, that runs on Cloudflare Workers.
          </li>
          <li aria-live="polite">{aiStatusText[ai]}</li>
          <li>
            What is stored where: your texts and results are kept in this tab’s session storage and, so that closing the
            app loses nothing, in a draft on this device (the browser database “shortlist”). They stay until you press
            “Clear my data” at the bottom of every page, or clear your browser’s site data.
          </li>
          <li>
            For offline use the browser caches only the app’s own files (pages, code, the engine); none of your texts.
          </li>
          <li>No account, no login, no cookies for tracking, no analytics.</li>
        </ul>
      </Section>

      <Section id="credits" title="Credits">
        <p>The engine recognises skills and tools with a word list made from these open data sets:</p>
        <ul className="flex list-disc flex-col gap-3 pl-5 text-sm">
          <li>
            This product includes information from the O*NET® 29.3 Database by the U.S. Department of Labor, Employment
            and Training Administration (USDOL/ETA). Used under the{' '}
            <a className="text-info underline" href="https://creativecommons.org/licenses/by/4.0/">
              CC BY 4.0 license
            </a>
            . O*NET® is a trademark of USDOL/ETA. Shortlist has modified all or some of this information. USDOL/ETA has
            not approved, endorsed, or tested these modifications.
          </li>
          <li>
            This product uses the ESCO classification of the European Commission (ESCO v1.1.1,{' '}
            <a className="text-info underline" href="https://esco.ec.europa.eu/">
              esco.ec.europa.eu
            </a>
            ). © European Union. Reuse authorised provided the source is acknowledged (Commission Decision 2011/833/EU).
            The data was reduced to selected columns.
          </li>
          <li>
            Programming language names from GitHub Linguist, © 2017 GitHub, Inc., MIT License.
            <details className="mt-1">
              <summary className="cursor-pointer text-info underline">The MIT License text</summary>
              <p className="mt-2">Copyright (c) 2017 GitHub, Inc.</p>
              <p className="mt-2">{mitPermission}</p>
              <p className="mt-2">{mitWarranty}</p>
            </details>
          </li>
          <li>
            Word frequencies (used only to decide which skill names are common English words) from the Google Books
            Ngram Corpus v3, © Google, CC BY 3.0, via orgtre/google-books-ngram-frequency and
            streetsidesoftware/perf-testing (MIT, © 2023 Street Side Software).
          </li>
        </ul>
      </Section>

      <div>
        <LinkButton to="/">Back to Home</LinkButton>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`about-${id}`}>
      <h2 id={`about-${id}`} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <div className="flex flex-col gap-2 text-body">{children}</div>
    </Card>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  // The number is shown once, in the circle, and read as part of the heading.
  return (
    <li>
      <h3 className="flex items-center gap-3 font-semibold">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-inverse">
          {n}
        </span>{' '}
        <span>{title}</span>
      </h3>
      <p className="mt-1 pl-11 text-muted">{children}</p>
    </li>
  );
}
