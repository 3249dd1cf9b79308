/**
 * Employee registration as a campus user (issue 4 items 1, 6 and 7; spec section 2, "Employee";
 * DESIGN.md section 4): a CollegeAdmin of campus 49 goes through the steps of employee-register
 * and registers a teacher and a non-teaching employee, then finds each in the lists it belongs
 * to and not in the others; a citizenship number that is already taken shows the 409 message on
 * its field; the draft of a half-filled form survives a reload; a staff attendance mark is saved
 * for a day and counted in the monthly summary; a university user's lists hold its own
 * university's employees only. Names and numbers are unique per run, so reruns
 * and the other tests never collide.
 */
import { browserFixture, eventually, shows, showsText, signIn } from '../support/browser';
import { layoutReady } from '../support/app';
import { findInEmployeeList } from '../support/lists';
import { choose, control } from '../support/forms';

import {
  CREATED,
  CITIZENSHIP_TAKEN,
  SEEDED_CITIZENSHIP_NO,
  type NewEmployee,
  fresh,
  discardDraft,
  main,
  button,
  onStep,
  next,
  openRegister,
  fillAllSteps,
  submit,
  registerViaApi,
  registerDay,
  lecturerCounts,
} from '../support/employee-register';

const ui = browserFixture('employees');
const SLOW = { timeout: 150_000 };

