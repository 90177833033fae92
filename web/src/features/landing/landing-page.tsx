import { LinkButton } from '../../components/ui/button';

// Every claim here is about what Shortlist itself does: no market figures we
// cannot source, and the 80 % band is presented as our guideline.
const facts = ['Free', 'No login', 'Works without an AI key, even offline', 'Your CV stays on your device'];

const benefits = [
  {
    title: 'Instant Match Score',
    text:
      'A score from 0 to 100, computed in your browser in moments, with one sentence on what it means. ' +
      '90 or more is an excellent match and 80–89 a good one; aiming for 80 before you apply is our guideline, not an industry rule.',
  },
  {
    title: 'Actionable Fixes',
    text: 'Numbered tips tied to the job’s own words: the skills to show, the experience to make visible, the details to add.',
  },
  {
    title: 'Keyword Optimization',
    text:
      'Every strength and weakness opens to the exact words it rests on, in the job description and in your CV, ' +
      'so you see which of the job’s terms your CV does not use yet.',
  },
  {
    title: 'Lower Rejection Risk',
    text:
      'Close the gaps you honestly can before you apply, and prepare for the interview questions the job is likely to raise. ' +
      'No tool can promise an interview; this one shows you what the job asks for that your CV does not show.',
  },
];

export function LandingPage() {
  return (
    <div className="flex flex-col gap-14 py-6 sm:py-10">
      <section aria-labelledby="hero-title" className="flex flex-col items-center gap-6 text-center">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          See how well your CV fits the job
        </h1>
        <p className="max-w-2xl text-lg text-muted">
          Paste your CV or drop it as a PDF or Word file, add the job description, and get a match score with its
          reasons, your strengths and gaps, tips to fix them and the interview questions to prepare for.
        </p>
        <ul aria-label="What Shortlist promises" className="flex flex-wrap justify-center gap-2 text-sm">
          {facts.map((f) => (
            <li
              key={f}
              className="rounded-full border border-info-line bg-info-soft px-3 py-1 font-medium text-info-strong"
            >
              {f}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton to="/upload">Get Started</LinkButton>
          <LinkButton to="/upload" variant="secondary">
            Try It Now – It's Free
          </LinkButton>
        </div>
      </section>

      <section aria-labelledby="pain-title" className="mx-auto flex max-w-3xl flex-col gap-3">
        <h2 id="pain-title" className="text-2xl font-semibold">
          Applying and hearing nothing back?
        </h2>
        <p className="text-muted">
          Many employers sort applications with software or a quick read for the job’s key requirements. When your CV
          does not show them in words the reader looks for, a good fit can be passed over. It is hard to see that in
          your own CV: you know what you meant.
        </p>
        <p className="text-muted">
          Shortlist reads the job description and your CV side by side and tells you, before you apply, which
          requirements your CV already shows and which it does not.
        </p>
      </section>

      <section aria-labelledby="benefits-title" className="flex flex-col gap-5">
        <h2 id="benefits-title" className="text-center text-2xl font-semibold">
          What you get
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {benefits.map((b) => (
            <article key={b.title} className="rounded-xl border border-line bg-surface p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-info-strong">{b.title}</h3>
              <p className="mt-2 text-muted">{b.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto flex max-w-3xl flex-col gap-3">
        <h2 id="why-title" className="text-2xl font-semibold">
          Why It Matters
        </h2>
        <p className="text-muted">
          A CV that clearly shows how you meet a job’s requirements is easier to shortlist, for software and for people
          alike. Checking that by hand for every application takes time; Shortlist does it in seconds.
        </p>
        <p className="text-muted">
          And it does it privately. The analysis runs in your browser: it needs no account and no AI key, and it keeps
          working offline. Your texts are kept only in this browser, until you clear them. Where the optional AI
          analysis is switched on, your texts pass through our server to the AI provider for that one answer, and we
          store nothing.
        </p>
        <div className="pt-2">
          <LinkButton to="/upload">Check your CV now</LinkButton>
        </div>
      </section>
    </div>
  );
}
