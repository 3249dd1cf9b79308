import { accountSubLedgerContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Sub-ledgers of a ledger (a creditor, a staff member's advance). */
export default defineResource({
  contract: accountSubLedgerContract,
  title: 'Sub-ledger Master',
});
