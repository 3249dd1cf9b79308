/**
 * Test support for the student routes: the demo accounts by role and the permission table
 * (shared with the employee tests), the seeded students by name, the seeded programs and
 * batches, and a complete, valid student body.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, type Permission } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { batches, campuses, programs, students, userPermissions, users } from '../../db/schema';

export { ROLE_ACCOUNTS, can, PDF, multipart } from '../employees/test-fixtures';

export const CAMPUS_49 = BRANDING_CAMPUS_ID;

export interface SeededStudent {
  id: number;
  campusId: number | null;
  universityId: number | null;
  userId: number | null;
  verificationStatus: string | null;
}

/** The demo students by "First Last". */
export async function seededStudents(db: Database): Promise<Map<string, SeededStudent>> {
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      campusId: students.campusId,
      universityId: students.universityId,
      userId: students.userId,
      verificationStatus: students.verificationStatus,
    })
    .from(students)
    .where(isNull(students.deletedAt));
  return new Map(rows.map(({ firstName, lastName, ...row }) => [`${firstName} ${lastName}`, row]));
}

export async function seededStudent(db: Database, name: string): Promise<SeededStudent> {
  const found = (await seededStudents(db)).get(name);
  if (!found) throw new Error(`no demo student ${name}`);
  return found;
}

/** A seeded program's id and the level and faculty a student of it gets. */
export interface SeededProgram {
  id: number;
  levelId: number | null;
  facultyId: number | null;
}

async function programWhere(
  db: Database,
  column: typeof programs.code | typeof programs.shortName,
  value: string,
): Promise<SeededProgram> {
  const [row] = await db
    .select({ id: programs.id, levelId: programs.levelId, facultyId: programs.facultyId })
    .from(programs)
    .where(eq(column, value))
    .limit(1);
  if (!row) throw new Error(`no program ${value}`);
  return row;
}

/** A seeded program by code (CSIT: semester, 4 years; BBS: annual, 4 years; BA; BEd; MBS). */
export const programByCode = (db: Database, code: string): Promise<SeededProgram> =>
  programWhere(db, programs.code, code);

/** A seeded program by short name ('BSc CSIT', 'BBS'). */
export const programByShortName = (db: Database, shortName: string): Promise<SeededProgram> =>
  programWhere(db, programs.shortName, shortName);

/** Grants `email`'s account `permission` as a per-user exception to its role's table. */
export async function grantPermission(
  db: Database,
  email: string,
  permission: Permission,
): Promise<void> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!account) throw new Error(`no account ${email}`);
  await db.insert(userPermissions).values({ userId: account.id, permission, granted: true });
}

/** A seeded batch of a campus by its BS year. */
export async function batchOf(db: Database, campusId: number, batchYear: number): Promise<number> {
  const [row] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.campusId, campusId), eq(batches.batchYear, batchYear)))
    .limit(1);
  if (!row) throw new Error(`no batch ${batchYear} at campus ${campusId}`);
  return row.id;
}

/** A campus by name fragment (e.g. 'Patan', 'Kathmandu University'). */
export async function campusNamed(db: Database, fragment: string): Promise<number> {
  const rows = await db.select({ id: campuses.id, name: campuses.campusName }).from(campuses);
  const found = rows.find((row) => row.name.includes(fragment));
  if (!found) throw new Error(`no campus ${fragment}`);
  return found.id;
}

export const unique = () => randomBytes(4).toString('hex');

/** A complete, valid first-semester BSc CSIT student (unique numbers); `extra` overrides. */
export function studentBody(
  programId: number,
  batchId: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const tag = unique();
  return {
    firstName: `Student${tag}`,
    lastName: 'Test',
    gender: 'female',
    dateOfBirth: '2006-04-14',
    programId,
    batchId,
    yearOrSemester: 1,
    registrationNo: `REG-${tag}`,
    citizenshipNo: `27-01-06-${tag}`,
    campusRollNo: `R-${tag}`,
    email: `student-${tag}@example.org`,
    phoneNumber: '9841000000',
    status: 'active',
    ...extra,
  };
}
