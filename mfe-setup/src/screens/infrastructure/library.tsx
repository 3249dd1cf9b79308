import { INFRASTRUCTURE_PATHS, libraryContract } from '@hemis/shared-contracts';
import { infrastructureRegister, textOf } from './register';

/** The library of a campus: books, journals, e-resources, seats and automation. */
export default infrastructureRegister(
  { contract: libraryContract, title: 'Library' },
  { path: INFRASTRUCTURE_PATHS.library.documents, title: (row) => textOf(row, 'libraryName') },
);
