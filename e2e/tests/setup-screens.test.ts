/**
 * Faculty, Level and Subject Management as a campus user (CollegeAdmin) and as a university user
 * (UniAdmin) (issue 3 item 8; spec sections 2, 4, 5, 8, 9): add, edit and find each record, with
 * the spec's messages, the duplicate case and the required-field case. Names are unique per run.
 */
import type { Locator, Page } from 'playwright-core';
import {
  browserFixture,
  eventually,
  signIn,
  shows,
  showsText,
  type DemoRole,
} from '../support/browser';
import { layoutReady } from '../support/app';
import { choose, visibleDropdown } from '../support/forms';

const ui = browserFixture('setup-screens');
const TEST_TIMEOUT = { timeout: 90_000 };

/** A per-run, per-role suffix: reruns and the other tests never collide. */
function unique(role: DemoRole): string {
  return `${role === 'UniAdmin' ? 'U' : 'C'}${Date.now().toString().slice(-7)}`;
}

function addForm(page: Page): Locator {
  return page.getByRole('main').locator('form').first();
}

/** Types into the screen's search box and runs the search. */
async function search(page: Page, text: string) {
  const box = page.getByRole('main').getByLabel('Search', { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

/** Only rows that hold `text` are listed (header row aside). */
async function onlyRowsWith(page: Page, text: string) {
  await eventually(async () => {
    const rows = await page
      .getByRole('main')
      .locator('.ant-table-tbody tr.ant-table-row')
      .allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(text);
  });
}

async function openScreen(page: Page, role: DemoRole, path: string, title: string) {
  await signIn(page, role);
  await layoutReady(page);
  await page.goto(path);
  await showsText(page, title, 20_000);
}

for (const role of ['CollegeAdmin', 'UniAdmin'] as const) {
  describe(`Setup screens as ${role}`, () => {
    ui.test(
      'Faculty: required fields, add (trimmed), duplicate refused, edit, find',
      async (page) => {
        const id = unique(role);
        const name = `E2E Faculty ${id}`;
        await openScreen(page, role, '/other-setup/faculty-management', 'Faculty Management');
        const form = addForm(page);

        // Spec 5: name, type, short name required.
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, /Faculty Name.*required/i);
        await showsText(page, /Faculty Type.*required/i);
        await showsText(page, /Short Name.*required/i);

        await form.getByLabel('Faculty Name').fill(`  ${name}  `);
        await choose(page, form, 'Faculty Type', 'General');
        await form.getByLabel('Short Name').fill('E2EF');
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, 'Data Successfuly Added !!');
        const row = page.getByRole('row').filter({ hasText: name });
        await shows(row);
        expect(await row.getByRole('cell').filter({ hasText: name }).first().textContent()).toBe(
          name,
        );

        // Duplicate: 409 'Faculty already exists!'.
        await form.getByLabel('Faculty Name').fill(name);
        await choose(page, form, 'Faculty Type', 'Technical');
        await form.getByLabel('Short Name').fill('E2EG');
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, 'Faculty already exists!');

        // Edit in the update dialog (closes 600 ms after saving).
        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog');
        await shows(dialog);
        await dialog.getByLabel('Short Name').fill('E2EX');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await showsText(page, 'Faculty updated successfully');
        await dialog.waitFor({ state: 'hidden' });

        // Find: the search box lists only it; the Faculty Type filter keeps it.
        await search(page, name);
        await onlyRowsWith(page, name);
        await shows(page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'E2EX' }));
        await page.getByRole('main').getByTestId('filter-facultyType').click();
        await visibleDropdown(page).getByTitle('General', { exact: true }).click();
        await onlyRowsWith(page, name);
      },
      TEST_TIMEOUT,
    );

    ui.test(
      'Level: required messages, add, duplicate refused, Edit Level, find',
      async (page) => {
        const id = unique(role);
        const name = `E2E Level ${id}`;
        await openScreen(page, role, '/other-setup/level-management', 'Level Management');
        const form = addForm(page);

        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, 'Level Name is required');
        await showsText(page, 'Code is required');

        await form.getByLabel('Level Name').fill(name);
        await form.getByLabel('Code', { exact: true }).fill(`L${id}`);
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, 'Data added successfully!');
        const row = page.getByRole('row').filter({ hasText: name });
        await shows(row);

        await form.getByLabel('Level Name').fill(name);
        await form.getByLabel('Code', { exact: true }).fill(`M${id}`);
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, 'Level already exists!');

        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog');
        await shows(dialog);
        await shows(dialog.getByText('Edit Level'));
        // Spec 5: level edit requires name and code.
        await dialog.getByLabel('Code', { exact: true }).fill('');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await shows(dialog.getByText('Code is required'));
        await dialog.getByLabel('Code', { exact: true }).fill(`N${id}`);
        await dialog.getByRole('button', { name: 'Update' }).click();
        await showsText(page, 'Data updated Successfully');
        await dialog.waitFor({ state: 'hidden' });

        await search(page, name);
        await onlyRowsWith(page, name);
        await shows(
          page
            .getByRole('row')
            .filter({ hasText: name })
            .filter({ hasText: `N${id}` }),
        );
      },
      TEST_TIMEOUT,
    );

    ui.test(
      'Subject: required fields, Year/Semester by program type, add, duplicate, Edit Subject, find',
      async (page) => {
        const id = unique(role);
        const annualName = `E2E Subject A ${id}`;
        const semesterName = `E2E Subject S ${id}`;
        await openScreen(
          page,
          role,
          '/program-management/subject-management',
          'Subject Management',
        );
        const form = addForm(page);

        // Spec 5: program, name, short name, code, type required.
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, /Program.*required/i);
        await showsText(page, /Subject Name.*required/i);
        await showsText(page, /Short Name.*required/i);
        await showsText(page, /Code.*required/i);
        await showsText(page, /Subject Type.*required/i);

        // Spec 4: Year only for an annual program, Semester only for a semester program.
        const year = form.getByLabel('Year', { exact: true });
        const semester = form.getByLabel('Semester', { exact: true });
        await choose(page, form, 'Program', 'Bachelor of Business Studies');
        await eventually(async () => {
          expect(await year.isDisabled()).toBe(false);
          expect(await semester.isDisabled()).toBe(true);
        });
        await choose(page, form, 'Program', 'BSc Computer Science and Information Technology');
        await eventually(async () => {
          expect(await semester.isDisabled()).toBe(false);
          expect(await year.isDisabled()).toBe(true);
        });

        // Semester program without a semester: refused (spec 5).
        await form.getByLabel('Subject Name').fill(semesterName);
        await form.getByLabel('Short Name').fill('E2ES');
        await form.getByLabel('Code', { exact: true }).fill(`S${id}`);
        await choose(page, form, 'Subject Type', 'Elective');
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, /Semester.*required/i);
        await choose(page, form, 'Semester', 'Third Semester');
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, 'Subject Added Successfully!!');
        await shows(
          page.getByRole('row').filter({ hasText: semesterName }).filter({ hasText: 'Elective' }),
        );

        // Annual program without a year: refused; then added, shown as Compulsory.
        await choose(page, form, 'Program', 'Bachelor of Business Studies');
        await form.getByLabel('Subject Name').fill(annualName);
        await form.getByLabel('Short Name').fill('E2EA');
        await form.getByLabel('Code', { exact: true }).fill(`A${id}`);
        await choose(page, form, 'Subject Type', 'Compulsory');
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, /Year.*required/i);
        await choose(page, form, 'Year', 'Second Year');
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, 'Subject Added Successfully!!');
        const row = page.getByRole('row').filter({ hasText: annualName });
        await shows(row.filter({ hasText: 'Compulsory' }));

        // Duplicate (same program and code): 'Error adding subject: ' plus the cause.
        await choose(page, form, 'Program', 'Bachelor of Business Studies');
        await form.getByLabel('Subject Name').fill(`${annualName} again`);
        await form.getByLabel('Short Name').fill('E2EA');
        await form.getByLabel('Code', { exact: true }).fill(`A${id}`);
        await choose(page, form, 'Subject Type', 'Compulsory');
        await choose(page, form, 'Year', 'Second Year');
        await form.getByRole('button', { name: 'Submit' }).click();
        await showsText(page, /^Error adding subject: \S/);

        // Edit Subject: the program is locked.
        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog');
        await shows(dialog);
        await shows(dialog.getByText('Edit Subject'));
        await eventually(async () => {
          expect(await dialog.getByLabel('Program', { exact: true }).isDisabled()).toBe(true);
        });
        await dialog.getByLabel('Short Name').fill('E2EZ');
        await dialog.getByRole('button', { name: 'Update' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await shows(
          page.getByRole('row').filter({ hasText: annualName }).filter({ hasText: 'E2EZ' }),
        );

        // Find: search box, then the Program filter.
        await search(page, annualName);
        await onlyRowsWith(page, annualName);
        await search(page, '');
        await search(page, id);
        await shows(page.getByRole('row').filter({ hasText: semesterName }));
        const main = page.getByRole('main');
        const filters = main.locator('[data-testid="filter-programId"]');
        await filters.click();
        await visibleDropdown(page)
          .getByTitle('BSc Computer Science and Information Technology', { exact: true })
          .click();
        await onlyRowsWith(page, semesterName);
      },
      TEST_TIMEOUT,
    );
  });
}
