/**
 * Demo statistical returns: every campus with students returned the last fiscal year's figures,
 * the commission accepted them and published the year, so the open-data page, the national
 * totals and the rule on last year's change have a year to show from the first start. The
 * figures are filled as a campus's return fills them (domains/returns) and frozen as a
 * submission freezes them; the active year is left for campuses to fill.
 */
import { desc, isNull } from 'drizzle-orm';
import { freezeFigures } from '../domains/returns/cycle';
import { fillReturn } from '../domains/returns/figures';
import { nextNumber } from '../lib/numbering';
import type { Tx } from '../lib/resource/types';
import { newVerificationToken } from '../lib/verification';
import {
  statisticalReturnCycles,
  statisticalReturnEvents,
  statisticalReturns,
} from './schema/statistical-returns';
import { campuses, fiscalYears } from './schema';

const SUBMITTED_BY = 'Campus administration (demo)';
const ACCEPTED_BY = 'University Grants Commission (demo)';

export async function seedReturnsDemo(tx: Tx): Promise<void> {
  const years = await tx
    .select({
      id: fiscalYears.id,
      label: fiscalYears.label,
      startDate: fiscalYears.startDate,
      endDate: fiscalYears.endDate,
      isActive: fiscalYears.isActive,
    })
    .from(fiscalYears)
    .where(isNull(fiscalYears.deletedAt))
    .orderBy(desc(fiscalYears.startDate));
  const active = years.findIndex((year) => year.isActive);
  const span = (index: number) => {
    const year = years[index];
    return year?.startDate && year.endDate
      ? { id: year.id, label: year.label ?? '', startDate: year.startDate, endDate: year.endDate }
      : null;
  };
  const last = active >= 0 ? span(active + 1) : null;
  if (!last) return;
  const before = span(active + 2);
  const live = await tx
    .select({ id: campuses.id })
    .from(campuses)
    .where(isNull(campuses.deletedAt));
  for (const campus of live) {
    const filled = await fillReturn(tx, {
      campusId: campus.id,
      year: last,
      lastYear: before,
      form: 'full',
    });
    const enrolled = filled.sections.some(
      (section) => section.key.startsWith('enrolment') && !section.empty,
    );
    if (!enrolled) continue;
    const number = await nextNumber(tx, {
      campusId: campus.id,
      fiscalYearId: last.id,
      series: 'statistical-return:full',
    });
    const [row] = await tx
      .insert(statisticalReturns)
      .values({
        campusId: campus.id,
        fiscalYearId: last.id,
        form: 'full',
        status: 'accepted',
        submissionNo: number,
        submittedAt: `${last.endDate}T10:00:00Z`,
        figures: filled.sections,
        verificationToken: newVerificationToken(),
      })
      .returning({ id: statisticalReturns.id });
    if (!row) continue;
    await freezeFigures(tx, {
      returnId: row.id,
      campusId: campus.id,
      fiscalYearId: last.id,
      form: 'full',
      sections: filled.sections,
      rowFacts: filled.rowFacts,
    });
    await tx.insert(statisticalReturnEvents).values([
      { returnId: row.id, action: 'submitted', status: 'submitted', byName: SUBMITTED_BY },
      { returnId: row.id, action: 'accepted', status: 'accepted', byName: ACCEPTED_BY },
    ]);
  }
  await tx
    .insert(statisticalReturnCycles)
    .values({
      fiscalYearId: last.id,
      deadline: last.endDate,
      publishedAt: `${last.endDate}T12:00:00Z`,
    })
    .onConflictDoNothing();
}
