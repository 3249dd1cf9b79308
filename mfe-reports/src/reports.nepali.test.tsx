import '@hemis/shared-auth/src/testing-dom';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import {
  sectionsOfReach,
  type KnownRole,
  type ReportSummary,
  type ReturnStatusAnswer,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { changeLanguage } from '@hemis/shared-ui';
import {
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import { REPORTS_NE } from './i18n/ne';
import { returnRoutes } from './returns/routes';
import { CampusList } from './summary/CampusList';
import { SummaryReport } from './summary/SummaryReport';

// The charts are the kit's (ReportChart.test.tsx); here they stand in.
jest.mock('@hemis/shared-ui/src/reports/ReportChartDrawing', () => ({
  __esModule: true,
  default: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));
jest.setTimeout(90_000);

const cell = (computed: number) => ({ computed, value: computed, corrected: false });

const campusReturn: StatisticalReturn = {
  id: null,
  form: 'full',
  campusId: 49,
  campusName: 'Patan Multiple Campus',
  universityName: 'Tribhuvan University',
  fiscalYearId: 5,
  fiscalYearLabel: '2081/82',
  lastFiscalYearLabel: '2080/81',
  status: 'draft',
  number: null,
  submittedAt: null,
  deadline: null,
  editable: true,
  actions: ['save', 'submit'],
  sections: [
    {
      key: 'enrolmentAnnual',
      title: '1A. Enrolment in annual programs',
      source: 'Students on the roll in the fiscal year (Student Management), by program and year',
      empty: false,
      tables: [
        {
          key: 'enrolmentAnnual',
          title: 'Students by program and year',
          columns: [
            { key: 'total', label: 'Total' },
            { key: 'female', label: 'Girls' },
          ],
          rows: [
            {
              key: 'p7-y1',
              label: 'BBS, 1st year',
              group: 'Bachelor',
              cells: { total: cell(40), female: cell(22) },
            },
          ],
        },
      ],
    },
  ],
  corrections: [],
  findings: [],
  contacts: [],
  researchCell: null,
  history: [],
  signedReturnId: null,
};

const status: ReturnStatusAnswer = {
  fiscalYearId: 5,
  fiscalYearLabel: '2081/82',
  deadline: '2026-12-15',
  publishedAt: null,
  total: 1,
  counts: { notStarted: 0, draft: 0, submitted: 1, endorsed: 0, returned: 0, accepted: 0 },
  rows: [
    {
      campusId: 49,
      campusName: 'Patan Multiple Campus',
      universityName: 'Tribhuvan University',
      provinceName: 'Bagmati',
      campusType: 'constituent',
      returnId: 12,
      status: 'submitted',
      submittedAt: '2026-11-20T10:00:00Z',
      warningsExplained: 1,
    },
  ],
  byUniversity: [],
  byProvince: [],
};

const summary: ReportSummary = {
  reach: 'campus',
  reachName: 'Model Campus',
  fiscalYear: { id: 5, label: '2081/82' },
  sections: sectionsOfReach('campus').map((section) => ({
    key: section.key,
    title: section.title,
    rows: [],
    total: {
      key: null,
      group: 'Total',
      male: 0,
      female: 0,
      other: 0,
      total: 0,
      gpi: null,
      appeared: 0,
      passed: 0,
      passRate: 0,
      students: 0,
      ratio: 0,
    },
    coverage: { campusesWithData: 0, campusesInReach: 1 },
  })),
};

mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/fiscalyear/getfiscalyearsforselection')
    return { status: 200, data: [{ id: 5, label: '2081/82', isActive: true }] };
  if (path === '/statisticalreturn/campus') return { status: 200, data: campusReturn };
  if (path === '/statisticalreturn/status') return { status: 200, data: status };
  if (path === '/report/summary') return { status: 200, data: summary };
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

function userOf(role: KnownRole) {
  const campus = role === 'CollegeAdmin' || role === 'CollegeUser';
  return testUser({
    role,
    listUser: [{ roleName: role }],
    ...(campus ? {} : { campusId: null }),
    ...(role === 'UgcAdmin' || role === 'Admin' ? { universityId: null } : {}),
  });
}

function renderAt(address: string, role: KnownRole) {
  return renderResourceScreen(
    () => (
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          {returnRoutes().map((route) => (
            <Route key={route.path} path={`/${route.path}`} element={route.element} />
          ))}
          <Route path="/college-report" element={<SummaryReport reach="campus" />} />
          <Route path="/ugc-report/campuses" element={<CampusList reach="nation" />} />
        </Routes>
      </MemoryRouter>
    ),
    { user: userOf(role) },
  );
}

/** The module's own texts (without values) left in English anywhere on the page. */
function englishLeft(): string[] {
  const own = new Set(Object.keys(REPORTS_NE).filter((text) => !text.includes('{{')));
  const found = new Set<string>();
  for (const element of document.body.querySelectorAll('*')) {
    for (const node of element.childNodes) {
      const text = node.nodeType === Node.TEXT_NODE ? node.textContent?.trim() : undefined;
      if (text && own.has(text) && REPORTS_NE[text] !== text) found.add(text);
    }
    for (const attribute of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute);
      if (value && own.has(value) && REPORTS_NE[value] !== value) found.add(value);
    }
  }
  return [...found];
}

const inNepali = () => act(() => changeLanguage('ne'));

describe('the reports module in Nepali', () => {
  it("shows a campus's statistical return and its figure tables in Nepali", async () => {
    renderAt('/form-management/statisticalReport', 'CollegeAdmin');
    await inNepali();
    const view = await screen.findByTestId('statistical-return');
    expect(screen.getByRole('heading', { name: 'तथ्याङ्क प्रतिवेदन' })).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'मस्यौदा सुरक्षित गर्नुहोस्' })).toBeEnabled();
    expect(within(view).getByRole('button', { name: 'विवरण पेस गर्नुहोस्' })).toBeEnabled();
    expect(within(view).getByText('अन्तिम मिति तोकिएको छैन')).toBeInTheDocument();
    expect(within(view).getByText('सबै जाँच सफल भए।')).toBeInTheDocument();
    expect(within(view).getByText(/^स्रोत:/)).toBeInTheDocument();
    expect(within(view).getByText('कार्यक्रम र वर्षअनुसार विद्यार्थी')).toBeInTheDocument();
    expect(within(view).getByRole('columnheader', { name: 'छात्रा' })).toBeInTheDocument();
    expect(within(view).getByText('BBS, पहिलो वर्ष')).toBeInTheDocument();
    expect(within(view).getByText('सम्पर्क व्यक्तिहरू')).toBeInTheDocument();
    expect(within(view).getByLabelText('नाम 1')).toHaveAttribute('placeholder', 'नाम');
    expect(within(view).getByText('अहिलेसम्म पेस गरिएको छैन।')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it("shows the commission's overview of the returns in Nepali", async () => {
    renderAt('/form-management/statisticalReport', 'UgcAdmin');
    await inNepali();
    const overview = await screen.findByTestId('returns-overview');
    expect(await within(overview).findByText('Patan Multiple Campus')).toBeInTheDocument();
    expect(within(overview).getByRole('tab', { name: 'क्याम्पसहरू' })).toBeInTheDocument();
    expect(
      within(overview).getByRole('tab', { name: 'राष्ट्रिय जम्मा (स्वीकृत विवरण)' }),
    ).toBeInTheDocument();
    expect(
      within(overview).getByRole('columnheader', { name: 'स्पष्टीकरण दिइएका चेतावनी' }),
    ).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'खोल्नुहोस्' })).toBeInTheDocument();
    expect(within(overview).getByPlaceholderText('क्याम्पस खोज्नुहोस्')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it("shows a campus's summary report in Nepali", async () => {
    renderAt('/college-report', 'CollegeAdmin');
    await inNepali();
    const report = await screen.findByTestId('summary-report');
    expect(
      within(report).getByRole('heading', { name: 'क्याम्पस सारांश प्रतिवेदन' }),
    ).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'PDF डाउनलोड गर्नुहोस्' })).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'छाप्नुहोस्' })).toBeInTheDocument();
    expect(
      (await within(report).findAllByText('कुनै तथ्याङ्क प्रविष्ट गरिएको छैन')).length,
    ).toBeGreaterThan(0);
    expect(within(report).getAllByTestId('report-coverage')[0]).toHaveTextContent(
      /^1 मध्ये 0 क्याम्पसले .+को विवरण प्रविष्ट गरेका छन्$/,
    );
    expect(englishLeft()).toEqual([]);
  });

  it('shows the campuses behind a report in Nepali', async () => {
    renderAt('/ugc-report/campuses', 'UgcAdmin');
    await inNepali();
    const list = await screen.findByTestId('report-campuses');
    expect(await within(list).findByText('Model Campus')).toBeInTheDocument();
    expect(
      within(list).getByRole('heading', { name: 'प्रतिवेदनमा समेटिएका क्याम्पसहरू' }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('columnheader', { name: 'जिल्ला' })).toBeInTheDocument();
    expect(within(list).getByText(/^प्रतिवेदनमा फर्कनुहोस्/)).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
