/**
 * Students (issue 5 item 11; spec sections 2 "Student" and 6 "Student role"; DESIGN.md section 4):
 * - a student signs up through /register, cannot sign in while pending, a CollegeAdmin of the
 *   campus verifies them from Student Enrollment, and the student then signs in and sees their
 *   own record (and the API shows them nothing of anyone else);
 * - a CollegeUser (the campus clerk) registers a student with a photo through the steps of
 *   student-register, finds them by the list's filters, upgrades their class leaving the rest
 *   of the class (however many other journeys entered into it) unticked, and prints an
 *   identity card whose QR link opens the public verification page saying the card is valid.
 * Names and numbers are unique per run, so reruns never collide.
 */
import fs from 'node:fs';
import { browserFixture, fillSignIn, shows, showsText, signIn } from '../support/browser';
import { apiCall, apiToken } from '../support/api';
import { layoutReady } from '../support/app';
import { choose, letters } from '../support/forms';
import { findInList } from '../support/lists';
import { runtime, url } from '../support/runtime';
import { signUp } from '../support/sign-up';
import { PHOTO, button, main, studentRegisterAtPhoto } from '../support/register';

const ui = browserFixture('students');
const SLOW = { timeout: 180_000 };

/** Texts of the contract (shared-contracts/src/resources/student.ts). */
const CREATED = 'Student registered successfully!';
const VERIFIED = 'Student verified';
const CARD_VALID = 'This identity card is valid.';
const CSIT = 'BSc Computer Science and Information Technology';
const BATCH = '2080 Batch';

type StudentRow = { id: number; lastName: string; yearOrSemester: number | null };

