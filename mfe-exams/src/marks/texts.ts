import { type Translate, inEnglish } from '@hemis/shared-ui';

/**
 * The marks entry screens' words (the API's messages are MARKS_MESSAGES in the contracts). A
 * text with values is a function taking the screen's translate function (English without one).
 */
export const MARKS_TEXTS = {
  title: 'Marks Entry',
  symbolNo: 'Symbol No',
  student: 'Student',
  theory: 'Theory',
  practical: 'Practical',
  absent: 'Absent',
  full: (full: number, pass: number, t: Translate = inEnglish) =>
    t('Full {{full}}, pass {{pass}}', { full, pass }),
  fixCells: 'correct the marked cells',
  notSavedBecause: (reason: string, t: Translate = inEnglish) =>
    t('Not saved: {{reason}}', { reason }),
  keptOffline: 'Kept on this device: saved when the link is back',
  publishedNote:
    'Results of this exam are published. Corrections are saved as an amendment with a reason, and the results are computed again.',
  reason: 'Reason for the correction',
  saveAmendment: 'Save amendment',
  pick: 'Choose the exam class and subject to enter marks for',
  exam: 'Exam',
  class: 'Class',
  subject: 'Subject',
  open: 'Enter marks',
  noChoices: 'No exam routine has a subject you may enter marks for',
  template: 'Download template',
  importTitle: 'Import from .xlsx',
  imported: (n: number, t: Translate = inEnglish) => t('{{n}} rows imported', { n }),
} as const;

/** The debounce of autosave: long enough to type a mark, short enough that nothing is lost. */
export const AUTOSAVE_MS = 800;

export const marksLinks = {
  grid: (routineId: number) => `/exam-management/marks-entry/${routineId}`,
};
