import { defineResource, FeeSetupLink } from '@hemis/shared-ui';
import { FEE_SETUP_KEY_COLUMNS, feeSetupContract, formatAmount } from '@hemis/shared-contracts';
import { setupTexts } from '../../i18n/texts';

export const PROGRAM_FEES_TEXTS = {
  title: 'Program Fees',
  description: 'What each program charges, per fiscal year, batch and year or semester.',
} as const;

/** The list's note: what it shows, and where the fees are set. */
function ProgramFeesNote() {
  const t = setupTexts.useTexts();
  return (
    <>
      <p>{t(PROGRAM_FEES_TEXTS.description)}</p>
      <FeeSetupLink />
    </>
  );
}

/** /payment (the program section's Payment): the fee setup of each program, to read. */
export default defineResource({
  contract: feeSetupContract,
  title: PROGRAM_FEES_TEXTS.title,
  description: <ProgramFeesNote />,
  show: 'list',
  actions: { edit: false, delete: false, export: true },
  filters: ['programId', 'fiscalYearId', 'batchId', 'yearOrSemester', 'campusId'],
  defaultSort: { field: 'programId', order: 'asc' },
  keyColumns: FEE_SETUP_KEY_COLUMNS,
  fields: { amount: { render: (value) => formatAmount(value) } },
});
