import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// A natural CV and job pair from the real fixtures (see ../shared/fixtures/real/SOURCES.md).
export const realFixtures = new URL('../../../shared/fixtures/real/', import.meta.url);
export const cvText = readFileSync(new URL('resumes/german_resume.md', realFixtures), 'utf8');
export const jdText = readFileSync(new URL('jds/german_job.md', realFixtures), 'utf8');

/** analyzePair types both texts on /upload and starts the analysis. */
export async function analyzePair(page: Page, cv = cvText, jd = jdText): Promise<void> {
  await page.goto('/upload');
  await page.getByLabel('CV text').fill(cv);
  await page.getByLabel('Job description text').fill(jd);
  await page.getByRole('button', { name: 'Analyze Match' }).click();
  await expect(page).toHaveURL(/\/analysis$/);
}
