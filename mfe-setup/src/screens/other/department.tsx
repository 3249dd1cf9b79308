import { departmentContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Academic departments, optionally under a faculty. */
export default defineResource({
  contract: departmentContract,
  title: 'Department Setup',
  form: ['departmentName', 'facultyId', 'code', 'headName', 'status', 'remarks'],
  columns: ['departmentName', 'facultyId', 'code', 'headName', 'status'],
});
