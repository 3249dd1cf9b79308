/**
 * The exam cycle of a campus (issue 16). The exam clerk (CollegeUser of campus 49) adds an exam
 * type, schedules an exam of it for the demo student's class (BSc CSIT semester 3, 2081 batch)
 * with a routine of two papers, registers the whole class and prints its admit cards (their QR
 * code's page says genuine). The clerk enters the first paper's marks with the keyboard and
 * pastes the second paper's column from a spreadsheet, one student absent. The campus
 * administrator computes and publishes the results; the student's marksheet verifies by its QR
 * code's page; the student sees her result on her home.
 */
import type { Locator, Page } from 'playwright-core';
import { adToBs, nepalToday, type PassRateHome } from '@hemis/shared-contracts';
import { apiCall, apiToken } from '../support/api';
import { layoutReady } from '../support/app';
import { browserFixture, shows, showsText, signIn } from '../support/browser';
import { verificationPathOf, verificationPathOfDownload } from '../support/documents';
import { choose, confirmPopup, control, letters } from '../support/forms';
import { runtime } from '../support/runtime';

const ui = browserFixture('exams');
const main = (page: Page): Locator => page.getByRole('main');
const STUDENT = 'Sita Shrestha';
const CLASS_NAME = 'BSc Computer Science and Information Technology Semester 3 (2081 Batch)';
const PAPERS = ['Data Structures and Algorithms', 'Numerical Method'] as const;

