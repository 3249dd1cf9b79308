import { accountLedgerContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Ledger masters: the standard chart's and a campus's own, each optionally under a head. */
export default defineResource({
  contract: accountLedgerContract,
  title: 'Ledger Master',
});
