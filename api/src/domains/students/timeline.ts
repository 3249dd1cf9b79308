/**
 * What a student's stored record says about when they can have left: the admission day and the
 * year their batch began (its BS year, else the year its fiscal year opened). Graduation and
 * dropouts check the days they are given against it (shared-contracts' timeline schemas).
 */
import { eq } from 'drizzle-orm';
import { batchStartYear, studentTimelineOf, type StudentTimeline } from '@hemis/shared-contracts';
import { batches, fiscalYears } from '../../db/schema';
import type { DbOrTx, Row } from '../../lib/resource/types';

/** The label of a fiscal year ("2081/82"), or null. */
export async function fiscalYearLabel(db: DbOrTx, id: unknown): Promise<string | null> {
  if (typeof id !== 'number') return null;
  const [row] = await db
    .select({ label: fiscalYears.label })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, id));
  return row?.label ?? null;
}

/** The stored student's timeline. */
export async function storedTimeline(db: DbOrTx, student: Row): Promise<StudentTimeline> {
  const batchId = student.batchId;
  if (typeof batchId !== 'number') return studentTimelineOf(student, null);
  const [batch] = await db
    .select({ batchYear: batches.batchYear, fiscalYear: fiscalYears.label })
    .from(batches)
    .leftJoin(fiscalYears, eq(fiscalYears.id, batches.fiscalYearId))
    .where(eq(batches.id, batchId));
  return studentTimelineOf(student, batchStartYear(batch?.batchYear, batch?.fiscalYear));
}
