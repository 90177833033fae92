// @vitest-environment node
// The made-up page the core reads when the PDF tab opens must take the paths a
// real CV's read takes (layout, contact, sections, dated entries, lists), or
// the warm-up leaves the real read's first run of them in the user's wait.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core } from '../../lib/core';
import { warmUpPages } from './pdf-warm-up';

let core: Core;

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('../../lib/generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

describe('warmUpPages', () => {
  it('reads as a whole CV: contact, summary, dated jobs with duties, education, skills, languages', async () => {
    const r = await core.parsePDF(warmUpPages);
    if (!r.ok) throw new Error(r.error.message);
    const { cv, text } = r.value;
    expect(text).toContain('EXPERIENCE');
    expect(cv.email).toBe('jordan@example.com');
    expect(cv.aboutMe).toMatch(/^Backend engineer/);
    expect(cv.professionalExperience.map((e) => [e.position, e.company, e.duration])).toEqual([
      ['Senior Software Engineer', 'Acme Payments GmbH', expect.stringMatching(/2021/)],
      ['Software Engineer', 'Northwind Search', expect.stringMatching(/2018/)],
    ]);
    expect(cv.professionalExperience.map((e) => e.responsibilities.length)).toEqual([2, 2]);
    expect(cv.education).toHaveLength(1);
    expect(cv.toolsTechnologies).toEqual(expect.arrayContaining(['PostgreSQL', 'Kubernetes']));
    expect(cv.languages.map((l) => l.language)).toEqual(['English', 'German']);
  });
});
