import '@hemis/shared-auth/src/testing-dom';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import {
  sectionsOfReach,
  type KnownRole,
  type ReportReach,
  type ReportRow,
  type ReportSectionKey,
  type ReportSummary,
} from '@hemis/shared-contracts';
import {
  captureDownloads,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import { CampusList } from './CampusList';
import { SummaryReport } from './SummaryReport';

const row = (key: number | string | null, group: string, male: number, female: number) => ({
  key,
  group,
  male,
  female,
  other: 0,
  total: male + female,
  gpi: male ? Math.round((female / male) * 100) / 100 : null,
  appeared: male + female,
  passed: female,
  passRate: 50,
  students: 40,
  ratio: 20,
});

/** Every section of the reach with one row, and nothing entered for the empty ones. */
function summaryOf(reach: ReportReach, empty: readonly ReportSectionKey[] = []): ReportSummary {
  return {
    reach,
    reachName: reach === 'campus' ? 'Model Campus' : reach === 'university' ? 'TU' : 'Nepal',
    fiscalYear: { id: 5, label: '2081/82' },
    sections: sectionsOfReach(reach).map((section) => {
      const none = empty.includes(section.key);
      const rows: ReportRow[] = none
        ? []
        : section.key === 'campusesByProvince' || section.key === 'studentsByProvince'
          ? [row(3, 'Bagmati', 30, 40)]
          : [row(7, section.key === 'studentsByProgram' ? 'BBS' : 'Group A', 10, 12)];
      return {
        key: section.key,
        title: section.title,
        rows,
        total: row(null, 'Total', none ? 0 : 10, none ? 0 : 12),
        coverage: { campusesWithData: none ? 0 : 3, campusesInReach: 5 },
      };
    }),
  };
}

// The charts themselves are the kit's to test (ReportChart.test.tsx); here they stand in.
jest.mock('@hemis/shared-ui/src/reports/ReportChartDrawing', () => ({
  __esModule: true,
  default: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

let answer: ReportSummary = summaryOf('campus');
// A whole report is some thirty tables: slow to draw in jsdom on a busy machine.
jest.setTimeout(90_000);
afterEach(() => jest.restoreAllMocks());
const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/report/summary') return { status: 200, data: answer };
  if (path.endsWith('/export') || path.endsWith('/pdf'))
    return { status: 200, data: new Blob(['file']) };
  if (path === '/fiscalyear/getfiscalyearsforselection')
    return { status: 200, data: [{ id: 5, label: '2081/82', isActive: true }] };
  if (path === '/province') return listReply([{ id: 3, name: 'Bagmati' }]);
  if (path === '/report/campuses')
    return listReply([
      {
        id: 49,
        campusName: 'Model Campus',
        campusType: 'community',
        universityName: 'TU',
        province: 'Bagmati',
        district: 'Kathmandu',
        students: 70,
        female: 40,
      },
    ]);
  return listReply([]);
});
const callsTo = (path: string) => mocked.api.calls.filter((call) => pathOf(call) === path);

/** Where the screen's links took the browser. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(reach: ReportReach, address: string, role: KnownRole) {
  const user = testUser({
    role,
    listUser: [{ roleName: role }],
    ...(reach === 'campus' ? {} : { campusId: null }),
    ...(reach === 'nation' ? { universityId: null } : {}),
  });
  const base = address.split('?')[0] ?? '';
  return renderResourceScreen(
    () => (
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={base} element={<SummaryReport reach={reach} />} />
          <Route path={`${base}/campuses`} element={<CampusList reach={reach} />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    ),
    { user },
  );
}

describe('SummaryReport', () => {
  it('shows a campus its sections by part in one request, with coverage, no-data, export and counts opening its students', async () => {
    answer = summaryOf('campus', ['dropoutsByReason']);
    const saved = captureDownloads();
    const { user } = renderAt('campus', '/college-report', 'CollegeAdmin');
    const program = await screen.findByTestId('report-section-studentsByProgram');
    expect(await within(program).findByText('BBS')).toBeInTheDocument();
    expect(screen.getByText('Model Campus · 2081/82')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Students',
      'Results',
      'Graduates and Dropouts',
      'Teachers',
      'Non-Teaching Staff',
      // A campus's own grants by type (the commission's releases).
      'Finance',
    ]);
    expect(within(program).getByTestId('report-coverage')).toHaveTextContent(
      '3 of 5 campuses have entered students',
    );
    const dropouts = screen.getByTestId('report-section-dropoutsByReason');
    expect(within(dropouts).getByText('No data entered')).toBeInTheDocument();
    expect(within(dropouts).queryByRole('table')).not.toBeInTheDocument();
    expect(callsTo('/report/summary')).toHaveLength(1);
    expect(callsTo('/report/summary')[0]?.params).toEqual({});
    // No campus filters for one campus.
    expect(screen.queryByLabelText('Campus')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Program')).toBeInTheDocument();

    await user.click(within(program).getByRole('button', { name: /Excel/ }));
    await waitFor(() => expect(saved).toEqual(['Enrolment by Program.xlsx']));
    expect(callsTo('/report/section/studentsbyprogram/export')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toContain('Campus Summary Report.pdf'));
    expect(callsTo('/report/summary/pdf')).toHaveLength(1);

    // Teachers have no list of students behind them; a program's count has.
    const teachers = screen.getByTestId('report-section-teachersByPost');
    expect(within(teachers).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(program).getByRole('link', { name: '22' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/student-management/student-list?programId=7',
    );
  });

  it('shows the nation its campuses too, filtered by province, a count opening the campuses behind it', async () => {
    answer = summaryOf('nation');
    const { user } = renderAt('nation', '/ugc-report?provinceId=3', 'UgcAdmin');
    const byProvince = await screen.findByTestId('report-section-campusesByProvince');
    expect(await within(byProvince).findByText('Bagmati')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campuses', level: 4 })).toBeInTheDocument();
    expect(screen.getByTestId('report-section-campusesByUniversity')).toBeInTheDocument();
    expect(callsTo('/report/summary')[0]?.params).toEqual({ provinceId: 3 });
    for (const label of ['University', 'Campus Type', 'Province', 'District', 'Campus']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(within(byProvince).getByRole('link', { name: '70' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ugc-report/campuses?provinceId=3');
    // The campus list reads the same filters, a page at a time.
    const campus = await screen.findByRole('link', { name: 'Model Campus' });
    expect(callsTo('/report/campuses').at(-1)?.params).toEqual({
      provinceId: 3,
      page: 1,
      pageSize: 20,
    });
    expect(campus).toHaveAttribute('href', '/ugc-report?provinceId=3&campusId=49');
  });

  it('shows a university its campuses behind a count, without the university filter', async () => {
    answer = summaryOf('university');
    renderAt('university', '/uni-report', 'UniAdmin');
    const byType = await screen.findByTestId('report-section-campusesByType');
    expect(await within(byType).findByRole('link', { name: '22' })).toHaveAttribute(
      'href',
      '/uni-report/campuses?campusType=7',
    );
    expect(screen.queryByTestId('report-section-campusesByUniversity')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('University')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Campus')).toBeInTheDocument();
  });
});
