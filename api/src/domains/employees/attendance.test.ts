// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ATTENDANCE_MESSAGES } from '@hemis/shared-contracts';
import { auditLog, employees, staffAttendance } from '../../db/schema';
import { nepalToday as today } from '@hemis/shared-contracts';
import { monthRange } from './attendance';
import { seededEmployees } from './test-fixtures';

const signedIn = signedInApp(['superadmin', 'uniadmin', 'collegeadmin', 'collegeuser']);
let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = signedIn.t;
  for (const [name, row] of await seededEmployees(t.db)) ids[name] = row.id;
});

type Json = Record<string, unknown>;
interface Register {
  campusId: number;
  holiday: string | null;
  rows: { employeeId: number; employeeName: string; status: string | null; post: string | null }[];
}
const { call } = signedIn;
const marks = async () => (await t.db.select({ n: count() }).from(staffAttendance))[0]?.n;

describe('helpers', () => {
  it('gives a month its first and last day', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('the daily register', () => {
  it("lists the campus's active staff for a campus user, with holidays of the campus or nation", async () => {
    const response = await call('collegeuser', {
      method: 'GET',
      url: '/api/StaffAttendance?date=2025-11-03',
    });
    expect(response.statusCode).toBe(200);
    const register = response.json<Register>();
    expect(register.campusId).toBe(49);
    expect(register.holiday).toBeNull();
    expect(register.rows.map((row) => row.employeeId).sort()).toEqual(
      [ids.Hari, ids.Sarita, ids.Mohan, ids.Laxmi].sort(),
    );
    expect(register.rows.find((row) => row.employeeId === ids.Laxmi)).toMatchObject({
      employeeName: 'Laxmi Basnet',
      post: 'Accountant',
      status: null,
    });
    const anniversary = await call('collegeuser', {
      method: 'GET',
      url: '/api/StaffAttendance?date=2025-12-01',
    });
    expect(anniversary.json<Register>().holiday).toBe('Campus Anniversary');
    const dashain = await call('uniadmin', {
      method: 'GET',
      url: '/api/StaffAttendance?date=2025-10-02&campusId=49',
    });
    expect(dashain.json<Register>().holiday).toBe('Dashain');
  });

  it('asks university and nation roles to name a campus', async () => {
    for (const who of ['uniadmin', 'superadmin']) {
      const response = await call(who, {
        method: 'GET',
        url: `/api/StaffAttendance?date=${today()}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Json }>().fields).toEqual({
        campusId: ATTENDANCE_MESSAGES.campusRequired,
      });
    }
    const missingDate = await call('collegeuser', { method: 'GET', url: '/api/StaffAttendance' });
    expect(missingDate.statusCode).toBe(400);
  });

  it('saves and changes the day marks in one go, recorded in the audit log', async () => {
    const date = today();
    const saved = await call('collegeuser', {
      method: 'PUT',
      url: '/api/StaffAttendance',
      payload: {
        date,
        entries: [
          { employeeId: ids.Hari, status: 'present' },
          { employeeId: ids.Sarita, status: 'leave', remarks: 'Sick' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await call('collegeadmin', {
      method: 'PUT',
      url: '/api/StaffAttendance',
      payload: { date, campusId: 49, entries: [{ employeeId: ids.Hari, status: 'absent' }] },
    });
    const rows = changed.json<Register>().rows;
    expect(rows.find((row) => row.employeeId === ids.Hari)?.status).toBe('absent');
    expect(rows.find((row) => row.employeeId === ids.Sarita)?.status).toBe('leave');
    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entityId, `49:${date}`));
    expect(audit?.n).toBe(2);
  });

  it('refuses a future date, employees not on the register and double marks, writing nothing', async () => {
    const before = await marks();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const future = await call('collegeuser', {
      method: 'PUT',
      url: '/api/StaffAttendance',
      payload: { date: today(tomorrow), entries: [{ employeeId: ids.Hari, status: 'present' }] },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ fields: Json }>().fields).toEqual({
      date: ATTENDANCE_MESSAGES.futureDate,
    });
    const strangers = await call('collegeuser', {
      method: 'PUT',
      url: '/api/StaffAttendance',
      payload: {
        date: '2025-11-03',
        entries: [
          { employeeId: ids.Hari, status: 'present' },
          { employeeId: ids.Prakash, status: 'present' },
          { employeeId: ids.Hari, status: 'absent' },
          { employeeId: 999999, status: 'absent' },
        ],
      },
    });
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json<{ fields: Json }>().fields).toEqual({
      'entries.1.employeeId': ATTENDANCE_MESSAGES.notOnRegister,
      'entries.2.employeeId': ATTENDANCE_MESSAGES.markedTwice,
      'entries.3.employeeId': ATTENDANCE_MESSAGES.notOnRegister,
    });
    const badStatus = await call('collegeuser', {
      method: 'PUT',
      url: '/api/StaffAttendance',
      payload: { date: '2025-11-03', entries: [{ employeeId: ids.Hari, status: 'late' }] },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(await marks()).toBe(before);
  });

  it('leaves inactive employees off the register', async () => {
    await t.db
      .update(employees)
      .set({ status: false })
      .where(eq(employees.id, ids.Mohan ?? 0));
    const response = await call('collegeuser', {
      method: 'GET',
      url: '/api/StaffAttendance?date=2025-11-03',
    });
    expect(response.json<Register>().rows.map((row) => row.employeeId)).not.toContain(ids.Mohan);
    await t.db
      .update(employees)
      .set({ status: true })
      .where(eq(employees.id, ids.Mohan ?? 0));
  });
});

describe('the monthly summary', () => {
  it('counts present, absent and leave per employee and the days the register was taken', async () => {
    const save = (date: string, entries: { employeeId: number | undefined; status: string }[]) =>
      call('collegeadmin', {
        method: 'PUT',
        url: '/api/StaffAttendance',
        payload: { date, entries },
      });
    expect(
      (
        await save('2025-08-04', [
          { employeeId: ids.Hari, status: 'present' },
          { employeeId: ids.Sarita, status: 'present' },
        ])
      ).statusCode,
    ).toBe(200);
    await save('2025-08-05', [{ employeeId: ids.Hari, status: 'absent' }]);
    await save('2025-09-01', [{ employeeId: ids.Hari, status: 'leave' }]);
    const response = await call('uniadmin', {
      method: 'GET',
      url: '/api/StaffAttendance/Summary?month=2025-08&campusId=49',
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ daysTaken: number; from: string; to: string; rows: Json[] }>();
    expect(summary).toMatchObject({ daysTaken: 2, from: '2025-08-01', to: '2025-08-31' });
    const row = (id: number | undefined) => summary.rows.find((entry) => entry.employeeId === id);
    expect(row(ids.Hari)).toMatchObject({ present: 1, absent: 1, leave: 0, unmarked: 0 });
    expect(row(ids.Sarita)).toMatchObject({ present: 1, absent: 0, leave: 0, unmarked: 1 });
    expect(row(ids.Mohan)).toMatchObject({ present: 0, absent: 0, leave: 0, unmarked: 2 });

    const bad = await call('collegeadmin', {
      method: 'GET',
      url: '/api/StaffAttendance/Summary?month=2025-13',
    });
    expect(bad.json<{ fields: Json }>().fields).toEqual({ month: ATTENDANCE_MESSAGES.monthFormat });

    const exported = await call('collegeuser', {
      method: 'GET',
      url: '/api/StaffAttendance/Summary/Export?month=2025-08',
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const hariRow = sheet?.getRows(4, 10)?.find((r) => r.getCell(2).value === 'Hari Bhandari');
    expect([4, 5, 6, 7].map((cell) => hariRow?.getCell(cell).value)).toEqual([1, 1, 0, 0]);
  });
});
