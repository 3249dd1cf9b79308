/**
 * The spec's graduation and dropout report reads (section 7) as the earlier campus client reads
 * them: rows per program with the program's level and faculty. Each is answered from the report
 * engine (ReportReader.byProgram) in the caller's reach; our own screens read the report's
 * sections instead.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EARLIER_CLIENT_PATHS,
  recordOf,
  type ReportRow,
  type ReportSectionKey,
} from '@hemis/shared-contracts';
import type { Database } from '../db/client';
import { clientFiltersSchema, clientRead, people, peopleOf } from './reads';
import { CLIENT_ETHNICITIES, clientEthnicities, programsWithLevels } from './shapes';

const count = z.number().int();

/** A program's names as the client's rows carry them. */
const programNames = {
  level: z.string().nullable(),
  faculty: z.string().nullable(),
};

/** Each program of the rows (in their order, once) with its level's and faculty's names. */
async function programsOf(db: Database, rows: readonly ReportRow[]) {
  const found = await programsWithLevels(
    db,
    rows.map((row) => row.key),
  );
  const seen = new Map<string, { name: string; level: string | null; faculty: string | null }>();
  for (const row of rows) {
    const key = String(row.key);
    if (seen.has(key)) continue;
    const program = typeof row.key === 'number' ? found.get(row.key) : undefined;
    seen.set(key, {
      name: row.group,
      level: program?.level ?? null,
      faculty: program?.faculty ?? null,
    });
  }
  return seen;
}

export const clientLeavingRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = app.hemis.reports;
  const db = app.db;

  /** The five-year reads: per program, a count for each of the last five fiscal years. */
  const fiveYears = (path: string, key: ReportSectionKey, what: string) =>
    app.get(
      path,
      clientRead(
        `${what} of the last five fiscal years per program (oldest year first), scoped`,
        clientFiltersSchema,
        z.array(
          z.object({
            programName: z.string(),
            ...programNames,
            fiscalData: z.array(z.object({ year: z.string(), count })),
          }),
        ),
      ),
      async (request) => {
        const context = await reader.context(request.scope(), request.query);
        const rows = await reader.byProgram(context, key);
        const programs = await programsOf(db, rows);
        const countOf = new Map(rows.map((row) => [`${row.key}|${row.series}`, row.total]));
        return [...programs].map(([id, program]) => ({
          programName: program.name,
          level: program.level,
          faculty: program.faculty,
          fiscalData: context.years.map((year) => ({
            year: year.label,
            count: countOf.get(`${id}|${year.label}`) ?? 0,
          })),
        }));
      },
    );
  fiveYears(EARLIER_CLIENT_PATHS.graduatesOfFiveYears, 'graduationTrend', 'Graduates');
  fiveYears(EARLIER_CLIENT_PATHS.dropoutsOfFiveYears, 'dropoutTrend', 'Dropouts');

  app.get(
    EARLIER_CLIENT_PATHS.dropoutReport,
    clientRead(
      'Dropouts of the fiscal year per program by gender (filters fiscalyearid, campusId, uniId, LevelId), scoped',
      clientFiltersSchema,
      z.array(z.object({ program: z.string(), ...programNames, ...people })),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      const rows = await reader.byProgram(context, 'dropoutTrend', { across: false });
      const programs = await programsOf(db, rows);
      return rows.map((row) => {
        const program = programs.get(String(row.key));
        return {
          program: row.group,
          level: program?.level ?? null,
          faculty: program?.faculty ?? null,
          ...peopleOf(row),
        };
      });
    },
  );

  app.get(
    EARLIER_CLIENT_PATHS.graduatesByEthnicity,
    clientRead(
      'Graduates of the fiscal year per program by the client’s ethnic groups (filters campustype, fiscalyearid, universityId), scoped',
      clientFiltersSchema,
      z.array(
        z.object({
          program: z.string(),
          ...programNames,
          total: count,
          ethnicityCounts: z.object(recordOf(CLIENT_ETHNICITIES, () => count)),
        }),
      ),
    ),
    async (request) => {
      const context = await reader.context(request.scope(), request.query);
      const [rows, ethnicityOf] = await Promise.all([
        reader.byProgram(context, 'graduatesByEthnicGroup'),
        clientEthnicities(db),
      ]);
      const programs = await programsOf(db, rows);
      const answer = new Map(
        [...programs].map(([id, program]) => [
          id,
          {
            program: program.name,
            level: program.level,
            faculty: program.faculty,
            total: 0,
            ethnicityCounts: recordOf(CLIENT_ETHNICITIES, () => 0),
          },
        ]),
      );
      // The engine counts by the setup's ethnic groups; the client's groups gather them.
      for (const row of rows) {
        const entry = answer.get(String(row.key))!;
        entry.total += row.total;
        entry.ethnicityCounts[ethnicityOf.get(row.series ?? '') ?? 'Others'] += row.total;
      }
      return [...answer.values()];
    },
  );
};
