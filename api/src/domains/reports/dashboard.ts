/** The home's cards (GET /Dashboard/Figures): the reach's people of this fiscal year. */
import { sql } from 'drizzle-orm';
import type { DashboardFigures } from '@hemis/shared-contracts';
import { campuses } from '../../db/schema';
import type { Database } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';
import { measures, ReportRun } from './engine';
import type { ReportContext } from './reach';
import { ENROLMENT, NON_TEACHING, TEACHERS, type ReportSource } from './sources';

type GenderFigure = DashboardFigures['students'];

async function countOf(run: ReportRun, source: ReportSource): Promise<GenderFigure> {
  const needs = {};
  const rows = await sqlRows<GenderFigure>(
    run.db,
    sql`select ${measures(source)} from ${run.from(source, needs)} where ${run.where(source, { needs })}`,
  );
  return rows[0] ?? { male: 0, female: 0, other: 0, total: 0 };
}

export async function dashboardFigures(
  db: Database,
  context: ReportContext,
): Promise<DashboardFigures> {
  const run = new ReportRun(db, context);
  const students = await countOf(run, ENROLMENT);
  const teachers = await countOf(run, TEACHERS);
  const nonTeaching = await countOf(run, NON_TEACHING);
  const figures: DashboardFigures = {
    reach: context.reach,
    reachName: context.reachName,
    fiscalYear: context.fiscalYear
      ? { id: context.fiscalYear.id, label: context.fiscalYear.label }
      : null,
    students,
    teachers,
    nonTeaching,
  };
  if (context.reach === 'campus') return figures;
  const rows = await sqlRows<{ campuses: number; universities: number }>(
    db,
    sql`select count(*)::int as campuses, count(distinct ${campuses.universityId})::int as universities
      from ${campuses} where ${context.campusCondition}`,
  );
  return { ...figures, ...(rows[0] ?? { campuses: 0, universities: 0 }) };
}
