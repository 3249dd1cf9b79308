import { centralDepartmentContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Central departments of a university. */
export default defineResource({
  contract: centralDepartmentContract,
  title: 'Central Departments',
  form: [
    'departmentName',
    'universityId',
    'facultyId',
    'code',
    'headName',
    'phone',
    'email',
    'status',
    'remarks',
  ],
  columns: ['departmentName', 'universityId', 'facultyId', 'code', 'headName', 'phone', 'status'],
});
