/**
 * Demo accreditation: campuses in every stage of a cycle, some accredited, some expiring within
 * six months, some expired, and some re-accredited in a second cycle, dated back from today so
 * that the lists, reports, reminders and public page always have each case to show.
 */
import { asc, isNull } from 'drizzle-orm';
import {
  ACCREDITATION_STAGE_KEYS,
  QAA_CRITERIA,
  addMonths,
  nepalToday,
  type AccreditationStage,
} from '@hemis/shared-contracts';
import { fiscalYearOn } from '../lib/fiscal-years';
import { nextNumber } from '../lib/numbering';
import type { Tx } from '../lib/resource/types';
import { newVerificationToken } from '../lib/verification';
import { accreditationCycles, accreditationStages } from './schema/accreditation';
import { campuses } from './schema';

const RECORDED_BY = 'University Grants Commission (demo)';

/** What a demo stage keeps beyond its date. */
function detailsOf(
  stage: AccreditationStage,
  outcome: 'accredited' | 'deferred',
  expiresOn: string,
) {
  switch (stage) {
    case 'eligibilityLetter':
      return { reference: 'UGC/QAA/eligibility' };
    case 'ssrReviewed':
      return {
        generalImpression: 'The self-study report is complete and candid about its gaps.',
        criteria: QAA_CRITERIA.map((title, index) => ({
          criterion: index + 1,
          observations: [
            `${title}: documented and known to the staff`,
            `${title}: reviewed by the internal quality assurance committee`,
            `${title}: evidence kept for the last three years`,
          ],
          suggestions: [`${title}: publish the yearly review on the campus website`],
        })),
      };
    case 'peerTeamFormed':
      return {
        members: [
          {
            name: 'Prof. Dr. Ram Prasad Sharma',
            role: 'chair',
            institution: 'Tribhuvan University',
          },
          { name: 'Prof. Dr. Sita Koirala', role: 'member', institution: 'Kathmandu University' },
          { name: 'Mr. Hari Adhikari', role: 'coordinator', institution: 'QAA Division' },
        ],
      };
    case 'finalVisit':
      return { report: 'The team recommends accreditation.' };
    case 'councilRecommendation':
      return { recommendation: outcome === 'accredited' ? 'accredit' : 'defer' };
    case 'award':
      return outcome === 'accredited'
        ? { outcome, expiresOn }
        : { outcome, reasons: 'Library and laboratory below the standard' };
    default:
      return {};
  }
}

/**
 * A cycle of `campus` recorded up to `upTo` (the award when given an outcome), its stages a
 * month apart ending `endedMonthsAgo` months before today.
 */
async function seedCycle(
  tx: Tx,
  campus: { id: number; universityId: number | null },
  cycleNumber: number,
  upTo: AccreditationStage,
  endedMonthsAgo: number,
  today: string,
) {
  const last = ACCREDITATION_STAGE_KEYS.indexOf(upTo);
  const dated = (index: number) => addMonths(today, -(endedMonthsAgo + (last - index)));
  const awardedOn = dated(last);
  const expiresOn = addMonths(awardedOn, 60);
  const accredited = upTo === 'award';
  const year = accredited ? await fiscalYearOn(tx, awardedOn) : null;
  const [cycle] = await tx
    .insert(accreditationCycles)
    .values({
      campusId: campus.id,
      universityId: campus.universityId,
      cycleNumber,
      stage: upTo,
      status: accredited ? 'accredited' : 'inProgress',
      startedOn: dated(0),
      awardedOn: accredited ? awardedOn : null,
      expiresOn: accredited ? expiresOn : null,
      verificationToken: accredited ? newVerificationToken() : null,
      certificateNo: year
        ? await nextNumber(tx, {
            campusId: campus.id,
            fiscalYearId: year.id,
            series: 'accreditation-certificate',
          })
        : null,
    })
    .returning({ id: accreditationCycles.id });
  await tx.insert(accreditationStages).values(
    ACCREDITATION_STAGE_KEYS.slice(0, last + 1).map((stage, index) => ({
      cycleId: cycle!.id,
      stage,
      datedOn: dated(index),
      details: detailsOf(stage, 'accredited', expiresOn),
      recordedByName: RECORDED_BY,
    })),
  );
}

export async function seedAccreditationDemo(tx: Tx, today = nepalToday()): Promise<void> {
  const live = await tx
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses)
    .where(isNull(campuses.deletedAt))
    .orderBy(asc(campuses.id));
  let inProgress = 0;
  for (const [index, campus] of live.entries()) {
    switch (index % 6) {
      case 0: // Accredited two years ago: valid for three more.
        await seedCycle(tx, campus, 1, 'award', 24, today);
        break;
      case 1: // Expires within six months.
        await seedCycle(tx, campus, 1, 'award', 57, today);
        break;
      case 2: // Expired half a year ago.
        await seedCycle(tx, campus, 1, 'award', 66, today);
        break;
      case 3: // Accredited, expired, re-accredited last year.
        await seedCycle(tx, campus, 1, 'award', 80, today);
        await seedCycle(tx, campus, 2, 'award', 12, today);
        break;
      default: {
        // In the cycle, at each stage in turn.
        const stage = ACCREDITATION_STAGE_KEYS[inProgress % (ACCREDITATION_STAGE_KEYS.length - 1)]!;
        inProgress += 1;
        await seedCycle(tx, campus, 1, stage, 1, today);
      }
    }
  }
}
