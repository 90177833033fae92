import { useId } from 'react';
import { LinkButton } from './ui/button';

interface ErrorScreenProps {
  /** The page's heading: what failed ("Analysis Failed"). */
  title: string;
  /** What the user reads under it. */
  message: string;
  /** Where the one way on goes, and its label. */
  to: string;
  action: string;
}

/** ErrorScreen is the page a flow shows when it cannot go on: its heading, why, and the one way on. */
export function ErrorScreen({ title, message, to, action }: ErrorScreenProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto flex max-w-xl flex-col items-center gap-4 py-10 text-center">
      <h1 id={id} className="text-3xl font-bold">
        {title}
      </h1>
      <p className="text-muted">{message}</p>
      <LinkButton to={to}>{action}</LinkButton>
    </section>
  );
}
