import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Core } from './core';
import { readSession, writeSession } from './storage';

/** The texts kept under the engine's 10 000-character rule, by their session key (and the rule's field). */
export type ClippedKey = 'cvText' | 'jobDescription';

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
  const [state, setState] = useState(() => ({ text: readSession(key) ?? '', warning: null as string | null }));

  // Only when the engine arrives: later changes go through change().
  useEffect(() => {
    if (!core || !clipOnStart) return;
    let live = true;
    const text = state.text;
    void core.clip(key, text).then((r) => {
      if (!live || !r.ok || !r.value.truncated) return;
      const { text: kept, warning } = r.value;
      setState((cur) => (cur.text === text ? { text: kept, warning: warning ?? null } : cur));
      if (readSession(key) === text) writeSession(key, kept);
    });
    return () => {
      live = false;
    };
  }, [core]);

  async function change(next: string) {
    setState((cur) => ({ text: next, warning: cur.warning }));
    writeSession(key, next);
    if (!core) return;
    const r = await core.clip(key, next);
    if (!r.ok) {
      toast.error(r.error.message);
      return;
    }
    const { text: kept, warning } = r.value;
    setState((cur) => (cur.text === next ? { text: kept, warning: warning ?? null } : cur));
    if (warning) toast.warning(warning);
    if (kept !== next && readSession(key) === next) writeSession(key, kept);
  }

  return { ...state, change, show: (text, warning) => setState({ text, warning }) };
}
