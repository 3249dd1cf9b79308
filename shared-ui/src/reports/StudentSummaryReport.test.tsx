import '@hemis/shared-auth/src/testing-dom';
import { isValidElement } from 'react';
import { RequireRole } from '@hemis/shared-auth';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import type { StudentSummary } from '@hemis/shared-contracts';
import {
  captureDownloads,
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '../resource/testing';
import { STUDENT_SUMMARY_TEXTS, StudentSummaryReport } from './StudentSummaryReport';
import { studentSummaryRoutes } from './studentSummaryRoutes';

const count = (group: string, male: number, female: number, other = 0) => ({
  group,
  male,
  female,
  other,
  total: male + female + other,
});
const summary: StudentSummary = {
  total: count('Total', 3, 4, 1),
  byLevel: [count('Bachelor', 3, 4, 1)],
  byFaculty: [count('Management', 2, 3), count('Science and Technology', 1, 1, 1)],
  byProgram: [count('BBS', 2, 3), count('BSc CSIT', 1, 1, 1)],
  byEthnicGroup: [count('Newar', 1, 2), count('Not recorded', 2, 2, 1)],
  byAgeGroup: [count('Below 18', 0, 0), count('18-22', 3, 4, 1)],
  byProvince: [count('Koshi', 1, 0), count('Bagmati', 2, 4, 1)],
};

afterEach(() => jest.restoreAllMocks());
const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/student/summary') return { status: 200, data: summary };
  if (path === '/student/summary/export') return { status: 200, data: new Blob(['xlsx']) };
  if (path === '/university') return listReply([{ id: 1, name: 'Tribhuvan University' }]);
  if (path === '/campus') return listReply([{ id: 49, campusName: 'Model Campus' }]);
  if (path === '/faculty') return listReply([{ id: 3, facultyName: 'Management' }]);
  return listReply([]);
});
const summaryCalls = () => mocked.api.calls.filter((call) => pathOf(call) === '/student/summary');

describe('StudentSummaryReport', () => {
  it('shows a campus user every breakdown of their active students and exports them', async () => {
    const saved = captureDownloads();
    const { user } = renderResourceScreen(StudentSummaryReport, { user: testUser() });
    expect(screen.getByRole('heading', { name: STUDENT_SUMMARY_TEXTS.title })).toBeInTheDocument();
    const byFaculty = await screen.findByTestId('gender-count-By Faculty');
    expect(await within(byFaculty).findByText('Science and Technology')).toBeInTheDocument();
    for (const [title, text] of [
      ['By Level', 'Bachelor'],
      ['By Program', 'BSc CSIT'],
      ['By Ethnic Group', 'Newar'],
      ['By Age Group', '18-22'],
      ['By Province', 'Bagmati'],
    ]) {
      expect(screen.getByTestId(`gender-count-${title}`)).toHaveTextContent(text ?? '');
    }
    const rows = within(screen.getByTestId('gender-count-By Province'))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.at(-1)).toEqual(['Total', '3', '4', '1', '8']);
    expect(screen.queryByLabelText('University')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
    expect(summaryCalls()[0]?.params).toEqual({ status: 'active' });

    await user.click(screen.getByRole('button', { name: STUDENT_SUMMARY_TEXTS.export }));
    await waitFor(() => expect(saved).toEqual([`${STUDENT_SUMMARY_TEXTS.title}.xlsx`]));
  });

  it('lets a nation user narrow it to a university, campus and faculty, or all statuses', async () => {
    const { user } = renderResourceScreen(StudentSummaryReport, {
      user: testUser({
        role: 'UgcAdmin',
        listUser: [{ roleName: 'UgcAdmin' }],
        universityId: null,
        campusId: null,
      }),
    });
    await screen.findByTestId('gender-count-By Level');
    await choose(user, 'University', 'Tribhuvan University');
    await choose(user, 'Campus', 'Model Campus');
    await choose(user, 'Faculty', 'Management');
    await waitFor(() =>
      expect(summaryCalls().at(-1)?.params).toEqual({
        universityId: 1,
        campusId: 49,
        facultyId: 3,
        status: 'active',
      }),
    );
    expect(mocked.api.calls.some((call) => call.url === '/Campus?universityId=1')).toBe(true);
    // Clearing the status counts every student (graduated and dropped out too).
    const status = screen.getByLabelText('Status').closest('.ant-select');
    const clear = status?.querySelector<HTMLElement>('.ant-select-clear');
    if (clear) await user.click(clear);
    await waitFor(() =>
      expect(summaryCalls().at(-1)?.params).toEqual({
        universityId: 1,
        campusId: 49,
        facultyId: 3,
      }),
    );
  });
});

describe('studentSummaryRoutes', () => {
  it('mounts the summary in a section and at the site root with the reports menu gating', () => {
    const gates = (section?: string) =>
      studentSummaryRoutes(section).map((route) => [
        route.path,
        isValidElement<{ hiddenFrom: readonly string[] }>(route.element) &&
        route.element.type === RequireRole
          ? route.element.props.hiddenFrom
          : null,
      ]);
    expect(gates('student-management')).toEqual([
      ['student-management/student-summary-detail', null],
    ]);
    const [root] = gates();
    expect(root?.[0]).toBe('student-summary-detail');
    expect(root?.[1]).toEqual(expect.arrayContaining(['CollegeUser', 'CollegeAdmin']));
  });
});
