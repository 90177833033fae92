import { describe, expect, it } from 'vitest';
import type { RatedSuggestion } from '../../cv/types';
import { ratedSuggestion } from '../../test/rated-suggestion';
import { display, effectLabel, isComplete, keyOf, ordered, summary } from './suggestions';

const s = (p: Partial<RatedSuggestion>): RatedSuggestion => ({ ...ratedSuggestion, ...p });

describe('display', () => {
  it.each<[string, RatedSuggestion['suggested_text'], string | null]>([
    ['a text', ' Managed reports ', 'Managed reports'],
    ['a list of names', [{ name: 'SQL' }, { name: 'dbt' }], 'SQL, dbt'],
    ['an empty text', '  ', null],
    ['an empty list', [], null],
  ])('%s', (_, suggested, want) => {
    expect(display(s({ suggested_text: suggested }))).toBe(want);
  });

  it('an incomplete suggestion (no why) is not complete', () => {
    expect(isComplete(s({}))).toBe(true);
    expect(isComplete(s({ impact_description: '' }))).toBe(false);
    expect(isComplete(s({ suggested_text: '' }))).toBe(false);
  });
});

describe('effectLabel: what applying does to the score', () => {
  it.each<[string, Partial<RatedSuggestion>, string]>([
    ['a gain', { effect: 4 }, '+4'],
    ['a loss', { effect: -2 }, '−2'],
    [
      'the score already counts the term',
      { effect: 0, term_state: 'shown' },
      'no change: the score already counts this',
    ],
    ['implied counts too', { effect: 0, term_state: 'implied' }, 'no change: the score already counts this'],
    ['nothing the score reads', { effect: 0 }, 'no change to the score'],
    ['applied', { effect: 0, applied: true }, 'Applied'],
  ])('%s', (_, p, want) => {
    expect(effectLabel(s(p))).toBe(want);
  });
});

describe('ordered: those that move the score first, then by impact', () => {
  const list = [
    s({ id: 'a', impact: 'High', effect: 0 }),
    s({ id: 'b', impact: 'Low', effect: 2 }),
    s({ id: 'c', impact: 'Medium', effect: 0 }),
    s({ id: 'd', impact: 'Medium', effect: 5 }),
    s({ id: 'e', impact: 'High', effect: 0 }),
  ];
  it('sorts', () => {
    expect(ordered(list, false).map((x) => x.id)).toEqual(['d', 'b', 'a', 'e', 'c']);
  });
  it('filters to those that change the score', () => {
    expect(ordered(list, true).map((x) => x.id)).toEqual(['d', 'b']);
  });
});

describe('summary: a folded section in one line', () => {
  it.each<[string, RatedSuggestion[], string]>([
    ['gains', [s({ effect: 2 }), s({ id: 'b', effect: 3 }), s({ id: 'c' })], 'Core Skills · 3 suggestions · +5'],
    ['one, no gain', [s({})], 'Core Skills · 1 suggestion'],
    [
      'applied ones do not count',
      [s({ applied: true, effect: 0 }), s({ id: 'b', effect: 1 })],
      'Core Skills · 1 suggestion · +1',
    ],
    ['all applied', [s({ applied: true })], 'Core Skills · all suggestions applied'],
    ['none', [], 'Core Skills · no suggestions'],
  ])('%s', (_, list, want) => {
    expect(summary('Core Skills', list)).toBe(want);
  });

  it('keys tell an AI suggestion from an on-device one with the same id', () => {
    expect(keyOf(s({ source: 'ai' }))).not.toBe(keyOf(s({})));
  });
});
