/**
 * The shapes the spec's existing browser client reads and writes (spec section 7), where they
 * differ from ours: it was written against another server, and runs against this one as it is.
 * Each is an explicit mapping of known names, never a loose conversion.
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PROGRAM_TYPES, SEMESTER_NAMES, SUBJECT_TYPES, YEAR_NAMES } from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { programs } from '../../db/schema';
import type { ResourceOptions, Row } from '../../lib/resource/register';

/** Lower-cased name -> value: a choice's label, or a period's ordinal name ("first" -> 1). */
const byName = (entries: readonly (readonly [string, string | number])[]) =>
  new Map(entries.map(([name, value]) => [name.toLowerCase(), value]));
const periodNumbers = (names: readonly string[]) =>
  byName(names.map((name, index) => [name, index + 1] as const));

/**
 * POST/PATCH /Subject from the client: the type by its label ("Compulsory", "Elective"), the
 * semester or year by its ordinal name ("First"), and its list screen's keys sent along.
 */
export const SUBJECT_CLIENT_INPUT: NonNullable<ResourceOptions['clientInput']> = {
  names: {
    subjectType: byName(SUBJECT_TYPES.map((choice) => [choice.label, choice.value] as const)),
    semester: periodNumbers(SEMESTER_NAMES),
    year: periodNumbers(YEAR_NAMES),
  },
  ignoredKeys: ['pageNumber', 'pageSize', 'majorSubjectIds'],
};

/** A program as the spec's Subject entity nests it. */
export const nestedProgramSchema = z.object({
  id: z.number().int(),
  programName: z.string(),
  programType: z.enum(PROGRAM_TYPES.map((choice) => choice.value) as [string, ...string[]]),
});

/** The nested programs of these program ids, in one query. */
export async function nestedPrograms(db: Database, ids: readonly unknown[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({
      id: programs.id,
      programName: programs.programName,
      programType: programs.programType,
    })
    .from(programs)
    .where(inArray(programs.id, wanted));
  return new Map(found.map((row) => [row.id, row]));
}

/** Every subject row carries its program (`program`: id, programName, programType). */
export function subjectRowExtras(db: Database): NonNullable<ResourceOptions['rowExtras']> {
  return {
    schema: z.object({ program: nestedProgramSchema.nullable() }),
    async add(rows: Row[]) {
      const found = await nestedPrograms(
        db,
        rows.map((row) => row.programId),
      );
      return rows.map((row) => ({
        ...row,
        program: (typeof row.programId === 'number' && found.get(row.programId)) || null,
      }));
    },
  };
}

/** Every fiscal year row carries the active flag also under the client's name for it. */
export const FISCAL_YEAR_ROW_EXTRAS: NonNullable<ResourceOptions['rowExtras']> = {
  schema: z.object({ activeFiscalYear: z.boolean() }),
  add: (rows) => rows.map((row) => ({ ...row, activeFiscalYear: row.isActive === true })),
};
