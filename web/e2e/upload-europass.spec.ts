import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';

// PDFs that carry their Europass XML as an attachment, as the Europass
// editor's do (e2e/fixtures, see its README): the CV comes from the data.
const own = new URL('./fixtures/', import.meta.url);
const engineStart = 30_000;
test.describe.configure({ timeout: 60_000 });
test.use({ serviceWorkers: 'block' });

const note = 'Read from the Europass data inside this PDF';

for (const { lang, file, name, company, language } of [
  {
    lang: 'English',
    file: 'europass-en.pdf',
    name: 'Aoife Byrne',
    company: 'Liffey Bank',
    language: { language: 'Irish', proficiencyLevel: 'B1–B2' },
  },
  {
    lang: 'German',
    file: 'europass-de.pdf',
    name: 'Jonas Weber',
    company: 'Rheinbau AG',
    language: { language: 'Englisch', proficiencyLevel: 'C1' },
  },
]) {
  test(`a Europass PDF in ${lang} is read from its XML, and the page says so`, async ({ page }) => {
    await page.goto('/upload');
    await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
    await page.getByRole('tab', { name: 'Upload PDF' }).click();
    await page.getByLabel('PDF file or Word file').setInputFiles(new URL(file, own).pathname);
    await expect(page.getByLabel('CV text')).toHaveValue(new RegExp(`^${name}`));
    await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
    await expectNoA11yViolations(page);
    const stored = await page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('cvData') ?? '{}') as {
          parsed?: { professionalExperience?: { company: string }[]; languages?: unknown[] };
        },
    );
    expect(stored.parsed?.professionalExperience?.[0]?.company).toBe(company);
    expect(stored.parsed?.languages).toContainEqual(language);
    // Edited, the text is no longer what the Europass data describes.
    await page.getByLabel('CV text').fill('Jane Doe\nGo developer');
    await expect(page.getByText(note)).toHaveCount(0);
  });
}

test('a PDF without Europass data is read from its layout, with no such note', async ({ page }) => {
  await page.goto('/upload');
  await expect(page.getByLabel('CV text')).toBeEnabled({ timeout: engineStart });
  await page.getByRole('tab', { name: 'Upload PDF' }).click();
  await page.getByLabel('PDF file or Word file').setInputFiles(new URL('two-column.pdf', own).pathname);
  await expect(page.getByRole('tab', { name: 'Text Input' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('CV text')).not.toHaveValue('');
  await expect(page.getByText(note)).toHaveCount(0);
});
