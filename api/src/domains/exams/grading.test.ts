// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNull } from 'drizzle-orm';
import {
  GRADING_MESSAGES,
  GRADING_SCHEME_MESSAGES,
  SUBJECT_PASS_MARKS_ABOVE_FULL,
  computeExamResult,
  gradingSchemeContract,
  gradingRulesSchema,
  parseGradeBands,
  type GradingRules,
} from '@hemis/shared-contracts';
import { gradingSchemes, levels, subjects, universities } from '../../db/schema';
import { NATIONAL_GRADES, TU_DIVISIONS, TU_SEMESTER_GRADES } from '../../db/seed-grading';
import { CAMPUS_49 } from '../students/test-fixtures';
import { schemeFor } from './grading';

/**
 * Grading schemes: the commission's national defaults and each university's own per level and
 * kind; a campus reads its university's and the national ones and sets none; bad bands are
 * field messages that write nothing; the scheme a result is graded with is the nearest.
 */

let t: TestApp;
const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'superadmin', 'student'];
const signedIn = signedInApp(ROLES);
const path = gradingSchemeContract.path;

const call = signedIn.api;

const levelIds: Record<string, number> = {};
let tu = 0;
let ku = 0;

const body = (levelName: string, rules: GradingRules, extra: object = {}) => ({
  levelId: levelIds[levelName],
  kind: rules.kind,
  passPercentage: rules.passPercentage,
  bands: JSON.stringify(rules.bands),
  ...extra,
});

beforeAll(async () => {
  t = signedIn.t;
  const unis = await t.db
    .select({ id: universities.id, shortName: universities.shortName })
    .from(universities);
  tu = unis.find((row) => row.shortName === 'TU')?.id ?? 0;
  ku = unis.find((row) => row.shortName === 'KU')?.id ?? 0;
  // Tribhuvan University's levels (each university of the demo has its own).
  for (const row of await t.db
    .select({ id: levels.id, name: levels.levelName })
    .from(levels)
    .where(and(eq(levels.universityId, tu), isNull(levels.campusId)))) {
    if (row.name) levelIds[row.name] = row.id;
  }
});

describe('the demo schemes', () => {
  it('are valid rules as each owner publishes them', async () => {
    const rows = await t.db.select().from(gradingSchemes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const parsed = gradingRulesSchema.safeParse({
        kind: row.kind,
        passPercentage: row.passPercentage,
        bands: parseGradeBands(row.bands),
      });
      expect(parsed.error?.issues).toBeUndefined();
    }
  });

  it("grade a campus's results by its university's scheme, else the commission's", async () => {
    const bachelor = levelIds.Bachelor ?? 0;
    const atCampus = await schemeFor(t.db, { campusId: CAMPUS_49 }, bachelor, 'gpa');
    expect(atCampus).toMatchObject({ universityId: tu, rules: TU_SEMESTER_GRADES });
    expect((await schemeFor(t.db, { campusId: CAMPUS_49 }, bachelor, 'division'))?.rules).toEqual(
      TU_DIVISIONS,
    );
    // Kathmandu University has no scheme of its own: the national default.
    expect(await schemeFor(t.db, { universityId: ku }, bachelor, 'gpa')).toMatchObject({
      universityId: null,
      rules: NATIONAL_GRADES,
    });
    // A level with no TU scheme (PhD): the national one; an unknown campus: none.
    expect(
      (await schemeFor(t.db, { campusId: CAMPUS_49 }, levelIds.PhD ?? 0, 'gpa'))?.universityId,
    ).toBeNull();
    expect(await schemeFor(t.db, { campusId: 999_999 }, bachelor, 'gpa')).toBeUndefined();
  });

  it('gives the demo subjects full and pass marks, and credits in semester programs', async () => {
    const [cProgramming] = await t.db
      .select()
      .from(subjects)
      .where(eq(subjects.subjectName, 'C Programming'))
      .limit(1);
    expect(cProgramming).toMatchObject({
      creditHours: 3,
      theoryFullMarks: 100,
      theoryPassMarks: 50,
    });
    const result = computeExamResult(TU_SEMESTER_GRADES, [
      { subject: cProgramming ?? {}, marks: { theory: 72 } },
    ]);
    expect(result).toMatchObject({ status: 'passed', sgpa: 3.3 });
  });
});

