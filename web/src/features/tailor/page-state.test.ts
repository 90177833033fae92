import { describe, expect, it } from 'vitest';
import type { MatchReport, RatedSuggestion } from '../../cv/types';
import { ratedSuggestion } from '../../test/rated-suggestion';
import { initialPage, reducePage, toApply, type PageEvent, type PageState, type TailorResult } from './page-state';

const s = (p: Partial<RatedSuggestion>): RatedSuggestion => ({ ...ratedSuggestion, ...p });
// The reducer keeps the report as the core gave it and never reads it.
const report = { matchPercentage: 60 } as unknown as MatchReport;
const result = (suggestions: RatedSuggestion[]): TailorResult => ({ report, suggestions });

const about = s({ id: 'a1', parent_section: 'about_me', effect: 2 });
const skill = s({ id: 'k1', parent_section: 'core_skills', effect: 0 });
const skillUp = s({ id: 'k2', parent_section: 'core_skills', effect: 3 });
const applied = s({ id: 'h1', parent_section: 'professional_header', applied: true });
const stale = s({ id: 'h2', parent_section: 'professional_header', stale: true });
const rated: PageEvent = { type: 'rated', result: result([skill, skillUp, about, applied, stale]), transformed: '{}' };

const run = (events: PageEvent[], from: PageState = initialPage) => events.reduce(reducePage, from);

describe('reducePage: the tailoring screen', () => {
  it('rates nothing and opens nothing before the core answers', () => {
    expect(initialPage.onDevice).toBeNull();
    expect(initialPage.open).toBeNull();
    expect(toApply(initialPage)).toEqual([]);
  });

  it("keeps the core's suggestions and the scores before", () => {
    const before = { pasted: report, formatted: report };
    const st = run([{ type: 'started', onDevice: [skill], before }]);
    expect(st.onDevice).toEqual([skill]);
    expect(st.before).toBe(before);
  });

  it('the first rating opens the first section, in page order, with a suggestion to apply', () => {
    const st = run([rated]);
    // The header's are applied or stale: About me is the first.
    expect([...(st.open ?? [])]).toEqual(['about']);
    expect(st.transformed).toBe('{}');
  });

  it('a later rating leaves the sections as the user set them', () => {
    const st = run([rated, { type: 'open', section: 'about', open: false }, rated]);
    expect([...(st.open ?? [])]).toEqual([]);
  });

  it('walks the suggestions still to apply in page order, the score raisers first', () => {
    expect(toApply(run([rated])).map((x) => x.s.id)).toEqual(['a1', 'k2', 'k1']);
    expect(toApply(run([rated, { type: 'only-score', on: true }])).map((x) => x.s.id)).toEqual(['a1', 'k2']);
  });

  it('"Next suggestion" points at each in turn, opening its section, and starts again', () => {
    const ids: string[] = [];
    let st = run([rated, { type: 'open', section: 'about', open: false }]);
    for (let i = 0; i < 4; i++) {
      st = reducePage(st, { type: 'next' });
      ids.push(st.focused?.key ?? '');
    }
    expect(ids).toEqual(['on-device:a1', 'on-device:k2', 'on-device:k1', 'on-device:a1']);
    expect([...(st.open ?? [])].sort()).toEqual(['about', 'core_skills']);
  });

  it('each press is a new reveal, so a closed card opens again on the same suggestion', () => {
    const one = run([{ type: 'rated', result: result([about]), transformed: null }, { type: 'next' }]);
    const again = reducePage(one, { type: 'next' });
    expect(again.focused).toEqual(one.focused);
    expect(again.focused).not.toBe(one.focused);
  });

  it('"Next suggestion" with nothing to apply changes nothing', () => {
    const st = run([{ type: 'rated', result: result([applied]), transformed: null }]);
    expect(reducePage(st, { type: 'next' })).toBe(st);
  });

  it('follows the AI request', () => {
    const st = run([
      { type: 'ai', ai: { status: 'pending' } },
      { type: 'ai', ai: { status: 'done', suggestions: [], raw: '' } },
    ]);
    expect(st.ai.status).toBe('done');
  });
});
