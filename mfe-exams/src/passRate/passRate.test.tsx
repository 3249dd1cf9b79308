// First: the DOM stand-ins must exist before the screens (and react-router) load.
import '@hemis/shared-auth/src/testing-dom';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
} from '@hemis/shared-ui/src/resource/testing';
import ExamSchedule from './examSchedule';
import ExamAppeared from './examAppeared';
import PassRateHome from './PassRateHome';
import { StudentAppear, StudentResultEntry, StudentsPassed } from './studentScreens';
import { PASS_RATE_TEXTS } from './texts';

const countsSitting = {
  id: 4,
  sittingName: 'BBS, Year/Semester 1, 2082/83',
  campusId: 49,
  fiscalYearId: 2,
  programId: 5,
  levelId: 1,
  yearOrSemester: 1,
  examDate: '2026-03-01',
  examDateBs: '2082-11-17',
  entryKind: 'counts',
  appearedMale: 20,
  appearedFemale: 30,
  appearedOther: 0,
  passedMale: 10,
  passedFemale: 24,
  passedOther: 0,
  appeared: 50,
  passed: 34,
  passRate: 68,
  remarks: null,
  labels: { programId: 'BBS', fiscalYearId: '2082/83', levelId: 'Bachelor' },
};
const perStudentSitting = {
  ...countsSitting,
  id: 5,
  sittingName: 'BSc CSIT, Year/Semester 8, 2082/83',
  programId: 3,
  entryKind: 'perStudent',
  appeared: 2,
  passed: 1,
  passRate: 50,
};
const sita = {
  id: 7,
  firstName: 'Sita',
  middleName: null,
  lastName: 'Tamang',
  registrationNo: '7-2-49-100-2022',
  status: 'active',
};
const entry = {
  id: 9,
  campusId: 49,
  sittingId: 5,
  studentId: 7,
  studentName: 'Sita Tamang',
  registrationNo: '7-2-49-100-2022',
  gender: 'female',
  programId: 3,
  fiscalYearId: 2,
  symbolNo: '7820011',
  attendance: 'appeared',
  result: null,
  division: null,
  gpa: null,
  labels: { sittingId: perStudentSitting.sittingName },
};

const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  if (path === '/boardexamsitting' && call.method === 'POST') {
    return { status: 201, data: countsSitting };
  }
  if (path === '/boardexamsitting/4' && call.method === 'PATCH') {
    return { status: 200, data: { ...countsSitting, ...(call.data as object) } };
  }
  if (path === '/boardexamsitting') return listReply([countsSitting, perStudentSitting]);
  if (path === '/boardexamstudent' && call.method === 'POST') return { status: 201, data: entry };
  if (path === '/boardexamstudent/9' && call.method === 'PATCH') {
    return { status: 200, data: { ...entry, ...(call.data as object) } };
  }
  if (path === '/boardexamstudent') return listReply([entry]);
  if (path === '/student') return listReply([sita]);
  if (path === '/passrate/home') {
    return {
      status: 200,
      data: {
        fiscalYear: '2082/83',
        byProgram: [{ group: 'BBS', appeared: 50, passed: 34, passRate: 68 }],
        byFiscalYear: [
          { group: '2081/82', appeared: 40, passed: 20, passRate: 50 },
          { group: '2082/83', appeared: 52, passed: 35, passRate: 67.31 },
        ],
      },
    };
  }
  return listReply([]);
});

const render = (Screen: ComponentType, user = testUser()) =>
  renderResourceScreen(
    () => (
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    ),
    { user },
  );

