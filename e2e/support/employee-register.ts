/**
 * The employee register as the end-to-end journeys drive it: a unique employee per run, the
 * register's steps filled as a CollegeAdmin fills them, a registration sent through the API, and
 * the figures the journeys check (e2e/tests/employees.test.ts).
 */
import type { Page } from 'playwright-core';
import { signIn, ROLE_EMAILS } from './browser';
import { layoutReady, topMenuLink } from './app';
import { apiCall, apiToken } from './api';
import { choose, control, letters } from './forms';
import { runtime } from './runtime';
import { button, main, next, onStep } from './register';

// The register's steps and buttons, as every register screen has them.
export { button, main, next, onStep };

export const REGISTER = '/employee-management/employee-register';

/** Spec texts (contract messages of the employee record). */
export const CREATED = 'Employee registered successfully!';
export const CITIZENSHIP_TAKEN = 'An employee with this citizenship number already exists!';
/** A citizenship number of a seeded employee of campus 49 (Hari Bhandari). */
export const SEEDED_CITIZENSHIP_NO = '27-01-75-01001';

export interface NewEmployee {
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
export function fresh(): { surname: string; citizenshipNo: string } {
  sequence += 1;
  const stamp = Date.now() + sequence;
  return {
    surname: `Etoe${letters(stamp)}`,
    citizenshipNo: `99-${String(stamp).slice(-10, -5)}-${String(stamp).slice(-5)}`,
  };
}

/** Deletes collegeadmin's saved register draft, so each test starts on an empty form. */
export async function discardDraft(): Promise<void> {
  const token = await apiToken(ROLE_EMAILS.CollegeAdmin, runtime().demoPassword);
  const answer = await apiCall(token, 'DELETE', '/Draft/employee-register');
  if (![200, 204, 404].includes(answer.status)) {
    throw new Error(`DELETE /Draft/employee-register answered ${answer.status}`);
  }
}

export async function openRegister(page: Page): Promise<void> {
  await signIn(page, 'CollegeAdmin');
  await layoutReady(page);
  // Employee is in CollegeAdmin's top menu (spec "Main top menu").
  await topMenuLink(page, 'Employee').click();
  await page.waitForURL((current) => current.pathname.startsWith('/employee-management'));
  await page.goto(REGISTER);
  await onStep(page, 'Personal');
}

export async function fillPersonal(page: Page, employee: NewEmployee): Promise<void> {
  const form = main(page);
  await control(form, 'First Name').fill(employee.firstName);
  await control(form, 'Last Name').fill(employee.lastName);
  await choose(page, form, 'Gender', employee.gender);
  await control(form, 'Citizenship No.').fill(employee.citizenshipNo);
}

export async function fillEmployment(page: Page, employee: NewEmployee): Promise<void> {
  const form = main(page);
  await choose(page, form, 'Staff Type', employee.staffType);
  if (employee.staffCategory) await choose(page, form, 'Staff Category', employee.staffCategory);
  await choose(page, form, 'Post', employee.post);
  await choose(page, form, 'Joining Type', employee.joiningType);
}

/** Personal -> Address -> Employment -> Qualification -> Bank and PAN -> Photo and Documents. */
export async function fillAllSteps(page: Page, employee: NewEmployee): Promise<void> {
  await fillPersonal(page, employee);
  await next(page, 'Address');
  await next(page, 'Employment');
  await fillEmployment(page, employee);
  await next(page, 'Qualification');
  await choose(page, main(page), 'Highest Qualification', employee.qualification);
  await next(page, 'Bank and PAN');
  await next(page, 'Photo and Documents');
}

export async function submit(page: Page): Promise<void> {
  await button(page, /^Submit/).click();
}

/** Creates an employee of campus 49 through the API as CollegeAdmin (for the attendance test). */
export async function registerViaApi(employee: {
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
export function registerDay(): string {
  const kathmandu = new Date(Date.now() + (5 * 60 + 45) * 60_000);
  kathmandu.setUTCDate(kathmandu.getUTCDate() - 1);
  return kathmandu.toISOString().slice(0, 10);
}

/** CollegeAdmin's Teaching Staff Summary row for Lecturers, read from the API (zeros if none). */
export async function lecturerCounts(): Promise<{
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
