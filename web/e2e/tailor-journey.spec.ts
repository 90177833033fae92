import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoA11yViolations } from './a11y';
import { reloadTailoring, tailorCv, tailorJd, unfoldSections } from './tailor-pair';

async function downloadText(page: Page): Promise<string> {
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Text', exact: true }).click(),
  ]);
  return readFileSync(await d.path(), 'utf8');
}

// The main path's end, through the real screens: the Formatted CV, the job
// confirmation, the tailoring, and back to the downloads, which carry the
// suggestions the user applied.
test('suggestions applied while tailoring are in the Formatted CV screen and its downloads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/about');
  await page.evaluate((cv) => {
    sessionStorage.clear();
    sessionStorage.setItem('cvText', cv);
  }, tailorCv);
  await page.goto('/cv_preparation');
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await downloadText(page)).not.toContain('Kubernetes');

  await page.getByRole('link', { name: 'Tailor To Job With AI' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Job Description' })).toBeVisible();
  // Nothing stored yet: a blank job is refused, then the typed one is used.
  await page.getByRole('button', { name: 'Confirm and Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a job description' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Job description' }).fill(tailorJd);
  await page.getByRole('button', { name: 'Confirm and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'CV Tailoring Results' })).toBeVisible({ timeout: 30_000 });
  await unfoldSections(page);

  const tools = page.getByRole('region', { name: 'Tools & Technologies suggestions' });
  await tools
    .getByRole('article', { name: /The job asks for Kubernetes/ })
    .getByRole('button', { name: 'Apply Suggestion' })
    .click();
  const exp = page.getByRole('region', { name: 'Data Analyst', exact: true });
  await exp
    .getByRole('article', { name: 'Suggestion: Start with what you did, not with your duty.' })
    .first()
    .getByRole('button', { name: 'Replace With Suggested Text' })
    .click();
  await expect(exp.getByText('Managed the weekly sales reports for 40 stores', { exact: true })).toBeVisible();
  // The user's own edits in every other section.
  const header = page.getByRole('region', { name: 'Professional Header', exact: true });
  await header.getByRole('button', { name: 'Edit' }).click();
  await header.getByRole('textbox', { name: 'Professional Header' }).fill('Jane Doe • Senior Data Analyst • Berlin');
  await header.getByRole('button', { name: 'Save' }).click();
  const about = page.getByRole('region', { name: 'About Me', exact: true });
  await about.getByRole('button', { name: 'Replace With Suggestion' }).click();
  await expect(about.getByRole('region', { name: 'Current About Me' })).toContainText('Experienced in SQL and Python.');
  const edu = page.getByRole('region', { name: 'Education', exact: true });
  await edu.getByRole('button', { name: 'Add Education' }).click();
  await edu.getByRole('textbox', { name: 'Institution' }).fill('Open University');
  await edu.getByRole('textbox', { name: 'Degree' }).fill('Certificate in Data Engineering');
  await edu.getByRole('button', { name: 'Save Changes' }).click();
  const langs = page.getByRole('region', { name: 'Languages', exact: true });
  await langs.getByRole('button', { name: '+ Add Language' }).click();
  await langs.getByRole('textbox', { name: 'Language 3' }).fill('Spanish');
  await langs.getByRole('textbox', { name: 'Proficiency 3' }).fill('B1');
  // dnd-kit may swallow a click that comes right after a row was added (on
  // a phone's touch sensor too): Save is clicked again until it takes.
  const save = langs.getByRole('button', { name: 'Save' });
  await expect(async () => {
    if (await save.isVisible()) await save.click();
    await expect(langs.getByRole('list', { name: 'Languages' })).toContainText('Spanish (B1)', { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expectNoA11yViolations(page);

  // A reload keeps every edit.
  await reloadTailoring(page);
  await expect(page.getByRole('heading', { name: 'CV Tailoring Results' })).toBeVisible({ timeout: 30_000 });
  await expect(header.getByRole('region', { name: 'Current Professional Header' })).toContainText(
    'Jane Doe • Senior Data Analyst • Berlin',
  );
  await expect(page.getByText('Certificate in Data Engineering', { exact: true })).toBeVisible();
  await expect(langs.getByRole('list', { name: 'Languages' })).toContainText('Spanish (B1)');

  await page.getByRole('link', { name: 'Back to CV Preparation' }).click();
  await expect(page.getByRole('heading', { name: 'Formatted CV', level: 1 })).toBeVisible({ timeout: 30_000 });
  const text = await downloadText(page);
  expect(text).toContain('Kubernetes');
  expect(text).toContain('Managed the weekly sales reports for 40 stores');
  expect(text).not.toContain('Responsible for managing the weekly sales reports');
  expect(text).toContain('Jane Doe • Senior Data Analyst • Berlin');
  expect(text).toContain('Experienced in SQL and Python.');
  expect(text).toMatch(/Certificate in Data Engineering/);
  expect(text).toContain('Spanish — B1');
});
