/**
 * A section's figures split by program (the earlier campus client's tables are per program): the
 * engine's grouped and trend queries with the program of the records as the group.
 */
import { sql } from 'drizzle-orm';
import type { ReportRow, ReportSectionKey } from '@hemis/shared-contracts';
import {
  groupedRows,
  reportRow,
  trendRows,
  type Grouping,
  type RawRow,
  type ReportRun,
} from './engine';
import { sectionQuery, type GroupedSection } from './sections';
import type { ReportSource } from './sources';

/** The program grouping of the sections by program, for enrolment and for the other records. */
function programOf(source: ReportSource): Grouping {
  const section = sectionQuery(
    source.name === 'enrolment' ? 'studentsByProgram' : 'passRateByProgram',
  );
  if (section.kind !== 'grouped') throw new Error('The sections by program are grouped');
  return { key: section.key, label: section.label, joins: section.joins, needs: { program: true } };
}

/**
 * A section's figures per program (the earlier campus client's tables are per program): each row
 * a program (`key` its id, `group` its name) and one of the section's groups (`series`: an
 * ethnic group, a fiscal year of a trend), or with `across: false` the section's records of the
 * year per program as a whole (no series).
 */
export async function readByProgram(
  run: ReportRun,
  key: ReportSectionKey,
  { across = true }: { across?: boolean } = {},
): Promise<ReportRow[]> {
  const query = sectionQuery(key);
  if (query.kind !== 'grouped' && query.kind !== 'trend') {
    throw new Error(`The section ${key} is not of records that have programs`);
  }
  const program = programOf(query.source);
  const byProgram: GroupedSection = {
    kind: 'grouped',
    source: query.source,
    needs: { program: true },
    key: program.key,
    label: program.label,
    joins: program.joins,
  };
  let raw: RawRow[];
  if (query.kind === 'trend') {
    raw = across ? await trendRows(run, query.source, program) : await groupedRows(run, byProgram);
  } else {
    raw = await groupedRows(
      run,
      across
        ? {
            ...byProgram,
            series: query.label,
            joins: sql`${program.joins ?? sql``} ${query.joins ?? sql``}`,
          }
        : byProgram,
    );
  }
  return raw.map(reportRow);
}
