// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { count, eq } from 'drizzle-orm';
import {
  ATTENDANCE_MESSAGES,
  nepalToday,
  type StudentAttendanceRegister,
  type StudentAttendanceSummary,
} from '@hemis/shared-contracts';
import { auditLog, studentAttendance, students } from '../../db/schema';
import { workbookOf } from '../../test/workbooks';
import { STUDENT_ATTENDANCE_MESSAGES } from './attendance';
import {
  DEMO_CAMPUS,
  campusElsewhere,
  enrol,
  freshBatch,
  programByShortName,
} from './class-fixtures';

const signedIn = signedInApp(['superadmin', 'uniadmin', 'collegeadmin', 'collegeuser', 'student']);
let t: TestApp;
let batchId = 0;
let bbs = 0;
let ids: number[] = [];

beforeAll(async () => {
  t = signedIn.t;
  batchId = await freshBatch(t.db);
  bbs = (await programByShortName(t.db, 'BBS')).id;
  ids = await enrol(
    t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId, yearOrSemester: 1 },
    [
      { firstName: 'Asha', campusRollNo: '01' },
      { firstName: 'Bina', campusRollNo: '02' },
      { firstName: 'Dev', campusRollNo: '03', gender: 'male' },
    ],
  );
});

type Json = Record<string, unknown>;
const { call } = signedIn;
const klass = () => `programId=${bbs}&batchId=${batchId}&yearOrSemester=1`;
const marks = async () => (await t.db.select({ n: count() }).from(studentAttendance))[0]?.n;
const save = (who: string, date: string, entries: Json[], extra: Json = {}) =>
  call(who, {
    method: 'PUT',
    url: '/api/StudentAttendance',
    payload: { programId: bbs, batchId, yearOrSemester: 1, date, entries, ...extra },
  });

describe('the daily class register', () => {
  it("lists the class's active students with the day's marks and holidays", async () => {
    const response = await call('collegeuser', {
      method: 'GET',
      url: `/api/StudentAttendance?date=2025-11-03&${klass()}`,
    });
    expect(response.statusCode).toBe(200);
    const register = response.json<StudentAttendanceRegister>();
    expect(register).toMatchObject({ campusId: DEMO_CAMPUS, holiday: null });
    expect(register.rows.map((row) => row.studentId)).toEqual(ids);
    expect(register.rows[0]).toMatchObject({
      studentName: 'Asha Tester',
      campusRollNo: '01',
      status: null,
    });
    const dashain = await call('uniadmin', {
      method: 'GET',
      url: `/api/StudentAttendance?date=2025-10-02&${klass()}&campusId=${DEMO_CAMPUS}`,
    });
    expect(dashain.json<StudentAttendanceRegister>().holiday).toBe('Dashain');
  });

  it('keeps every role to its reach', async () => {
    const elsewhere = await campusElsewhere(t.db);
    const status = async (who: string, query: string) =>
      (await call(who, { method: 'GET', url: `/api/StudentAttendance?date=2025-11-03&${query}` }))
        .statusCode;
    expect(await status('collegeuser', `${klass()}&campusId=${elsewhere}`)).toBe(403);
    expect(await status('uniadmin', `${klass()}&campusId=${elsewhere}`)).toBe(403);
    expect(await status('superadmin', `${klass()}&campusId=${elsewhere}`)).toBe(200);
    expect(await status('superadmin', klass())).toBe(400);
    expect(await status('student', klass())).toBe(403);
    const uniSaves = await save(
      'uniadmin',
      '2025-11-03',
      [{ studentId: ids[0], status: 'present' }],
      {
        campusId: DEMO_CAMPUS,
      },
    );
    expect(uniSaves.statusCode).toBe(403);
  });

  it('saves and changes the day marks in one go, recorded in the audit log', async () => {
    const date = nepalToday();
    const first = await save('collegeuser', date, [
      { studentId: ids[0], status: 'present' },
      { studentId: ids[1], status: 'leave', remarks: 'Sick' },
    ]);
    expect(first.statusCode).toBe(200);
    const changed = await save('collegeadmin', date, [{ studentId: ids[0], status: 'absent' }], {
      campusId: DEMO_CAMPUS,
    });
    const rows = changed.json<StudentAttendanceRegister>().rows;
    expect(rows.map((row) => [row.status, row.remarks])).toEqual([
      ['absent', null],
      ['leave', 'Sick'],
      [null, null],
    ]);
    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, 'StudentAttendance'));
    expect(audit?.n).toBe(2);
  });

  it('refuses a future date, students not in the class and double marks, writing nothing', async () => {
    const [outsider] = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId, yearOrSemester: 2 },
      [{ firstName: 'Outsider' }],
    );
    const before = await marks();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const future = await save('collegeuser', nepalToday(tomorrow), [
      { studentId: ids[0], status: 'present' },
    ]);
    expect(future.statusCode).toBe(400);
    expect(future.json<{ fields: Json }>().fields).toEqual({
      date: ATTENDANCE_MESSAGES.futureDate,
    });
    const strangers = await save('collegeuser', '2025-11-03', [
      { studentId: ids[0], status: 'present' },
      { studentId: outsider, status: 'present' },
      { studentId: ids[0], status: 'absent' },
      { studentId: 999999, status: 'absent' },
    ]);
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json<{ fields: Json }>().fields).toEqual({
      'entries.1.studentId': STUDENT_ATTENDANCE_MESSAGES.notInClass,
      'entries.2.studentId': STUDENT_ATTENDANCE_MESSAGES.markedTwice,
      'entries.3.studentId': STUDENT_ATTENDANCE_MESSAGES.notInClass,
    });
    const badStatus = await save('collegeuser', '2025-11-03', [
      { studentId: ids[0], status: 'late' },
    ]);
    expect(badStatus.statusCode).toBe(400);
    expect(await marks()).toBe(before);
  });
});

