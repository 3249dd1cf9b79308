import { accountSubGroupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Ledger sub-groups under the five fixed groups (the standard ones and a campus's own). */
export default defineResource({
  contract: accountSubGroupContract,
  title: 'Ledger Sub-groups',
});
