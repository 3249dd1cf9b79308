import { INFRASTRUCTURE_PATHS, labContract } from '@hemis/shared-contracts';
import { infrastructureRegister, textOf } from './register';

/** The labs of a campus: subject, seats and the equipment they hold. */
export default infrastructureRegister(
  { contract: labContract, title: 'Lab Register' },
  { path: INFRASTRUCTURE_PATHS.lab.documents, title: (row) => textOf(row, 'labName') },
);
