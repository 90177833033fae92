// Tabs: Radix's tabs (the WAI-ARIA pattern: one tab stop, arrow keys, Home
// and End move and select) with Shortlist's look, like the other primitives.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
  /** Called when the pointer comes over the tab or it gets focus: the user may be about to choose it. */
  onIntent?: () => void;
}

interface Props<K extends string> {
  label: string;
  tabs: Tab<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** Tabs shows one panel at a time; selecting follows focus, and only the active panel is rendered. */
export function Tabs<K extends string>({ label, tabs, active, onChange }: Props<K>) {
  const select = (key: string) => {
    const tab = tabs.find((t) => t.key === key);
    if (tab) onChange(tab.key);
  };
  return (
    <RadixTabs.Root value={active} onValueChange={select} activationMode="automatic">
      <RadixTabs.List aria-label={label} loop className="mb-4 flex gap-1 rounded-lg bg-sunken p-1">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.key}
            value={t.key}
            onPointerEnter={t.onIntent}
            onFocus={t.onIntent}
            className={
              'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-muted hover:bg-line ' +
              'focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent ' +
              'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm'
            }
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        // Out of the tab order: every panel here starts with a control of its
        // own, so Tab goes from the tab straight to it (WAI-ARIA tabs pattern).
        <RadixTabs.Content key={t.key} value={t.key} tabIndex={-1} className="focus-visible:outline-none">
          {t.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
