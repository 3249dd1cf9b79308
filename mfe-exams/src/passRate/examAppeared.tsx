import { boardExamSittingContract } from '@hemis/shared-contracts';
import { defineScopedResource } from '@hemis/shared-ui';
import {
  COUNT_FIELDS,
  campusFilter,
  canTypeCounts,
  countOverrides,
  passRateCell,
} from './sittingScreens';
import { PASS_RATE_TEXTS } from './texts';

/**
 * pass-rate-management/exam-appeared: each sitting's appeared and passed students by gender;
 * Edit types the figures of a sitting entered as counts (the API counts the others).
 */
export default defineScopedResource((scope) => ({
  contract: boardExamSittingContract,
  title: PASS_RATE_TEXTS.appearedTitle,
  description: PASS_RATE_TEXTS.appearedDescription,
  show: 'list',
  // The entry kind (locked in the dialog) decides whether the counts may be typed.
  form: ['entryKind', ...COUNT_FIELDS],
  formColumns: 3,
  columns: ['sittingName', 'entryKind', ...COUNT_FIELDS, 'appeared', 'passed', 'passRate'],
  keyColumns: ['sittingName', 'appeared', 'passed', 'passRate'],
  filters: [...campusFilter(scope), 'fiscalYearId', 'programId', 'entryKind'],
  fields: { ...countOverrides, passRate: passRateCell },
  actions: { delete: false },
  canEdit: canTypeCounts,
  defaultSort: { field: 'examDate', order: 'desc' },
}));
