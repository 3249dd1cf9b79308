import { departmentContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Academic departments, optionally under a faculty. */
export default defineResource({
  contract: departmentContract,
  title: 'Department Setup',
  form: ['departmentName', 'facultyId', 'code', 'headName', 'status', 'remarks'],
  columns: ['departmentName', 'facultyId', 'code', 'headName', 'status'],
});
