import { type Translate, inEnglish } from '@hemis/shared-ui';

/** The pass-rate section's screens (pass-rate-management/...). */
const p = (segment: string) => `/pass-rate-management/${segment}`;

export const passRateLinks = {
  home: p('home'),
  schedule: p('exam-schedule'),
  appeared: p('exam-appeared'),
  studentAppear: p('student-appear'),
  resultEntry: p('student-result-entry'),
  studentsAppeared: p('student-appeared'),
  studentsPassed: p('student-passed'),
};

export const PASS_RATE_TEXTS = {
  homeTitle: 'Pass Rate Management',
  homeDescription:
    'Board-exam pass rates of the campuses you see: appeared and passed students per program, ' +
    'and the trend over the last five fiscal years.',
  byProgramTitle: (fiscalYear: string | null, t: Translate = inEnglish) =>
    fiscalYear
      ? t('Pass rate by program, {{fiscalYear}}', { fiscalYear })
      : t('Pass rate by program'),
  trendTitle: 'Pass rate over the last five fiscal years',
  noFiscalYear: 'No fiscal year covers today.',
  noSittings: 'No board exam is recorded for this fiscal year yet.',
  loadFailed: 'The pass rates could not be loaded.',
  program: 'Program',
  fiscalYear: 'Fiscal Year',
  appeared: 'Appeared',
  passed: 'Passed',
  passRate: 'Pass Rate',
  scheduleTitle: 'Board Exam Schedule',
  scheduleDescription:
    'Record each board exam of the university that your students sat: the program, its year ' +
    'or semester, the fiscal year and the date it was held. Choose "Counts by gender" to type ' +
    'the appeared and passed figures (Exam Appeared), or "Per student" to record each student ' +
    '(Student Appear, Student Result Entry): the sitting’s figures are then counted from them.',
  appearedTitle: 'Exam Appeared',
  appearedDescription:
    'Appeared and passed students of each board exam by gender. Edit a sitting entered as ' +
    'counts to type its figures; a sitting entered per student is counted from its students.',
  studentAppearTitle: 'Student Appear',
  studentAppearDescription:
    'Record a student of the sitting’s program for a board exam entered per student: the ' +
    'symbol number and whether the student appeared or was absent.',
  resultEntryTitle: 'Student Result Entry',
  resultEntryDescription:
    'Enter each student’s board-exam result (Edit): passed or failed, and the division or GPA ' +
    'when known. Filter by sitting to go through one exam.',
  studentsAppearedTitle: 'Students Appeared',
  studentsPassedTitle: 'Students Passed',
};
