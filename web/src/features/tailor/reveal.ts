import { useState } from 'react';

/**
 * useReveal opens a collapsible part of the page (an experience card, a
 * headline panel, a list's suggestions) when "Next suggestion" points at one
 * of its suggestions: when a new reveal names one of keys, open is called
 * during render (React's "adjusting state when a prop changes"), so the card
 * is there to focus in the same commit. A part mounted while reveal names
 * one of its suggestions opens too.
 */
export function useReveal(reveal: Reveal | null, keys: readonly string[], open: () => void): void {
  const [seen, setSeen] = useState<Reveal | null>(null);
  if (reveal !== seen) {
    setSeen(reveal);
    if (reveal !== null && keys.includes(reveal.key)) open();
  }
}

/**
 * Reveal is one press of "Next suggestion": the key of the suggestion it
 * points at. Each press is a new object, so pressing it again on the same
 * suggestion (after collapsing its card) opens the card again.
 */
export interface Reveal {
  key: string;
}
