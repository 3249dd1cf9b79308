import { centralDepartmentContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

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
