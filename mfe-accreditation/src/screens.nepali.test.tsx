import '@hemis/shared-auth/src/testing-dom';
import { MemoryRouter } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import type { CycleDetail, CycleRow, FactSheet as Sheet, KnownRole } from '@hemis/shared-contracts';
import { changeLanguage } from '@hemis/shared-ui';
import {
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import { ACCREDITATION_NE } from './i18n/ne';
import AccreditationList from './screens/AccreditationList';
import CampusList from './screens/CampusList';
import FactSheet from './screens/FactSheet';
import FactSheetList from './screens/FactSheetList';
import { row } from './screens/cycles.testing';

// The report kit's chart stands as its labelled box here (it is tested in the kit).
jest.mock('@hemis/shared-ui/src/reports/ReportChartDrawing', () => ({
  __esModule: true,
  default: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

jest.setTimeout(30_000);

const detail: CycleDetail = {
  ...row(),
  reason: null,
  stages: [
    {
      stage: 'letterOfIntent',
      label: 'Letter of Intent',
      datedOn: '2025-01-10',
      datedOnBs: '2081-09-26',
      note: null,
      details: {},
      recordedBy: 'Ugc Admin',
      recordedAt: '2025-01-10T00:00:00.000Z',
    },
  ],
  can: { recordNext: false, withdraw: false, certificate: false, documentTypes: [] },
};

const people = (male: number, female: number) => ({ male, female, other: 0, total: male + female });
const sheet: Sheet = {
  campusId: 49,
  fiscalYear: { id: 6, label: '2083/84' },
  general: {
    campusName: 'Bhaktapur Multiple Campus',
    universityName: 'Tribhuvan University',
    campusType: 'constituent',
    province: 'Bagmati',
    district: 'Bhaktapur',
    localLevel: 'Bhaktapur Municipality',
    ward: 7,
    address: 'Dudhpati',
    phone: '016610000',
    email: 'info@bmc.edu.np',
    website: null,
  },
  contacts: {
    chiefName: 'Dr. Ram Shrestha',
    chiefPhone: '9851000000',
    chiefEmail: null,
    focalPersonName: null,
    focalPersonPhone: null,
    focalPersonEmail: null,
  },
  programs: [{ programName: 'BBS', faculty: 'Management', level: 'Bachelor' }],
  enrolment: [{ program: 'BBS', level: 'Bachelor', ...people(12, 18) }],
  teachers: [{ post: 'Lecturer', ...people(3, 2) }],
  nonTeaching: [{ post: 'Accountant', ...people(1, 0) }],
  accreditation: 'Accredited until 2087-05-15 BS (2030-08-31)',
  missing: [],
};

let listed: CycleRow[] = [row()];
mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/accreditationcycle') return listReply(listed);
  if (path === '/accreditationcycle/7') return { status: 200, data: detail };
  if (path === '/accreditationcycle/7/documents') return { status: 200, data: [] };
  if (path === '/qualitycommittee') return { status: 200, data: { campusId: 49, members: [] } };
  if (path === '/fiscalyear/getfiscalyearsforselection')
    return { status: 200, data: [{ id: 6, label: '2083/84', isActive: true }] };
  if (path === '/factsheet') return { status: 200, data: sheet };
  if (path === '/factsheet/list') {
    return {
      status: 200,
      data: {
        total: 1,
        fiscalYear: { id: 6, label: '2083/84' },
        data: [
          {
            campusId: 49,
            campusName: 'Bhaktapur Multiple Campus',
            universityName: 'Tribhuvan University',
            campusType: 'constituent',
            province: 'Bagmati',
            students: 30,
            staff: 6,
            status: 'incomplete',
          },
        ],
      },
    };
  }
  return listReply([]);
});

function renderAs(Screen: React.ComponentType, role: KnownRole) {
  const campus = role === 'CollegeAdmin' || role === 'CollegeUser';
  return renderResourceScreen(
    () => (
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    ),
    {
      user: testUser({
        role,
        listUser: [{ roleName: role }],
        ...(campus ? {} : { campusId: null, universityId: null }),
        permissions: ['accreditation:view', 'accreditation:edit', 'accreditation:export'],
      }),
    },
  );
}

/** The package's own English texts still on the screen (none may be, in Nepali). */
function englishLeft(): string[] {
  return Object.keys(ACCREDITATION_NE).filter(
    (text) => !/\{\{?\w+\}\}?/.test(text) && screen.queryAllByText(text).length > 0,
  );
}

describe('the accreditation module in Nepali', () => {
  beforeEach(async () => {
    listed = [row()];
    await act(() => changeLanguage('ne'));
  });

  it('the campuses in the cycle, and a cycle opened', async () => {
    const { user } = renderAs(CampusList, 'UgcAdmin');
    expect(await screen.findByText('Bhaktapur Multiple Campus')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'क्याम्पसको प्रकार' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'आङ्गिक' })).toBeInTheDocument();
    expect(screen.getByLabelText('क्याम्पस खोज्नुहोस्')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'निर्यात गर्नुहोस् (.xlsx)' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'खोल्नुहोस्' }));
    const drawer = await screen.findByTestId('cycle-detail');
    expect(within(drawer).getByTestId('stage-letterOfIntent')).toHaveTextContent(
      '2081-09-26 वि.सं. (2025-01-10) · अभिलेख गर्ने Ugc Admin',
    );
    expect(within(drawer).getByText(/^प्रतीक्षामा: /)).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('the accredited campuses with their standing and expiry', async () => {
    listed = [
      row({
        status: 'accredited',
        standing: 'Expired',
        awardedOn: '2021-09-01',
        awardedOnBs: '2078-05-16',
        expiresOn: '2026-08-31',
        expiresOnBs: '2083-05-15',
      }),
    ];
    renderAs(AccreditationList, 'UgcAdmin');
    expect(await screen.findByText('2083-05-15 वि.सं. (2026-08-31)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'मान्य रहने मिति' })).toBeInTheDocument();
    expect(screen.getByLabelText('अवस्था')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('a campus’s fact sheet, and the list of fact sheets', async () => {
    const own = renderAs(FactSheet, 'CollegeAdmin');
    const view = await screen.findByTestId('fact-sheet');
    expect(await within(view).findByText('सामान्य जानकारी')).toBeInTheDocument();
    expect(within(view).getByText('वडा नं. 7', { exact: false })).toBeInTheDocument();
    expect(within(view).getByText('2087-05-15 वि.सं. (2030-08-31) सम्म प्रत्यायित')).toBeVisible();
    expect(within(view).getByRole('button', { name: 'तथ्यपत्र छाप्नुहोस्' })).toBeVisible();
    expect(within(view).getByLabelText('सम्पर्क व्यक्ति')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    own.unmount();

    renderAs(FactSheetList, 'UgcAdmin');
    expect(await screen.findByText('अपूरो')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खोल्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByText('जम्मा 1')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
