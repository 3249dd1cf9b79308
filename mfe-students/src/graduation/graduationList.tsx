import { graduationContract } from '@hemis/shared-contracts';
import { defineScopedResource } from '@hemis/shared-ui';
import { GRADUATION_TEXTS } from './texts';

/**
 * graduation-management/graduation-list: the approved graduates, filtered by fiscal year,
 * program, gender and ethnic group, exported as .xlsx by the list's Export.
 */
export default defineScopedResource((scope) => ({
  contract: graduationContract,
  title: GRADUATION_TEXTS.listTitle,
  show: 'list',
  fixed: { status: 'approved' },
  columns: [
    'studentName',
    'registrationNo',
    'programId',
    'levelId',
    'gender',
    'ethnicGroupId',
    'fiscalYearId',
    'division',
    'cgpa',
    'grade',
    'graduationDateBs',
    'approvedAt',
  ],
  filters: [
    ...(scope === 'campus' ? [] : (['campusId'] as const)),
    'fiscalYearId',
    'programId',
    'gender',
    'ethnicGroupId',
  ],
  defaultSort: { field: 'studentName', order: 'asc' },
  actions: { edit: false, delete: false, export: true },
}));
