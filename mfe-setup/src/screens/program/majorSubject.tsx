import { majorSubjectContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** The major (specialisation) subjects each program offers. */
export default defineResource({
  contract: majorSubjectContract,
  title: 'Major Subject',
  form: ['programId', 'majorName', 'code', 'status', 'remarks'],
  columns: ['majorName', 'programId', 'code', 'status'],
  filters: ['programId', 'status'],
});
