// Shared setup of the identity-card tests.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type KnownRole } from '@hemis/shared-contracts';
import { campuses, programs, studentCards, students } from '../../db/schema';
import { privateDir } from '../../lib/files';
import { PNG } from '../employees/test-fixtures';

/**
 * Identity cards: the card and sheet PDFs, issuing and reissuing, the public verification of a
 * card's token, the printable list, scope per role, and bad input.
 */

export const signedIn = signedInRoles();
export let t: TestApp;
/** Students made for these tests: at campus 49, at another campus of university 1, elsewhere. */
export const people = { own: 0, sibling: 0, elsewhere: 0, pending: 0, photo: 0 };
export let siblingCampus = 0;
export let programName = '';
export let runTag = 0;

export const { call } = signedIn;
export const get = (role: KnownRole, url: string) =>
  call(role, { method: 'GET', url: `/api${url}` });
export const pdfOf = (response: LightMyRequestResponse) => response.rawPayload;

export async function addStudent(
  firstName: string,
  lastName: string,
  campusId: number,
  universityId: number | null,
  extra: Partial<typeof students.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(students)
    .values({
      firstName,
      lastName,
      gender: 'female',
      status: 'active',
      verificationStatus: 'verified',
      source: 'campus',
      campusId,
      universityId,
      ...extra,
    })
    .returning({ id: students.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

export async function currentToken(studentId: number): Promise<string | null> {
  const [card] = await t.db
    .select({ token: studentCards.token })
    .from(studentCards)
    .where(and(eq(studentCards.studentId, studentId), isNull(studentCards.revokedAt)));
  return card?.token ?? null;
}

beforeAll(async () => {
  t = signedIn.t;
  const campusRows = await t.db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses);
  siblingCampus = campusRows.find((row) => row.universityId === 1 && row.id !== 49)?.id ?? 0;
  const elsewhere = campusRows.find((row) => row.universityId !== null && row.universityId !== 1);
  if (!siblingCampus || !elsewhere) throw new Error('the demo campuses are missing');
  const [program] = await t.db
    .select({ id: programs.id, name: programs.programName })
    .from(programs)
    .limit(1);
  programName = program?.name ?? '';
  runTag = Date.now() % 100000;
  const photoName = `student-photo-cardtest-${runTag}.png`;
  // Where uploads keep a student's photo: the private folder (lib/files).
  fs.mkdirSync(privateDir(t.app.hemis.uploadsDir), { recursive: true });
  fs.writeFileSync(path.join(privateDir(t.app.hemis.uploadsDir), photoName), PNG);
  people.own = await addStudent('Cardholder', 'Maharjan', 49, 1, {
    programId: program?.id ?? null,
    registrationNo: `REG-${runTag}`,
    nameNepali: 'कार्डधारी महर्जन',
    campusRollNo: '17',
    dateOfBirth: '2003-04-14',
    dateOfBirthBs: '2060-01-01',
    yearOrSemester: 2,
  });
  people.sibling = await addStudent('Siblingcampus', 'Rai', siblingCampus, 1);
  people.elsewhere = await addStudent('Otheruni', 'Tamang', elsewhere.id, elsewhere.universityId);
  people.pending = await addStudent('Pendingcard', 'Lama', 49, 1, {
    verificationStatus: 'pending',
  });
  people.photo = await addStudent('Photocard', 'Karki', 49, 1);
  // The upload columns come from the contract's uploads (untyped in the table's insert type).
  await t.db.execute(sql`update students set photo = ${photoName} where id = ${people.photo}`);
});
