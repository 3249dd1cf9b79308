import { studentAgeGroupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** The age groups student reports break counts down by (/studentagemgmt-setups). */
export default defineResource({
  contract: studentAgeGroupContract,
  title: 'Student Age Group Setup',
  description: 'Reports use these groups, e.g. Below 18, 18-22, 23-27, 28-32, Above 32.',
});
