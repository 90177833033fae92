import { LinkButton } from '../../components/ui/button';

export function LandingPage() {
  return (
    <div className="flex flex-col items-center gap-6 py-12 text-center">
      <h1 className="text-4xl font-bold tracking-tight">See how well your CV fits the job</h1>
      <p className="max-w-2xl text-lg text-slate-700">
        Shortlist compares your CV with a job description and tells you what matches, what is missing and what to fix.
        Free, no login, and your CV stays on your device.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButton to="/upload">Get Started</LinkButton>
        <LinkButton to="/upload" variant="secondary">
          Try It Now – It's Free
        </LinkButton>
      </div>
    </div>
  );
}
