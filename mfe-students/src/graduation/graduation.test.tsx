import { choose, listReply, mockScreenApi, pathOf, renderScreen, testUser } from '../testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { GRADUATION_MESSAGES } from '@hemis/shared-contracts';
import EligibleStudents from './eligibleStudents';
import GraduationForm from './GraduationForm';
import GraduationForms from './graduationForms';
import { GRADUATION_TEXTS } from './texts';

const sita = {
  id: 7,
  firstName: 'Sita',
  middleName: null,
  lastName: 'Tamang',
  registrationNo: '7-2-49-100-2022',
  status: 'active',
  graduationEligible: true,
  verificationStatus: 'verified',
  campusId: 49,
  universityId: 5,
  levelId: 1,
  programId: 2,
  batchId: 3,
  admissionDate: '2024-08-01',
  labels: { campusId: 'Bhaktapur Multiple Campus', programId: 'BBS', levelId: 'Bachelor' },
};
/** The national Bachelor rule and the campus's own, which the form follows. */
const setups = [
  {
    id: 1,
    universityId: null,
    campusId: null,
    levelId: 1,
    resultKind: 'either',
    thesisRequired: false,
    receiptRequired: false,
  },
  {
    id: 2,
    universityId: 5,
    campusId: 49,
    levelId: 1,
    resultKind: 'division',
    thesisRequired: true,
    receiptRequired: true,
  },
];
const receipt = { id: 31, receiptNo: 12, dateBs: '2083-07-01', studentId: 7, status: 'issued' };
const form = {
  id: 5,
  campusId: 49,
  studentId: 7,
  studentName: 'Sita Tamang',
  registrationNo: '7-2-49-100-2022',
  programId: 2,
  levelId: 1,
  gender: 'female',
  ethnicGroupId: 3,
  fiscalYearId: 6,
  division: 'first',
  cgpa: null,
  grade: null,
  thesisTitle: 'Cooperatives of Bhaktapur',
  receiptId: 31,
  graduationDate: null,
  graduationDateBs: null,
  status: 'pending',
  approvedAt: null,
  approvedBy: null,
  labels: { fiscalYearId: '2083/84', receiptId: '12' },
};

let forms: Record<string, unknown>[] = [];
const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/student' && call.method === 'GET') return listReply([sita]);
  if (path === '/student/7') return { status: 200, data: sita };
  if (path === '/graduationsetup') return listReply(setups);
  if (path === '/receipt') return listReply([receipt]);
  if (path === '/fiscalyear') {
    return listReply([
      { id: 4, label: '2078/79' },
      { id: 6, label: '2083/84' },
    ]);
  }
  if (path === '/batch/3') return { status: 200, data: { id: 3, batchYear: 2081 } };
  if (path === '/graduation' && call.method === 'POST') return { status: 201, data: form };
  if (path === '/graduation') return listReply(forms);
  if (path === '/graduation/5/approve') {
    return { status: 200, data: { ...form, status: 'approved', approvedAt: '2026-11-26' } };
  }
  return listReply([]);
});

beforeEach(() => {
  forms = [];
});

const formScreen = () => (
  <MemoryRouter initialEntries={['/graduation-management/graduation-form/7']}>
    <Routes>
      <Route path="/graduation-management/graduation-form/:id" element={<GraduationForm />} />
    </Routes>
  </MemoryRouter>
);

describe('eligible students', () => {
  it('lists the active students marked eligible, each opening its graduation form', async () => {
    renderScreen(() => (
      <MemoryRouter>
        <EligibleStudents />
      </MemoryRouter>
    ));
    const link = await screen.findByRole('link', { name: GRADUATION_TEXTS.openForm });
    expect(link).toHaveAttribute('href', '/graduation-management/graduation-form/7');
    const listed = mocked.api.calls.find(
      (call) => pathOf(call) === '/student' && call.method === 'GET',
    );
    expect(listed?.params).toMatchObject({ graduationEligible: 'true', status: 'active' });
  });
});

