import '@hemis/shared-auth/src/testing-dom';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import type { FactSheet as Sheet, KnownRole } from '@hemis/shared-contracts';
import {
  captureDownloads,
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import FactSheet from '../screens/FactSheet';
import FactSheetCampus from '../screens/FactSheetCampus';
import FactSheetList from '../screens/FactSheetList';

jest.setTimeout(30_000);

const people = (male: number, female: number) => ({ male, female, other: 0, total: male + female });
const sheet = (overrides: Partial<Sheet> = {}): Sheet => ({
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
  missing: ['Focal person with phone or e-mail'],
  ...overrides,
});

const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/fiscalyear/getfiscalyearsforselection')
    return { status: 200, data: [{ id: 6, label: '2083/84', isActive: true }] };
  if (path === '/factsheet') return { status: 200, data: sheet() };
  if (path === '/factsheet/list')
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
  return listReply([]);
});

function renderAt(address: string, role: KnownRole, permissions: string[]) {
  const campus = role === 'CollegeAdmin' || role === 'CollegeUser';
  return renderResourceScreen(
    () => (
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/fact-sheet" element={<FactSheet />} />
          <Route path="/fact-sheet-list" element={<FactSheetList />} />
          <Route path="/fact-sheet-campus/:id" element={<FactSheetCampus />} />
        </Routes>
      </MemoryRouter>
    ),
    {
      user: testUser({
        role,
        listUser: [{ roleName: role }],
        ...(campus ? {} : { campusId: null, universityId: null }),
        permissions,
      }),
    },
  );
}

describe('the fact sheet screens', () => {
  it('a campus sees its sheet from its records and fills its focal person', async () => {
    const { user } = renderAt('/fact-sheet', 'CollegeAdmin', [
      'accreditation:view',
      'accreditation:edit',
    ]);
    const view = await screen.findByTestId('fact-sheet');
    expect(
      await within(view).findByText('Accredited until 2087-05-15 BS (2030-08-31)'),
    ).toBeInTheDocument();
    expect(
      within(view).getByText('Still to fill: Focal person with phone or e-mail'),
    ).toBeInTheDocument();
    expect(within(view).getByRole('row', { name: /BBS Bachelor 12 18 0 30/ })).toBeInTheDocument();
    mocked.answer = (call) =>
      pathOf(call) === '/factsheet/contacts'
        ? {
            status: 200,
            data: sheet({
              missing: [],
              contacts: {
                ...sheet().contacts,
                focalPersonName: 'Sita',
                focalPersonPhone: '9841000000',
              },
            }),
          }
        : undefined;
    const form = within(screen.getByTestId('fact-sheet-contacts'));
    await user.type(form.getByLabelText('Focal Person'), 'Sita');
    await user.type(form.getByLabelText('Focal Person Phone'), '9841000000');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText(/Still to fill/)).not.toBeInTheDocument());
    const put = mocked.api.calls.find((call) => pathOf(call) === '/factsheet/contacts');
    expect(put?.data).toMatchObject({ focalPersonName: 'Sita', focalPersonPhone: '9841000000' });
  });

  it('the commission lists every campus’s sheet and opens one, read only', async () => {
    const { user } = renderAt('/fact-sheet-list', 'UgcAdmin', ['accreditation:view']);
    const row = await screen.findByRole('row', { name: /Bhaktapur Multiple Campus/ });
    expect(within(row).getByText('Incomplete')).toBeInTheDocument();
    // Exporting is a tick box of its own: without it, no Export button.
    expect(screen.queryByRole('button', { name: 'Export (.xlsx)' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Open' }));
    const view = await screen.findByTestId('fact-sheet');
    expect(await within(view).findByText('Dr. Ram Shrestha')).toBeInTheDocument();
    expect(screen.queryByTestId('fact-sheet-contacts')).not.toBeInTheDocument();
    const read = mocked.api.calls.filter((call) => pathOf(call) === '/factsheet').at(-1);
    expect(read?.params).toMatchObject({ campusId: 49, fiscalYearId: 6 });
  });

  it('exports every campus of the chosen filters as .xlsx, and says when it cannot', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/factsheet/list/export'
        ? { status: 200, data: new Blob(['xlsx']) }
        : undefined;
    const saved = captureDownloads();
    const { user } = renderAt('/fact-sheet-list', 'UgcAdmin', [
      'accreditation:view',
      'accreditation:export',
    ]);
    await screen.findByRole('row', { name: /Bhaktapur Multiple Campus/ });
    await choose(user, 'Status', 'Incomplete');
    await waitFor(() =>
      expect(
        mocked.api.calls.filter((call) => pathOf(call) === '/factsheet/list').at(-1)?.params,
      ).toMatchObject({ status: 'incomplete', page: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Export (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['Campus Fact Sheets.xlsx']));
    // The list's filters and year, every row: no page.
    const exported = mocked.api.calls.find((call) => pathOf(call) === '/factsheet/list/export');
    expect(exported?.params).toEqual({ status: 'incomplete', fiscalYearId: 6 });

    mocked.answer = (call) =>
      pathOf(call) === '/factsheet/list/export'
        ? {
            status: 403,
            data: { statusCode: 403, error: 'Forbidden', message: 'Forbidden' },
          }
        : undefined;
    await user.click(await screen.findByRole('button', { name: 'Export (.xlsx)' }));
    expect(
      await screen.findByText('The list could not be exported. Please try again.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});
