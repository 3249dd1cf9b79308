import { budgetSetupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { formatAmount } from './incomeExpenditureEntry';

/** Budget per fiscal year and head (/budgetmgmt-setups). */
export default defineResource({
  contract: budgetSetupContract,
  title: 'Budget Management Setup',
  fields: { amount: { render: (value) => formatAmount(value) } },
});
