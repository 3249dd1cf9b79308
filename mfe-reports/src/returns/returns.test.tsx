import '@hemis/shared-auth/src/testing-dom';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import type { KnownRole, ReturnStatusAnswer, StatisticalReturn } from '@hemis/shared-contracts';
import {
  captureDownloads,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import { returnRoutes } from './routes';

const cell = (computed: number) => ({ computed, value: computed, corrected: false });

function returnOf(overrides: Partial<StatisticalReturn> = {}): StatisticalReturn {
  return {
    id: null,
    form: 'full',
    campusId: 49,
    campusName: 'Patan Multiple Campus',
    universityName: 'Tribhuvan University',
    fiscalYearId: 5,
    fiscalYearLabel: '2081/82',
    lastFiscalYearLabel: '2080/81',
    status: 'notStarted',
    number: null,
    submittedAt: null,
    deadline: '2026-12-15',
    editable: true,
    actions: ['save', 'submit'],
    sections: [
      {
        key: 'enrolmentAnnual',
        title: '1A. Enrolment in annual programs',
        source: 'Students on the roll in the fiscal year',
        empty: false,
        tables: [
          {
            key: 'enrolmentAnnual',
            title: 'Students by program and year',
            columns: [
              { key: 'total', label: 'Total' },
              { key: 'female', label: 'Girls' },
              { key: 'dalit', label: 'Total', group: 'Dalit' },
            ],
            rows: [
              {
                key: 'p7-y1',
                label: 'BBS, 1st year',
                group: 'Bachelor',
                cells: { total: cell(40), female: cell(22), dalit: cell(5) },
              },
            ],
          },
        ],
      },
      {
        key: 'contacts',
        title: '7. Contact persons',
        source: 'Entered on this return',
        empty: false,
        tables: [],
      },
    ],
    corrections: [],
    findings: [
      {
        rule: 'emptySection',
        level: 'warning',
        message: 'This section has no figure at all. (5. Physical infrastructure)',
        subject: 'section/infrastructure',
        comment: null,
      },
    ],
    contacts: [],
    researchCell: null,
    history: [],
    signedReturnId: null,
    ...overrides,
  };
}

let shown = returnOf();
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
  byUniversity: [
    {
      id: 1,
      name: 'Tribhuvan University',
      campuses: 2,
      counts: { notStarted: 1, draft: 0, submitted: 1, endorsed: 0, returned: 0, accepted: 0 },
    },
  ],
  byProvince: [],
};

jest.setTimeout(60_000);
const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/fiscalyear/getfiscalyearsforselection')
    return { status: 200, data: [{ id: 5, label: '2081/82', isActive: true }] };
  if (path === '/statisticalreturn/campus' && call.method.toLowerCase() === 'get')
    return { status: 200, data: shown };
  if (path === '/statisticalreturn/campus' && call.method.toLowerCase() === 'put')
    return { status: 200, data: shown };
  if (path === '/statisticalreturn/campus/submit') {
    shown = returnOf({
      id: 12,
      status: 'submitted',
      number: '2081/82/1',
      editable: false,
      actions: ['upload'],
    });
    return { status: 200, data: shown };
  }
  if (path === '/statisticalreturn/12/pdf') return { status: 200, data: new Blob(['%PDF-']) };
  if (path === '/statisticalreturn/status') return { status: 200, data: status };
  if (path === '/statisticalreturn/12/return')
    return { status: 200, data: { ...shown, status: 'returned', actions: [] } };
  return listReply([]);
});
const callsTo = (path: string, method?: string) =>
  mocked.api.calls.filter(
    (call) => pathOf(call) === path && (!method || call.method.toLowerCase() === method),
  );

