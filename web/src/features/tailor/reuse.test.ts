import { describe, expect, it } from 'vitest';
import { reusable, type StoredInputs } from './reuse';

const cv = '{"core_skills":["SQL"]}';
const jd = 'We hire a data analyst.';
const stored: StoredInputs = {
  analysisResult: { kind: 'tailoring', suggestions: [{ id: 's1' }], rawApiResponse: 'raw answer' },
  lastAnalyzedJobDescription: jd,
  lastAnalyzedCvData: cv,
};

describe('reusable: the stored analysis is used again only for the same inputs', () => {
  it.each([
    ['same job and CV', stored, jd, cv, true],
    ['another job description', stored, `${jd} `, cv, false],
    ['another CV', stored, jd, '{"core_skills":["SQL","dbt"]}', false],
    ['nothing stored', { ...stored, analysisResult: null }, jd, cv, false],
    ['no stored job description', { ...stored, lastAnalyzedJobDescription: null }, jd, cv, false],
    ['no stored CV data', { ...stored, lastAnalyzedCvData: null }, jd, cv, false],
  ])('%s', (_, s, j, c, want) => {
    expect(reusable(s, j, c) !== null).toBe(want);
  });

  it('gives back the suggestions and the raw answer', () => {
    expect(reusable(stored, jd, cv)).toEqual(stored.analysisResult);
  });
});
