import { type Translate, inEnglish } from '@hemis/shared-ui';

/** Words and links of the exam setup screens (exam types, schedule, routine, candidates). */
const e = (segment: string) => `/exam-management/${segment}`;
const withExam = (segment: string, examId: number) => `${e(segment)}?examId=${examId}`;

export const examLinks = {
  /** The exam schedule, whose add form adds an exam. */
  add: e('exam-schedule'),
  classes: (examId: number) => withExam('exam-schedule', examId),
  routine: (examId: number) => withExam('exam-routine', examId),
  routineList: (examId: number) => withExam('routine-list', examId),
  candidates: (examId: number) => withExam('exam-appear', examId),
};

export const EXAM_TEXTS = {
  typeTitle: 'Exam Type Setup',
  scheduleTitle: 'Exam Schedule Setup',
  classesTitle: 'Classes of the exam',
  classesHint: 'The programs, batches and years or semesters that sit this exam.',
  listTitle: 'Exam Schedule',
  routineTitle: 'Exam Routine',
  routineHint:
    'A class cannot sit two papers at once, nor can a room hold two at once: such entries are refused with the clash named.',
  routineListTitle: 'Routine Schedule',
  appearTitle: 'Exam Appearance',
  chooseExam: 'Exam',
  chooseExamHint: 'Choose an exam',
  classes: 'Classes',
  routine: 'Routine',
  candidates: 'Candidates',
  registerClass: 'Register the whole class',
  registerClassConfirm: (className: string, t: Translate = inEnglish) =>
    t(
      'Register every active student of {{className}} not yet registered, with symbol numbers in order?',
      { className },
    ),
  registered: (n: number, t: Translate = inEnglish) => t('{{n}} student(s) registered', { n }),
  registerFailed: 'The class could not be registered',
  refreshAttendance: 'Refresh attendance',
  refreshed: 'Attendance taken again from the recorded attendance',
  refreshFailed: 'The attendance could not be refreshed',
  shortWarning: (n: number, t: Translate = inEnglish) =>
    t('{{n}} candidate(s) are short of attendance: check them before printing admit cards.', { n }),
  admitCard: 'Admit card',
  admitCards: 'Admit cards of the class',
  admitCardsFailed: 'The admit cards could not be made',
  printRoutine: 'Print routine',
  routineFailed: 'The routine could not be printed',
  chooseClass: 'Class of the exam',
  chooseClassFirst: 'Choose the class first',
  addExam: 'Add exam',
} as const;
