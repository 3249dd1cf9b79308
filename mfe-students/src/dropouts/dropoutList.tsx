import { Link } from 'react-router-dom';
import { dropoutContract } from '@hemis/shared-contracts';
import { defineScopedResource, studentPicker, type ResourceRow } from '@hemis/shared-ui';
import { DROPOUT_TEXTS, dropoutLinks } from './texts';

/**
 * dropout-management/dropout-list: the campus's dropouts with filters and export; the form
 * records one (an active student found by name or registration number), Delete undoes a wrong
 * entry. Each row links to the student's recommendation and transfer letters.
 */
export default defineScopedResource((scope) => ({
  contract: dropoutContract,
  title: DROPOUT_TEXTS.listTitle,
  description: DROPOUT_TEXTS.listDescription,
  form: ['studentId', 'dropoutDate', 'reason', 'lastYearOrSemester', 'remarks'],
  columns: [
    'studentName',
    'registrationNo',
    'programId',
    'levelId',
    'gender',
    'dropoutDateBs',
    'fiscalYearId',
    'reason',
    'lastYearOrSemester',
  ],
  keyColumns: ['studentName', 'registrationNo', 'dropoutDateBs', 'reason', 'letters'],
  // A campus's own list has no campus filter; wider readers pick the campus.
  filters: [
    ...(scope === 'campus' ? [] : (['campusId'] as const)),
    'fiscalYearId',
    'programId',
    'levelId',
    'gender',
    'reason',
  ],
  fields: { studentId: studentPicker('active') },
  defaultSort: { field: 'dropoutDate', order: 'desc' },
  extraColumns: [
    {
      key: 'letters',
      title: DROPOUT_TEXTS.letters,
      width: 110,
      render: (_value: unknown, row: ResourceRow) => (
        <Link to={dropoutLinks.letters(Number(row.studentId))}>{DROPOUT_TEXTS.letters}</Link>
      ),
    },
  ],
}));
