import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { openTailoring } from './tailor-pair';

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('tailoring edits (AI off)', () => {
  test('header and about me: replace with suggestion, edit, save and restore original, each with its toast', async ({ page }) => {
    await openTailoring(page);
    const about = card(page, 'About Me');
    // About Me starts expanded here: it has a suggestion.
    await expect(about.getByText('Improvement Suggestions Available')).toBeVisible();
    await about.getByRole('button', { name: 'Replace With Suggestion' }).click();
    await expect(page.getByText('About Me replaced with suggestion')).toBeVisible();
    await expect(about.getByRole('region', { name: 'Current About Me' })).toContainText('Experienced in SQL and Python.');

    await about.getByRole('button', { name: 'Edit' }).click();
    const box = about.getByRole('textbox', { name: 'About Me' });
    await expect(box).toHaveAttribute('rows', '6');
    await box.fill('Data analyst for retail.');
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('About Me updated successfully')).toBeVisible();
    await about.getByRole('button', { name: 'Restore Original' }).click();
    await expect(page.getByText('About Me restored to original')).toBeVisible();
    await expect(about.getByRole('region', { name: 'Current About Me' })).toContainText('Data analyst who turns sales data into decisions for retail teams.');

    const header = card(page, 'Professional Header');
    await header.getByRole('button', { name: 'Edit' }).click();
    await header.getByRole('textbox', { name: 'Professional Header' }).fill('Jane Doe • Senior Analyst');
    await header.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Professional header updated successfully')).toBeVisible();
    await header.getByRole('button', { name: 'Collapse' }).click();
    await expect(header.getByText('Jane Doe • Senior Analyst')).toBeVisible();
    await expectNoA11yViolations(page);
    await header.getByRole('button', { name: 'Expand' }).click();
    await header.getByRole('button', { name: 'Restore Original' }).click();
    await expect(page.getByText('Professional header restored to original')).toBeVisible();
  });

  test('responsibilities: suggestion, edit, delete, restore by keyboard in the dialog, add, and reorder by keyboard', async ({ page }) => {
    await openTailoring(page);
    const exp = card(page, 'Data Analyst');
    await expect(exp.getByRole('button', { name: 'Suggestions Available' })).toBeVisible();
    const duty = exp.getByRole('article', { name: 'Suggestion: Start with what you did, not with your duty.' }).first();
    await duty.getByRole('button', { name: 'Replace With Suggested Text' }).click();
    await expect(page.getByText('Responsibility updated with suggestion')).toBeVisible();
    await expect(exp.getByText('Managed the weekly sales reports for 40 stores', { exact: true })).toBeVisible();
    await exp.getByRole('button', { name: 'Restore original responsibility: Managed the weekly sales reports for 40 stores' }).click();
    await expect(page.getByText('Responsibility restored to original')).toBeVisible();

    await exp.getByRole('button', { name: 'Edit responsibility: Built dashboards in Tableau for the regional managers' }).click();
    await exp.getByRole('textbox', { name: 'Responsibility' }).fill('Built 12 dashboards in Tableau');
    await exp.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Responsibility updated successfully')).toBeVisible();

    await exp.getByRole('button', { name: 'Delete responsibility: Built 12 dashboards in Tableau' }).click();
    await expect(page.getByText('Responsibility deleted')).toBeVisible();
    await expect(exp.getByText('Built 12 dashboards in Tableau', { exact: true })).toHaveCount(0);

    // The restore dialog, by keyboard only.
    await exp.getByRole('button', { name: 'Restore Deleted Responsibility' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select responsibilities to restore:' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Restore Selected' })).toBeDisabled();
    await expectNoA11yViolations(page);
    await dialog.getByRole('checkbox', { name: 'Built 12 dashboards in Tableau' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('button', { name: 'Restore Selected' })).toBeEnabled();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Restore Selected' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Responsibility(ies) restored')).toBeVisible();
    await expect(exp.getByText('Built 12 dashboards in Tableau', { exact: true })).toBeVisible();

    // Add: Save stays disabled while the text is blank.
    await exp.getByRole('button', { name: 'Add Responsibility' }).click();
    const fresh = exp.getByRole('textbox', { name: 'New responsibility' });
    await fresh.fill('   ');
    await expect(exp.getByRole('button', { name: 'Save' })).toBeDisabled();
    await fresh.fill('Trained 5 analysts in SQL');
    await exp.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Responsibility added successfully')).toBeVisible();

    // Reorder with the keyboard: lift, move down, drop.
    const items = exp.getByRole('listitem');
    await expect(items.first()).toContainText('Responsible for managing the weekly sales reports');
    await exp.getByRole('button', { name: /^Move Responsible for managing the weekly sales/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Picked up Responsible for managing/)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(/moved to position 2 of 4\.$/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(/dropped at position 2 of 4\.$/)).toBeAttached();
    await expect(items.nth(1)).toContainText('Responsible for managing the weekly sales reports');

    // Every edit is kept over a reload.
    await page.reload();
    const again = card(page, 'Data Analyst');
    await expect(again.getByRole('listitem').nth(1)).toContainText('Responsible for managing the weekly sales reports');
    await expect(again.getByText('Trained 5 analysts in SQL', { exact: true })).toBeVisible();
    await expect(again.getByText('Built 12 dashboards in Tableau', { exact: true })).toBeVisible();
  });

  test('an experience is edited and restored to original; collapsing is kept per experience', async ({ page }) => {
    await openTailoring(page);
    const exp = card(page, 'Junior Analyst');
    await exp.getByRole('button', { name: 'Edit Junior Analyst at Globex Logistics' }).click();
    await exp.getByRole('textbox', { name: 'Position' }).fill('Analyst');
    await exp.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Experience updated successfully')).toBeVisible();
    const edited = card(page, 'Analyst');
    await edited.getByRole('button', { name: 'Edit Analyst at Globex Logistics' }).click();
    await edited.getByRole('button', { name: 'Restore Original' }).click();
    await expect(page.getByText('Experience restored to original')).toBeVisible();

    const toggle = card(page, 'Junior Analyst').getByRole('button', { name: 'Collapse Junior Analyst at Globex Logistics' });
    await toggle.click();
    expect(await page.evaluate(() => sessionStorage.getItem('expanded_exp_2'))).toBe('false');
    await page.reload();
    await expect(card(page, 'Junior Analyst').getByRole('button', { name: 'Expand Junior Analyst at Globex Logistics' })).toBeVisible({ timeout: 30_000 });
  });

  test('skills: the Save validation blocks with its messages, the add-row rule, and the restore dialogs', async ({ page }) => {
    await openTailoring(page);
    const skills = card(page, 'Core Skills');
    await skills.getByRole('button', { name: 'Edit Core Skills' }).click();
    await skills.getByRole('button', { name: '+ Add Skill' }).click();
    // The last row is blank: no second new row.
    await skills.getByRole('button', { name: '+ Add Skill' }).click();
    await expect(skills.getByRole('textbox')).toHaveCount(3);
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect(skills.getByRole('alert')).toHaveText('Skill cannot be empty');
    await expect(skills.locator('[data-invalid="true"]')).toHaveCount(1);
    await skills.getByRole('textbox', { name: 'Skill 3' }).fill('reporting');
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect(skills.getByRole('alert')).toHaveText('Duplicate skill');
    await skills.getByRole('textbox', { name: 'Skill 3' }).scrollIntoViewIfNeeded();
    await skills.getByRole('textbox', { name: 'Skill 3' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Duplicate skill');
    // Radix puts the tooltip outside the page's landmarks, which axe flags: judged with it closed.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectNoA11yViolations(page);

    await skills.getByRole('textbox', { name: 'Skill 3' }).fill('Forecasting');
    await skills.getByRole('textbox', { name: 'Skill 1' }).fill('Sales reporting');
    await skills.getByRole('button', { name: 'Save' }).click();
    await expect(skills.getByRole('list', { name: 'Core Skills' })).toContainText('Forecasting');

    // Outside edit mode a delete is saved at once.
    await skills.getByRole('button', { name: 'Delete Data cleaning' }).click();
    await expect(skills.getByRole('list', { name: 'Core Skills' })).not.toContainText('Data cleaning');

    await skills.getByRole('button', { name: 'Restore deleted skills' }).click();
    let dialog = page.getByRole('dialog', { name: 'Select skills to restore:' });
    await expect(dialog.getByRole('button', { name: 'Restore Selected' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Data cleaning' }).check();
    await dialog.getByRole('button', { name: 'Restore Selected' }).click();
    await expect(skills.getByRole('list', { name: 'Core Skills' })).toContainText('Data cleaning');

    await skills.getByRole('button', { name: 'Restore skills to original' }).click();
    dialog = page.getByRole('dialog', { name: 'Select skills to restore to original:' });
    await dialog.getByRole('checkbox', { name: 'Sales reporting → Reporting' }).check();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Restore Selected' }).click();
    await expect(skills.getByRole('list', { name: 'Core Skills' })).toContainText('Reporting');
    await expect(skills.getByRole('list', { name: 'Core Skills' })).not.toContainText('Sales reporting');

    // Empty lists say so.
    await skills.getByRole('button', { name: 'Restore skills to original' }).click();
    dialog = page.getByRole('dialog', { name: 'Select skills to restore to original:' });
    await expect(dialog.getByText('No modified skills.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // Tools always get a new row.
    const tools = card(page, 'Tools & Technologies');
    await tools.getByRole('button', { name: '+ Add Tool or Technology' }).click();
    await tools.getByRole('button', { name: '+ Add Tool or Technology' }).click();
    await expect(tools.getByRole('textbox')).toHaveCount(5 + 2);
    await tools.getByRole('button', { name: 'Cancel' }).click();
    await tools.getByRole('button', { name: 'Restore deleted Tools or Technologies' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Tools or Technologies to restore:' })).toBeVisible();
  });

  test('languages: the three Save messages, and an added language kept over a reload', async ({ page }) => {
    await openTailoring(page);
    const langs = card(page, 'Languages');
    await langs.getByRole('button', { name: '+ Add Language' }).click();
    await langs.getByRole('button', { name: 'Save' }).click();
    await expect(langs.getByRole('alert')).toHaveText('Language cannot be empty');
    await langs.getByRole('textbox', { name: 'Language 3' }).fill('english');
    await langs.getByRole('button', { name: 'Save' }).click();
    await expect(langs.getByRole('alert')).toHaveText('Duplicate language');
    await langs.getByRole('textbox', { name: 'Language 3' }).fill('Spanish');
    await langs.getByRole('button', { name: 'Save' }).click();
    await expect(langs.getByRole('alert')).toHaveText('Proficiency cannot be empty');
    await langs.getByRole('textbox', { name: 'Proficiency 3' }).fill('B1');
    await langs.getByRole('button', { name: 'Save' }).click();
    await expect(langs.getByRole('list', { name: 'Languages' })).toContainText('Spanish (B1)');
    await page.reload();
    await expect(card(page, 'Languages').getByRole('list', { name: 'Languages' })).toContainText('Spanish (B1)', { timeout: 30_000 });
  });

  test('education: add (dropped on cancel), edit, delete and restore', async ({ page }) => {
    await openTailoring(page);
    const edu = card(page, 'Education');
    await edu.getByRole('button', { name: 'Add Education' }).click();
    await expect(edu.getByRole('textbox', { name: 'Institution' })).toBeVisible();
    await edu.getByRole('button', { name: 'Cancel' }).click();
    await expect(edu.getByRole('textbox', { name: 'Institution' })).toHaveCount(0);

    await edu.getByRole('button', { name: 'Add Education' }).click();
    await edu.getByRole('textbox', { name: 'Institution' }).fill('Open University');
    await edu.getByRole('textbox', { name: 'Degree' }).fill('Certificate in Data Engineering');
    await edu.getByRole('textbox', { name: 'Description' }).fill('Evening course');
    await edu.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edu.getByText('Certificate in Data Engineering')).toBeVisible();

    await edu.getByRole('button', { name: 'Delete B.Sc. Statistics' }).click();
    const deleted = edu.getByRole('region', { name: 'Deleted Education Items' });
    await expect(deleted).toContainText('B.Sc. Statistics');
    await deleted.getByRole('button', { name: 'Restore Deleted Education' }).click();
    await expect(edu.getByText('B.Sc. Statistics')).toBeVisible();
    await expect(deleted).toHaveCount(0);
  });
});
