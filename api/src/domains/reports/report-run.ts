/**
 * One reading of a report (engine.ts reads its sections through it): the caller's reach and
 * filters as SQL terms over a source, the summary grain a read can use, and what several
 * sections share, read once.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/resource/types';
import { sqlRows } from '../../lib/sql-rows';
import type { FiscalYearSpan, ReportContext } from './reach';
import { type GrainNeeds, type ReportSource, type SummaryGrain, type YearTerms } from './sources';

const yearTerms = (year: FiscalYearSpan): YearTerms => ({
  id: sql`${year.id}::int`,
  start: sql`${year.startDate}::date`,
  end: sql`${year.endDate}::date`,
});

/** The terms of the year a report reads (none: no fiscal year exists; nothing is of it). */
const NO_YEAR: YearTerms = { id: sql`null::int`, start: sql`null::date`, end: sql`null::date` };

/** A read that needs every column of a summary (its finest grain), or campuses alone. */
export const FINEST: GrainNeeds = { campus: true, program: true };
const BY_CAMPUS: Partial<GrainNeeds> = { campus: true };

/** One reading of a report: its context, and what several sections share (read once). */
export class ReportRun {
  private readonly coverage = new Map<string, Promise<number>>();

  constructor(
    readonly db: DbOrTx,
    readonly context: ReportContext,
  ) {}

  get year(): YearTerms {
    return this.context.fiscalYear ? yearTerms(this.context.fiscalYear) : NO_YEAR;
  }

  /** The smallest grain of a summary source that holds what the read and the filters need. */
  private grainOf(source: ReportSource, needs: Partial<GrainNeeds>): SummaryGrain | undefined {
    const { facultyId, levelId, programId } = this.context.filters;
    const campus = needs.campus === true || this.context.campusesNarrowed;
    const program =
      needs.program === true || [facultyId, levelId, programId].some((id) => id !== undefined);
    return source.grains.find((grain) => (grain.campus || !campus) && (grain.program || !program));
  }

  /** The table a read of the source reads: a summary's grain that holds what it `needs`. */
  from(source: ReportSource, needs: Partial<GrainNeeds> = FINEST): SQL {
    return this.grainOf(source, needs)?.from ?? source.from;
  }

  /** The source's records in reach, of the year (unless `trend`), narrowed by the filters. */
  where(
    source: ReportSource,
    { trend = false, needs = FINEST }: { trend?: boolean; needs?: Partial<GrainNeeds> } = {},
  ): SQL {
    const { facultyId, levelId, programId } = this.context.filters;
    const grain = this.grainOf(source, needs);
    const parts: SQL[] = [grain?.live ?? source.live];
    if (!grain || grain.campus) parts.push(this.context.campusCondition);
    else if (this.context.universityId !== undefined && grain.universityId)
      parts.push(sql`${grain.universityId} = ${this.context.universityId}`);
    if (source.ofYear && !trend) {
      parts.push(this.context.fiscalYear ? source.ofYear(this.year) : sql`false`);
    }
    if (facultyId !== undefined && source.facultyId) parts.push(source.facultyId(facultyId));
    if (levelId !== undefined && source.levelId) parts.push(source.levelId(levelId));
    if (programId !== undefined && source.programId) parts.push(source.programId(programId));
    return sql.join(
      parts.map((part) => sql`(${part})`),
      sql` and `,
    );
  }

  /** How many campuses in reach hold the source's records (of the year). */
  campusesWithData(source: ReportSource): Promise<number> {
    let found = this.coverage.get(source.name);
    if (!found) {
      found = sqlRows<{ n: number }>(
        this.db,
        sql`select count(distinct ${source.campusId})::int as n from ${this.from(source, BY_CAMPUS)}
          where ${this.where(source, { needs: BY_CAMPUS })}`,
      ).then((rows) => rows[0]?.n ?? 0);
      this.coverage.set(source.name, found);
    }
    return found;
  }

  campusesInReach(): Promise<number> {
    return this.context.campusesInReach();
  }
}
