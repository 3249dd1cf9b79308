import { IMPORT_MAX_ROWS } from '@hemis/shared-contracts';
import { studentsTexts } from '../i18n/texts';

export const IMPORT_TEXTS = {
  title: 'Import Students',
  // In the current language (a component that shows it re-renders on a change of language).
  get intro() {
    return studentsTexts.translate(
      'Download the template, fill one row per student (program, batch, ethnic group and ' +
        "district by the names on the template's second sheet), then check the file. Up to " +
        '{{max}} students at once; all are imported or none.',
      { max: IMPORT_MAX_ROWS.toLocaleString('en') },
    );
  },
  campusRequired: 'Choose the campus the students are imported into.',
  template: 'Download template',
  chooseFile: 'Choose .xlsx file',
  check: 'Check file',
  import: 'Import',
  errorWorkbook: 'Download error workbook',
  total: 'Rows',
  valid: 'Good rows',
  invalid: 'Rows with errors',
  duplicates: 'Also at another campus',
  noErrors: 'No errors found: the file can be imported.',
  hasErrors: 'Fix the rows below in the file (or in the error workbook) and check it again.',
  duplicatesNote: (count: number) =>
    studentsTexts.translate(
      '{{n}} student(s) match a student at another campus (same citizenship number, or name ' +
        'and date of birth); they are imported anyway.',
      { n: count },
    ),
  moreErrors: (shown: number, all: number) =>
    studentsTexts.translate(
      'The first {{shown}} of {{all}} rows with errors; the error workbook has them all.',
      { shown, all },
    ),
  row: 'Row',
  reasons: 'Reasons',
  importing: 'Importing students…',
  backToList: 'Go to the student list',
  notAllowed: 'You do not have permission to import students.',
  templateFailed: 'The template could not be downloaded. Please try again.',
  checkFailed: 'The file could not be checked.',
  importFailed: 'The import could not be started.',
  progressFailed: 'The progress of the import could not be read; it goes on on the server.',
} as const;

export const STUDENT_LIST_PATH = '/student-management/student-list';
/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;
