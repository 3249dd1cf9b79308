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
import type { Locator, Page } from 'playwright-core';
import {
  browserFixture,
  eventually,
  shows,
  showsText,
  signIn,
  ROLE_EMAILS,
} from '../support/browser';
import { layoutReady, topMenuLink } from '../support/app';
import { apiCall, apiToken } from '../support/api';
import { findInEmployeeList } from '../support/lists';
import { choose, control, letters } from '../support/forms';
import { runtime } from '../support/runtime';

const ui = browserFixture('employees');
const SLOW = { timeout: 150_000 };
const REGISTER = '/employee-management/employee-register';

/** Spec texts (contract messages of the employee record). */
const CREATED = 'Employee registered successfully!';
const CITIZENSHIP_TAKEN = 'An employee with this citizenship number already exists!';
/** A citizenship number of a seeded employee of campus 49 (Hari Bhandari). */
const SEEDED_CITIZENSHIP_NO = '27-01-75-01001';

interface NewEmployee {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  citizenshipNo: string;
  staffType: 'Teaching' | 'Non-Teaching';
  staffCategory?: 'Administrative' | 'Technical';
  post: string;
  joiningType: string;
  qualification: string;
}

let sequence = 0;
/** A unique surname and citizenship number for this run. */
function fresh(): { surname: string; citizenshipNo: string } {
  sequence += 1;
  const stamp = Date.now() + sequence;
  return {
    surname: `Etoe${letters(stamp)}`,
    citizenshipNo: `99-${String(stamp).slice(-10, -5)}-${String(stamp).slice(-5)}`,
  };
}

/** Deletes collegeadmin's saved register draft, so each test starts on an empty form. */
async function discardDraft(): Promise<void> {
  const token = await apiToken(ROLE_EMAILS.CollegeAdmin, runtime().demoPassword);
  const answer = await apiCall(token, 'DELETE', '/Draft/employee-register');
  if (![200, 204, 404].includes(answer.status)) {
    throw new Error(`DELETE /Draft/employee-register answered ${answer.status}`);
  }
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

function button(page: Page, name: string | RegExp): Locator {
  return main(page).getByRole('button', { name }).filter({ visible: true }).first();
}

/** The antd Steps item with this title, marked as the current step. */
async function onStep(page: Page, title: string): Promise<void> {
  const current = main(page).locator('.ant-steps-item-process');
  await eventually(async () =>
    expect(((await current.first().textContent()) ?? '').trim()).toContain(title),
  );
}

async function next(page: Page, to: string): Promise<void> {
  await button(page, /^Next/).click();
  await onStep(page, to);
}

async function openRegister(page: Page): Promise<void> {
  await signIn(page, 'CollegeAdmin');
  await layoutReady(page);
  // Employee is in CollegeAdmin's top menu (spec "Main top menu").
  await topMenuLink(page, 'Employee').click();
  await page.waitForURL((current) => current.pathname.startsWith('/employee-management'));
  await page.goto(REGISTER);
  await onStep(page, 'Personal');
}

async function fillPersonal(page: Page, employee: NewEmployee): Promise<void> {
  const form = main(page);
  await control(form, 'First Name').fill(employee.firstName);
  await control(form, 'Last Name').fill(employee.lastName);
  await choose(page, form, 'Gender', employee.gender);
  await control(form, 'Citizenship No.').fill(employee.citizenshipNo);
}

async function fillEmployment(page: Page, employee: NewEmployee): Promise<void> {
  const form = main(page);
  await choose(page, form, 'Staff Type', employee.staffType);
  if (employee.staffCategory) await choose(page, form, 'Staff Category', employee.staffCategory);
  await choose(page, form, 'Post', employee.post);
  await choose(page, form, 'Joining Type', employee.joiningType);
}

/** Personal -> Address -> Employment -> Qualification -> Bank and PAN -> Photo and Documents. */
async function fillAllSteps(page: Page, employee: NewEmployee): Promise<void> {
  await fillPersonal(page, employee);
  await next(page, 'Address');
  await next(page, 'Employment');
  await fillEmployment(page, employee);
  await next(page, 'Qualification');
  await choose(page, main(page), 'Highest Qualification', employee.qualification);
  await next(page, 'Bank and PAN');
  await next(page, 'Photo and Documents');
}

async function submit(page: Page): Promise<void> {
  await button(page, /^Submit/).click();
}

/** Creates an employee of campus 49 through the API as CollegeAdmin (for the attendance test). */
async function registerViaApi(employee: {
  firstName: string;
  lastName: string;
  gender: string;
  employeeType: string;
  staffCategory: string;
  post: string;
  joiningType: string;
  qualification: string;
  citizenshipNo: string;
}): Promise<void> {
  const token = await apiToken(ROLE_EMAILS.CollegeAdmin, runtime().demoPassword);
  const posts = await apiCall(
    token,
    'GET',
    `/EmployeePositions?q=${encodeURIComponent(employee.post)}&pageSize=100`,
  );
  const post = (posts.body as { data: Array<{ id: number; positionName: string }> }).data.find(
    (row) => row.positionName === employee.post,
  );
  if (!post) throw new Error(`No post ${employee.post}: ${JSON.stringify(posts.body)}`);
  const { post: _name, ...fields } = employee;
  const created = await apiCall(token, 'POST', '/Employee', { ...fields, positionId: post.id });
  if (created.status !== 201) {
    throw new Error(`POST /Employee answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
}

/**
 * A day the server takes as today or past: the day before today in Kathmandu (the browser's
 * time zone), which is never ahead of the server's own date.
 */
function registerDay(): string {
  const kathmandu = new Date(Date.now() + (5 * 60 + 45) * 60_000);
  kathmandu.setUTCDate(kathmandu.getUTCDate() - 1);
  return kathmandu.toISOString().slice(0, 10);
}

/** CollegeAdmin's Teaching Staff Summary row for Lecturers, read from the API (zeros if none). */
async function lecturerCounts(): Promise<{
  male: number;
  female: number;
  other: number;
  total: number;
}> {
  const token = await apiToken(ROLE_EMAILS.CollegeAdmin, runtime().demoPassword);
  const answer = await apiCall(token, 'GET', '/Employee/Summary?employeeType=teaching');
  if (answer.status !== 200) throw new Error(`GET /Employee/Summary answered ${answer.status}`);
  const rows = (
    answer.body as {
      byPost: Array<{ group: string; male: number; female: number; other: number; total: number }>;
    }
  ).byPost;
  return rows.find((row) => row.group === 'Lecturer') ?? { male: 0, female: 0, other: 0, total: 0 };
}

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
