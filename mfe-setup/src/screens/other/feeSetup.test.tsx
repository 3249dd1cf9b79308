import '@hemis/shared-auth/src/testing-dom';
import { screen, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { listReply, pathOf, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import FeeSetupScreen from './feeSetup';

const rows = [
  {
    id: 1,
    campusId: 49,
    fiscalYearId: 3,
    programId: 4,
    batchId: null,
    yearOrSemester: 1,
    feeTypeId: 1,
    generalFeeTypeId: null,
    amount: '22500.00',
    remarks: null,
    labels: {
      campusId: 'Patan Multiple Campus',
      fiscalYearId: '2083/84',
      programId: 'BSc CSIT',
      feeTypeId: 'Tuition Fee',
    },
  },
  {
    id: 2,
    campusId: 49,
    fiscalYearId: 3,
    programId: 4,
    batchId: null,
    yearOrSemester: 1,
    feeTypeId: null,
    generalFeeTypeId: 3,
    amount: '3000.00',
    remarks: null,
    labels: {
      campusId: 'Patan Multiple Campus',
      fiscalYearId: '2083/84',
      programId: 'BSc CSIT',
      generalFeeTypeId: 'Examination Fee',
    },
  },
];
mockApiForEachTest((call) => (pathOf(call) === '/feesetup' ? listReply(rows) : listReply([])));

describe('Fee Setup list on a laptop (1366 px)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('shows each row its fee type and its amount as columns', async () => {
    restore = emulateWindowWidth(1366);
    renderResourceScreen(FeeSetupScreen);
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
  });
});
