import { startTransition, Suspense, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Toaster } from 'sonner';
import { ClearMyData } from '../features/drafts/clear-data';
import { DraftOffer } from '../features/drafts/draft-offer';
import { StorageNotice } from '../features/drafts/storage-notice';
import { UpdatePrompt } from '../features/pwa/update-prompt';

const links = [
  { to: '/', label: 'Home', end: true },
  { to: '/upload', label: 'Check Job Fit', end: false },
  { to: '/about', label: 'About', end: false },
];

// Sonner lays toasts out full width below 600 px. Toasts go where the focused
// field is not (useToastPosition): on a phone the bottom, or the top while
// a field in the lower half has focus (the on-screen keyboard rises there);
// on wider screens top right, or bottom right while a field near the top has it.
const phoneQuery = '(max-width: 599px)';

function subscribePhone(onChange: () => void): () => void {
  const mq = window.matchMedia(phoneQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

function useIsPhone(): boolean {
  return useSyncExternalStore(subscribePhone, () => window.matchMedia(phoneQuery).matches);
}

type ToastPosition = 'top-center' | 'bottom-center' | 'top-right' | 'bottom-right';
type FieldAt = 'none' | 'high' | 'low';

function isField(el: Element | null): el is HTMLElement {
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLElement && el.isContentEditable)
  );
}

/** focusedFieldAt says which half of the visible screen the focused field is in. */
function focusedFieldAt(): FieldAt {
  const el = document.activeElement;
  if (!isField(el)) return 'none';
  const r = el.getBoundingClientRect();
  // The visual viewport shrinks when an on-screen keyboard opens.
  const view = window.visualViewport?.height ?? window.innerHeight;
  return (r.top + r.bottom) / 2 > view / 2 ? 'low' : 'high';
}

function subscribeFocus(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  window.addEventListener('scroll', onChange, { passive: true });
  window.visualViewport?.addEventListener('resize', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
    window.removeEventListener('scroll', onChange);
    window.visualViewport?.removeEventListener('resize', onChange);
  };
}

/** useToastPosition keeps toasts on the other half of the screen from the field being edited. */
function useToastPosition(phone: boolean): ToastPosition {
  const at = useSyncExternalStore(subscribeFocus, focusedFieldAt);
  if (phone) return at === 'low' ? 'top-center' : 'bottom-center';
  return at === 'high' ? 'bottom-right' : 'top-right';
}

export function Layout() {
  const phone = useIsPhone();
  const navigate = useNavigate();
  // Restoring or clearing stored texts remounts the page, so it reads them afresh.
  const [generation, setGeneration] = useState(0);
  // One transition for both: react-router navigates in a transition, and a
  // remount outside it would first render the old page again without its
  // data (which then says 'Missing … Please start over.').
  const reload = (to: string) => {
    startTransition(() => {
      setGeneration((g) => g + 1);
      setLeaving(false);
      void navigate(to);
    });
  };
  // Clearing the data: the page leaves first (at once, outside any
  // transition), so a page that reads the stored CV as it changes never
  // renders without it and says 'Missing … Please start over.'.
  const [leaving, setLeaving] = useState(false);
  const leave = () => flushSync(() => setLeaving(true));
  const toastAt = useToastPosition(phone);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-surface">
        <nav aria-label="Main" className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <NavLink to="/" className="text-lg font-bold text-info">
            Shortlist
          </NavLink>
          <ul className="flex flex-wrap gap-4 text-sm">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) =>
                    `rounded px-1 py-0.5 hover:text-info ${isActive ? 'font-semibold text-info underline' : 'text-muted'}`
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <UpdatePrompt />
      <StorageNotice />
      <DraftOffer onRestore={reload} />
      {/* A route's code loads on its first visit (app.tsx). Navigations are
          transitions, so the page being left stays until the next one's code
          is there; this fallback shows only on a first load, and the footer
          comes with the page, so it is never pushed down in view when the
          page arrives (a layout shift: Lighthouse's CLS on /upload was 0.12).
          For the same reason it is hidden while the page shows nothing: a
          page opened without its data renders nothing and sends the visitor
          to /upload, whose form would push a footer shown at the screen's
          bottom out of view (CLS 0.13 on /cv_preparation). */}
      <Suspense
        fallback={
          <p role="status" className="mx-auto w-full max-w-5xl flex-1 px-3 py-8 text-sm text-subtle sm:px-4">
            Loading…
          </p>
        }
      >
        <main className="mx-auto w-full max-w-5xl flex-1 px-3 py-8 sm:px-4">
          {leaving ? null : <Outlet key={generation} />}
        </main>
        <footer className="border-t border-line bg-surface [main:empty+&]:hidden">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-muted">
            <p>Shortlist keeps your texts only in this browser, on this device.</p>
            <ClearMyData onLeave={leave} onCleared={() => reload('/')} />
          </div>
        </footer>
      </Suspense>
      <Toaster visibleToasts={1} duration={4500} position={toastAt} closeButton />
    </div>
  );
}
