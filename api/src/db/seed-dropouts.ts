/**
 * The demo dropouts: when and why each of campus 49's dropped-out students left (two in each of
 * the last five fiscal years), and the transfer letters issued to those who moved to another
 * campus, numbered in the letters' series like any other.
 */
import { and, eq } from 'drizzle-orm';
import {
  BRANDING_CAMPUS_ID,
  LETTER_SERIES,
  adToBs,
  bsToAd,
  letterReferenceNo,
  studentName,
} from '@hemis/shared-contracts';
import { nextNumber } from '../lib/numbering';
import { newVerificationToken } from '../lib/verification';
import type { Database } from './client';
import { dropouts, fiscalYears, recommendationLetters, students } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** By first name (seed-students.ts DEMO_DROPOUTS): the day they left (BS), why, and where to. */
const LEFT: Record<string, { dateBs: string; reason: string; joining?: string }> = {
  Mamata: { dateBs: '2079-06-12', reason: 'marriage' },
  Nabin: { dateBs: '2079-11-03', reason: 'migration' },
  Pooja: { dateBs: '2080-05-21', reason: 'financial' },
  Rajesh: { dateBs: '2080-10-08', reason: 'employment' },
  Sarita: { dateBs: '2081-04-27', reason: 'transfer', joining: 'Prithvi Narayan Campus, Pokhara' },
  Tilak: { dateBs: '2081-12-15', reason: 'academicFailure' },
  Uma: { dateBs: '2082-06-02', reason: 'health' },
  Bijay: { dateBs: '2082-09-18', reason: 'transfer', joining: 'Tri-Chandra Multiple Campus' },
  Kopila: { dateBs: '2083-05-20', reason: 'financial' },
  Dinesh: { dateBs: '2083-07-02', reason: 'other' },
};

export async function seedDropoutDemo(tx: Tx): Promise<void> {
  const years = await tx
    .select({
      id: fiscalYears.id,
      label: fiscalYears.label,
      startDate: fiscalYears.startDate,
      endDate: fiscalYears.endDate,
    })
    .from(fiscalYears);
  const yearOn = (day: string) =>
    years.find((row) => (row.startDate ?? '') <= day && day <= (row.endDate ?? ''));
  const left = await tx
    .select()
    .from(students)
    .where(and(eq(students.campusId, BRANDING_CAMPUS_ID), eq(students.status, 'droppedOut')));
  for (const student of left) {
    const leaving = LEFT[student.firstName ?? ''];
    const day = leaving ? bsToAd(leaving.dateBs) : null;
    const year = day ? yearOn(day) : undefined;
    if (!leaving || !day || !year) continue;
    const snapshot = {
      campusId: BRANDING_CAMPUS_ID,
      universityId: student.universityId,
      studentId: student.id,
      studentName: studentName(student),
      registrationNo: student.registrationNo,
      programId: student.programId,
      fiscalYearId: year.id,
    };
    await tx.insert(dropouts).values({
      ...snapshot,
      levelId: student.levelId,
      gender: student.gender,
      dropoutDate: day,
      dropoutDateBs: leaving.dateBs,
      reason: leaving.reason,
      lastYearOrSemester: student.yearOrSemester,
      previousStatus: 'active',
    });
    if (!leaving.joining) continue;
    const serial = await nextNumber(tx, {
      campusId: BRANDING_CAMPUS_ID,
      fiscalYearId: year.id,
      series: LETTER_SERIES,
    });
    await tx.insert(recommendationLetters).values({
      ...snapshot,
      kind: 'transfer',
      serialNo: serial,
      referenceNo: letterReferenceNo(serial, year.label ?? ''),
      issuedDate: day,
      issuedDateBs: adToBs(day),
      addressedTo: 'To Whom It May Concern',
      destination: leaving.joining,
      verifyToken: newVerificationToken(),
    });
  }
}
