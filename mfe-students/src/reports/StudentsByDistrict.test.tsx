import {
  captureDownloads,
  choose,
  listReply,
  mockScreenApi,
  pathOf,
  renderScreen,
  studentUser,
  uniAdmin,
} from '../testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { StudentsByDistrict as Report } from '@hemis/shared-contracts';
import StudentsByDistrict, { BY_DISTRICT_TEXTS } from './StudentsByDistrict';

const report: Report = {
  rows: [
    { group: 'Morang', province: 'Koshi', male: 1, female: 0, other: 0, total: 1 },
    { group: 'Kathmandu', province: 'Bagmati', male: 2, female: 3, other: 1, total: 6 },
  ],
  total: { group: 'Total', male: 3, female: 3, other: 1, total: 7 },
};

const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student/report/bydistrict') return { status: 200, data: report };
  if (path === '/student/report/bydistrict/export') return { status: 200, data: new Blob(['x']) };
  if (path === '/programmgmt') return listReply([{ id: 2, programName: 'BSc CSIT' }]);
  if (path === '/campus') return listReply([{ id: 49, campusName: 'Model Campus' }]);
  return listReply([]);
});
const reportCalls = () =>
  mocked.api.calls.filter((call) => pathOf(call) === '/student/report/bydistrict');

describe('students by district', () => {
  it('lists districts with their province and the totals, filters and exports', async () => {
    const saved = captureDownloads();
    const { user } = renderScreen(StudentsByDistrict);
    expect(await screen.findByText('Kathmandu')).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['1', 'Koshi', 'Morang', '1', '0', '0', '1'],
      ['2', 'Bagmati', 'Kathmandu', '2', '3', '1', '6'],
      [BY_DISTRICT_TEXTS.total, '3', '3', '1', '7'],
    ]);
    expect(reportCalls()[0]?.params).toEqual({ status: 'active' });
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();

    await choose(user, 'Program', 'BSc CSIT');
    await waitFor(() =>
      expect(reportCalls().at(-1)?.params).toEqual({ programId: 2, status: 'active' }),
    );
    await user.click(screen.getByRole('button', { name: BY_DISTRICT_TEXTS.export }));
    await waitFor(() => expect(saved).toEqual(['Students-by-District.xlsx']));
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/student/report/bydistrict/export')?.params,
    ).toEqual({ programId: 2, status: 'active' });
  });

  it('lets a university user narrow it to a campus', async () => {
    const { user } = renderScreen(StudentsByDistrict, uniAdmin());
    await screen.findByText('Kathmandu');
    expect(screen.queryByLabelText('University')).not.toBeInTheDocument();
    await choose(user, 'Campus', 'Model Campus');
    await waitFor(() =>
      expect(reportCalls().at(-1)?.params).toEqual({ campusId: 49, status: 'active' }),
    );
  });

  it('says when nothing matches, and shows no export without student:export', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student/report/bydistrict'
        ? {
            status: 200,
            data: { rows: [], total: { ...report.total, male: 0, female: 0, other: 0, total: 0 } },
          }
        : undefined;
    renderScreen(StudentsByDistrict, studentUser());
    expect(await screen.findByText(BY_DISTRICT_TEXTS.noStudents)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BY_DISTRICT_TEXTS.export })).toBeNull();
  });
});
