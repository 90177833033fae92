import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { arrow, dragTo } from './drag';
import { openTailoring, reloadTailoring, tailorCv } from './tailor-pair';

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('tailoring edits (AI off)', () => {
  // Each test opens the engine several times (reloads); a busy machine needs the room.
  test.describe.configure({ timeout: 90_000 });
  test('header and about me: replace with suggestion, edit, save and restore original, each with its toast', async ({
    page,
  }) => {
    await openTailoring(page);
    const about = card(page, 'About Me');
    // About Me starts expanded here: it has a suggestion.
    await expect(about.getByText('Improvement Suggestions Available')).toBeVisible();
    await about.getByRole('button', { name: 'Replace With Suggestion' }).click();
    await expect(page.getByText('About Me replaced with suggestion')).toBeVisible();
    await expect(about.getByRole('region', { name: 'Current About Me' })).toContainText(
      'Experienced in SQL and Python.',
    );

    await about.getByRole('button', { name: 'Edit' }).click();
    const box = about.getByRole('textbox', { name: 'About Me' });
    await expect(box).toHaveAttribute('rows', '6');
    // The spec's minimum height, 8rem.
    expect(await box.evaluate((el) => getComputedStyle(el).minHeight)).toBe('128px');
    // In the editor, Restore Original and Replace With Suggestion fill the box; nothing is saved yet.
    const current = about.getByRole('region', { name: 'Current About Me' });
    await current.getByRole('button', { name: 'Restore Original' }).click();
    await expect(box).toHaveValue('Data analyst who turns sales data into decisions for retail teams.');
    await current.getByRole('button', { name: 'Replace With Suggestion' }).click();
    await expect(box).toHaveValue(/Experienced in SQL and Python\.$/);
    await expectNoA11yViolations(page);
    await box.fill('Data analyst for retail.');
    await about.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('About Me updated successfully')).toBeVisible();
    await about.getByRole('button', { name: 'Restore Original' }).click();
    await expect(page.getByText('About Me restored to original')).toBeVisible();
    await expect(about.getByRole('region', { name: 'Current About Me' })).toContainText(
      'Data analyst who turns sales data into decisions for retail teams.',
    );

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

    // Emptied, it shows its placeholder, open and collapsed.
    await header.getByRole('button', { name: 'Edit' }).click();
    await header.getByRole('textbox', { name: 'Professional Header' }).fill('');
    await header.getByRole('button', { name: 'Save' }).click();
    await expect(header.getByRole('region', { name: 'Current Professional Header' })).toContainText(
      'Add your professional header',
    );
    await header.getByRole('button', { name: 'Collapse' }).click();
    await expect(header.getByText('Add your professional header')).toBeVisible();

    // Every edit is kept over a reload: the header stays empty, About Me as restored.
    await reloadTailoring(page);
    await expect(card(page, 'Professional Header').getByText('Add your professional header')).toBeVisible({
      timeout: 30_000,
    });
    await expect(card(page, 'About Me').getByRole('region', { name: 'Current About Me' })).toContainText(
      'Data analyst who turns sales data into decisions for retail teams.',
    );
  });

  test('responsibilities: suggestion, edit, delete, restore by keyboard in the dialog, add, and reorder by keyboard', async ({
    page,
  }) => {
    await openTailoring(page);
    const exp = card(page, 'Data Analyst');
    await expect(exp.getByRole('button', { name: 'Suggestions Available' })).toBeVisible();
    const duty = exp.getByRole('article', { name: 'Suggestion: Start with what you did, not with your duty.' }).first();
    await duty.getByRole('button', { name: 'Replace With Suggested Text' }).click();
    await expect(page.getByText('Responsibility updated with suggestion')).toBeVisible();
    await expect(exp.getByText('Managed the weekly sales reports for 40 stores', { exact: true })).toBeVisible();
    await exp
      .getByRole('button', { name: 'Restore original responsibility: Managed the weekly sales reports for 40 stores' })
      .click();
    await expect(page.getByText('Responsibility restored to original')).toBeVisible();

    await exp
      .getByRole('button', { name: 'Edit responsibility: Built dashboards in Tableau for the regional managers' })
      .click();
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
    await fresh.fill('Trained 4 analysts in SQL');
    await exp.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Responsibility added successfully')).toBeVisible();
    // An added responsibility has no original: edited, it offers no Restore Original.
    await exp.getByRole('button', { name: 'Edit responsibility: Trained 4 analysts in SQL' }).click();
    await exp.getByRole('textbox', { name: 'Responsibility' }).fill('Trained 5 analysts in SQL');
    await exp.getByRole('button', { name: 'Save' }).click();
    await expect(exp.getByText('Trained 5 analysts in SQL', { exact: true })).toBeVisible();
    await expect(exp.getByRole('button', { name: /^Restore original responsibility: Trained/ })).toHaveCount(0);
    await expect(
      exp.getByRole('button', { name: /^Restore original responsibility: Built 12 dashboards/ }),
    ).toBeVisible();

    // Reorder with the keyboard: lift, move down, drop.
    const items = exp.getByRole('listitem');
    await expect(items.first()).toContainText('Responsible for managing the weekly sales reports');
    await exp.getByRole('button', { name: /^Move Responsible for managing the weekly sales/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Picked up Responsible for managing/)).toBeAttached();
    await arrow(page, 'ArrowDown', 'moved to position 2 of 4.');
    await page.keyboard.press('Space');
    await expect(page.getByText(/dropped at position 2 of 4\.$/)).toBeAttached();
    await expect(items.nth(1)).toContainText('Responsible for managing the weekly sales reports');

    // Every edit is kept over a reload.
    await reloadTailoring(page);
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

    const junior = card(page, 'Junior Analyst');
    // The card's title, company, duration and location.
    await expect(junior.getByText('Globex Logistics · Mar 2017 – Dec 2019 · Hamburg', { exact: true })).toBeVisible();
    const toggle = junior.getByRole('button', { name: 'Collapse Junior Analyst at Globex Logistics' });
    await toggle.click();
    expect(await page.evaluate(() => sessionStorage.getItem('expanded_exp_2'))).toBe('false');
    await reloadTailoring(page);
    await expect(
      card(page, 'Junior Analyst').getByRole('button', { name: 'Expand Junior Analyst at Globex Logistics' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      card(page, 'Junior Analyst').getByText('Cleaned shipment data with Python and SQL', { exact: true }),
    ).toBeHidden();
    // The badge opens the card to show its suggestions.
    await card(page, 'Junior Analyst').getByRole('button', { name: 'Suggestions Available' }).click();
    await expect(
      card(page, 'Junior Analyst').getByRole('button', { name: 'Collapse Junior Analyst at Globex Logistics' }),
    ).toBeVisible();
    await expect(
      card(page, 'Junior Analyst').getByText('Cleaned shipment data with Python and SQL', { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('expanded_exp_2'))).toBe('true');
  });

  test('reorder a responsibility by dragging its handle: mouse on a desktop, finger on a phone', async ({
    page,
    isMobile,
  }) => {
    await openTailoring(page);
    const exp = card(page, 'Data Analyst');
    const items = exp.getByRole('listitem');
    await expect(items.first()).toContainText('Responsible for managing the weekly sales reports');
    await dragTo(page, exp.getByRole('button', { name: /^Move Built dashboards in Tableau/ }), items.first(), isMobile);
    await expect(page.getByText('Responsibility updated successfully')).toBeVisible();
    await expect(items.first()).toContainText('Built dashboards in Tableau for the regional managers');
    await expect(items.nth(1)).toContainText('Responsible for managing the weekly sales reports');
    await reloadTailoring(page);
    await expect(card(page, 'Data Analyst').getByRole('listitem').first()).toContainText(
      'Built dashboards in Tableau',
      { timeout: 30_000 },
    );
  });

  test('skills: the Save validation blocks with its messages, the add-row rule, and the restore dialogs', async ({
    page,
  }) => {
    await openTailoring(page);
    const skills = card(page, 'Core Skills');
    // Nothing deleted yet: the dialog says so; keys alone open and close it.
    const restoreDeleted = skills.getByRole('button', { name: 'Restore deleted skills' });
    await restoreDeleted.focus();
    await page.keyboard.press('Enter');
    const none = page.getByRole('dialog', { name: 'Select skills to restore:' });
    await expect(none.getByText('No deleted skills.')).toBeVisible();
    await expect(none.getByRole('button', { name: 'Restore Selected' })).toBeDisabled();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(none).toHaveCount(0);
    await expect(restoreDeleted).toBeFocused();

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
    // Back at its old place.
    await expect(skills.getByRole('list', { name: 'Core Skills' }).getByRole('listitem')).toHaveText([
      /^Sales reporting/,
      /^Data cleaning/,
      /^Forecasting/,
    ]);

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
    // Cancel goes back to the list as last saved.
    await tools.getByRole('textbox', { name: 'Tool or technology 1' }).fill('Changed tool');
    await tools.getByRole('button', { name: 'Cancel' }).click();
    await expect(tools.getByRole('textbox')).toHaveCount(0);
    const toolList = tools.getByRole('list', { name: 'Tools & Technologies' });
    await expect(toolList.getByRole('listitem')).toHaveCount(5);
    await expect(toolList).not.toContainText('Changed tool');
    await tools.getByRole('button', { name: 'Restore deleted Tools or Technologies' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Tools or Technologies to restore:' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await tools.getByRole('button', { name: 'Restore Tools or Technologies to original' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Select Tools or Technologies to restore to original:' }),
    ).toBeVisible();
  });

  test('outside edit mode a reorder is saved at once: the tools reordered by a suggestion, kept over a reload', async ({
    page,
  }) => {
    await openTailoring(page);
    const tools = card(page, 'Tools & Technologies');
    const chips = tools.getByRole('list', { name: 'Tools & Technologies' }).getByRole('listitem');
    await expect(chips).toHaveText([/^SQL/, /^Python/, /^Excel/, /^Tableau/, /^Git/]);
    const reorder = tools.getByRole('article', {
      name: "Suggestion: Put the job's skills first: SQL, Python and Tableau.",
    });
    await reorder.getByRole('button', { name: 'Apply Suggestion' }).click();
    await expect(page.getByText('Tools & Technologies updated with suggestion')).toBeVisible();
    await expect(chips).toHaveText([/^SQL/, /^Python/, /^Tableau/, /^Excel/, /^Git/]);
    await expect(reorder.getByText('Applied', { exact: true })).toBeVisible();
    await expect(reorder.getByRole('button', { name: 'Apply Suggestion' })).toHaveCount(0);
    await reloadTailoring(page);
    await expect(
      card(page, 'Tools & Technologies').getByRole('list', { name: 'Tools & Technologies' }).getByRole('listitem'),
    ).toHaveText([/^SQL/, /^Python/, /^Tableau/, /^Excel/, /^Git/], { timeout: 30_000 });

    // A move is a modification (spec section 4): restoring it puts the tool back in its place.
    const reloaded = card(page, 'Tools & Technologies');
    await reloaded.getByRole('button', { name: 'Restore Tools or Technologies to original' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Tools or Technologies to restore to original:' });
    await dialog.getByRole('checkbox', { name: 'Tableau (back to its original place)' }).check();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Restore Selected' }).click();
    await expect(page.getByText('Tools & Technologies restored to original')).toBeVisible();
    await expect(reloaded.getByRole('list', { name: 'Tools & Technologies' }).getByRole('listitem')).toHaveText([
      /^SQL/,
      /^Python/,
      /^Excel/,
      /^Tableau/,
      /^Git/,
    ]);
  });

  test('languages: the three Save messages, and an added language kept over a reload', async ({ page, isMobile }) => {
    await openTailoring(page);
    const langs = card(page, 'Languages');
    if (!isMobile) {
      // A drag starts only past 8 px (spec section 9): a slip of the hand on the handle moves nothing.
      await langs.getByRole('button', { name: 'Edit Languages' }).click();
      const handle = langs.getByRole('button', { name: 'Move English' });
      // In the middle of the screen, away from the edges where dnd-kit scrolls the page.
      await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await handle.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const pickedUp = page.getByText(/^Picked up English/);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 5, { steps: 5 });
      await expect(pickedUp).toHaveCount(0);
      await page.mouse.move(x, y + 14, { steps: 5 });
      await expect(pickedUp).toBeAttached();
      await page.mouse.move(x, y, { steps: 5 });
      await page.mouse.up();
      await expect(langs.getByRole('textbox', { name: 'Language 1' })).toHaveValue('English');
    }
    // dnd-kit swallows the click that ends a drag until its next tick; a
    // click that comes sooner (at machine speed) is clicked again.
    const third = langs.getByRole('textbox', { name: 'Language 3' });
    await expect(async () => {
      if ((await third.count()) === 0) await langs.getByRole('button', { name: '+ Add Language' }).click();
      await expect(third).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
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
    await reloadTailoring(page);
    await expect(card(page, 'Languages').getByRole('list', { name: 'Languages' })).toContainText('Spanish (B1)', {
      timeout: 30_000,
    });
  });

  test('education: add (dropped on cancel), edit, delete and restore', async ({ page }) => {
    await openTailoring(page);
    const edu = card(page, 'Education');
    await edu.getByRole('button', { name: 'Add Education' }).click();
    await expect(edu.getByRole('textbox', { name: 'Institution' })).toBeVisible();
    await edu.getByRole('button', { name: 'Cancel' }).click();
    await expect(edu.getByRole('textbox', { name: 'Institution' })).toHaveCount(0);

    // No validation here: an entry with a degree missing is kept as typed.
    await edu.getByRole('button', { name: 'Add Education' }).click();
    await edu.getByRole('textbox', { name: 'Institution' }).fill('Open University');
    await edu.getByRole('textbox', { name: 'Description' }).fill('Evening course in data engineering');
    await edu.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Education added')).toBeVisible();
    await expect(edu.getByText('Evening course in data engineering')).toBeVisible();
    const entries = edu.getByRole('listitem');
    await expect(entries).toHaveCount(2);

    await edu.getByRole('button', { name: 'Delete B.Sc. Statistics' }).click();
    const deleted = edu.getByRole('region', { name: 'Deleted Education Items' });
    await expect(deleted).toContainText('B.Sc. Statistics');
    await expectNoA11yViolations(page);
    await deleted.getByRole('button', { name: 'Restore Deleted Education' }).click();
    await expect(edu.getByText('B.Sc. Statistics')).toBeVisible();
    await expect(deleted).toHaveCount(0);
    // Restored at the end of the list (spec section 4).
    await expect(entries.nth(0)).toContainText('Open University');
    await expect(entries.nth(1)).toContainText('B.Sc. Statistics');

    await reloadTailoring(page);
    const again = card(page, 'Education').getByRole('listitem');
    await expect(again.nth(0)).toContainText('Evening course in data engineering', { timeout: 30_000 });
    await expect(again.nth(1)).toContainText('B.Sc. Statistics');
  });

  test('a CV with little in it: the placeholders and empty texts, and the education suggestions', async ({ page }) => {
    await openTailoring(page, 'SKILLS\nReporting, SQL\n\nTOOLS\nExcel, Git\n');
    await expect(card(page, 'Professional Header').getByText('Add your professional header')).toBeVisible();
    const about = card(page, 'About Me');
    await expect(about.getByText('Add your about me text')).toBeVisible();
    await about.getByRole('button', { name: 'Collapse' }).click();
    await expect(about.getByText('Add your about me text')).toBeVisible();
    await expect(
      card(page, 'Professional Experience').getByText('No professional experience added yet', { exact: true }),
    ).toBeVisible();
    await expect(card(page, 'Languages').getByText('No languages added yet', { exact: true })).toBeVisible();
    const suggestions = card(page, 'Education').getByRole('region', { name: 'Education Suggestions' });
    await expect(suggestions.getByRole('heading', { name: 'Education Suggestions' })).toBeVisible();
    await expect(suggestions.getByRole('article', { name: /your CV has no education section/ })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('languages: About Me collapsed without a suggestion; delete a chip, the restore dialogs by keyboard, the empty text', async ({
    page,
  }) => {
    await openTailoring(page, tailorCv.replace('decisions for retail teams.', 'decisions with SQL and Python.'));
    // No suggestion for About Me: it starts collapsed, with no badge.
    const about = card(page, 'About Me');
    await expect(about.getByRole('button', { name: 'Expand' })).toBeVisible();
    await expect(
      about.getByText('Data analyst who turns sales data into decisions with SQL and Python.'),
    ).toBeVisible();
    await expect(about.getByText('Improvement Suggestions Available')).toHaveCount(0);

    const langs = card(page, 'Languages');
    const list = langs.getByRole('list', { name: 'Languages' });
    await expect(list.getByRole('listitem')).toHaveText([/English \(C1\)/, /German \(Native\)/]);
    const toOriginal = langs.getByRole('button', { name: 'Restore languages to original' });
    await toOriginal.focus();
    await page.keyboard.press('Enter');
    const modifiedDialog = page.getByRole('dialog', { name: 'Select languages to restore to original:' });
    await expect(modifiedDialog.getByText('No modified languages.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modifiedDialog).toHaveCount(0);
    const restoreDeleted = langs.getByRole('button', { name: 'Restore deleted languages' });
    await restoreDeleted.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('dialog', { name: 'Select languages to restore:' }).getByText('No deleted languages.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Outside edit mode a delete is saved at once.
    await langs.getByRole('button', { name: 'Delete English (C1)' }).click();
    await langs.getByRole('button', { name: 'Delete German (Native)' }).click();
    await expect(langs.getByText('No languages added yet', { exact: true })).toBeVisible();
    await reloadTailoring(page);
    await expect(card(page, 'Languages').getByText('No languages added yet', { exact: true })).toBeVisible({
      timeout: 30_000,
    });

    // Restored by keys alone: open, tick, Restore Selected.
    await card(page, 'Languages').getByRole('button', { name: 'Restore deleted languages' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select languages to restore:' });
    await expect(dialog.getByRole('button', { name: 'Restore Selected' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'German (Native)' }).focus();
    await page.keyboard.press('Space');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Restore Selected' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(card(page, 'Languages').getByRole('list', { name: 'Languages' }).getByRole('listitem')).toHaveText([
      /German \(Native\)/,
    ]);
  });
});
