import { employeePositionContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Employee Post setup (EmployeePositions: GET, POST, PUT /{id}). */
export default defineResource({
  contract: employeePositionContract,
  title: 'Employee Post Setup',
});