describe('pass-rate home', () => {
  it('shows this fiscal year by program and the five-year trend with their bars', async () => {
    render(PassRateHome);
    expect(await screen.findByText(PASS_RATE_TEXTS.byProgramTitle('2082/83'))).toBeInTheDocument();
    expect(screen.getByText('BBS')).toBeInTheDocument();
    expect(screen.getByText('68 %')).toBeInTheDocument();
    expect(screen.getByText('67.31 %')).toBeInTheDocument();
    const bars = screen.getAllByTestId('pass-rate-bar');
    expect(bars).toHaveLength(3);
    expect(bars[0]).toHaveStyle({ width: '68%' });
    // The section's screens are its cards.
    expect(screen.getByText('Exam Schedule')).toBeInTheDocument();
  });
});

describe('board exam schedule', () => {
  it('records a sitting of a program and lists the sittings with their pass rates', async () => {
    const { user } = render(ExamSchedule);
    const form = await screen.findByTestId('resource-form-create');
    expect(await screen.findByText('68 %')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Year/Semester'), '1');
    await choose(user, 'Entry', 'Counts by gender', form);
    // The counts are typed on Exam Appeared, not here.
    expect(within(form).queryByLabelText('Appeared (Male)')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /save|add|submit/i }));
    await waitFor(() =>
      expect(mocked.api.calls.some((call) => call.method === 'POST')).toBe(false),
    );
    // Fiscal year and program are required: nothing is sent without them.
    expect(await within(form).findAllByText(/is required/)).not.toHaveLength(0);
  });
});

describe('exam appeared', () => {
  it('edits the counts of a sitting entered as counts, and not of one entered per student', async () => {
    const { user } = render(ExamAppeared);
    await screen.findByText(countsSitting.sittingName);
    const edits = screen.getAllByRole('button', { name: 'Edit' });
    // Only the counts sitting offers Edit.
    expect(edits).toHaveLength(1);
    await user.click(edits[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const male = within(dialog).getByLabelText('Passed (Male)');
    await user.clear(male);
    await user.type(male, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'PATCH')?.data).toMatchObject({
        passedMale: 12,
      }),
    );
  });
});

describe('student appear and result entry', () => {
  it('records a student of a per-student sitting with the symbol number', async () => {
    const { user } = render(StudentAppear);
    const form = await screen.findByTestId('resource-form-create');
    await choose(user, 'Sitting', perStudentSitting.sittingName, form);
    await user.type(within(form).getByLabelText('Student'), 'Sit');
    await waitFor(() =>
      expect(
        mocked.api.calls.some((call) => pathOf(call) === '/student' && /q=Sit/.test(call.url)),
      ).toBe(true),
    );
    await user.click(await screen.findByText('Sita Tamang (7-2-49-100-2022)'));
    await user.type(within(form).getByLabelText('Symbol No.'), '7820011');
    await choose(user, 'Appeared', 'Appeared', form);
    await user.click(within(form).getByRole('button', { name: /save|add|submit/i }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'POST')?.data).toMatchObject({
        sittingId: 5,
        studentId: 7,
        symbolNo: '7820011',
        attendance: 'appeared',
      }),
    );
    // The sittings offered are those entered per student.
    expect(
      mocked.api.calls.some((call) => /BoardExamSitting\?entryKind=perStudent/.test(call.url)),
    ).toBe(true);
  });

  it('enters a passed result with its division', async () => {
    const { user } = render(StudentResultEntry);
    await screen.findByText('Sita Tamang');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await choose(user, 'Result', 'Passed', dialog);
    await waitFor(() => expect(within(dialog).getByLabelText('Division')).toBeEnabled());
    await choose(user, 'Division', 'First Division', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(mocked.api.calls.find((call) => call.method === 'PATCH')?.data).toMatchObject({
        result: 'passed',
        division: 'first',
      }),
    );
  });

  it('lists the passed students read-only, asking the API for passed ones only', async () => {
    render(StudentsPassed, testUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }] }));
    await screen.findByText('Sita Tamang');
    expect(
      mocked.api.calls.some(
        (call) =>
          pathOf(call) === '/boardexamstudent' &&
          (call.params as Record<string, unknown>).result === 'passed',
      ),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('resource-form-create')).not.toBeInTheDocument();
  });
});
