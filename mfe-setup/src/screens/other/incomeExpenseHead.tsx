import { incomeExpenseHeadContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Income and expense heads (used by entries and budgets). */
export default defineResource({
  contract: incomeExpenseHeadContract,
  title: 'Income/Expense Head',
});
