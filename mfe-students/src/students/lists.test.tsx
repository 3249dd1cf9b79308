import {
  captureDownloads,
  choose,
  listReply,
  mockScreenApi,
  pathOf,
  renderScreen,
  SITA,
  testUser,
  uniAdmin,
} from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { FILTER_BAR_TEXTS } from '@hemis/shared-ui';
import { emulateWindowWidth } from '@hemis/shared-ui/src/testing-screen';
import { IMPORT_PATH, LIST_TEXTS, REGISTER_PATH, studentListScreen } from './lists';
import { STUDENT_LIST_READS } from '@hemis/shared-contracts';

const students = [{ ...SITA, phoneNumber: '9800000001', verificationStatus: 'pending' }];

const mocked = mockScreenApi((call) => {
  if (pathOf(call) === '/student') return listReply(students);
  if (pathOf(call) === '/programmgmt') return listReply([{ id: 3, programName: 'BSc CSIT' }]);
  return listReply([]);
});

function inRouter(Screen: ComponentType): ComponentType {
  return function Routed() {
    return (
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    );
  };
}

const studentCalls = () =>
  mocked.api.calls.filter((call) => call.method === 'GET' && pathOf(call) === '/student');

describe('student lists', () => {
  it('verified-students sends its fixed filter and links each row to Verify', async () => {
    renderScreen(inRouter(studentListScreen('verified-students')));
    expect(screen.getByRole('heading', { name: 'Student Enrollment' })).toBeInTheDocument();
    expect(await screen.findByText('Tamang')).toBeInTheDocument();
    expect(studentCalls()[0]?.params).toMatchObject({
      verificationStatus: 'pending,rejected',
      page: 1,
      pageSize: 25,
      sort: 'firstName',
      // What the list shows and reads (the figures of bench/api-bench.mjs).
      fields: STUDENT_LIST_READS.join(','),
    });
    // The fixed filter is not offered again; a campus user has no campus filter.
    expect(screen.queryByTestId('filter-verificationStatus')).not.toBeInTheDocument();
    expect(screen.queryByTestId('filter-campusId')).not.toBeInTheDocument();
    for (const filter of ['programId', 'levelId', 'batchId', 'gender', 'ethnicGroupId']) {
      expect(screen.getByTestId(`filter-${filter}`)).toBeInTheDocument();
    }
    const row = screen.getByText('Tamang').closest('tr') as HTMLElement;
    expect(within(row).getByText('BSc CSIT')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toHaveClass('ant-tag');
    expect(within(row).getByText('2061-04-01 BS (2004-07-16 AD)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: LIST_TEXTS.verify })).toHaveAttribute(
      'href',
      '/student-management/student-verification/7',
    );
    expect(within(row).getByRole('link', { name: LIST_TEXTS.academicInfo })).toHaveAttribute(
      'href',
      '/academic-info/7',
    );
    expect(within(row).getByRole('link', { name: LIST_TEXTS.enrollment })).toHaveAttribute(
      'href',
      '/enrollment/7',
    );
    expect(within(row).queryByRole('link', { name: LIST_TEXTS.card })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST_TEXTS.add })).toHaveAttribute(
      'href',
      REGISTER_PATH,
    );
    expect(screen.getByRole('link', { name: LIST_TEXTS.import })).toHaveAttribute(
      'href',
      IMPORT_PATH,
    );
  });

  it('offers Verify only to those who may approve students', async () => {
    const clerk = testUser({
      role: 'CollegeUser',
      listUser: [{ roleName: 'CollegeUser' }],
      permissions: ['student:view', 'student:add', 'student:edit'],
    });
    renderScreen(inRouter(studentListScreen('verified-students')), clerk);
    const row = (await screen.findByText('Tamang')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: LIST_TEXTS.academicInfo })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: LIST_TEXTS.verify })).not.toBeInTheDocument();
  });

  it('offers Verify on the pending and rejected rows of every list, not on verified ones', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student'
        ? listReply([
            { ...SITA, id: 7, lastName: 'Gurung', verificationStatus: 'pending' },
            { ...SITA, id: 8, lastName: 'Rai', verificationStatus: 'rejected' },
            { ...SITA, id: 9, lastName: 'Magar', verificationStatus: 'verified' },
          ])
        : undefined;
    renderScreen(inRouter(studentListScreen('student-list')));
    const rowOf = async (name: string) =>
      (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(
      within(await rowOf('Gurung')).getByRole('link', { name: LIST_TEXTS.verify }),
    ).toHaveAttribute('href', '/student-management/student-verification/7');
    expect(
      within(await rowOf('Rai')).getByRole('link', { name: LIST_TEXTS.verify }),
    ).toHaveAttribute('href', '/student-management/student-verification/8');
    expect(
      within(await rowOf('Magar')).queryByRole('link', { name: LIST_TEXTS.verify }),
    ).not.toBeInTheDocument();
  });

  it('student-list-for-id lists verified active students with an identity card link', async () => {
    renderScreen(inRouter(studentListScreen('student-list-for-id')), uniAdmin());
    const row = (await screen.findByText('Tamang')).closest('tr') as HTMLElement;
    expect(studentCalls()[0]?.params).toMatchObject({
      verificationStatus: 'verified',
      status: 'active',
    });
    expect(within(row).getByRole('link', { name: LIST_TEXTS.card })).toHaveAttribute(
      'href',
      '/student-management/student-card/7',
    );
    expect(screen.getByTestId('filter-campusId')).toBeInTheDocument();
    expect(screen.queryByTestId('filter-status')).not.toBeInTheDocument();
  });

  it('student-list filters by program and search, and exports the filtered list', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student/export' ? { status: 200, data: new Blob(['x']) } : undefined;
    const saved = captureDownloads();
    const { user } = renderScreen(inRouter(studentListScreen('student-list')));
    await screen.findByText('Tamang');
    expect(screen.getByTestId('filter-verificationStatus')).toBeInTheDocument();
    await choose(user, 'Program', 'BSc CSIT', screen.getByTestId('filter-programId'));
    await user.type(screen.getByLabelText('Search'), '7-2-49{Enter}');
    await waitFor(() =>
      expect(studentCalls().at(-1)?.params).toMatchObject({ programId: 3, q: '7-2-49', page: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['Student.xlsx']));
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/student/export')?.params,
    ).toMatchObject({ programId: 3, q: '7-2-49' });
  });

  it('exportToPdf downloads the filtered list as a PDF', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/student/export/pdf'
        ? { status: 200, data: new Blob(['%PDF']) }
        : undefined;
    const saved = captureDownloads();
    const { user } = renderScreen(inRouter(studentListScreen('exportToPdf')));
    await screen.findByText('Tamang');
    await user.type(screen.getByLabelText('Search'), 'Sita{Enter}');
    await waitFor(() => expect(studentCalls().at(-1)?.params).toMatchObject({ q: 'Sita' }));
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.pdf }));
    await waitFor(() => expect(saved).toEqual(['Students.pdf']));
    const pdfCall = mocked.api.calls.find((call) => pathOf(call) === '/student/export/pdf');
    expect(pdfCall?.params).toMatchObject({ q: 'Sita', sort: 'firstName' });
    expect(pdfCall?.params).not.toHaveProperty('page');
  });

  it('hides add, import and the record pages from a user who may only view', async () => {
    renderScreen(
      inRouter(studentListScreen('student-list')),
      testUser({ permissions: ['student:view'] }),
    );
    const row = (await screen.findByText('Tamang')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('link', { name: LIST_TEXTS.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: LIST_TEXTS.import })).not.toBeInTheDocument();
    expect(
      within(row).queryByRole('link', { name: LIST_TEXTS.academicInfo }),
    ).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: LIST_TEXTS.documents })).toBeInTheDocument();
  });

  it('on a phone, opens Student Enrollment with its rows as cards and its filters behind one button', async () => {
    const restore = emulateWindowWidth(390);
    try {
      const { user } = renderScreen(inRouter(studentListScreen('verified-students')));
      const card = (await screen.findByText(/Sita/)).closest(
        '[data-testid="list-card"]',
      ) as HTMLElement;
      expect(within(card).getByTestId('list-card-title')).toHaveTextContent('Sita Tamang');
      expect(within(card).getByText('Pending')).toHaveClass('ant-tag');
      expect(within(card).getByText('Active')).toBeInTheDocument();
      const actions = within(card).getByTestId('list-card-actions');
      expect(within(actions).getByRole('link', { name: LIST_TEXTS.verify })).toBeInTheDocument();
      expect(within(actions).getByRole('link', { name: LIST_TEXTS.documents })).toBeInTheDocument();
      // The nine filters wait behind the Filters button; the search stays in sight.
      expect(screen.queryByTestId('filter-programId')).not.toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: FILTER_BAR_TEXTS.filters }));
      const drawer = await screen.findByTestId('filter-drawer');
      expect(within(drawer).getAllByRole('combobox')).toHaveLength(9);
    } finally {
      restore();
    }
  });
});
