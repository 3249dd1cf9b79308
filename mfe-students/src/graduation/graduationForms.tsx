import { graduationContract } from '@hemis/shared-contracts';
import { defineScopedResource } from '@hemis/shared-ui';
import { StudentsText } from '../i18n/Text';
import { studentLinkColumn } from '../students/studentLinkColumn';
import { statusColumn } from './StatusTag';
import { GRADUATION_TEXTS, approveAction, graduationLinks, isPending } from './texts';

/**
 * /graduationForm: every graduation form of the campus, pending ones first, with Approve for
 * those who may; a form is filled in from the eligible student's page.
 */
export default defineScopedResource((scope) => ({
  contract: graduationContract,
  title: GRADUATION_TEXTS.formsTitle,
  description: <StudentsText text={GRADUATION_TEXTS.formsDescription} />,
  show: 'list',
  columns: [
    'studentName',
    'registrationNo',
    'programId',
    'levelId',
    'fiscalYearId',
    'division',
    'cgpa',
    'status',
    'approvedAt',
  ],
  filters: [
    ...(scope === 'campus' ? [] : (['campusId'] as const)),
    'status',
    'fiscalYearId',
    'programId',
    'levelId',
  ],
  // "pending" sorts after "approved": descending puts the forms to approve first.
  defaultSort: { field: 'status', order: 'desc' },
  actions: { edit: false },
  fields: { status: statusColumn },
  canDelete: isPending,
  rowActions: [approveAction],
  extraColumns: [
    studentLinkColumn({
      key: 'open',
      title: GRADUATION_TEXTS.formTitle,
      width: 140,
      linkOf: graduationLinks.form,
    }),
  ],
  keyColumns: ['studentName', 'registrationNo', 'fiscalYearId', 'status', 'open'],
}));
