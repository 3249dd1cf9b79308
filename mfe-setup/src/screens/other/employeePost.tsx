import { employeePositionContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Employee Post setup (EmployeePositions: GET, POST, PUT /{id}). */
export default defineResource({
  contract: employeePositionContract,
  title: 'Employee Post Setup',
});
