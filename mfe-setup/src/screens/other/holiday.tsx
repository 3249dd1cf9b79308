import { holidayContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Holidays of a university or campus (/holiday-setups). */
export default defineResource({
  contract: holidayContract,
  title: 'Holiday Setup',
});
