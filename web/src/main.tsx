import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first render as a transition: React renders it in slices of a few
// milliseconds and yields between them, so opening a page blocks the main
// thread in no task long enough to count as blocking (Lighthouse's TBT).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
