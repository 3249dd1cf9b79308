import { incomeExpenseHeadContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/**
 * Income and expense heads (used by entries, budgets and ledgers): an income head says where the
 * money comes from, an expense head whether it is recurrent or capital. The same screen serves
 * other-setup/income-expense-head, other-setup/incomeexpensehead and public-finance/finance-head.
 */
export default defineResource({
  contract: incomeExpenseHeadContract,
  title: 'Income/Expense Head',
  fields: {
    incomeSource: { enabled: (view) => view.values.headType === 'income' },
    budgetNature: { enabled: (view) => view.values.headType === 'expense' },
  },
});
