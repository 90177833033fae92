import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadRoute } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first render waits for the page's own code (fetched alongside this
// file: the route's Link header), so it shows the page, not Loading… first.
await preloadRoute(location.pathname);
// The first render is a transition, so React renders it in slices that
// yield to the browser instead of one long task (Lighthouse's blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
