// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { DEMO_ACCOUNTS, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { STUDENT_MESSAGES, UPGRADE_MESSAGES, type UpgradeClass } from '@hemis/shared-contracts';
import { auditLog, students } from '../../db/schema';
import {
  DEMO_CAMPUS,
  campusElsewhere,
  enrol,
  freshBatch,
  programByShortName,
} from './class-fixtures';

const signedIn = signedInApp(DEMO_ACCOUNTS);
let t: TestApp;
let batchId = 0;
let csit = 0;
let bbs = 0;

beforeAll(async () => {
  t = signedIn.t;
  batchId = await freshBatch(t.db);
  csit = (await programByShortName(t.db, 'BSc CSIT')).id;
  bbs = (await programByShortName(t.db, 'BBS')).id;
});

type Json = Record<string, unknown>;
const { call } = signedIn;
const classUrl = (programId: number, yearOrSemester: number, extra = '') =>
  `/api/StudentUpgrade/Class?programId=${programId}&batchId=${batchId}&yearOrSemester=${yearOrSemester}${extra}`;
const periodsOf = async (ids: number[]) =>
  (
    await t.db
      .select({
        id: students.id,
        yearOrSemester: students.yearOrSemester,
        graduationEligible: students.graduationEligible,
      })
      .from(students)
      .where(inArray(students.id, ids))
      .orderBy(students.id)
  ).map((row) => [row.yearOrSemester, row.graduationEligible]);

