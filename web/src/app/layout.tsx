import { NavLink, Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { UpdatePrompt } from '../features/pwa/update-prompt';

const links = [
  { to: '/', label: 'Home', end: true },
  { to: '/upload', label: 'Check Job Fit', end: false },
  { to: '/about', label: 'About', end: false },
];

export function Layout() {
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
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <Toaster visibleToasts={1} duration={4500} position="top-center" closeButton />
    </div>
  );
}
