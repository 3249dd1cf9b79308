import { budgetSetupContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { formatAmount } from './incomeExpenditureEntry';

/** Budget per fiscal year and head (/budgetmgmt-setups). */
export default defineResource({
  contract: budgetSetupContract,
  title: 'Budget Management Setup',
  form: ['fiscalYearId', 'headId', 'amount', 'status', 'remarks'],
  columns: ['fiscalYearId', 'headId', 'amount', 'status'],
  filters: ['fiscalYearId', 'headId', 'status'],
  fields: { amount: { render: (value) => formatAmount(value) } },
});
