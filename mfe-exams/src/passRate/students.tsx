import { boardExamSittingContract, boardExamStudentContract } from '@hemis/shared-contracts';
import { defineScopedResource, studentPicker, type ResourceDeclaration } from '@hemis/shared-ui';
import { PASS_RATE_TEXTS } from './texts';

type Fields = typeof boardExamStudentContract.fields;
const COLUMNS = [
  'studentName',
  'registrationNo',
  'gender',
  'symbolNo',
  'sittingId',
  'attendance',
  'result',
  'division',
  'gpa',
] as const;
/** Only per-student sittings take students. */
const SITTINGS = `${boardExamSittingContract.path}?pageSize=500&entryKind=perStudent`;

/** A list of the sittings' students, as each pass-rate screen shows it. */
const studentsScreen = (screen: Partial<ResourceDeclaration<Fields>> & { title: string }) =>
  defineScopedResource((scope) => ({
    contract: boardExamStudentContract,
    columns: COLUMNS,
    filters: [
      ...(scope === 'campus' ? [] : (['campusId'] as const)),
      'sittingId',
      'fiscalYearId',
      'programId',
      'gender',
      'result',
    ],
    fields: { sittingId: { optionsPath: SITTINGS }, studentId: studentPicker() },
    defaultSort: { field: 'symbolNo', order: 'asc' },
    ...screen,
  }));

/** pass-rate-management/student-appear: records a student of a sitting, appeared or absent. */
export default studentsScreen({
  title: 'Student Appear',
  description: PASS_RATE_TEXTS.appearDescription,
  form: ['sittingId', 'studentId', 'symbolNo', 'attendance'],
});

/** pass-rate-management/student-result-entry: each appeared student's result. */
export const StudentResultEntry = studentsScreen({
  title: 'Student Result Entry',
  description: PASS_RATE_TEXTS.resultDescription,
  show: 'list',
  form: ['symbolNo', 'attendance', 'result', 'division', 'gpa'],
  fixed: { attendance: 'appeared' },
});

/** pass-rate-management/student-appeared: the students recorded as appeared. */
export const StudentsAppeared = studentsScreen({
  title: 'Students Appeared',
  show: 'list',
  fixed: { attendance: 'appeared' },
  actions: { edit: false, delete: false },
});

/** pass-rate-management/student-passed: the students recorded as passed. */
export const StudentsPassed = studentsScreen({
  title: 'Students Passed',
  show: 'list',
  fixed: { result: 'passed' },
  actions: { edit: false, delete: false },
});
