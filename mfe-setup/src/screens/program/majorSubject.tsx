import { majorSubjectContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** The major (specialisation) subjects each program offers. */
export default defineResource({
  contract: majorSubjectContract,
  title: 'Major Subject',
  columns: ['majorName', 'programId', 'code', 'status'],
});
