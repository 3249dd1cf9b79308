import { budgetSetupContract, formatAmount } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Budget per fiscal year and head (/budgetmgmt-setups). */
export default defineResource({
  contract: budgetSetupContract,
  title: 'Budget Management Setup',
  fields: { amount: { render: (value) => formatAmount(value) } },
});
