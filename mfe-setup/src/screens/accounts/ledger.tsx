import { accountLedgerContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Ledger masters: the standard chart's and a campus's own, each optionally under a head. */
export default defineResource({
  contract: accountLedgerContract,
  title: 'Ledger Master',
});
