/** The multi-step register screens (student, employee): steps, buttons and a photo to upload. */
import type { Locator, Page } from 'playwright-core';
import { apiCall, apiToken } from './api';
import { layoutReady } from './app';
import { eventually, signIn } from './browser';
import { choose, control } from './forms';
import { runtime } from './runtime';

/** A 1x1 PNG: a student's or employee's photo. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The main area's first visible button of this name. */
export function button(page: Page, name: string | RegExp): Locator {
  return main(page).getByRole('button', { name }).filter({ visible: true }).first();
}

/** Waits until the register shows the step `title`. */
export async function onStep(page: Page, title: string): Promise<void> {
  const current = main(page).locator('.ant-steps-item-process');
  await eventually(async () =>
    expect(((await current.first().textContent()) ?? '').trim()).toContain(title),
  );
}

/** Next, and waits for the step `to`. */
export async function next(page: Page, to: string): Promise<void> {
  await button(page, /^Next/).click();
  await onStep(page, to);
}

/** A student as the clerk enters them (the demo's BSc CSIT class of the 2080 batch). */
export interface StudentEntry {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  /** AD; the BS date the form fills in from it, when given, is checked. */
  dateOfBirth: string;
  dateOfBirthBs?: string;
  citizenshipNo: string;
  registrationNo: string;
}

/**
 * Signs in as the campus clerk (CollegeUser), opens the student register on an empty form (the
 * clerk's saved draft discarded) and fills it up to its last step, Photo and Documents.
 */
export async function studentRegisterAtPhoto(page: Page, entry: StudentEntry): Promise<Locator> {
  const clerkToken = await apiToken('collegeuser@hemis.test', runtime().demoPassword);
  await apiCall(clerkToken, 'DELETE', '/Draft/student-register');
  await signIn(page, 'CollegeUser');
  await layoutReady(page);
  await page.goto('/student-management/student-register');
  await onStep(page, 'Personal');
  const form = main(page);
  await control(form, 'First Name').fill(entry.firstName);
  await control(form, 'Last Name').fill(entry.lastName);
  await choose(page, form, 'Gender', entry.gender);
  await control(form, 'Date of Birth (AD)').fill(entry.dateOfBirth);
  if (entry.dateOfBirthBs) {
    await eventually(async () =>
      expect(await control(form, 'Date of Birth (BS)').inputValue()).toBe(entry.dateOfBirthBs),
    );
  }
  await control(form, 'Citizenship No.').fill(entry.citizenshipNo);
  await next(page, 'Address');
  await next(page, 'Guardians');
  await next(page, 'Academic');
  await choose(page, form, 'Program', 'BSc Computer Science and Information Technology');
  await choose(page, form, 'Batch', '2080 Batch');
  await choose(page, form, 'Year/Semester', 'Fifth Semester');
  await control(form, 'University Registration No.').fill(entry.registrationNo);
  await next(page, 'Photo and Documents');
  return form;
}
