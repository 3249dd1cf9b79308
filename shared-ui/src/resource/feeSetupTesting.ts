/**
 * For screen tests of the fee setup lists (Fee Setup in setup, Program Fees in receipts): two
 * rows, a course fee and a general fee, and the check that each row shows its fee type and
 * amount as columns on a laptop.
 */
import { screen, within } from '@testing-library/react';

const common = {
  campusId: 49,
  fiscalYearId: 3,
  programId: 4,
  batchId: null,
  yearOrSemester: 1,
  remarks: null,
};
const labels = {
  campusId: 'Patan Multiple Campus',
  fiscalYearId: '2083/84',
  programId: 'BSc CSIT',
};

export const FEE_SETUP_ROWS = [
  {
    ...common,
    id: 1,
    feeTypeId: 1,
    generalFeeTypeId: null,
    amount: '22500.00',
    labels: { ...labels, feeTypeId: 'Tuition Fee' },
  },
  {
    ...common,
    id: 2,
    feeTypeId: null,
    generalFeeTypeId: 3,
    amount: '3000.00',
    labels: { ...labels, generalFeeTypeId: 'Examination Fee' },
  },
];

/** The list drawn from FEE_SETUP_ROWS shows the fee type and amount of each row as columns. */
export async function expectFeeTypeAndAmountColumns(): Promise<void> {
  await screen.findByText('Tuition Fee');
  const table = screen.getByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim());
  expect(headers).toEqual(
    expect.arrayContaining(['Program', 'Fee Type', 'General Fee Type', 'Amount (NPR)']),
  );
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(within(first as HTMLElement).getByText('Tuition Fee')).toBeVisible();
  expect(within(first as HTMLElement).getByText('22,500.00')).toBeVisible();
  expect(within(second as HTMLElement).getByText('Examination Fee')).toBeVisible();
  expect(within(second as HTMLElement).getByText('3,000.00')).toBeVisible();
}
