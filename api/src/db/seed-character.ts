/**
 * Demo character certificates at the demo campus: two applications waiting for the campus, one
 * issued certificate, one reissued (its first issue shows as replaced), and one old-format
 * certificate typed from the old records. The demo student (Sita Shrestha) has none, so she can
 * apply. Numbers come from the one numbering series, as the routes take them.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_CONDUCT_REMARK, nepalToday } from '@hemis/shared-contracts';
import { fiscalYearOn } from '../domains/accounts/vouchers';
import { issuedValues, studentDetails } from '../domains/character/certificate-details';
import type { Tx } from '../lib/resource/types';
import { characterCertificates, students, users } from './schema';

type Insert = typeof characterCertificates.$inferInsert;

/** Demo students by "First Last", and what their certificate is for. */
const APPLIED = [
  ['Ram Prajapati', 'Scholarship application'],
  ['Manju Basnet', 'Admission to a master’s program'],
] as const;
const ISSUED = ['Bikash Duwal', 'Higher studies abroad'] as const;
const REISSUED = ['Anish Sapkota', 'Job application', 'Job application (Nepal Bank Ltd.)'] as const;

export async function seedDemoCharacterCertificates(
  tx: Tx,
  owner: { campusId: number; universityId: number },
): Promise<void> {
  const [clerk] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.campusId, owner.campusId), eq(users.role, 'CollegeAdmin')))
    .limit(1);
  const userId = clerk?.id ?? null;
  // Issued certificates are numbered in the fiscal year of today.
  if (!(await fiscalYearOn(tx, nepalToday()))) return;
  const records = await tx
    .select()
    .from(students)
    .where(and(eq(students.campusId, owner.campusId), isNull(students.deletedAt)));
  const byName = new Map(
    records.map((record) => [`${record.firstName} ${record.lastName}`, record]),
  );

  /** A certificate of a demo student, as the application routes would write it. */
  async function insert(
    name: string,
    values: Omit<Insert, 'campusId' | 'purpose'> & { purpose: string },
  ) {
    const record = byName.get(name);
    if (!record) throw new Error(`demo seed: no student ${name} for a character certificate`);
    const [row] = await tx
      .insert(characterCertificates)
      .values({
        ...owner,
        ...(await studentDetails(tx, record)),
        studentId: record.id,
        conductRemark: DEFAULT_CONDUCT_REMARK,
        createdBy: userId,
        updatedBy: userId,
        ...values,
      })
      .returning({ id: characterCertificates.id });
    if (!row) throw new Error('demo seed: character certificate not written');
    return row.id;
  }

  for (const [name, purpose] of APPLIED) await insert(name, { purpose, status: 'applied' });
  await insert(ISSUED[0], {
    purpose: ISSUED[1],
    ...(await issuedValues(tx, owner.campusId, userId)),
  });
  const first = await insert(REISSUED[0], {
    purpose: REISSUED[1],
    ...(await issuedValues(tx, owner.campusId, userId)),
  });
  const second = await insert(REISSUED[0], {
    purpose: REISSUED[2],
    replacesId: first,
    ...(await issuedValues(tx, owner.campusId, userId)),
  });
  await tx
    .update(characterCertificates)
    .set({ status: 'replaced', replacedById: second })
    .where(eq(characterCertificates.id, first));

  // Someone who left before the campus kept records here: typed from the old register.
  await tx.insert(characterCertificates).values({
    ...owner,
    oldFormat: true,
    studentName: 'Hari Bahadur Thapa',
    fatherName: 'Krishna Bahadur Thapa',
    programName: 'Bachelor of Business Studies',
    registrationNo: '7-1-49-1123-2055',
    studyFromYear: 2055,
    studyToYear: 2059,
    purpose: 'Foreign employment',
    conductRemark: DEFAULT_CONDUCT_REMARK,
    ...(await issuedValues(tx, owner.campusId, userId)),
    createdBy: userId,
    updatedBy: userId,
  });
}
