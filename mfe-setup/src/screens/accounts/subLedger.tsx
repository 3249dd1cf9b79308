import { accountSubLedgerContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Sub-ledgers of a ledger (a creditor, a staff member's advance). */
export default defineResource({
  contract: accountSubLedgerContract,
  title: 'Sub-ledger Master',
});
