/**
 * Test support for the class routes (upgrade, attendance) and the student reports: a fresh
 * batch per test file, so a class holds exactly the students a test puts in it whatever the
 * demo seed holds, and the seeded programs and campuses by name.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, campuses, students } from '../../db/schema';
import { CAMPUS_49, programByShortName } from './test-fixtures';

export const DEMO_CAMPUS = CAMPUS_49;
export { programByShortName };

export async function campusOf(
  db: Database,
  campusId: number,
): Promise<{ id: number; universityId: number | null }> {
  const [campus] = await db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, campusId))
    .limit(1);
  if (!campus) throw new Error(`no campus ${campusId}`);
  return campus;
}

/** A campus of another university than the demo campus's. */
export async function campusElsewhere(db: Database): Promise<number> {
  const home = await campusOf(db, DEMO_CAMPUS);
  const rows = await db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses);
  const found = rows.find(
    (row) => row.universityId !== null && row.universityId !== home.universityId,
  );
  if (!found) throw new Error('no campus of another university');
  return found.id;
}

/** A new batch of the demo campus's university, unique to the caller. */
export async function freshBatch(db: Database): Promise<number> {
  const home = await campusOf(db, DEMO_CAMPUS);
  const [batch] = await db
    .insert(batches)
    .values({
      universityId: home.universityId,
      campusId: null,
      batchName: `Test Batch ${randomBytes(4).toString('hex')}`,
      batchYear: 2081,
    })
    .returning({ id: batches.id });
  if (!batch) throw new Error('batch not inserted');
  return batch.id;
}

export interface Pupil {
  firstName: string;
  gender?: 'male' | 'female' | 'other';
  campusRollNo?: string;
  status?: 'active' | 'graduated' | 'droppedOut' | 'transferred';
  dateOfBirth?: string | null;
  permanentDistrictId?: number | null;
  ethnicGroupId?: number | null;
}

/** Students put straight into a class of a campus (ids in the order given). */
export async function enrol(
  db: Database,
  where: { campusId: number; programShortName: string; batchId: number; yearOrSemester: number },
  pupils: Pupil[],
): Promise<number[]> {
  const campus = await campusOf(db, where.campusId);
  const program = await programByShortName(db, where.programShortName);
  const rows = await db
    .insert(students)
    .values(
      pupils.map((pupil) => ({
        campusId: campus.id,
        universityId: campus.universityId,
        firstName: pupil.firstName,
        lastName: 'Tester',
        gender: pupil.gender ?? 'female',
        status: pupil.status ?? 'active',
        verificationStatus: 'verified',
        source: 'campus',
        programId: program.id,
        levelId: program.levelId,
        facultyId: program.facultyId,
        batchId: where.batchId,
        yearOrSemester: where.yearOrSemester,
        campusRollNo: pupil.campusRollNo ?? null,
        dateOfBirth: pupil.dateOfBirth ?? null,
        permanentDistrictId: pupil.permanentDistrictId ?? null,
        ethnicGroupId: pupil.ethnicGroupId ?? null,
      })),
    )
    .returning({ id: students.id });
  return rows.map((row) => row.id);
}