describe('Employee registration as CollegeAdmin', () => {
  beforeEach(discardDraft, 30_000);
  afterAll(discardDraft, 30_000);

  ui.test(
    'registers a teacher (Lecturer, Permanent, Master): in Teaching Staff and Employee List only, exported, counted in the Teaching Staff Summary',
    async (page) => {
      const { surname, citizenshipNo } = fresh();
      const lecturersBefore = await lecturerCounts();
      const teacher: NewEmployee = {
        firstName: 'Sabina',
        lastName: surname,
        gender: 'Female',
        citizenshipNo,
        staffType: 'Teaching',
        post: 'Lecturer',
        joiningType: 'Permanent',
        qualification: 'Master',
      };
      await openRegister(page);
      await fillAllSteps(page, teacher);
      await submit(page);
      await showsText(page, CREATED, 20_000);

      await findInEmployeeList(
        page,
        '/employee-management/teaching-staff',
        'Teaching Staff',
        surname,
        true,
      );
      const row = main(page)
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ hasText: surname });
      const text = (await row.first().textContent()) ?? '';
      expect(text).toContain('Lecturer');
      expect(text).toContain('Permanent');
      expect(text).toContain('Master');
      await findInEmployeeList(
        page,
        '/employee-management/employee-list',
        'Employee List',
        surname,
        true,
      );
      await findInEmployeeList(
        page,
        '/employee-management/non-teaching-staff',
        'Non-Teaching Staff',
        surname,
        false,
      );

      // The list exports as .xlsx.
      await findInEmployeeList(
        page,
        '/employee-management/teaching-staff',
        'Teaching Staff',
        surname,
        true,
      );
      const download = page.waitForEvent('download', { timeout: 20_000 });
      await main(page).getByRole('button', { name: 'Export', exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

      // Teaching Staff Summary, By Post: one more female Lecturer.
      await page.goto('/employee-management/teaching-staff-summary');
      await shows(main(page).getByRole('heading', { name: 'Teaching Staff Summary' }), 20_000);
      const lecturers = main(page)
        .getByTestId('gender-count-By Post')
        .locator('tr.ant-table-row')
        .filter({ has: page.getByRole('cell', { name: 'Lecturer', exact: true }) });
      await eventually(async () => {
        const cells = (await lecturers.first().getByRole('cell').allTextContents()).map((cell) =>
          cell.trim(),
        );
        expect(cells).toEqual([
          'Lecturer',
          String(lecturersBefore.male),
          String(lecturersBefore.female + 1),
          String(lecturersBefore.other),
          String(lecturersBefore.total + 1),
        ]);
      }, 15_000);
      const summaryDownload = page.waitForEvent('download', { timeout: 20_000 });
      await main(page).getByRole('button', { name: 'Export', exact: true }).click();
      expect((await summaryDownload).suggestedFilename()).toMatch(/\.xlsx$/);
    },
    SLOW,
  );

  ui.test(
    'registers an accountant: a taken citizenship number shows the 409 message on its field, then Non-Teaching and Non-Technical Staff list them, Teaching and Technical Staff do not',
    async (page) => {
      const { surname, citizenshipNo } = fresh();
      const accountant: NewEmployee = {
        firstName: 'Ramesh',
        lastName: surname,
        gender: 'Male',
        citizenshipNo: SEEDED_CITIZENSHIP_NO,
        staffType: 'Non-Teaching',
        staffCategory: 'Administrative',
        post: 'Accountant',
        joiningType: 'Contract',
        qualification: 'Bachelor',
      };
      await openRegister(page);
      await fillAllSteps(page, accountant);
      await submit(page);

      // 409: the form goes back to the step of the field and shows the message under it.
      await onStep(page, 'Personal');
      const field = main(page)
        .locator('.ant-form-item')
        .filter({ has: page.getByLabel('Citizenship No.', { exact: true }) });
      await shows(field.getByText(CITIZENSHIP_TAKEN), 15_000);
      await control(main(page), 'Citizenship No.').fill(citizenshipNo);
      await eventually(async () =>
        expect(await field.getByText(CITIZENSHIP_TAKEN).count()).toBe(0),
      );
      for (const step of ['Address', 'Employment', 'Qualification', 'Bank and PAN']) {
        await next(page, step);
      }
      await next(page, 'Photo and Documents');
      await submit(page);
      await showsText(page, CREATED, 20_000);

      await findInEmployeeList(
        page,
        '/employee-management/non-teaching-staff',
        'Non-Teaching Staff',
        surname,
        true,
      );
      const row = main(page)
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ hasText: surname });
      expect((await row.first().textContent()) ?? '').toContain('Accountant');
      await findInEmployeeList(
        page,
        '/employee-management/non-technical-staff',
        'Non-Technical Staff',
        surname,
        true,
      );
      await findInEmployeeList(
        page,
        '/employee-management/employee-list',
        'Employee List',
        surname,
        true,
      );
      await findInEmployeeList(
        page,
        '/employee-management/teaching-staff',
        'Teaching Staff',
        surname,
        false,
      );
      await findInEmployeeList(
        page,
        '/employee-management/technical-staff',
        'Technical Staff',
        surname,
        false,
      );
    },
    SLOW,
  );

  ui.test(
    'the draft survives a reload in the middle of the form',
    async (page) => {
      const { surname, citizenshipNo } = fresh();
      await openRegister(page);
      const form = main(page);
      await control(form, 'First Name').fill('Draft');
      await control(form, 'Last Name').fill(surname);
      await choose(page, form, 'Gender', 'Female');
      await control(form, 'Citizenship No.').fill(citizenshipNo);
      // Moving to the next step saves the draft on the server.
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          new URL(response.url()).pathname === '/api/Draft/employee-register',
        { timeout: 15_000 },
      );
      await next(page, 'Address');
      expect((await saved).status()).toBe(200);

      await page.reload();
      await showsText(page, 'Draft restored', 20_000);
      await shows(button(page, /Discard draft/));
      // The restored form opens at the saved step or at the first one; go back to Personal.
      if (!(await control(form, 'First Name').isVisible())) {
        await button(page, /^Previous/).click();
      }
      await onStep(page, 'Personal');
      await eventually(async () => {
        expect(await control(form, 'First Name').inputValue()).toBe('Draft');
        expect(await control(form, 'Last Name').inputValue()).toBe(surname);
        expect(await control(form, 'Citizenship No.').inputValue()).toBe(citizenshipNo);
      });
      const gender = form
        .locator('.ant-form-item')
        .filter({ has: page.getByLabel('Gender', { exact: true }) });
      await shows(gender.getByTitle('Female', { exact: true }));
    },
    SLOW,
  );

  ui.test(
    'attendance: a Leave mark with remarks is saved for the day, kept after a reload and counted in the monthly summary',
    async (page) => {
      const { surname, citizenshipNo } = fresh();
      await registerViaApi({
        firstName: 'Attend',
        lastName: surname,
        gender: 'male',
        employeeType: 'nonTeaching',
        staffCategory: 'technical',
        post: 'Lab Assistant',
        joiningType: 'temporary',
        qualification: 'intermediate',
        citizenshipNo,
      });
      const day = registerDay();
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);

      const openDay = async () => {
        await page.goto('/employee-management/attendance');
        await shows(main(page).getByRole('heading', { name: 'Employee Attendance' }), 20_000);
        const loaded = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/StaffAttendance' &&
            new URL(response.url()).searchParams.get('date') === day,
          { timeout: 15_000 },
        );
        await main(page).getByLabel('Date (AD)', { exact: true }).fill(day);
        expect((await loaded).status()).toBe(200);
        const marks = main(page).getByRole('radiogroup', { name: new RegExp(surname) });
        await shows(marks);
        return marks;
      };

      let marks = await openDay();
      await marks.getByRole('radio', { name: 'Leave', exact: true }).check();
      await main(page)
        .getByRole('textbox', { name: new RegExp(`Remarks for .*${surname}`) })
        .fill('Training');
      await main(page).getByRole('button', { name: 'Save', exact: true }).click();
      await showsText(page, 'Attendance saved');

      marks = await openDay();
      await eventually(async () =>
        expect(await marks.getByRole('radio', { name: 'Leave', exact: true }).isChecked()).toBe(
          true,
        ),
      );
      expect(
        await main(page)
          .getByRole('textbox', { name: new RegExp(`Remarks for .*${surname}`) })
          .inputValue(),
      ).toBe('Training');

      // The tab asks for this month at once, which is the day's month except on the 1st: wait
      // from before the click so that first answer counts too.
      const summarised = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/StaffAttendance/Summary' &&
          new URL(response.url()).searchParams.get('month') === day.slice(0, 7),
        { timeout: 15_000 },
      );
      await main(page).getByRole('tab', { name: 'Monthly summary' }).click();
      const month = main(page).getByLabel('Month', { exact: true }).filter({ visible: true });
      await month.fill(day.slice(0, 7));
      expect((await summarised).status()).toBe(200);
      const row = main(page)
        .locator('tr.ant-table-row')
        .filter({ visible: true })
        .filter({ hasText: surname });
      await shows(row);
      // S.N., Name, Post, Present, Absent, Leave, Not marked.
      await eventually(async () => {
        const cells = (await row.first().getByRole('cell').allTextContents()).map((cell) =>
          cell.trim(),
        );
        expect(cells.slice(2, 6)).toEqual(['Lab Assistant', '0', '0', '1']);
      });
    },
    SLOW,
  );
});

describe('Employee lists by reach', () => {
  ui.test(
    "UniAdmin: Employee List holds its university's campuses, not another university's; University Employees holds its office staff",
    async (page) => {
      await signIn(page, 'UniAdmin');
      await layoutReady(page);
      const list = ['/employee-management/employee-list', 'Employee List'] as const;
      // Seeded: Bhandari (campus 49) and Adhikari (Patan) of Tribhuvan University; Tamang of a
      // Kathmandu University campus; Sharma of Tribhuvan University's own office.
      await findInEmployeeList(page, ...list, 'Bhandari', true);
      await findInEmployeeList(page, ...list, 'Adhikari', true);
      await findInEmployeeList(page, ...list, 'Tamang', false);
      const office = ['/employee-management/uni-employee', 'University Employees'] as const;
      await findInEmployeeList(page, ...office, 'Sharma', true);
      await findInEmployeeList(page, ...office, 'Bhandari', false);
    },
    SLOW,
  );
});
