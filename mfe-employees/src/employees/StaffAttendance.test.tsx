import '@hemis/shared-auth/src/testing-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApiForEachTest } from '@hemis/shared-auth/src/testing';
import {
  ATTENDANCE_MESSAGES,
  nepalToday,
  type StaffAttendanceRegister,
} from '@hemis/shared-contracts';
import {
  choose,
  listReply,
  pathOf,
  renderResourceScreen,
  testUser,
  captureDownloads,
} from '@hemis/shared-ui/src/resource/testing';
import StaffAttendance, { ATTENDANCE_TEXTS } from './StaffAttendance';

const register = (date: string, holiday: string | null = null): StaffAttendanceRegister => ({
  date,
  campusId: 49,
  campusName: 'Model Campus',
  holiday,
  rows: [
    {
      employeeId: 5,
      employeeName: 'Hari Bhandari',
      employeeCode: 'TU-49-001',
      post: 'Accountant',
      employeeType: 'nonTeaching',
      status: null,
      remarks: null,
    },
    {
      employeeId: 6,
      employeeName: 'Sita Karki',
      employeeCode: 'TU-49-002',
      post: 'Lecturer',
      employeeType: 'teaching',
      status: 'leave',
      remarks: 'Sick',
    },
  ],
});

afterEach(() => jest.restoreAllMocks());
const mocked = mockApiForEachTest((call) => {
  const path = pathOf(call);
  const params = (call.params ?? {}) as Record<string, string>;
  if (path === '/staffattendance' && call.method === 'GET') {
    return { status: 200, data: register(params.date ?? nepalToday(), null) };
  }
  if (path === '/staffattendance' && call.method === 'PUT') return { status: 200, data: {} };
  if (path === '/staffattendance/summary') {
    return {
      status: 200,
      data: {
        month: params.month,
        from: `${params.month}-01`,
        to: `${params.month}-30`,
        campusId: 49,
        campusName: 'Model Campus',
        daysTaken: 12,
        rows: [
          {
            employeeId: 5,
            employeeName: 'Hari Bhandari',
            post: 'Accountant',
            present: 10,
            absent: 1,
            leave: 1,
            unmarked: 0,
          },
        ],
      },
    };
  }
  if (path === '/campus') return listReply([{ id: 49, campusName: 'Model Campus' }]);
  return listReply([]);
});

const radio = (name: string, employee: string) =>
  within(screen.getByRole('radiogroup', { name: `Attendance of ${employee}` })).getByRole('radio', {
    name,
  });

/** Whether antd shows the radio as chosen (test ids give every group the same input name). */
const marked = (name: string, employee: string) =>
  radio(name, employee).closest('label')?.classList.contains('ant-radio-wrapper-checked') ?? false;

describe('staff attendance', () => {
  it("loads today's register of the campus, marks everyone present and saves the marks", async () => {
    const { user } = renderResourceScreen(StaffAttendance, { user: testUser() });
    expect(await screen.findByText('Hari Bhandari')).toBeInTheDocument();
    expect(mocked.api.calls[0]?.params).toEqual({ date: nepalToday() });
    expect(screen.getByLabelText(`${ATTENDANCE_TEXTS.date} (AD)`)).toHaveValue(nepalToday());
    expect(screen.queryByLabelText(ATTENDANCE_TEXTS.campus)).not.toBeInTheDocument();
    expect(marked('Leave', 'Sita Karki')).toBe(true);

    await user.click(radio('Absent', 'Hari Bhandari'));
    await user.type(screen.getByLabelText('Remarks for Hari Bhandari'), ' Unwell ');
    await user.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.save }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.saved)).toBeInTheDocument();
    expect(mocked.api.calls.find((call) => call.method === 'PUT')?.data).toEqual({
      date: nepalToday(),
      entries: [
        { employeeId: 5, status: 'absent', remarks: 'Unwell' },
        { employeeId: 6, status: 'leave', remarks: 'Sick' },
      ],
    });

    await waitFor(() =>
      expect(mocked.api.calls.filter((call) => pathOf(call) === '/staffattendance')).toHaveLength(
        3,
      ),
    );
    await user.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.markAllPresent }));
    await waitFor(() => expect(marked('Present', 'Hari Bhandari')).toBe(true));
    expect(marked('Present', 'Sita Karki')).toBe(true);
    await user.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.save }));
    await waitFor(() =>
      expect(mocked.api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2),
    );
    expect(mocked.api.calls.filter((call) => call.method === 'PUT')[1]?.data).toMatchObject({
      entries: [
        { employeeId: 5, status: 'present' },
        { employeeId: 6, status: 'present', remarks: 'Sick' },
      ],
    });
  });

  it('shows the holiday of the day and asks a university user for the campus first', async () => {
    mocked.answer = (call) =>
      pathOf(call) === '/staffattendance' && call.method === 'GET'
        ? { status: 200, data: register(nepalToday(), 'Tihar') }
        : undefined;
    const { user } = renderResourceScreen(StaffAttendance, {
      user: testUser({ role: 'UniAdmin', listUser: [{ roleName: 'UniAdmin' }], campusId: null }),
    });
    expect(await screen.findAllByText(ATTENDANCE_MESSAGES.campusRequired)).not.toHaveLength(0);
    expect(mocked.api.calls.some((call) => pathOf(call) === '/staffattendance')).toBe(false);
    await choose(user, ATTENDANCE_TEXTS.campus, 'Model Campus');
    expect(await screen.findByText('Holiday: Tihar')).toBeInTheDocument();
    expect(mocked.api.calls.find((call) => pathOf(call) === '/staffattendance')?.params).toEqual({
      date: nepalToday(),
      campusId: 49,
    });
  });

  it('shows the monthly summary and exports it', async () => {
    const saved = captureDownloads();
    mocked.answer = (call) =>
      pathOf(call) === '/staffattendance/summary/export'
        ? { status: 200, data: new Blob(['xlsx']) }
        : undefined;
    const { user } = renderResourceScreen(StaffAttendance, { user: testUser() });
    await user.click(screen.getByRole('tab', { name: ATTENDANCE_TEXTS.monthlyTab }));
    expect(await screen.findByText(/register taken on 12 days/)).toBeInTheDocument();
    const row = screen.getAllByText('Hari Bhandari').at(-1)?.closest('tr') as HTMLElement;
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/staffattendance/summary')?.params,
    ).toEqual({
      month: nepalToday().slice(0, 7),
    });
    await user.click(screen.getByRole('button', { name: ATTENDANCE_TEXTS.export }));
    await waitFor(() =>
      expect(saved).toEqual([`StaffAttendance-${nepalToday().slice(0, 7)}.xlsx`]),
    );
  });
});
