import { INFRASTRUCTURE_PATHS, hostelContract } from '@hemis/shared-contracts';
import { infrastructureRegister, textOf } from './register';

/** The hostels of a campus: for boys or girls, beds and beds occupied. */
export default infrastructureRegister(
  { contract: hostelContract, title: 'Hostel Register' },
  { path: INFRASTRUCTURE_PATHS.hostel.documents, title: (row) => textOf(row, 'hostelName') },
);
