import { formatAmount, incomeExpenditureEntryContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';

/** Income and expenditure of a campus per fiscal year and head. */
export default defineResource({
  contract: incomeExpenditureEntryContract,
  title: 'Income/Expenditure Entry',
  // The API sets the campus: the user's own.
  omit: ['campusId'],
  fields: {
    amount: { render: (value) => formatAmount(value) },
  },
});
