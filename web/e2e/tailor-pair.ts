import { expect, type Page } from '@playwright/test';
import { nodeCore } from './cv-sample';

// A small hand-made CV and job, written for these tests: the CV has duties to
// rewrite, bullets without figures, unordered lists and a role with nothing
// to improve; the job asks for Kubernetes, which the CV does not show. e2e/fake-ai.mjs's suggestions use
// the ids the core gives this CV (exp_1_r2, exp_2, edu_1…).
export const tailorCv = `Jane Doe • Data Analyst • Berlin

SUMMARY
Data analyst who turns sales data into decisions for retail teams.

EXPERIENCE
Data Analyst
Acme Retail GmbH, Berlin
Jan 2020 – Dec 2023
- Responsible for managing the weekly sales reports for 40 stores
- Built dashboards in Tableau for the regional managers
- Involved in the migration of reports to the new data warehouse

Junior Analyst
Globex Logistics, Hamburg
Mar 2017 – Dec 2019
- Cleaned shipment data with Python and SQL
- Presented findings to the operations team

Intern
Initech, Hamburg
Jan 2016 – Jun 2016
- Analysed 300 customer surveys in 2016

EDUCATION
B.Sc. Statistics, University of Hamburg, 2013 – 2016

SKILLS
Reporting, Data cleaning, SQL, Python

TOOLS
Excel, Tableau, Git

LANGUAGES
English (C1), German (Native)
`;

export const tailorJd = `Senior Data Analyst (m/f/d)

We are looking for a Data Analyst to join our analytics team in Berlin.

Requirements:
- 3+ years of experience as a data analyst
- Strong SQL and Python skills (required)
- Experience with Tableau or Power BI (required)
- Experience with dbt and Airflow is a plus
- Kubernetes knowledge is required
- Fluent English; German is a plus
- Degree in statistics, computer science or a related field
`;

let engine: ReturnType<typeof nodeCore> | undefined;

/**
 * seedCv puts a CV text, its on-device parse (made by the app's own engine
 * wasm, run in the test process as the upload page runs it in its worker) and
 * a job description in this tab's session, then opens the job description
 * confirmation.
 */
export async function seedCv(page: Page, cv = tailorCv, jd = tailorJd): Promise<void> {
  const parsed = (await (engine ??= nodeCore()))('parseText', { text: cv });
  await page.goto('/job_description_confirmation');
  await page.evaluate(
    ({ cv, jd, parsed }) => {
      sessionStorage.setItem('jobDescription', jd);
      sessionStorage.setItem('cvData', JSON.stringify({ text: cv, parsed }));
    },
    { cv, jd, parsed },
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Confirm Job Description' })).toBeVisible();
}

/** openTailoring seeds the session and confirms the job description; unfold opens every section. */
export async function openTailoring(page: Page, cv = tailorCv, jd = tailorJd, unfold = true): Promise<void> {
  await seedCv(page, cv, jd);
  await page.getByRole('button', { name: 'Confirm and Continue' }).click();
  await expect(page).toHaveURL(/\/tailor_to_job$/);
  await expect(page.getByRole('heading', { name: 'CV Tailoring Results', level: 1 })).toBeVisible({ timeout: 30_000 });
  if (unfold) await unfoldSections(page);
}

/**
 * unfoldSections opens every folded section of the tailoring page (each
 * starts as its one-line summary, but for the first with suggestions), once
 * the suggestions are rated (the score bar shows).
 */
export async function unfoldSections(page: Page): Promise<void> {
  await expect(page.getByTestId('score-bar')).toBeVisible({ timeout: 30_000 });
  const folded = page.getByRole('button', { name: / · /, expanded: false });
  while ((await folded.count()) > 0) await folded.first().click();
}

/** reloadTailoring reloads the tailoring page and unfolds its sections. */
export async function reloadTailoring(page: Page): Promise<void> {
  await page.reload();
  await unfoldSections(page);
}
