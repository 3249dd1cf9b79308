// Shared setup of the graduation tests.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNull } from 'drizzle-orm';
import { graduationContract, nepalToday } from '@hemis/shared-contracts';
import { fiscalYears, levels, students } from '../../db/schema';
import { CAMPUS_49, batchOf, programByCode, studentBody } from '../students/test-fixtures';

/**
 * Graduation: a campus fills in the graduation form of a student the upgrade marked eligible,
 * as the level's setup requires (the campus's own rule before the national one); approving it
 * graduates the student in one transaction with audit rows, and locks the form; the report
 * reads count the approved graduates by fiscal year, level and ethnic group, by gender, scoped.
 */

export let t: TestApp;
export const ROLES = [
  'collegeadmin',
  'collegeuser',
  'uniadmin',
  'ugcadmin',
  'superadmin',
  'student',
];
export const signedIn = signedInApp(ROLES);

export const call = signedIn.api;
export const forms = graduationContract.path;
export const today = nepalToday();

export let fiscalYearId = 0;
export let bachelor = 0;

/** A new verified student of campus 49 (BSc CSIT: Bachelor), eligible for graduation unless told. */
export async function newStudent(
  extra: Record<string, unknown> = {},
  eligible = true,
): Promise<number> {
  const csit = await programByCode(t.db, 'CSIT');
  const batch = await batchOf(t.db, CAMPUS_49, 2081);
  const created = await call('collegeuser', 'POST', '/Student', studentBody(csit.id, batch, extra));
  expect(created.statusCode).toBe(201);
  const id = Number(json(created).id);
  await t.db
    .update(students)
    .set({ graduationEligible: eligible, verificationStatus: 'verified' })
    .where(eq(students.id, id));
  return id;
}

beforeAll(async () => {
  t = signedIn.t;
  const [year] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true));
  fiscalYearId = year?.id ?? 0;
  const [level] = await t.db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.levelName, 'Bachelor'), isNull(levels.campusId)));
  bachelor = level?.id ?? 0;
});
