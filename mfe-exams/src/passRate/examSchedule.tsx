import { SETUP_PATHS, boardExamSittingContract } from '@hemis/shared-contracts';
import { defineScopedResource } from '@hemis/shared-ui';
import { campusFilter, passRateCell } from './sittingScreens';
import { PASS_RATE_TEXTS } from './texts';

/**
 * pass-rate-management/exam-schedule: the campus's board-exam sittings (program, year or
 * semester, fiscal year, date held, how they are entered), with their figures once entered.
 */
export default defineScopedResource((scope) => ({
  contract: boardExamSittingContract,
  title: PASS_RATE_TEXTS.scheduleTitle,
  description: PASS_RATE_TEXTS.scheduleDescription,
  form: ['fiscalYearId', 'programId', 'yearOrSemester', 'examDate', 'entryKind', 'remarks'],
  columns: [
    'fiscalYearId',
    'programId',
    'levelId',
    'yearOrSemester',
    'examDateBs',
    'entryKind',
    'appeared',
    'passed',
    'passRate',
  ],
  keyColumns: ['fiscalYearId', 'programId', 'yearOrSemester', 'entryKind', 'passRate'],
  filters: [...campusFilter(scope), 'fiscalYearId', 'programId', 'levelId', 'entryKind'],
  fields: {
    // The programs the campus runs (the API refuses others).
    programId: { optionsPath: SETUP_PATHS.programsOfCollege },
    passRate: passRateCell,
  },
  defaultSort: { field: 'examDate', order: 'desc' },
}));
