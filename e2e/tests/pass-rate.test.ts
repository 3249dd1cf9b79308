/**
 * Board-exam pass rates (issue 16). A campus administrator (CollegeAdmin of campus 49) records a
 * board exam of a program in this fiscal year on Exam Schedule, types its appeared and passed
 * figures on Exam Appeared, and the pass-rate home shows the program's new pass rate.
 */
import type { Locator, Page } from 'playwright-core';
import { passRateOf, type PassRateHome } from '@hemis/shared-contracts';
import { apiCall, apiToken } from '../support/api';
import { layoutReady } from '../support/app';
import { browserFixture, shows, showsText, signIn } from '../support/browser';
import { choose, control } from '../support/forms';
import { runtime } from '../support/runtime';

const ui = browserFixture('pass-rate');
const SLOW = { timeout: 180_000 };
const main = (page: Page): Locator => page.getByRole('main');

interface SittingRow {
  programId: number;
  fiscalYearId: number;
  yearOrSemester: number;
  labels: { programId?: string; fiscalYearId?: string };
}

describe('Pass rates', () => {
  ui.test(
    'a campus administrator records a board exam and its figures, and the pass-rate home shows them',
    async (page) => {
      const token = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const before = (await apiCall(token, 'GET', '/PassRate/Home')).body as PassRateHome;
      const fiscalYear = before.fiscalYear;
      if (!fiscalYear) throw new Error('no fiscal year covers today');
      // A program the demo campus already has board exams of, and a year of it not yet recorded
      // this fiscal year.
      const sittings = (
        (await apiCall(token, 'GET', '/BoardExamSitting?pageSize=500')).body as {
          data: SittingRow[];
        }
      ).data;
      const program = sittings.find((row) => row.labels.programId)?.labels.programId ?? '';
      const taken = sittings
        .filter((row) => row.labels.programId === program && row.labels.fiscalYearId === fiscalYear)
        .map((row) => row.yearOrSemester);
      const period = [1, 2, 3, 4, 5, 6, 7, 8].find((n) => !taken.includes(n)) ?? 9;
      const earlier = before.byProgram.find((row) => row.group === program);
      const appeared = (earlier?.appeared ?? 0) + 20;
      const passed = (earlier?.passed ?? 0) + 13;

      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);
      await page.goto('/pass-rate-management/exam-schedule');
      const form = page.getByTestId('resource-form-create');
      await shows(form, 20_000);
      await choose(page, form, 'Fiscal Year', fiscalYear);
      await choose(page, form, 'Program', program);
      // A small whole number is offered as a choice of its values.
      await choose(page, form, 'Year/Semester', String(period));
      await choose(page, form, 'Entry', 'Counts by gender');
      await form.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Board exam sitting recorded', 20_000);

      await page.goto('/pass-rate-management/exam-appeared');
      const row = main(page).locator('.ant-table-tbody tr.ant-table-row', {
        hasText: `${program}, Year/Semester ${period}, ${fiscalYear}`,
      });
      await shows(row, 20_000);
      await row.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog');
      await shows(dialog);
      for (const [label, value] of [
        ['Appeared (Male)', '8'],
        ['Appeared (Female)', '12'],
        ['Passed (Male)', '5'],
        ['Passed (Female)', '8'],
      ] as const) {
        await control(dialog, label).fill(value);
      }
      await dialog.getByRole('button', { name: 'Update' }).click();
      await shows(row.getByText('65 %'), 20_000);

      await page.goto('/pass-rate-management/home');
      const byProgram = main(page).locator('.ant-card', {
        hasText: `Pass rate by program, ${fiscalYear}`,
      });
      const programRow = byProgram.locator('tr', { hasText: program });
      await shows(programRow, 20_000);
      await shows(programRow.getByText(`${passRateOf(appeared, passed)} %`));
      await shows(programRow.getByText(String(appeared), { exact: true }));
    },
    SLOW,
  );
});
