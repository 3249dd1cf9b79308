/**
 * The printed return's QR code (the one verification mechanism, lib/verification.ts): its page
 * says whether the return is one the campus submitted, and how far it has been signed off.
 */
import { eq, sql } from 'drizzle-orm';
import { RETURN_STATUSES } from '@hemis/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { statisticalReturns } from '../../db/schema/statistical-returns';
import { campuses, fiscalYears } from '../../db/schema';
import type { DbOrTx } from '../../lib/resource/types';
import type { DocumentVerifier } from '../../lib/verification';

export async function returnToken(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ token: statisticalReturns.verificationToken })
    .from(statisticalReturns)
    .where(eq(statisticalReturns.id, id));
  return row?.token ?? null;
}

export const verifyStatisticalReturn: DocumentVerifier = async (app: FastifyInstance, token) => {
  const [row] = await app.db
    .select({
      status: statisticalReturns.status,
      number: statisticalReturns.submissionNo,
      campus: campuses.campusName,
      year: sql<string>`coalesce(${fiscalYears.label}, '')`,
    })
    .from(statisticalReturns)
    .innerJoin(campuses, eq(campuses.id, statisticalReturns.campusId))
    .innerJoin(fiscalYears, eq(fiscalYears.id, statisticalReturns.fiscalYearId))
    .where(eq(statisticalReturns.verificationToken, token));
  if (!row) return null;
  const label = RETURN_STATUSES.find((s) => s.value === row.status)?.label ?? row.status;
  const standing = ['submitted', 'endorsed', 'accepted'].includes(row.status);
  return {
    valid: standing,
    verdict: standing
      ? `A genuine statistical return, submitted by the campus (${label.toLowerCase()}).`
      : 'This return was returned to the campus for correction: this copy is no longer current.',
    facts: [
      { label: 'Campus', value: row.campus },
      { label: 'Fiscal year', value: row.year },
      { label: 'Submission', value: row.number ? `${row.year}/${row.number}` : '' },
      { label: 'Status', value: label },
    ],
  };
};
