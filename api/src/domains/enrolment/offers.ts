/**
 * The campus programs open for online enrolment today, each with its application fee, and the
 * rule that a program opened for enrolment has an intake batch and an application fee.
 */
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import {
  MESSAGES,
  OPEN_ENROLMENT_RULES,
  nepalToday,
  type EnrolmentOffer,
} from '@hemis/shared-contracts';
import {
  batches,
  campuses,
  collegePrograms,
  levels,
  programs,
  universities,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { DbOrTx, WriteContext } from '../../lib/resource/types';
import { applicationFeeOf } from '../fees/ledger';

/** The programs open for enrolment today (one by its CollegeProgram id when asked). */
export async function openOffers(db: DbOrTx, id?: number): Promise<EnrolmentOffer[]> {
  const today = nepalToday();
  const rows = await db
    .select({
      id: collegePrograms.id,
      campusId: collegePrograms.campusId,
      campusName: campuses.campusName,
      universityName: universities.name,
      programId: collegePrograms.programId,
      programName: programs.programName,
      levelName: levels.levelName,
      batchId: collegePrograms.enrolmentBatchId,
      batchName: batches.batchName,
      closesOn: collegePrograms.enrolmentClosesOn,
    })
    .from(collegePrograms)
    .innerJoin(campuses, eq(campuses.id, collegePrograms.campusId))
    .innerJoin(programs, eq(programs.id, collegePrograms.programId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .leftJoin(levels, eq(levels.id, programs.levelId))
    .leftJoin(batches, eq(batches.id, collegePrograms.enrolmentBatchId))
    .where(
      and(
        eq(collegePrograms.openForEnrolment, true),
        eq(collegePrograms.status, true),
        isNull(collegePrograms.deletedAt),
        isNull(campuses.deletedAt),
        isNull(programs.deletedAt),
        or(
          isNull(collegePrograms.enrolmentClosesOn),
          gte(collegePrograms.enrolmentClosesOn, today),
        ),
        id === undefined ? undefined : eq(collegePrograms.id, id),
      ),
    )
    .orderBy(asc(campuses.campusName), asc(programs.programName));
  const offers: EnrolmentOffer[] = [];
  for (const row of rows) {
    if (row.campusId === null || row.programId === null) continue;
    const fee = await applicationFeeOf(db, {
      campusId: row.campusId,
      programId: row.programId,
      batchId: row.batchId,
    });
    // A program without an application fee is not offered (opening it requires one).
    if (!fee) continue;
    offers.push({
      ...row,
      campusId: row.campusId,
      programId: row.programId,
      programName: row.programName ?? '',
      closesOn: row.closesOn ?? null,
      applicationFeePaisa: fee.duePaisa,
    });
  }
  return offers;
}

/**
 * The CollegeProgram rule beside its contract's: a program opened for enrolment has an intake
 * batch of its campus and an application fee in the fee setup.
 */
export async function checkEnrolmentOpening({ db, values }: WriteContext): Promise<undefined> {
  if (values.openForEnrolment !== true) return undefined;
  const campusId = typeof values.campusId === 'number' ? values.campusId : null;
  const programId = typeof values.programId === 'number' ? values.programId : null;
  const batchId = typeof values.enrolmentBatchId === 'number' ? values.enrolmentBatchId : null;
  if (campusId === null || programId === null || batchId === null) return undefined;
  const fee = await applicationFeeOf(db, { campusId, programId, batchId });
  if (!fee) {
    throw badRequest(MESSAGES.http.badRequest, {
      openForEnrolment: OPEN_ENROLMENT_RULES.feeRequired,
    });
  }
  return undefined;
}
