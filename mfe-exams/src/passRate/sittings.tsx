import { boardExamSittingContract } from '@hemis/shared-contracts';
import { defineScopedResource } from '@hemis/shared-ui';
import { PASS_RATE_TEXTS } from './texts';

const COUNTS = [
  'appearedMale',
  'appearedFemale',
  'appearedOther',
  'passedMale',
  'passedFemale',
  'passedOther',
] as const;

/**
 * pass-rate-management/exam-schedule: the campus's board-exam sittings (program, year or
 * semester, fiscal year, date, kind of entry); wider readers filter by campus.
 */
export default defineScopedResource((scope) => ({
  contract: boardExamSittingContract,
  title: 'Board Exam Schedule',
  description: PASS_RATE_TEXTS.scheduleDescription,
  form: ['fiscalYearId', 'programId', 'yearOrSemester', 'examDate', 'entryKind', 'remarks'],
  columns: [
    'programId',
    'yearOrSemester',
    'fiscalYearId',
    'examDateBs',
    'entryKind',
    'appeared',
    'passed',
    'passRate',
  ],
  filters: [
    ...(scope === 'campus' ? [] : (['campusId'] as const)),
    'fiscalYearId',
    'programId',
    'levelId',
    'entryKind',
  ],
  defaultSort: { field: 'examDate', order: 'desc' },
}));

/**
 * pass-rate-management/exam-appeared: appeared and passed of every sitting; a counts sitting's
 * Edit enters its six figures (passed never above appeared, checked here and by the API).
 */
export const ExamAppeared = defineScopedResource((scope) => ({
  contract: boardExamSittingContract,
  title: 'Exam Appeared',
  description: PASS_RATE_TEXTS.appearedDescription,
  show: 'list',
  form: [...COUNTS],
  columns: ['sittingName', ...COUNTS, 'appeared', 'passed', 'passRate'],
  filters: [...(scope === 'campus' ? [] : (['campusId'] as const)), 'fiscalYearId', 'programId'],
  actions: { delete: false },
  canEdit: (row) => row.entryKind === 'counts',
}));
