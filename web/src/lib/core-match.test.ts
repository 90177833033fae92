// @vitest-environment node
// The matcher and the offline suggestions through the real core wasm, on a
// real CV and job pair from the shared fixtures.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCore, type Core } from './core';
import type { FormattedCV, StructuredCV } from '../cv/types';

let core: Core;

beforeAll(async () => {
  const r = await loadCore(() => readFile(new URL('./generated/core.wasm', import.meta.url)));
  if (!r.ok) throw new Error(r.error.message);
  core = r.value;
});

const fixture = (path: string) =>
  readFile(new URL(`../../../../shared/fixtures/real/${path}`, import.meta.url), 'utf8');

describe('matcher through wasm', () => {
  it('scores a real German CV against its own job with evidence for each point', async () => {
    const r = await core.analyze(await fixture('resumes/german_resume.md'), await fixture('jds/german_job.md'));
    if (!r.ok) throw new Error(r.error.message);
    const report = r.value;
    expect(report.source).toBe('on-device');
    expect(report.matchPercentage).toBeGreaterThan(50);
    expect(report.scoreMeaning).toContain(`${report.matchPercentage}%`);
    expect(report.strengthEvidence).toHaveLength(report.strengths.length);
    expect(report.weaknessEvidence).toHaveLength(report.weaknesses.length);
    expect(report.strengths.some((s) => s.startsWith('Python'))).toBe(true);
    expect(report.weaknesses.some((s) => s.startsWith('Kubernetes'))).toBe(true);
    expect(report.questionsToAsk.every((q) => q.trim().endsWith('?'))).toBe(true);
    expect(report.requirements?.find((q) => q.name === 'Docker')?.importance).toBe('required');
  });

  it('scores an edited CV, higher once it shows what the job asks for', async () => {
    // Three must-haves: enough for the score to rest on them alone.
    const job = 'Requirements:\n- Terraform\n- Kubernetes\n- Docker';
    const cv: FormattedCV = {
      professionalHeader: 'Jane Doe',
      aboutMe: '',
      professionalExperience: [],
      education: [],
      coreSkills: [],
      toolsTechnologies: ['Terraform', 'Docker'],
      languages: [],
      atsKeywords: [],
      rawApiResponse: '',
    };
    const before = await core.analyzeCV(cv, job);
    const after = await core.analyzeCV({ ...cv, toolsTechnologies: ['Terraform', 'Docker', 'Kubernetes'] }, job);
    if (!before.ok || !after.ok) throw new Error('analyzeCV failed');
    expect(before.value.matchPercentage).toBe(67);
    expect(after.value.matchPercentage).toBe(100);
  });

  it('suggests offline, guarding what the CV does not show', async () => {
    const cv: StructuredCV = {
      professional_header: [{ id: 'header_1', value: 'Jane Doe' }],
      about_me: '',
      professional_experience: [
        {
          id: 'exp_1',
          title: 'Engineer',
          company: 'Acme',
          location: '',
          duration: '2020 - 2024',
          responsibilities: [{ id: 'exp_1_r1', text: 'Responsible for managing Python services' }],
        },
      ],
      education: [],
      core_skills: [],
      tools_technologies: [{ id: 'tech_1', name: 'Excel' }],
      languages: [],
    };
    const r = await core.openTailoring(cv, cv, 'Requirements:\n- Python\n- Kubernetes');
    if (!r.ok) throw new Error(r.error.message);
    const suggestions = r.value.suggestions;
    expect(suggestions[0]).toMatchObject({ id: 'sug_1', impact: 'High', suggested_text: [{ name: 'Python' }] });
    expect(suggestions.find((s) => s.input_item_id === 'exp_1_r1')?.suggested_text).toBe('Managed Python services');
    const kubernetes = suggestions.find((s) => JSON.stringify(s.suggested_text) === '[{"name":"Kubernetes"}]');
    expect(kubernetes?.suggestion_description).toContain('not in your CV — add it only if it is true');
    expect(kubernetes?.impact).not.toBe('High');
  });
});
