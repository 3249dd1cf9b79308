import {
  captureDownloads,
  choose,
  mockScreenApi,
  pathOf,
  renderScreen,
  uniAdmin,
  type User,
} from '../testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ATTENDANCE_MESSAGES,
  nepalToday,
  type StudentAttendanceRegister,
  type StudentAttendanceSummary,
} from '@hemis/shared-contracts';
import { REGISTER_TEXTS } from '@hemis/shared-ui';
import { CLASS_PICKER_TEXTS } from './ClassPicker';
import StudentAttendance, { STUDENT_ATTENDANCE_TEXTS } from './StudentAttendance';
import { classPickerReply } from './class-testing';

const register = (date: string): StudentAttendanceRegister => ({
  date,
  campusId: 49,
  holiday: date === '2025-10-02' ? 'Dashain' : null,
  rows: [
    { studentId: 11, studentName: 'Asha Rai', campusRollNo: '01', status: null, remarks: null },
    {
      studentId: 12,
      studentName: 'Bina Tamang',
      campusRollNo: '02',
      status: 'leave',
      remarks: 'Sick',
    },
  ],
});

const summary = (month: string): StudentAttendanceSummary => ({
  month,
  daysTaken: 20,
  rows: [
    {
      studentId: 11,
      studentName: 'Asha Rai',
      campusRollNo: '01',
      present: 18,
      absent: 1,
      leave: 1,
      unmarked: 0,
      percent: 90,
    },
  ],
});

const mocked = mockScreenApi((call) => {
  const picked = classPickerReply(call);
  if (picked) return picked;
  const path = pathOf(call);
  const params = (call.params ?? {}) as Record<string, string>;
  if (path === '/studentattendance' && call.method === 'GET') {
    return { status: 200, data: register(params.date ?? nepalToday()) };
  }
  if (path === '/studentattendance' && call.method === 'PUT') return { status: 200, data: {} };
  if (path === '/studentattendance/summary') {
    return { status: 200, data: summary(params.month ?? '') };
  }
  if (path === '/studentattendance/summary/export') return { status: 200, data: new Blob(['x']) };
  return undefined;
});

const radio = (name: string, student: string) =>
  within(screen.getByRole('radiogroup', { name: `Attendance of ${student}` })).getByRole('radio', {
    name,
  });
const marked = (name: string, student: string) =>
  radio(name, student).closest('label')?.classList.contains('ant-radio-wrapper-checked') ?? false;

async function pickClass(user: User) {
  await choose(user, CLASS_PICKER_TEXTS.program, 'Bachelor of Business Studies');
  await choose(user, CLASS_PICKER_TEXTS.batch, '2081 Batch');
  await choose(user, CLASS_PICKER_TEXTS.yearOrSemester, 'First Year');
}

describe('student attendance', () => {
  it("takes today's register of a class: marks, mark all present, save", async () => {
    const { user } = renderScreen(StudentAttendance);
    expect(screen.getByText(CLASS_PICKER_TEXTS.chooseClass)).toBeInTheDocument();
    await pickClass(user);
    expect(await screen.findByText('Asha Rai')).toBeInTheDocument();
    const first = mocked.api.calls.find((call) => pathOf(call) === '/studentattendance');
    expect(first?.params).toEqual({
      programId: 1,
      batchId: 7,
      yearOrSemester: 1,
      date: nepalToday(),
    });
    expect(screen.getByLabelText(`${REGISTER_TEXTS.date} (AD)`)).toHaveValue(nepalToday());
    expect(marked('Leave', 'Bina Tamang')).toBe(true);

    await user.click(radio('Absent', 'Asha Rai'));
    await user.type(screen.getByLabelText('Remarks for Asha Rai'), ' Unwell ');
    await user.click(screen.getByRole('button', { name: REGISTER_TEXTS.save }));
    expect(await screen.findByText(ATTENDANCE_MESSAGES.saved)).toBeInTheDocument();
    expect(mocked.api.calls.find((call) => call.method === 'PUT')?.data).toEqual({
      programId: 1,
      batchId: 7,
      yearOrSemester: 1,
      date: nepalToday(),
      entries: [
        { studentId: 11, status: 'absent', remarks: 'Unwell' },
        { studentId: 12, status: 'leave', remarks: 'Sick' },
      ],
    });

    await waitFor(() =>
      expect(mocked.api.calls.filter((call) => pathOf(call) === '/studentattendance')).toHaveLength(
        3,
      ),
    );
    await user.click(screen.getByRole('button', { name: REGISTER_TEXTS.markAllPresent }));
    await waitFor(() => expect(marked('Present', 'Asha Rai')).toBe(true));
    expect(marked('Present', 'Bina Tamang')).toBe(true);
  });

  it('shows the holiday of a day and refuses a future day', async () => {
    const { user } = renderScreen(StudentAttendance);
    await pickClass(user);
    await screen.findByText('Asha Rai');
    const dateInput = screen.getByLabelText(`${REGISTER_TEXTS.date} (AD)`);
    await user.clear(dateInput);
    await user.type(dateInput, '2025-10-02');
    expect(await screen.findByText(`${REGISTER_TEXTS.holiday}: Dashain`)).toBeInTheDocument();
    await user.clear(dateInput);
    await user.type(dateInput, '2999-01-01');
    expect(await screen.findByText(ATTENDANCE_MESSAGES.futureDate)).toBeInTheDocument();
    expect(
      mocked.api.calls.some(
        (call) => (call.params as Record<string, string> | undefined)?.date === '2999-01-01',
      ),
    ).toBe(false);
  });

  it('shows the monthly summary with the percent present and exports it', async () => {
    const downloads = captureDownloads();
    const { user } = renderScreen(StudentAttendance, uniAdmin());
    await pickClass(user);
    await choose(user, 'Campus', 'Model Campus');
    await user.click(screen.getByRole('tab', { name: STUDENT_ATTENDANCE_TEXTS.monthlyTab }));
    expect(await screen.findByText('90%')).toBeInTheDocument();
    expect(
      screen.getByText(STUDENT_ATTENDANCE_TEXTS.daysTaken(nepalToday().slice(0, 7), 20)),
    ).toBeInTheDocument();
    expect(
      mocked.api.calls.find((call) => pathOf(call) === '/studentattendance/summary')?.params,
    ).toEqual({
      programId: 1,
      batchId: 7,
      yearOrSemester: 1,
      campusId: 49,
      month: nepalToday().slice(0, 7),
    });
    await user.click(screen.getByRole('button', { name: REGISTER_TEXTS.export }));
    await waitFor(() =>
      expect(downloads).toEqual([`StudentAttendance-${nepalToday().slice(0, 7)}.xlsx`]),
    );
    // A university user reads the register but does not mark it (no student:add).
    await user.click(screen.getByRole('tab', { name: STUDENT_ATTENDANCE_TEXTS.dailyTab }));
    expect(await screen.findAllByText('Asha Rai')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: REGISTER_TEXTS.save })).toBeNull();
  });
});