describe('GradingScheme routes per role', () => {
  it('lets every staff role read; a campus sees its university and the national rows only', async () => {
    for (const role of ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'superadmin']) {
      const list = await call(role, 'GET', `${path}?pageSize=100`);
      expect(list.statusCode).toBe(200);
    }
    const rows = json(await call('collegeadmin', 'GET', `${path}?pageSize=100`)).data as {
      universityId: number | null;
    }[];
    expect(new Set(rows.map((row) => row.universityId))).toEqual(new Set([tu, null]));
    expect((await call('student', 'GET', path)).statusCode).toBe(403);
  });

  it('lets a university set its own scheme of a level, over the national one', async () => {
    const created = await call(
      'uniadmin',
      'POST',
      path,
      body('Post Graduate Diploma', TU_SEMESTER_GRADES),
    );
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ universityId: tu, campusId: null, kind: 'gpa' });
    const pgd = levelIds['Post Graduate Diploma'] ?? 0;
    expect((await schemeFor(t.db, { campusId: CAMPUS_49 }, pgd, 'gpa'))?.universityId).toBe(tu);
    // Its own twice: a 409 with the message.
    const again = await call(
      'uniadmin',
      'POST',
      path,
      body('Post Graduate Diploma', TU_SEMESTER_GRADES),
    );
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(GRADING_SCHEME_MESSAGES.conflict);
    // Changing the pass percentage alone is checked against the stored bands.
    const id = Number(json(created).id);
    const off = await call('uniadmin', 'PATCH', `${path}/${id}`, { passPercentage: 55 });
    expect(off.statusCode).toBe(400);
    expect(json(off).fields).toMatchObject({
      passPercentage: GRADING_MESSAGES.passPercentageBoundary,
    });
    const fine = await call('uniadmin', 'PATCH', `${path}/${id}`, { passPercentage: 60 });
    expect(fine.statusCode).toBe(200);
    // The university may withdraw its own: the national default applies again.
    expect((await call('uniadmin', 'DELETE', `${path}/${id}`)).statusCode).toBe(200);
  });

  it('refuses campus roles and read-only roles any write', async () => {
    const scheme = body('Post Graduate Diploma', TU_DIVISIONS);
    const campus = await call('collegeadmin', 'POST', path, scheme);
    expect(campus.statusCode).toBe(403);
    expect(json(campus).message).toBe(GRADING_SCHEME_MESSAGES.campusCannotSet);
    expect((await call('collegeuser', 'POST', path, scheme)).statusCode).toBe(403);
    expect((await call('ugcadmin', 'POST', path, scheme)).statusCode).toBe(403);
    const [national] = await t.db
      .select({ id: gradingSchemes.id })
      .from(gradingSchemes)
      .where(and(isNull(gradingSchemes.universityId), eq(gradingSchemes.kind, 'gpa')))
      .limit(1);
    const nationalId = national?.id ?? 0;
    expect(
      (await call('collegeadmin', 'PATCH', `${path}/${nationalId}`, { remarks: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('uniadmin', 'PATCH', `${path}/${nationalId}`, { remarks: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('collegeadmin', 'DELETE', `${path}/${nationalId}`)).statusCode).toBe(403);
  });

  it('lets the commission change its national default', async () => {
    const [national] = await t.db
      .select({ id: gradingSchemes.id })
      .from(gradingSchemes)
      .where(and(isNull(gradingSchemes.universityId), eq(gradingSchemes.kind, 'division')))
      .limit(1);
    const changed = await call('superadmin', 'PATCH', `${path}/${national?.id ?? 0}`, {
      remarks: 'Reviewed by the commission',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('refuses bad bands with field messages and writes nothing', async () => {
    const before = (await t.db.select({ id: gradingSchemes.id }).from(gradingSchemes)).length;
    const gap = TU_SEMESTER_GRADES.bands.map((band, index) =>
      index === 1 ? { ...band, maxPercentage: 89 } : band,
    );
    const cases: [object, Record<string, string | RegExp>][] = [
      [{ bands: JSON.stringify(gap) }, { bands: /Band 2: There is a gap between A- and A/ }],
      [{ bands: 'not json' }, { bands: GRADING_SCHEME_MESSAGES.bandsUnreadable }],
      [
        { bands: JSON.stringify([{ label: 'A' }]) },
        { bands: GRADING_SCHEME_MESSAGES.bandsUnreadable },
      ],
      [{ passPercentage: 52 }, { passPercentage: GRADING_MESSAGES.passPercentageBoundary }],
      [{ passPercentage: 101 }, { passPercentage: /100/ }],
      [{ kind: 'division' }, { bands: /Band 1: A division scheme has no grade points/ }],
      [{ levelId: null }, { levelId: GRADING_SCHEME_MESSAGES.levelRequired }],
    ];
    for (const [change, fields] of cases) {
      const response = await call('uniadmin', 'POST', path, {
        ...body('Post Graduate Diploma', TU_SEMESTER_GRADES),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      const got = json(response).fields as Record<string, string>;
      for (const [field, message] of Object.entries(fields)) {
        if (typeof message === 'string') expect(got[field]).toBe(message);
        else expect(got[field]).toMatch(message);
      }
    }
    expect((await t.db.select({ id: gradingSchemes.id }).from(gradingSchemes)).length).toBe(before);
  });
});

describe('subject marks setup', () => {
  it('refuses pass marks above full marks with a field message', async () => {
    const [subject] = await t.db
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.subjectName, 'C Programming'))
      .limit(1);
    const id = subject?.id ?? 0;
    const wrong = await call('collegeadmin', 'PATCH', `/Subject/${id}`, { theoryPassMarks: 120 });
    expect([400, 403]).toContain(wrong.statusCode);
    const uni = await call('uniadmin', 'PATCH', `/Subject/${id}`, {
      practicalFullMarks: 25,
      practicalPassMarks: 30,
    });
    expect(uni.statusCode).toBe(400);
    expect(json(uni).fields).toMatchObject({
      practicalPassMarks: SUBJECT_PASS_MARKS_ABOVE_FULL.practical,
    });
    const fine = await call('uniadmin', 'PATCH', `/Subject/${id}`, {
      practicalFullMarks: 25,
      practicalPassMarks: 10,
      creditHours: 4,
    });
    expect(fine.statusCode).toBe(200);
    expect(json(fine)).toMatchObject({
      practicalFullMarks: 25,
      practicalPassMarks: 10,
      creditHours: 4,
    });
  });
});
