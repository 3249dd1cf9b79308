import { FEE_SETUP_KEY_COLUMNS, feeSetupContract, formatAmount } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
// The module's Nepali, for this screen's declared texts (also when loaded alone).
import '../../i18n/texts';

export const FEE_SETUP_TEXTS = {
  description:
    'The amount of each fee a program charges in a fiscal year: a course fee type (tuition...) ' +
    'or a general fee type (admission, examination...), for one batch or every batch, for one ' +
    'year or semester or once. Receipts start from what these say a student owes.',
} as const;

/** other-setup/fee-setup (POST /FeeSetup): what each program of the campus charges. */
export default defineResource({
  contract: feeSetupContract,
  title: 'Fee Setup',
  description: FEE_SETUP_TEXTS.description,
  filters: [
    'programId',
    'fiscalYearId',
    'batchId',
    'yearOrSemester',
    'feeTypeId',
    'generalFeeTypeId',
  ],
  defaultSort: { field: 'programId', order: 'asc' },
  keyColumns: FEE_SETUP_KEY_COLUMNS,
  fields: {
    // One fee type or the other: choosing one closes the other.
    feeTypeId: { enabled: (view) => !view.values.generalFeeTypeId },
    generalFeeTypeId: { enabled: (view) => !view.values.feeTypeId },
    amount: { render: (value) => formatAmount(value) },
  },
});