describe('the monthly summary', () => {
  it('counts marks per student with the percent present, and exports them', async () => {
    const [asha, bina, dev] = ids as [number, number, number];
    expect(
      (
        await save('collegeadmin', '2025-08-04', [
          { studentId: asha, status: 'present' },
          { studentId: bina, status: 'present' },
          { studentId: dev, status: 'absent' },
        ])
      ).statusCode,
    ).toBe(200);
    await save('collegeadmin', '2025-08-05', [
      { studentId: asha, status: 'present' },
      { studentId: bina, status: 'leave' },
    ]);
    await save('collegeadmin', '2025-08-06', [{ studentId: asha, status: 'absent' }]);
    await save('collegeadmin', '2025-09-01', [{ studentId: asha, status: 'present' }]);
    // Dev moves up a year: his August marks stay with this class's summary.
    await t.db.update(students).set({ yearOrSemester: 2 }).where(eq(students.id, dev));

    const response = await call('uniadmin', {
      method: 'GET',
      url: `/api/StudentAttendance/Summary?month=2025-08&${klass()}&campusId=${DEMO_CAMPUS}`,
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json<StudentAttendanceSummary>();
    expect(summary.daysTaken).toBe(3);
    const row = (id: number) => summary.rows.find((entry) => entry.studentId === id);
    expect(row(asha)).toMatchObject({
      present: 2,
      absent: 1,
      leave: 0,
      unmarked: 0,
      percent: 66.7,
    });
    expect(row(bina)).toMatchObject({
      present: 1,
      absent: 0,
      leave: 1,
      unmarked: 1,
      percent: 33.3,
    });
    expect(row(dev)).toMatchObject({ present: 0, absent: 1, leave: 0, unmarked: 2, percent: 0 });

    const empty = await call('collegeuser', {
      method: 'GET',
      url: `/api/StudentAttendance/Summary?month=2024-01&${klass()}`,
    });
    expect(empty.json<StudentAttendanceSummary>().rows.every((r) => r.percent === null)).toBe(true);

    const bad = await call('collegeuser', {
      method: 'GET',
      url: `/api/StudentAttendance/Summary?month=2025-13&${klass()}`,
    });
    expect(bad.statusCode).toBe(400);

    const exported = await call('collegeuser', {
      method: 'GET',
      url: `/api/StudentAttendance/Summary/Export?month=2025-08&${klass()}`,
    });
    expect(exported.statusCode).toBe(200);
    const workbook = await workbookOf(exported);
    const sheet = workbook.worksheets[0];
    const ashaRow = sheet?.getRows(4, 10)?.find((r) => r.getCell(2).value === 'Asha Tester');
    expect([4, 5, 6, 7, 8].map((cell) => ashaRow?.getCell(cell).value)).toEqual([2, 1, 0, 0, 66.7]);
    await t.db.update(students).set({ yearOrSemester: 1 }).where(eq(students.id, dev));
  });
});
