/**
 * What a character certificate states and what issuing it writes: the student's details as
 * their record gives them (or the typed details of an old-format certificate, checked), and the
 * issue's date, number of the campus and fiscal year, verification code and issuer.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  CHARACTER_MESSAGES,
  CHARACTER_SERIES,
  MESSAGES,
  adToBs,
  nepalToday,
  studentName,
} from '@hemis/shared-contracts';
import { dropouts, programs, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import type { DbOrTx, Row, Tx } from '../../lib/resource/types';
import { newVerificationToken } from '../../lib/verification';
import { fiscalYearOn } from '../../lib/fiscal-years';

/** The details a certificate states: a student's snapshot, or what the clerk typed. */
export const DETAIL_FIELDS = [
  'studentName',
  'registrationNo',
  'fatherName',
  'motherName',
  'programName',
  'levelId',
  'studyFromYear',
  'studyToYear',
  'dateOfBirthBs',
] as const satisfies readonly (keyof StudentDetails)[];

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const bsYearOf = (ad: unknown): number | null => {
  const bs = typeof ad === 'string' ? adToBs(ad) : null;
  return bs ? Number(bs.slice(0, 4)) : null;
};

/** The details a certificate states of a student of the campus. */
export interface StudentDetails {
  studentName: string;
  registrationNo: string | null;
  fatherName: string | null;
  motherName: string | null;
  programName: string | null;
  levelId: number | null;
  studyFromYear: number | null;
  studyToYear: number | null;
  dateOfBirthBs: string | null;
}

/**
 * Who the student is, as the certificate states it: name, registration number, parents, date of
 * birth, program and level, and the years of study from admission to leaving (the dropout date
 * of a student who dropped out) or to this year.
 */
export async function studentDetails(db: DbOrTx, record: Row): Promise<StudentDetails> {
  const [program] =
    typeof record.programId === 'number'
      ? await db
          .select({ name: programs.programName })
          .from(programs)
          .where(eq(programs.id, record.programId))
      : [];
  const [dropout] =
    record.status === 'droppedOut'
      ? await db
          .select({ date: dropouts.dropoutDate })
          .from(dropouts)
          .where(and(eq(dropouts.studentId, Number(record.id)), isNull(dropouts.deletedAt)))
          .limit(1)
      : [];
  const birthBs =
    textOf(record.dateOfBirthBs) ??
    (textOf(record.dateOfBirth) ? adToBs(String(record.dateOfBirth)) : null);
  return {
    studentName: studentName(record),
    registrationNo: textOf(record.registrationNo),
    fatherName: textOf(record.fatherName),
    motherName: textOf(record.motherName),
    programName: program?.name ?? null,
    levelId: typeof record.levelId === 'number' ? record.levelId : null,
    studyFromYear: bsYearOf(record.admissionDate),
    studyToYear: bsYearOf(dropout?.date ?? nepalToday()),
    dateOfBirthBs: birthBs,
  };
}

/** The typed details of an old-format certificate: field messages for what is missing or wrong. */
export function checkTypedDetails(values: Row): void {
  const fields: Record<string, string> = {};
  if (!textOf(values.studentName)) fields.studentName = CHARACTER_MESSAGES.nameRequired;
  if (!textOf(values.programName)) fields.programName = CHARACTER_MESSAGES.programRequired;
  const from = typeof values.studyFromYear === 'number' ? values.studyFromYear : null;
  const to = typeof values.studyToYear === 'number' ? values.studyToYear : null;
  if (from === null) fields.studyFromYear = CHARACTER_MESSAGES.fromRequired;
  else if (to !== null && to < from) fields.studyToYear = CHARACTER_MESSAGES.toBeforeFrom;
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
}

/** The full name of the user who issues (printed as who prepared the certificate). */
async function userName(db: DbOrTx, userId: number): Promise<string | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ? studentName(user) : null;
}

/** What an issued certificate gets: today's date, the next number of its year, a new code. */
export async function issuedValues(tx: Tx, campusId: number, userId: number | null) {
  const issuedAt = nepalToday();
  const year = await fiscalYearOn(tx, issuedAt);
  if (!year) throw badRequest(CHARACTER_MESSAGES.noFiscalYear);
  const certificateNo = await nextNumber(tx, {
    campusId,
    fiscalYearId: year.id,
    series: CHARACTER_SERIES,
  });
  return {
    status: 'approved' as const,
    issuedAt,
    fiscalYearId: year.id,
    certificateNo,
    verifyToken: newVerificationToken(),
    issuedBy: userId === null ? null : await userName(tx, userId),
  };
}
