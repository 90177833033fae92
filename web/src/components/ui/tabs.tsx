import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface Props<K extends string> {
  label: string;
  tabs: Tab<K>[];
  active: K;
  onChange: (key: K) => void;
}

/**
 * Tabs follows the WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home,
 * End) move between tabs and select them, only the active panel is rendered.
 */
export function Tabs<K extends string>({ label, tabs, active, onChange }: Props<K>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const at = Math.max(0, tabs.findIndex((t) => t.key === active));

  function move(e: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight' ? (at === last ? 0 : at + 1)
      : e.key === 'ArrowLeft' ? (at === 0 ? last : at - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : -1;
    const tab = tabs[to];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.key);
    refs.current[to]?.focus();
  }

  const current = tabs[at];
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={move} className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t, i) => {
          const selected = i === at;
          return (
            <button
              key={t.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${t.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(t.key)}
              className={
                'flex-1 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 ' +
                'focus-visible:outline-blue-700 ' +
                (selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-slate-200')
              }
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`}>
          {current.panel}
        </div>
      )}
    </div>
  );
}
