import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Core } from './core';
import { readSession, writeSession } from './storage';
import { changeCv, readCv } from './use-cv';

/** The texts kept under the engine's 10 000-character rule, by the rule's field name. */
export type ClippedKey = 'cvText' | 'jobDescription';

// Where each text is kept: the CV text in the CV record, the job under its key.
const stores: Record<ClippedKey, { read: () => string | null; write: (text: string) => void }> = {
  cvText: {
    read: () => readCv()?.text ?? null,
    write: (text) => void changeCv({ type: 'text', text }),
  },
  jobDescription: {
    read: () => readSession('jobDescription'),
    write: (text) => void writeSession('jobDescription', text),
  },
};

export interface ClippedText {
  text: string;
  /** The engine's warning when it cut the text, else null. */
  warning: string | null;
  /**
   * change shows next as typed at once and stores it; the engine's rule then
   * cuts it (its warning shown, and as a toast) if it is still the text shown.
   */
  change(next: string): Promise<void>;
  /** show puts a text already clipped (a PDF's) in the field, with its warning. */
  show(text: string, warning: string | null): void;
}

/**
 * useClippedText is one text field under the engine's 10 000-character rule,
 * the same on upload, Prepare CV and job confirmation. It starts from the
 * session's text; with clipOnStart, that text is cut by the rule as soon as
 * the engine arrives (without a toast: the user did not just type it).
 */
export function useClippedText(key: ClippedKey, core: Core | null, clipOnStart = false): ClippedText {
  const store = stores[key];
  const [state, setState] = useState(() => ({ text: store.read() ?? '', warning: null as string | null }));

  // Only when the engine arrives: later changes go through change().
  useEffect(() => {
    if (!core || !clipOnStart) return;
    let live = true;
    const text = state.text;
    void core.clip(key, text).then((r) => {
      if (!live || !r.ok || !r.value.truncated) return;
      const { text: kept, warning } = r.value;
      setState((cur) => (cur.text === text ? { text: kept, warning: warning ?? null } : cur));
      if (store.read() === text) store.write(kept);
    });
    return () => {
      live = false;
    };
  }, [core]);

  async function change(next: string) {
    setState((cur) => ({ text: next, warning: cur.warning }));
    store.write(next);
    if (!core) return;
    const r = await core.clip(key, next);
    if (!r.ok) {
      toast.error(r.error.message);
      return;
    }
    const { text: kept, warning } = r.value;
    setState((cur) => (cur.text === next ? { text: kept, warning: warning ?? null } : cur));
    if (warning) toast.warning(warning);
    if (kept !== next && store.read() === next) store.write(kept);
  }

  return { ...state, change, show: (text, warning) => setState({ text, warning }) };
}
