/**
 * The chart of accounts: five fixed ledger groups, sub-groups, ledgers, sub-ledgers (the
 * standard chart has no owner; a campus adds its own).
 */
import { choices, defineResourceContract, flag, reference, type ChoiceValue } from '../../resource';
import {
  codeField,
  conflict,
  headRef,
  remarksAndStatus,
  requiredChoice,
  requiredText,
} from '../fields';

/** The five fixed ledger groups; a balance sheet group carries its balance into the next year. */
export const LEDGER_GROUPS = choices({
  asset: 'Assets',
  liability: 'Liabilities',
  equity: 'Equity',
  income: 'Income',
  expenditure: 'Expenditure',
});
export type LedgerGroup = ChoiceValue<typeof LEDGER_GROUPS>;
export const LEDGER_GROUP_VALUES = LEDGER_GROUPS.map((group) => group.value);
/** Groups whose balance is debit by nature (assets, expenditure). */
export const DEBIT_GROUPS: readonly LedgerGroup[] = ['asset', 'expenditure'];

/**
 * Ownership 'institution': the standard chart has no owner (every campus reads it, the
 * commission keeps it), and a campus adds its own sub-groups, ledgers and sub-ledgers.
 */
export const accountSubGroupContract = defineResourceContract({
  name: 'AccountSubGroup',
  title: 'Ledger Sub-group',
  module: 'accounts',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['subGroupName'],
  defaultSort: 'subGroupName',
  fields: {
    groupType: requiredChoice('Ledger Group', LEDGER_GROUPS),
    subGroupName: requiredText('Sub-group Name', 150),
    code: codeField(),
    ...remarksAndStatus(),
  },
  messages: conflict('Sub-group'),
});

export const accountLedgerContract = defineResourceContract({
  name: 'AccountLedger',
  title: 'Ledger',
  module: 'accounts',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['ledgerName'],
  defaultSort: 'ledgerName',
  fields: {
    subGroupId: reference('Sub-group', 'AccountSubGroup', 'subGroupName', {
      required: 'Sub-group is required',
      filter: true,
    }),
    ledgerName: requiredText('Ledger Name', 150),
    code: codeField(),
    /** Cash in hand or a bank account: what payment, receipt and contra vouchers move. */
    cashOrBank: flag('Cash or Bank', { filter: true }),
    /** The public-finance head its income or expenditure is reported under. */
    headId: headRef(),
    ...remarksAndStatus(),
  },
  messages: conflict('Ledger'),
});

export const accountSubLedgerContract = defineResourceContract({
  name: 'AccountSubLedger',
  title: 'Sub-ledger',
  module: 'accounts',
  ownership: 'institution',
  updateMethod: 'PATCH',
  unique: ['ledgerId', 'subLedgerName'],
  defaultSort: 'subLedgerName',
  fields: {
    ledgerId: reference('Ledger', 'AccountLedger', 'ledgerName', {
      required: 'Ledger is required',
      filter: true,
    }),
    subLedgerName: requiredText('Sub-ledger Name', 150),
    code: codeField(),
    ...remarksAndStatus(),
  },
  messages: conflict('Sub-ledger'),
});
