import { budgetSetupContract, formatAmount } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

/** Budget per fiscal year and head (/budgetmgmt-setups). */
export default defineResource({
  contract: budgetSetupContract,
  title: 'Budget Management Setup',
  fields: { amount: { render: (value) => formatAmount(value) } },
});