describe('students', () => {
  ui.test(
    'a student signs up, a CollegeAdmin verifies them, and the student signs in to their own record',
    async (page) => {
      const stamp = Date.now().toString().slice(-8);
      const surname = `Etoe${letters()}`;
      const email = `student.${stamp}@hemis.test`;
      const password = 'Student@2026';
      await signUp(page, {
        firstName: 'Asha',
        lastName: surname,
        phoneNumber: `98${stamp}`,
        email,
        gender: 'Female',
        password,
      });

      // Pending: the sign-in is refused until the campus verifies the record.
      const refused = await fetch(url('/api/User/Login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, cOllegeId: 49, uniId: '0', isUgc: true }),
      });
      expect(refused.status).toBe(403);

      // The CollegeAdmin of campus 49 finds them in Student Enrollment and verifies them.
      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await layoutReady(admin);
      await findInList(
        admin,
        {
          path: '/student-management/verified-students',
          title: 'Student Enrollment',
          resource: 'Student',
        },
        surname,
        true,
      );
      const row = main(admin).locator('.ant-table-tbody tr.ant-table-row').filter({
        hasText: surname,
      });
      await row.getByRole('link', { name: 'Verify', exact: true }).click();
      await admin.waitForURL((current) =>
        current.pathname.startsWith('/student-management/student-verification/'),
      );
      await shows(main(admin).getByText(surname));
      await button(admin, /^Verify$/).click();
      await showsText(admin, VERIFIED);
      await admin.waitForURL(
        (current) => current.pathname === '/student-management/verified-students',
      );

      // The student signs in and sees their own record, verified.
      const student = await ui.newPage();
      await student.goto('/login');
      await fillSignIn(student, email, password);
      // A Student's dashboard is their home.
      await student.waitForURL((current) => current.pathname === '/student-home');
      await shows(main(student).getByRole('heading', { name: 'My Record' }));
      await shows(main(student).getByText(surname));
      await shows(main(student).getByText('Verified', { exact: true }));

      // Nothing of anyone else: the list holds their record only, another record is out of reach.
      const token = await apiToken(email, password);
      const own = await apiCall(token, 'GET', '/Student?pageSize=5');
      expect(own.status).toBe(200);
      const listed = own.body as { data: StudentRow[]; total: number };
      expect(listed.total).toBe(1);
      expect(listed.data[0]?.lastName).toBe(surname);
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const campus = (await apiCall(adminToken, 'GET', '/Student?pageSize=5')).body as {
        data: StudentRow[];
      };
      const someoneElse = campus.data.find((other) => other.lastName !== surname);
      expect(someoneElse).toBeDefined();
      expect((await apiCall(token, 'GET', `/Student/${someoneElse?.id ?? 0}`)).status).toBe(404);
    },
    SLOW,
  );

  ui.test(
    'a clerk registers a student with a photo, finds them by filter, upgrades the class and prints a card whose QR link verifies',
    async (page) => {
      const stamp = Date.now().toString().slice(-8);
      const surname = `Etoe${letters()}`;
      const clerkToken = await apiToken('collegeuser@hemis.test', runtime().demoPassword);
      // Register: Personal -> Address -> Guardians -> Academic -> Photo and Documents.
      const form = await studentRegisterAtPhoto(page, {
        firstName: 'Bimal',
        lastName: surname,
        gender: 'Male',
        dateOfBirth: '2004-05-10',
        dateOfBirthBs: '2061-01-28',
        citizenshipNo: `27-${stamp}`,
        registrationNo: `5-2-${stamp}`,
      });
      await form.locator('input[type="file"]').first().setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: PHOTO,
      });
      await button(page, /^Submit/).click();
      await showsText(page, CREATED, 20_000);
      await page.waitForURL((current) => current.pathname === '/student-management/student-list', {
        timeout: 20_000,
      });

      // Find them by the list's filters: program and batch, then the surname.
      const list = main(page);
      await shows(list.getByRole('heading', { name: 'Student List', exact: true }), 20_000);
      const filtered = page.waitForResponse(
        (response) => {
          const asked = new URL(response.url());
          return (
            asked.pathname === '/api/Student' &&
            asked.searchParams.has('batchId') &&
            asked.searchParams.has('programId')
          );
        },
        { timeout: 20_000 },
      );
      await choose(page, list, 'Program', CSIT);
      await choose(page, list, 'Batch', BATCH);
      expect((await filtered).status()).toBe(200);
      const searched = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/Student' &&
          new URL(response.url()).searchParams.get('q') === surname,
        { timeout: 15_000 },
      );
      await list.getByLabel('Search', { exact: true }).fill(surname);
      await list.getByLabel('Search', { exact: true }).press('Enter');
      const found = (await (await searched).json()) as { data: Array<StudentRow & Json> };
      expect(found.data).toHaveLength(1);
      const created = found.data[0] as StudentRow & Json;
      expect(created).toMatchObject({ batchId: expect.any(Number), yearOrSemester: 5 });
      // The list reads what it shows; the whole record carries the photo's link.
      const record = await apiCall(clerkToken, 'GET', `/Student/${created.id}`);
      expect(typeof (record.body as Json).photo).toBe('string');
      await shows(list.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: surname }));

      // A card needs a verified record: the campus verifies it.
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const verified = await apiCall(adminToken, 'PUT', `/Student/${created.id}/Verification`, {
        decision: 'verified',
      });
      expect(verified.status).toBe(200);

      // A classmate who stays back: entered through the API in the same class.
      const classmate = await apiCall(clerkToken, 'POST', '/Student', {
        firstName: 'Stays',
        lastName: `${surname}b`,
        gender: 'female',
        status: 'active',
        dateOfBirth: '2004-08-01',
        programId: created.programId,
        batchId: created.batchId,
        yearOrSemester: 5,
      });
      expect(classmate.status).toBe(201);
      const classmateId = (classmate.body as StudentRow).id;

      // Upgrade the class: every student starts ticked; the clerk unticks all but Bimal. Other
      // journeys (the dropped-link registration) enter students into this class too, so the
      // class is at least these two, and only Bimal moves up.
      await page.goto('/student-management/upgrade-academics');
      const upgrade = main(page);
      await choose(page, upgrade, 'Program', CSIT);
      await choose(page, upgrade, 'Batch', BATCH);
      await choose(page, upgrade, 'Year/Semester', 'Fifth Semester');
      const table = upgrade.locator('.ant-table');
      await shows(
        table.locator('tr.ant-table-row').filter({ hasText: `Stays ${surname}b` }),
        20_000,
      );
      const moving = `Upgrade Bimal ${surname}`;
      for (const box of await upgrade.getByRole('checkbox', { name: /^Upgrade / }).all()) {
        if ((await box.getAttribute('aria-label')) !== moving) await box.uncheck({ force: true });
      }
      await showsText(page, /: 1 of ([2-9]|\d{2,}) students ticked/);
      expect(await upgrade.getByRole('checkbox', { name: moving, exact: true }).isChecked()).toBe(
        true,
      );
      await button(page, 'Upgrade to Sixth Semester').click();
      // The answer is awaited on its own, so a slow machine gives it time and a refusal says why.
      const upgraded = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/StudentUpgrade' &&
          response.request().method() === 'POST',
        { timeout: 30_000 },
      );
      await page.getByRole('button', { name: 'Yes, go ahead' }).click();
      const answer = await upgraded;
      expect({ status: answer.status(), body: (await answer.json()) as Json }).toMatchObject({
        status: 200,
        body: { message: '1 student(s) upgraded' },
      });
      await showsText(page, '1 student(s) upgraded');
      const after = await apiCall(clerkToken, 'GET', `/Student/${created.id}`);
      expect((after.body as StudentRow).yearOrSemester).toBe(6);
      const stayed = await apiCall(clerkToken, 'GET', `/Student/${classmateId}`);
      expect((stayed.body as StudentRow).yearOrSemester).toBe(5);

      // Print the identity card; the QR code's link (also a link in the PDF) verifies.
      await page.goto(`/student-management/student-card/${created.id}`);
      await shows(main(page).locator('iframe'), 20_000);
      const download = page.waitForEvent('download', { timeout: 20_000 });
      await button(page, 'Download').click();
      const file = await (await download).path();
      const pdf = fs.readFileSync(file).toString('latin1');
      expect(pdf.startsWith('%PDF')).toBe(true);
      const link = /\/URI \((https?:\/\/[^)]*\/verify\/identity-card\/[^)]+)\)/.exec(pdf)?.[1];
      expect(link).toBeDefined();
      const visitor = await ui.newPage();
      await visitor.goto(new URL(link ?? '').pathname);
      await showsText(visitor, CARD_VALID, 20_000);
      await shows(visitor.getByText(surname));
    },
    SLOW,
  );
});

type Json = Record<string, unknown>;
