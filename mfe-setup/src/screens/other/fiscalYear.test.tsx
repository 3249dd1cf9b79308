import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import { listReply, pathOf, renderResourceScreen } from '@hemis/shared-ui/src/resource/testing';
import FiscalYearScreen from './fiscalYear';

interface Year {
  id: number;
  label: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  remarks: string | null;
}
let years: Year[];

const mocked = mockApiForEachTest((call) => {
  if (pathOf(call) === '/fiscalyear/getfiscalyearsforselection') {
    return { status: 200, data: years };
  }
  return listReply(years);
});
beforeEach(() => {
  years = [
    {
      id: 2,
      label: '2081/82',
      startDate: '2024-07-16',
      endDate: '2025-07-16',
      isActive: true,
      remarks: null,
    },
    {
      id: 1,
      label: '2080/81',
      startDate: '2023-07-17',
      endDate: '2024-07-15',
      isActive: false,
      remarks: null,
    },
  ];
});

const row = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

describe('Fiscal Year Setup', () => {
  it('shows the active year and makes another one active with a confirmed PUT', async () => {
    mocked.answer = (call) => {
      if (call.method !== 'PUT') return undefined;
      // The API makes the previous one inactive in the same transaction.
      years = years.map((year) => ({ ...year, isActive: year.id === 1 }));
      return { status: 200, data: years.find((year) => year.id === 1) };
    };
    const { user } = renderResourceScreen(FiscalYearScreen);
    expect(
      await screen.findByText('Active fiscal year: 2081/82 (2024-07-16 to 2025-07-16)'),
    ).toBeInTheDocument();
    await screen.findByText('2080/81');
    // Only the inactive year offers the action; the active one is tagged.
    expect(within(row('2081/82')).queryByRole('button', { name: 'Make active' })).toBeNull();
    expect(within(row('2081/82')).getByText('Active')).toBeInTheDocument();

    await user.click(within(row('2080/81')).getByRole('button', { name: 'Make active' }));
    expect(
      await screen.findByText('Make 2080/81 the active fiscal year? 2081/82 becomes inactive.'),
    ).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'PUT')).toBe(false);
    const confirm = document.querySelector('.ant-popconfirm') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Make active' }));

    expect(await screen.findByText('2080/81 is now the active fiscal year')).toBeInTheDocument();
    const puts = mocked.api.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ url: '/FiscalYear/1', data: { isActive: true } });
    expect(
      await screen.findByText('Active fiscal year: 2080/81 (2023-07-17 to 2024-07-15)'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row('2081/82')).getByRole('button', { name: 'Make active' })).toBeVisible(),
    );
    expect(within(row('2080/81')).queryByRole('button', { name: 'Make active' })).toBeNull();
  });

  it('adds a year without the active flag and checks the BS label', async () => {
    mocked.answer = (call) =>
      call.method === 'POST' ? { status: 201, data: years[0] } : undefined;
    const { user } = renderResourceScreen(FiscalYearScreen);
    await screen.findByText('2080/81');
    const form = screen.getByTestId('resource-form-create');
    expect(within(form).queryByLabelText('Active')).toBeNull();
    await user.type(within(form).getByLabelText('Fiscal Year (BS)'), '2082/84');
    await user.type(within(form).getByLabelText('Start Date (AD)'), '2025-07-17');
    await user.type(within(form).getByLabelText('End Date (AD)'), '2026-07-16');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(form).findByText('The second year must follow the first (2081/82)'),
    ).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(within(form).getByLabelText('Fiscal Year (BS)'));
    await user.type(within(form).getByLabelText('Fiscal Year (BS)'), '2082/83');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Data added successfully!')).toBeInTheDocument();
    expect(mocked.api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/FiscalYear',
      data: { label: '2082/83', startDate: '2025-07-17', endDate: '2026-07-16' },
    });
    const body = mocked.api.calls.find((call) => call.method === 'POST')?.data as Record<
      string,
      unknown
    >;
    expect(body).not.toHaveProperty('isActive');
  });

  it('says why a year could not be made active', async () => {
    mocked.answer = (call) =>
      call.method === 'PUT'
        ? { status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'Not allowed.' } }
        : undefined;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderResourceScreen(FiscalYearScreen);
    await screen.findByText('2080/81');
    await user.click(within(row('2080/81')).getByRole('button', { name: 'Make active' }));
    const confirm = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
    await user.click(within(confirm).getByRole('button', { name: 'Make active' }));
    expect(
      await screen.findByText('The fiscal year could not be made active. Not allowed.'),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});