describe('the graduation form', () => {
  it("shows the level's requirements (the campus's own rule) and saves the form", async () => {
    const { user } = renderScreen(formScreen);
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(await screen.findByText('Division (annual programs)')).toBeInTheDocument();
    const create = await screen.findByTestId('resource-form-create');
    // What the rule requires is asked for before anything is sent.
    await user.click(within(create).getByRole('button', { name: /save|add|submit/i }));
    expect(await within(create).findByText(GRADUATION_MESSAGES.thesisRequired)).toBeInTheDocument();
    expect(within(create).getByText(GRADUATION_MESSAGES.divisionRequired)).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);

    await choose(user, 'Fiscal Year', '2083/84', create);
    await choose(user, 'Division', 'First', create);
    await user.type(within(create).getByLabelText('Thesis Title'), 'Cooperatives of Bhaktapur');
    await choose(user, 'Graduation Fee Receipt', 'No. 12 (2083-07-01)', create);
    // The receipts offered are the student's issued ones.
    const receipts = mocked.api.calls.find((call) => pathOf(call) === '/receipt');
    expect(String(receipts?.url)).toContain('studentId=7');
    await user.click(within(create).getByRole('button', { name: /save|add|submit/i }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toMatchObject({
        studentId: 7,
        fiscalYearId: 6,
        division: 'first',
        thesisTitle: 'Cooperatives of Bhaktapur',
        receiptId: 31,
      }),
    );
  });

  it("refuses days the student's record rules out before sending", async () => {
    const { user } = renderScreen(formScreen);
    const create = await screen.findByTestId('resource-form-create');
    // Admitted 2081-04-17 BS, in the 2081 batch: 2078/79 and 2081-04-01 BS cannot be.
    await choose(user, 'Fiscal Year', '2078/79', create);
    await user.type(within(create).getByLabelText('Graduation Date (BS)'), '2081-04-01');
    await choose(user, 'Division', 'First', create);
    await user.click(within(create).getByRole('button', { name: /save|add|submit/i }));
    expect(
      await within(create).findByText(GRADUATION_MESSAGES.fiscalYearBeforeBatch),
    ).toBeInTheDocument();
    expect(within(create).getByText(GRADUATION_MESSAGES.beforeAdmission)).toBeInTheDocument();
    expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows each form's status as a tag, in the student's list and the campus's", async () => {
    forms = [form];
    renderScreen(formScreen);
    expect((await screen.findByText('Pending approval')).closest('.ant-tag')).not.toBeNull();
  });

  it('approves a pending form for those who may, and links its receipt', async () => {
    forms = [form];
    const { user } = renderScreen(formScreen, testUser());
    const approve = await screen.findByRole('button', { name: GRADUATION_TEXTS.approve });
    expect(await screen.findByRole('link', { name: 'No. 12' })).toHaveAttribute(
      'href',
      '/graduation-management/receipt-details/31',
    );
    // A form exists: no second add form.
    expect(screen.queryByTestId('resource-form-create')).not.toBeInTheDocument();
    forms = [
      { ...form, status: 'approved', approvedAt: '2026-11-26', approvedBy: 'College Admin' },
    ];
    await user.click(approve);
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    await user.click(within(confirm).getByRole('button', { name: GRADUATION_TEXTS.approve }));
    await waitFor(() =>
      expect(
        mocked.api.calls.some(
          (call) => call.method === 'POST' && pathOf(call) === '/graduation/5/approve',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText(GRADUATION_TEXTS.approvedNote)).toBeInTheDocument();
  });

  it('offers no approve button to a clerk without graduation:approve', async () => {
    forms = [form];
    renderScreen(
      formScreen,
      testUser({ role: 'CollegeUser', listUser: [{ roleName: 'CollegeUser' }] }),
    );
    await screen.findByText('Pending approval');
    expect(
      screen.queryByRole('button', { name: GRADUATION_TEXTS.approve }),
    ).not.toBeInTheDocument();
  });
});

describe('the graduation forms of the campus', () => {
  it('shows each form’s status as a tag', async () => {
    forms = [form, { ...form, id: 8, studentId: 9, status: 'approved' }];
    renderScreen(() => (
      <MemoryRouter>
        <GraduationForms />
      </MemoryRouter>
    ));
    expect(await screen.findByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect((await screen.findByText('Pending approval')).closest('.ant-tag')).not.toBeNull();
    expect(screen.getByText('Approved').closest('.ant-tag')).not.toBeNull();
  });
});