const dayAfter = (days: number): string => {
  const date = new Date(`${nepalToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const bs = (days: number): string => adToBs(dayAfter(days)) ?? '';

/** A table row of the main area that shows `text`. */
const rowOf = (page: Page, text: string): Locator =>
  main(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: text });

/** Adds a record through the screen's (nth) create form and waits for the kit's notice. */
async function submitted(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Submit' }).click();
  await showsText(page, 'Data added successfully!', 20_000);
}

/** Opens the marks grid of one paper of the exam from the marks entry screen. */
async function openGrid(page: Page, examName: string, paper: string): Promise<Locator[]> {
  await page.goto('/exam-management/marks-entry');
  await choose(page, main(page), 'Exam', examName);
  await rowOf(page, paper).getByRole('link', { name: 'Enter marks' }).click();
  await showsText(page, `Marks Entry: ${examName}, ${CLASS_NAME}, ${paper}`, 20_000);
  const cells = main(page).getByLabel(/^Theory of /);
  await shows(cells.first(), 20_000);
  return cells.all();
}

const saved = (page: Page) => shows(main(page).getByRole('status').getByText('Saved'), 20_000);

describe('Exams', () => {
  ui.test(
    'a clerk schedules an exam, registers the class, prints admit cards and enters marks; the results are published, the marksheet verifies and the student sees her result',
    async (page) => {
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const home = (await apiCall(adminToken, 'GET', '/PassRate/Home')).body as PassRateHome;
      const fiscalYear = home.fiscalYear;
      if (!fiscalYear) throw new Error('no fiscal year covers today');
      const examName = `Second Terminal Examination ${letters()}`;

      await signIn(page, 'CollegeUser');
      await layoutReady(page);

      // An exam type of the campus, then the exam of that type.
      await page.goto('/exam-management/exam-type');
      const typeForm = page.getByTestId('resource-form-create');
      await shows(typeForm, 20_000);
      await control(typeForm, 'Exam Type').fill(examName);
      await choose(page, typeForm, 'Kind', 'Campus internal exam');
      await submitted(page, typeForm);

      await page.goto('/exam-management/exam-schedule');
      const examForm = page.getByTestId('resource-form-create');
      await shows(examForm, 20_000);
      await control(examForm, 'Exam Name').fill(examName);
      await choose(page, examForm, 'Exam Type', examName);
      await choose(page, examForm, 'Fiscal Year', fiscalYear);
      await control(examForm, 'Start Date (BS)').fill(bs(1));
      await control(examForm, 'End Date (BS)').fill(bs(6));
      await submitted(page, examForm);

      // Its class, from the exam's row.
      await rowOf(page, examName).getByRole('link', { name: 'Classes' }).click();
      await showsText(page, 'Classes of the exam', 20_000);
      const classForm = page.getByTestId('resource-form-create').nth(1);
      await choose(page, classForm, 'Program', 'BSc Computer Science and Information Technology');
      await choose(page, classForm, 'Batch', '2081 Batch');
      await choose(page, classForm, 'Year/Semester', '3');
      await submitted(page, classForm);
      await shows(rowOf(page, CLASS_NAME), 20_000);

      // The routine: one paper on each of two days, in the same hall.
      await page.goto('/exam-management/exam-list');
      await rowOf(page, examName).getByRole('link', { name: 'Routine' }).click();
      const routineForm = page.getByTestId('resource-form-create');
      await shows(routineForm, 20_000);
      for (const [index, paper] of PAPERS.entries()) {
        await choose(page, routineForm, 'Class', CLASS_NAME, 'Semester 3');
        await choose(page, routineForm, 'Subject', paper, paper.split(' ')[0]);
        await control(routineForm, 'Date (BS)').fill(bs(1 + index * 2));
        await control(routineForm, 'Start Time').fill('10:00');
        await control(routineForm, 'End Time').fill('13:00');
        await control(routineForm, 'Room').fill('Hall 2');
        await submitted(page, routineForm);
        await shows(rowOf(page, paper), 20_000);
      }

      // The whole class registered with symbol numbers, and its admit cards printed.
      await page.goto('/exam-management/exam-list');
      await rowOf(page, examName).getByRole('link', { name: 'Candidates' }).click();
      await choose(page, main(page), 'Class of the exam', CLASS_NAME);
      await main(page).getByRole('button', { name: 'Register the whole class' }).click();
      await confirmPopup(page, 'OK');
      await showsText(page, /\d+ student\(s\) registered/, 20_000);
      await shows(rowOf(page, STUDENT), 20_000);
      await main(page).getByRole('button', { name: 'Admit cards of the class' }).click();
      await shows(main(page).locator('iframe'), 30_000);
      const admitCardPath = await verificationPathOf(page, 'admit-card');
      const visitor = await ui.newPage();
      await visitor.goto(admitCardPath);
      await showsText(visitor, 'Genuine and valid', 20_000);
      await showsText(visitor, examName);

      // The first paper by keyboard: a mark, then Enter to the next student.
      const firstCells = await openGrid(page, examName, PAPERS[0]);
      await firstCells[0]?.click();
      for (const index of firstCells.keys()) {
        await page.keyboard.type(String(60 + ((index * 7) % 35)));
        await page.keyboard.press('Enter');
      }
      await saved(page);

      // The second paper pasted as a column; the student after the demo student is absent.
      const secondCells = await openGrid(page, examName, PAPERS[1]);
      const names = await Promise.all(
        secondCells.map(async (cell) =>
          ((await cell.getAttribute('aria-label')) ?? '').replace(/^Theory of /, ''),
        ),
      );
      const own = names.indexOf(STUDENT);
      if (own < 0 || names.length < 2) throw new Error('the class is not as seeded');
      const absentee = names[(own + 1) % names.length] ?? '';
      const column = names.map((name) =>
        name === absentee ? 'AB' : name === STUDENT ? '77' : '58',
      );
      await secondCells[0]?.evaluate((input, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        input.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, column.join('\r\n'));
      const absentBox = main(page).getByLabel(`Theory absent: ${absentee}`, { exact: true });
      await shows(absentBox);
      expect(await absentBox.isChecked()).toBe(true);
      expect(await main(page).getByLabel(`Theory of ${STUDENT}`).inputValue()).toBe('77');
      await saved(page);

      // The administrator computes and publishes the results.
      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await admin.goto('/exam-management/results');
      const exam = rowOf(admin, examName);
      const cells = names.length * PAPERS.length;
      await shows(exam.getByText(`${cells} / ${cells}`), 20_000);
      await exam.getByRole('button', { name: 'Compute results' }).click();
      // The notice says what computing did.
      await showsText(
        admin,
        new RegExp(`Results computed for ${names.length} students: \\d+ passed, \\d+ failed`),
        20_000,
      );
      await shows(exam.getByText('Computed', { exact: true }), 20_000);
      await exam.getByRole('button', { name: 'Publish' }).click();
      await confirmPopup(admin, 'Publish');
      await showsText(admin, 'Results published', 20_000);
      await shows(exam.getByText('Published', { exact: true }), 20_000);

      // The tabulation sheet, the student's marksheet and its QR code's page.
      await exam.getByRole('link', { name: CLASS_NAME }).click();
      await showsText(admin, `Marks List: ${examName}, ${CLASS_NAME}`, 20_000);
      // Absent from one paper: that paper shows AB and the result is a fail.
      const absentRow = rowOf(admin, absentee);
      await shows(absentRow.getByText('AB', { exact: true }), 20_000);
      await shows(absentRow.getByText('Failed', { exact: true }));
      await rowOf(admin, STUDENT).getByRole('link', { name: 'Marksheet' }).click();
      await shows(main(admin).locator('iframe'), 30_000);
      const marksheetPath = await verificationPathOf(admin, 'marksheet');
      await visitor.goto(marksheetPath);
      await showsText(visitor, 'Genuine and valid', 20_000);
      await showsText(visitor, STUDENT);
      await showsText(visitor, 'Passed');

      // The student sees her published result on her home.
      const student = await ui.newPage();
      await signIn(student, 'Student');
      const result = student.locator('.ant-card', { hasText: 'My Results' }).locator('tr', {
        hasText: examName,
      });
      await shows(result, 30_000);
      await shows(result.getByText(/^SGPA \d/));
      await shows(result.getByText('Passed', { exact: true }));
      // ...and downloads her marksheet: the same document, whose QR code opens the same page.
      const ownMarksheet = await verificationPathOfDownload(student, 'marksheet', () =>
        result.getByRole('button', { name: 'Marksheet' }).click(),
      );
      expect(ownMarksheet).toBe(marksheetPath);
    },
    { timeout: 300_000 },
  );
});
