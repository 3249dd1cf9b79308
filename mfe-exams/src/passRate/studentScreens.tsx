import { boardExamStudentContract, type DataScope } from '@hemis/shared-contracts';
import { defineScopedResource, studentPicker, type FormView } from '@hemis/shared-ui';
import { PER_STUDENT_SITTINGS, campusFilter } from './sittingScreens';
import { PASS_RATE_TEXTS } from './texts';

const sittingChoices = { optionsPath: PER_STUDENT_SITTINGS };

/**
 * pass-rate-management/student-appear: records a student (found by name or registration number;
 * any status, as a final year's students may have graduated since) for a sitting entered per
 * student, with the symbol number and appearance. The API checks the sitting's program.
 */
export const StudentAppear = defineScopedResource((scope) => ({
  contract: boardExamStudentContract,
  title: PASS_RATE_TEXTS.studentAppearTitle,
  description: PASS_RATE_TEXTS.studentAppearDescription,
  form: ['sittingId', 'studentId', 'symbolNo', 'attendance'],
  columns: ['sittingId', 'studentName', 'registrationNo', 'gender', 'symbolNo', 'attendance'],
  filters: [...campusFilter(scope), 'sittingId', 'fiscalYearId', 'programId', 'attendance'],
  fields: { sittingId: sittingChoices, studentId: studentPicker() },
  defaultSort: { field: 'symbolNo', order: 'asc' },
}));

const appeared = (view: FormView) => view.values.attendance === 'appeared';

/**
 * pass-rate-management/student-result-entry: each recorded student's result (Edit): passed or
 * failed for one who appeared, and the division or GPA of one who passed.
 */
export const StudentResultEntry = defineScopedResource((scope) => ({
  contract: boardExamStudentContract,
  title: PASS_RATE_TEXTS.resultEntryTitle,
  description: PASS_RATE_TEXTS.resultEntryDescription,
  show: 'list',
  form: ['symbolNo', 'attendance', 'result', 'division', 'gpa'],
  columns: ['sittingId', 'studentName', 'symbolNo', 'attendance', 'result', 'division', 'gpa'],
  filters: [...campusFilter(scope), 'sittingId', 'attendance', 'result'],
  fields: {
    result: { enabled: appeared },
    division: { enabled: (view) => appeared(view) && view.values.result === 'passed' },
    gpa: { enabled: (view) => appeared(view) && view.values.result === 'passed' },
  },
  actions: { delete: false },
  defaultSort: { field: 'symbolNo', order: 'asc' },
}));

/** A read-only list of the recorded students with `fixed` (appeared, or passed). */
const recordedStudents = (title: string, fixed: Readonly<Record<string, string>>) =>
  defineScopedResource((scope: DataScope) => ({
    contract: boardExamStudentContract,
    title,
    show: 'list',
    fixed,
    columns: [
      'sittingId',
      'studentName',
      'registrationNo',
      'gender',
      'symbolNo',
      'result',
      'division',
      'gpa',
    ],
    filters: [...campusFilter(scope), 'sittingId', 'fiscalYearId', 'programId', 'gender'],
    actions: { edit: false, delete: false, export: true },
    defaultSort: { field: 'symbolNo', order: 'asc' },
  }));

/** pass-rate-management/student-appeared: the students recorded as having appeared. */
export const StudentsAppeared = recordedStudents(PASS_RATE_TEXTS.studentsAppearedTitle, {
  attendance: 'appeared',
});
/** pass-rate-management/student-passed: the students recorded as having passed. */
export const StudentsPassed = recordedStudents(PASS_RATE_TEXTS.studentsPassedTitle, {
  result: 'passed',
});