describe('the class to upgrade', () => {
  it("lists a class's active students with the program's periods, on the caller's campus", async () => {
    const [asha, bina, , dev] = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId, yearOrSemester: 2 },
      [
        { firstName: 'Asha', campusRollNo: '01' },
        { firstName: 'Bina', campusRollNo: '02' },
        { firstName: 'Chandra', campusRollNo: '03', status: 'droppedOut' },
        { firstName: 'Dev', campusRollNo: '04', gender: 'male' },
      ],
    );
    // Another semester of the same batch is another class.
    await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId, yearOrSemester: 3 },
      [{ firstName: 'Elsewhere' }],
    );
    const response = await call('collegeuser', { method: 'GET', url: classUrl(csit, 2) });
    expect(response.statusCode).toBe(200);
    const found = response.json<UpgradeClass>();
    expect(found).toMatchObject({ programType: 'semester', periods: 8, nextPeriod: 3 });
    expect(found.students.map((row) => row.id)).toEqual([asha, bina, dev]);
    expect(found.students[0]).toMatchObject({
      name: 'Asha Tester',
      campusRollNo: '01',
      graduationEligible: false,
    });

    const annual = await call('collegeadmin', { method: 'GET', url: classUrl(bbs, 4) });
    expect(annual.json<UpgradeClass>()).toMatchObject({
      programType: 'annual',
      periods: 4,
      nextPeriod: null,
      students: [],
    });
  });

  it('keeps every role to its reach', async () => {
    const elsewhere = await campusElsewhere(t.db);
    const status = async (who: string, url: string) =>
      (await call(who, { method: 'GET', url })).statusCode;
    expect(await status('uniadmin', classUrl(csit, 2, `&campusId=${DEMO_CAMPUS}`))).toBe(200);
    expect(await status('ugcadmin', classUrl(csit, 2, `&campusId=${DEMO_CAMPUS}`))).toBe(200);
    expect(await status('superadmin', classUrl(csit, 2, `&campusId=${elsewhere}`))).toBe(200);
    expect(await status('collegeuser', classUrl(csit, 2, `&campusId=${elsewhere}`))).toBe(403);
    expect(await status('uniadmin', classUrl(csit, 2, `&campusId=${elsewhere}`))).toBe(403);
    expect(await status('student', classUrl(csit, 2))).toBe(403);
    const noCampus = await call('superadmin', { method: 'GET', url: classUrl(csit, 2) });
    expect(noCampus.statusCode).toBe(400);
    expect(noCampus.json<{ fields: Json }>().fields).toHaveProperty('campusId');
  });

  it('refuses a program, batch or period that does not exist', async () => {
    const beyond = await call('collegeuser', { method: 'GET', url: classUrl(bbs, 5) });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ fields: Json }>().fields).toEqual({
      yearOrSemester: STUDENT_MESSAGES.beyondProgram,
    });
    const unknown = await call('collegeuser', {
      method: 'GET',
      url: `/api/StudentUpgrade/Class?programId=999999&batchId=999999&yearOrSemester=1`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json<{ fields: Json }>().fields).sort()).toEqual([
      'batchId',
      'programId',
    ]);
    const missing = await call('collegeuser', {
      method: 'GET',
      url: '/api/StudentUpgrade/Class?programId=1',
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('upgrading', () => {
  const upgrade = (who: string, payload: Json) =>
    call(who, { method: 'POST', url: '/api/StudentUpgrade', payload });

  it('moves exactly the chosen students up one semester, with an audit row', async () => {
    const ids = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId, yearOrSemester: 5 },
      [{ firstName: 'Gopal' }, { firstName: 'Hira' }, { firstName: 'Ishwor' }],
    );
    const [gopal, hira, ishwor] = ids as [number, number, number];
    const response = await upgrade('collegeuser', {
      programId: csit,
      batchId,
      yearOrSemester: 5,
      studentIds: [gopal, ishwor, gopal],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      upgraded: 2,
      graduationEligible: 0,
      message: UPGRADE_MESSAGES.upgraded(2, 0),
    });
    expect(await periodsOf([gopal, hira, ishwor])).toEqual([
      [6, false],
      [5, false],
      [6, false],
    ]);
    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'StudentUpgrade'), eq(auditLog.action, 'upgrade')));
    expect(audit?.n).toBe(1);
  });

  it('marks students of the final period eligible for graduation and leaves them there', async () => {
    const ids = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId, yearOrSemester: 4 },
      [{ firstName: 'Jamuna' }, { firstName: 'Kiran' }],
    );
    const response = await upgrade('collegeadmin', {
      programId: bbs,
      batchId,
      yearOrSemester: 4,
      studentIds: ids,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      upgraded: 2,
      graduationEligible: 2,
      message: UPGRADE_MESSAGES.upgraded(2, 2),
    });
    expect(await periodsOf(ids)).toEqual([
      [4, true],
      [4, true],
    ]);
    const listed = await call('collegeadmin', { method: 'GET', url: classUrl(bbs, 4) });
    expect(listed.json<UpgradeClass>().students.every((row) => row.graduationEligible)).toBe(true);
  });

  it('refuses students outside the class or the caller reach and changes nothing', async () => {
    const [lila, mina] = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId, yearOrSemester: 1 },
      [{ firstName: 'Lila' }, { firstName: 'Mina', status: 'graduated' }],
    );
    const [other] = await enrol(
      t.db,
      {
        campusId: await campusElsewhere(t.db),
        programShortName: 'BBS',
        batchId,
        yearOrSemester: 1,
      },
      [{ firstName: 'Outsider' }],
    );
    const ids = [lila ?? 0, mina ?? 0, other ?? 0];
    const before = await periodsOf(ids);
    for (const studentIds of [
      [lila, mina],
      [lila, other],
      [lila, 999999],
    ]) {
      const response = await upgrade('collegeuser', {
        programId: bbs,
        batchId,
        yearOrSemester: 1,
        studentIds,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Json }>().fields).toEqual({
        studentIds: UPGRADE_MESSAGES.notInClass,
      });
    }
    const none = await upgrade('collegeuser', {
      programId: bbs,
      batchId,
      yearOrSemester: 1,
      studentIds: [],
    });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(UPGRADE_MESSAGES.nothingChosen);
    // Reading is not changing: university roles hold student:view only.
    const uni = await upgrade('uniadmin', {
      programId: bbs,
      batchId,
      yearOrSemester: 1,
      campusId: DEMO_CAMPUS,
      studentIds: [lila],
    });
    expect(uni.statusCode).toBe(403);
    expect(await periodsOf(ids)).toEqual(before);
  });

  it('is one transaction: a failure half way leaves every row as it was', async () => {
    const ids = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId, yearOrSemester: 2 },
      [{ firstName: 'Nir' }, { firstName: 'Om' }, { firstName: 'Pabitra' }],
    );
    const before = await periodsOf(ids);
    const audits = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(auditLog)
          .where(eq(auditLog.entity, 'StudentUpgrade'))
      )[0]?.n;
    const auditsBefore = await audits();
    // The audit row, written after the students were moved, is refused.
    await t.db.execute(sql`
      create function refuse_upgrade() returns trigger language plpgsql as $$
      begin
        if new.entity = 'StudentUpgrade' then raise exception 'refused'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_upgrade before insert on audit_log for each row execute function refuse_upgrade()`,
    );
    try {
      const response = await upgrade('collegeuser', {
        programId: bbs,
        batchId,
        yearOrSemester: 2,
        studentIds: ids,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_upgrade on audit_log`);
      await t.db.execute(sql`drop function refuse_upgrade()`);
    }
    expect(await periodsOf(ids)).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });
});
