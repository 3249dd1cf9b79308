import { formatAmount, incomeExpenditureEntryContract } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

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
