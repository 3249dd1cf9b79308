import { majorSubjectContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** The major (specialisation) subjects each program offers. */
export default defineResource({
  contract: majorSubjectContract,
  title: 'Major Subject',
  columns: ['majorName', 'programId', 'code', 'status'],
});
