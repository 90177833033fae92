import { useState, useSyncExternalStore } from 'react';
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

// Sonner lays toasts out full width below 600 px. There a toast at the top
// would cover the navigation, so phones get them at the bottom; wider screens
// get them top right, beside the navigation links rather than over them.
const phoneQuery = '(max-width: 599px)';

function subscribePhone(onChange: () => void): () => void {
  const mq = window.matchMedia(phoneQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

function useIsPhone(): boolean {
  return useSyncExternalStore(subscribePhone, () => window.matchMedia(phoneQuery).matches);
}

export function Layout() {
  const phone = useIsPhone();
  const navigate = useNavigate();
  // Restoring or clearing stored texts remounts the page, so it reads them afresh.
  const [generation, setGeneration] = useState(0);
  const reload = (to: string) => {
    setGeneration((g) => g + 1);
    navigate(to);
  };

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <NavLink to="/" className="text-lg font-bold text-blue-800">
            Shortlist
          </NavLink>
          <ul className="flex flex-wrap gap-4 text-sm">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) =>
                    `rounded px-1 py-0.5 hover:text-blue-800 ${isActive ? 'font-semibold text-blue-800 underline' : 'text-slate-700'}`
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
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet key={generation} />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-slate-700">
          <p>Shortlist keeps your texts only in this browser, on this device.</p>
          <ClearMyData onCleared={() => reload('/')} />
        </div>
      </footer>
      <Toaster visibleToasts={1} duration={4500} position={phone ? 'bottom-center' : 'top-right'} closeButton />
    </div>
  );
}
