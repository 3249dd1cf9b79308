// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import {
  PASS_RATE_MESSAGES,
  PASS_RATE_PATHS,
  boardExamSittingContract as sittingContract,
  boardExamStudentContract as studentContract,
  passRateOf,
  type PassRateHome,
  type PassRateRow,
} from '@hemis/shared-contracts';
import { boardExamSittings, collegePrograms, programs, students } from '../../db/schema';
import { lastFiveFiscalYears } from '../../lib/reports';
import { CAMPUS_49, campusNamed, programByCode } from '../students/test-fixtures';

/**
 * Board-exam pass rates: a campus records sittings as counts or per student (whose counts then
 * follow the entries), bad figures are refused with field messages, and the reads sum the
 * caller's sittings into pass rates checked against hand-worked figures of the demo data.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student'] as const;
type Role = (typeof ROLES)[number];
const signedIn = signedInApp(ROLES);

const call = signedIn.api;
const rows = async (role: Role, url: string) => {
  const response = await call(role, 'GET', url);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as PassRateRow[];
};

let years: { id: number; label: string }[] = [];
beforeAll(async () => {
  t = signedIn.t;
  years = await lastFiveFiscalYears(t.db);
});

describe('pass rates of the demo campus (hand-worked)', () => {
  it('sums the oldest of the five years: CSIT 40 appeared, 25 passed; BBS 92 and 45', async () => {
    const oldest = years[0];
    expect(oldest).toBeDefined();
    const query = `?fiscalYearId=${oldest?.id}`;
    const byProgram = await rows('collegeadmin', `${PASS_RATE_PATHS.byProgram}${query}`);
    expect(byProgram).toEqual([
      expect.objectContaining({ appeared: 40, passed: 25, passRate: 62.5 }),
      { group: 'Bachelor of Business Studies', appeared: 92, passed: 45, passRate: 48.91 },
    ]);
    // The university and the nation hold more campuses: their reads filtered to campus 49.
    const of49 = `${query}&campusId=${CAMPUS_49}`;
    const byGender = await rows('uniadmin', `${PASS_RATE_PATHS.byGender}${of49}`);
    expect(byGender).toEqual([
      { group: 'Male', appeared: 68, passed: 35, passRate: 51.47 },
      { group: 'Female', appeared: 64, passed: 35, passRate: 54.69 },
      { group: 'Other', appeared: 0, passed: 0, passRate: 0 },
    ]);
    const byLevel = await rows('ugcadmin', `${PASS_RATE_PATHS.byLevel}${of49}`);
    expect(byLevel).toEqual([{ group: 'Bachelor', appeared: 132, passed: 70, passRate: 53.03 }]);
  });

  it('gives the last five fiscal years oldest first, and the home this year by program', async () => {
    const byYear = await rows('ugcadmin', `${PASS_RATE_PATHS.byFiscalYear}?campusId=${CAMPUS_49}`);
    expect(byYear.map((row) => row.group)).toEqual(years.map((year) => year.label));
    expect(byYear[0]).toEqual({
      group: years[0]?.label,
      appeared: 132,
      passed: 70,
      passRate: 53.03,
    });
    for (const row of byYear) expect(row.passRate).toBe(passRateOf(row.appeared, row.passed));
    const home = await call('collegeuser', 'GET', PASS_RATE_PATHS.home);
    expect(home.statusCode).toBe(200);
    const body = JSON.parse(home.body) as PassRateHome;
    expect(body.byFiscalYear).toEqual(byYear);
  });

  it('scopes the reads: another campus or university reads nothing of campus 49', async () => {
    const patan = await campusNamed(t.db, 'Patan');
    const none = await rows('ugcadmin', `${PASS_RATE_PATHS.byFiscalYear}?campusId=${patan}`);
    expect(none.every((row) => row.appeared === 0 && row.passRate === 0)).toBe(true);
    expect((await call('student', 'GET', PASS_RATE_PATHS.byProgram)).statusCode).toBe(403);
    expect((await call('student', 'GET', sittingContract.path)).statusCode).toBe(403);
    expect(
      (await call('collegeadmin', 'GET', `${PASS_RATE_PATHS.byLevel}?levelId=abc`)).statusCode,
    ).toBe(400);
  });

  it('passRateOf rounds to two decimals and is 0 when nobody appeared', () => {
    expect(passRateOf(3, 2)).toBe(66.67);
    expect(passRateOf(7, 7)).toBe(100);
    expect(passRateOf(0, 0)).toBe(0);
  });
});

describe('recording sittings', () => {
  it('refuses a program the campus does not run, writing nothing', async () => {
    const run = t.db
      .select({ programId: collegePrograms.programId })
      .from(collegePrograms)
      .where(and(eq(collegePrograms.campusId, CAMPUS_49), isNull(collegePrograms.deletedAt)));
    const [other] = await t.db
      .select({ id: programs.id })
      .from(programs)
      .where(and(isNull(programs.deletedAt), notInArray(programs.id, run)))
      .limit(1);
    expect(other).toBeDefined();
    const before = await t.db.select({ id: boardExamSittings.id }).from(boardExamSittings);
    const refused = await call('collegeadmin', 'POST', sittingContract.path, {
      fiscalYearId: years[0]?.id,
      programId: other?.id,
      yearOrSemester: 1,
      entryKind: 'counts',
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toEqual({ programId: PASS_RATE_MESSAGES.programNotRun });
    expect(await t.db.select({ id: boardExamSittings.id }).from(boardExamSittings)).toHaveLength(
      before.length,
    );
  });

  it('a clerk records counts; bad figures are refused with field messages; others only read', async () => {
    const bbs = await programByCode(t.db, 'BBS');
    const fiscalYearId = years[0]?.id;
    const body = {
      fiscalYearId,
      programId: bbs.id,
      yearOrSemester: 4,
      entryKind: 'counts',
      appearedMale: 10,
      appearedFemale: 12,
      passedMale: 11,
      passedFemale: 6,
    };
    const refused = await call('collegeuser', 'POST', sittingContract.path, body);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toEqual({ passedMale: PASS_RATE_MESSAGES.passedOverAppeared });
    const before = await t.db.select().from(boardExamSittings);
    const created = await call('collegeuser', 'POST', sittingContract.path, {
      ...body,
      passedMale: 7,
      examDateBs: '2079-02-10',
    });
    expect(created.statusCode).toBe(201);
    const row = json(created);
    expect(row).toMatchObject({
      campusId: CAMPUS_49,
      appeared: 22,
      passed: 13,
      passRate: 59.09,
      appearedOther: 0,
      levelId: bbs.levelId,
    });
    expect(typeof row.examDate).toBe('string');
    expect((await t.db.select().from(boardExamSittings)).length).toBe(before.length + 1);
    const again = await call('collegeadmin', 'POST', sittingContract.path, {
      ...body,
      passedMale: 1,
    });
    expect(again.statusCode).toBe(409);

    // A change re-runs the rule over the whole row.
    const over = await call('collegeadmin', 'PATCH', `${sittingContract.path}/${row.id}`, {
      passedFemale: 13,
    });
    expect(over.statusCode).toBe(400);
    const changed = await call('collegeadmin', 'PATCH', `${sittingContract.path}/${row.id}`, {
      passedFemale: 12,
    });
    expect(json(changed)).toMatchObject({ passed: 19, passRate: 86.36 });

    for (const role of ['uniadmin', 'ugcadmin'] as const) {
      const list = await call(
        role,
        'GET',
        `${sittingContract.path}?programId=${bbs.id}&pageSize=50`,
      );
      expect(list.statusCode).toBe(200);
      expect(JSON.stringify(json(list).data)).toContain(`"id":${row.id}`);
      expect((await call(role, 'POST', sittingContract.path, body)).statusCode).toBe(403);
      expect(
        (await call(role, 'PATCH', `${sittingContract.path}/${row.id}`, { remarks: 'x' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('student', 'POST', sittingContract.path, body)).statusCode).toBe(403);
  });

  it('a per-student sitting counts its students: entries change the counts, typed counts are refused', async () => {
    const csit = await programByCode(t.db, 'CSIT');
    const fiscalYearId = years[1]?.id;
    const base = { fiscalYearId, programId: csit.id, yearOrSemester: 7, entryKind: 'perStudent' };
    const typed = await call('collegeadmin', 'POST', sittingContract.path, {
      ...base,
      appearedMale: 3,
    });
    expect(typed.statusCode).toBe(400);
    expect(json(typed).fields).toEqual({ appearedMale: PASS_RATE_MESSAGES.countsFromStudents });
    const created = await call('collegeadmin', 'POST', sittingContract.path, base);
    expect(created.statusCode).toBe(201);
    const sittingId = Number(json(created).id);

    const ofCsit = await t.db
      .select({ id: students.id, gender: students.gender })
      .from(students)
      .where(and(eq(students.campusId, CAMPUS_49), eq(students.programId, csit.id)));
    const male = ofCsit.filter((row) => row.gender === 'male');
    const female = ofCsit.filter((row) => row.gender === 'female');
    expect(male.length).toBeGreaterThanOrEqual(2);
    expect(female.length).toBeGreaterThanOrEqual(1);
    const entry = (studentId: number | undefined, extra: object) =>
      call('collegeuser', 'POST', studentContract.path, {
        sittingId,
        studentId,
        symbolNo: `S-${studentId}`,
        ...extra,
      });
    const absentWithResult = await entry(male[0]?.id, { attendance: 'absent', result: 'failed' });
    expect(absentWithResult.statusCode).toBe(400);
    expect(json(absentWithResult).fields).toEqual({ result: PASS_RATE_MESSAGES.absentHasNoResult });

    const bbs = await programByCode(t.db, 'BBS');
    const [otherProgram] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.campusId, CAMPUS_49), eq(students.programId, bbs.id)))
      .limit(1);
    const wrong = await entry(otherProgram?.id, { attendance: 'appeared' });
    expect(json(wrong).fields).toEqual({ studentId: PASS_RATE_MESSAGES.notOfProgram });

    expect(
      (await entry(male[0]?.id, { attendance: 'appeared', result: 'passed', division: 'first' }))
        .statusCode,
    ).toBe(201);
    const failed = await entry(male[1]?.id, { attendance: 'appeared', result: 'failed' });
    expect(failed.statusCode).toBe(201);
    expect((await entry(female[0]?.id, { attendance: 'appeared' })).statusCode).toBe(201);
    expect((await entry(male[0]?.id, { attendance: 'appeared' })).statusCode).toBe(409);

    const sitting = async () =>
      json(await call('uniadmin', 'GET', `${sittingContract.path}/${sittingId}`));
    // 3 appeared (2 male, 1 female), 1 passed (male): 33.33 %.
    expect(await sitting()).toMatchObject({
      appearedMale: 2,
      appearedFemale: 1,
      passedMale: 1,
      passedFemale: 0,
      appeared: 3,
      passed: 1,
      passRate: 33.33,
    });
    // The female student's result comes in: passed; then the failed entry is withdrawn.
    const [femaleEntry] = json(
      await call(
        'collegeuser',
        'GET',
        `${studentContract.path}?sittingId=${sittingId}&gender=female&pageSize=50`,
      ),
    ).data as { id: number }[];
    const result = await call(
      'collegeuser',
      'PATCH',
      `${studentContract.path}/${femaleEntry?.id}`,
      {
        result: 'passed',
        gpa: 3.2,
      },
    );
    expect(result.statusCode).toBe(200);
    expect(
      (await call('collegeuser', 'DELETE', `${studentContract.path}/${json(failed).id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('collegeadmin', 'DELETE', `${studentContract.path}/${json(failed).id}`))
        .statusCode,
    ).toBe(200);
    expect(await sitting()).toMatchObject({ appeared: 2, passed: 2, passRate: 100 });
    // A counts PATCH of a per-student sitting is refused.
    const patched = await call('collegeadmin', 'PATCH', `${sittingContract.path}/${sittingId}`, {
      passedMale: 5,
    });
    expect(patched.statusCode).toBe(400);
    expect((await call('uniadmin', 'POST', studentContract.path, { sittingId })).statusCode).toBe(
      403,
    );
    // A sitting with students is not deleted (the kit: they would name a deleted sitting); once
    // its entries are withdrawn, it is.
    const refused = await call('collegeadmin', 'DELETE', `${sittingContract.path}/${sittingId}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(
      'This board exam sitting is still used by 2 board exam students.',
    );
    expect((await sitting()).appeared).toBe(2);
    const left = json(
      await call(
        'collegeadmin',
        'GET',
        `${studentContract.path}?sittingId=${sittingId}&pageSize=50`,
      ),
    ).data as { id: number }[];
    for (const row of left) {
      await call('collegeadmin', 'DELETE', `${studentContract.path}/${row.id}`);
    }
    expect(
      (await call('collegeadmin', 'DELETE', `${sittingContract.path}/${sittingId}`)).statusCode,
    ).toBe(200);
  });
});