function renderAt(address: string, role: KnownRole) {
  const campus = role === 'CollegeAdmin' || role === 'CollegeUser';
  const user = testUser({
    role,
    listUser: [{ roleName: role }],
    ...(campus ? {} : { campusId: null }),
    ...(role === 'UgcAdmin' || role === 'Admin' ? { universityId: null } : {}),
  });
  return renderResourceScreen(
    () => (
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          {returnRoutes().map((route) => (
            <Route key={route.path} path={`/${route.path}`} element={route.element} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    ),
    { user },
  );
}

describe('the statistical return screens', () => {
  beforeEach(() => {
    shown = returnOf();
  });

  it('lets a campus correct a figure with its reason, explain a warning and submit', async () => {
    const saved = captureDownloads();
    const { user } = renderAt('/form-management/statisticalReport', 'CollegeAdmin');
    const view = await screen.findByTestId('statistical-return');
    expect(within(view).getByTestId('return-status')).toHaveTextContent('Not started');
    expect(screen.getByText('Source: Students on the roll in the fiscal year')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /, Correct BBS, 1st year: Total$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Computed from the records: 40')).toBeInTheDocument();
    const figure = within(dialog).getByLabelText('Corrected figure');
    await user.clear(figure);
    await user.type(figure, '42');
    // No reason yet: the correction cannot be kept.
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason'), 'Two late admissions');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('42*')).toBeInTheDocument();

    await user.type(
      screen.getByLabelText(/^Your explanation: This section has no figure/),
      'The campus rents its building',
    );
    await user.type(screen.getByLabelText('Name 1'), 'Ram Adhikari');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(callsTo('/statisticalreturn/campus', 'put')).toHaveLength(1));
    expect(callsTo('/statisticalreturn/campus', 'put')[0]?.data).toMatchObject({
      fiscalYearId: 5,
      form: 'full',
      corrections: [
        { address: 'enrolmentAnnual/p7-y1/total', value: 42, reason: 'Two late admissions' },
      ],
      comments: [{ subject: 'section/infrastructure', comment: 'The campus rents its building' }],
      contacts: [{ name: 'Ram Adhikari', post: '', phone: '', email: '' }],
    });

    await user.click(await screen.findByRole('button', { name: 'Submit Return' }));
    await waitFor(() => expect(screen.getByTestId('return-status')).toHaveTextContent('Submitted'));
    expect(callsTo('/statisticalreturn/campus/submit')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit Return' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Signed Return (PDF)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print (PDF)' }));
    await waitFor(() =>
      expect(saved).toEqual(['Statistical Return Patan Multiple Campus 2081/82.pdf']),
    );
  });

  it('shows the commission every campus with its status, and returns a return only with a comment', async () => {
    shown = returnOf({
      id: 12,
      status: 'submitted',
      editable: false,
      actions: ['accept', 'return'],
    });
    const { user } = renderAt('/form-management/statisticalReport', 'UgcAdmin');
    const overview = await screen.findByTestId('returns-overview');
    expect(await within(overview).findByText('Patan Multiple Campus')).toBeInTheDocument();
    expect(within(overview).getByRole('tab', { name: 'Validation rules' })).toBeInTheDocument();
    expect(within(overview).getByText('Completeness by university')).toBeInTheDocument();
    await user.click(within(overview).getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByTestId('statistical-return');
    await user.click(within(drawer).getByRole('button', { name: 'Return to Campus' }));
    // The drawer is a dialog too: the decision's dialog is the one with the comment.
    const comment = await screen.findByLabelText('Comment');
    const dialog = comment.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Return to Campus')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Say why the return goes back.')).toBeInTheDocument();
    expect(callsTo('/statisticalreturn/12/return')).toHaveLength(0);
    await user.type(comment, 'Research grants are missing');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo('/statisticalreturn/12/return')).toHaveLength(1));
    expect(callsTo('/statisticalreturn/12/return')[0]?.data).toEqual({
      comment: 'Research grants are missing',
    });
  });

  it("gives a university its campuses' returns under its summary report, without the commission's settings", async () => {
    renderAt('/uni-report/statistical-returns', 'UniAdmin');
    const overview = await screen.findByTestId('returns-overview');
    expect(await within(overview).findByText('Patan Multiple Campus')).toBeInTheDocument();
    expect(
      within(overview).queryByRole('tab', { name: 'Validation rules' }),
    ).not.toBeInTheDocument();
    expect(
      within(overview).queryByRole('tab', { name: 'Cycle of the year' }),
    ).not.toBeInTheDocument();
  });
});
