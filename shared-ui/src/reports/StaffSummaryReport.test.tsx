import '@hemis/shared-auth/src/testing-dom';
import { isValidElement } from 'react';
import { RequireRole } from '@hemis/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import type { StaffSummary } from '@hemis/shared-contracts';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
  captureDownloads,
} from '../resource/testing';
import { GenderCountTable, totalOf } from './GenderCountTable';
import { NonTeachingStaffSummary, TeachingStaffSummary } from './StaffSummaryReport';
import { staffSummaryRoutes } from './staffSummaryRoutes';

const summary = (employeeType: 'teaching' | 'nonTeaching'): StaffSummary => ({
  employeeType,
  total: { group: 'Total', male: 3, female: 2, other: 0, total: 5 },
  byPost: [
    { group: 'Professor', male: 1, female: 0, other: 0, total: 1 },
    { group: 'Lecturer', male: 2, female: 2, other: 0, total: 4 },
  ],
  byJoiningType: [{ group: 'Permanent', male: 3, female: 2, other: 0, total: 5 }],
  byQualification: [{ group: 'Master', male: 3, female: 2, other: 0, total: 5 }],
  byStaffCategory:
    employeeType === 'nonTeaching'
      ? [{ group: 'Administrative', male: 3, female: 2, other: 0, total: 5 }]
      : [],
});

afterEach(() => jest.restoreAllMocks());
const mocked = mockApiForEachTest((call) => {
  const params = (call.params ?? {}) as { employeeType?: 'teaching' | 'nonTeaching' };
  if (pathOf(call) === '/employee/summary') {
    return { status: 200, data: summary(params.employeeType ?? 'teaching') };
  }
  if (pathOf(call) === '/university') return listReply([{ id: 1, name: 'Tribhuvan University' }]);
  if (pathOf(call) === '/campus') return listReply([{ id: 49, campusName: 'Model Campus' }]);
  return listReply([]);
});

describe('GenderCountTable', () => {
  it('sums the rows into a total row', () => {
    expect(totalOf(summary('teaching').byPost)).toEqual({
      group: 'Total',
      male: 3,
      female: 2,
      other: 0,
      total: 5,
    });
    renderResourceScreen(() => (
      <GenderCountTable title="By Post" groupTitle="Post" rows={summary('teaching').byPost} />
    ));
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Post', 'Male', 'Female', 'Other', 'Total']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Professor', '1', '0', '0', '1'],
      ['Lecturer', '2', '2', '0', '4'],
      ['Total', '3', '2', '0', '5'],
    ]);
  });
});

describe('StaffSummaryReport', () => {
  it('shows a campus user the teaching breakdowns of their reach and exports them', async () => {
    const saved = captureDownloads();
    mocked.answer = (call) =>
      pathOf(call) === '/employee/summary/export'
        ? { status: 200, data: new Blob(['xlsx']) }
        : undefined;
    const { user } = renderResourceScreen(TeachingStaffSummary, { user: testUser() });
    expect(screen.getByRole('heading', { name: 'Teaching Staff Summary' })).toBeInTheDocument();
    const byPost = await screen.findByTestId('gender-count-By Post');
    expect(await within(byPost).findByText('Lecturer')).toBeInTheDocument();
    expect(screen.getByTestId('gender-count-By Joining Type')).toHaveTextContent('Permanent');
    expect(screen.getByTestId('gender-count-By Qualification')).toHaveTextContent('Master');
    expect(screen.queryByTestId('gender-count-By Staff Category')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('University')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
    expect(mocked.api.calls.find((call) => pathOf(call) === '/employee/summary')?.params).toEqual({
      employeeType: 'teaching',
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['Teaching Staff Summary.xlsx']));
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/employee/summary/export')?.params,
    ).toEqual({
      employeeType: 'teaching',
    });
  });

  it('lets a nation user narrow the non-teaching summary to a university and a campus', async () => {
    const { user } = renderResourceScreen(NonTeachingStaffSummary, {
      user: testUser({
        role: 'UgcAdmin',
        listUser: [{ roleName: 'UgcAdmin' }],
        universityId: null,
        campusId: null,
      }),
    });
    expect(await screen.findByTestId('gender-count-By Staff Category')).toHaveTextContent(
      'Administrative',
    );
    await choose(user, 'University', 'Tribhuvan University');
    await choose(user, 'Campus', 'Model Campus');
    await waitFor(() =>
      expect(
        mocked.api.calls.filter((call) => pathOf(call) === '/employee/summary').at(-1)?.params,
      ).toEqual({ employeeType: 'nonTeaching', universityId: 1, campusId: 49 }),
    );
    expect(mocked.api.calls.some((call) => call.url === '/Campus?universityId=1')).toBe(true);
  });
});

describe('staffSummaryRoutes', () => {
  const gates = (section?: string) =>
    staffSummaryRoutes(section).map((route) => [
      route.path,
      isValidElement<{ hiddenFrom: readonly string[] }>(route.element) &&
      route.element.type === RequireRole
        ? route.element.props.hiddenFrom
        : null,
    ]);
  it('mounts both summaries and keeps the reports menu gating at the site root', () => {
    expect(gates()).toEqual([
      ['teaching-staff-summary', ['CollegeUser', 'CollegeAdmin']],
      ['non-teaching-staff-summary', ['CollegeUser', 'CollegeAdmin']],
    ]);
    expect(gates('student-management')).toEqual([
      ['student-management/teaching-staff-summary', null],
      ['student-management/non-teaching-staff-summary', null],
    ]);
  });
});
