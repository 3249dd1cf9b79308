/**
 * What every report read of the earlier campus client shares: its OpenAPI tag, the reports
 * permission of the caller's reach, the errors, and the report filters as it sends them.
 */
import { z } from 'zod';
import {
  apiErrorSchema,
  reportFiltersSchema,
  type ReportRow,
  type ReportSectionKey,
} from '@hemis/shared-contracts';
import type { ZodApp } from '../lib/resource/types';
import { security } from '../lib/route-kit';

export const CLIENT_TAG = 'earlier campus client';

/** A report read's route options, beside its summary, query and answer. */
export const clientRead = <Q extends z.ZodType, A extends z.ZodType>(
  summary: string,
  querystring: Q,
  answer: A,
) => ({
  config: { auth: { permission: 'report:view' as const } },
  schema: {
    tags: [CLIENT_TAG],
    security,
    summary,
    querystring,
    response: { 200: answer, 400: apiErrorSchema, 403: apiErrorSchema },
  },
});

const blankAsMissing = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The client's other names of a filter, in any case (`uniId=3` is `universityId=3`). */
const ALIASES: Record<string, string> = { uniid: 'universityId', university: 'universityId' };

const shape = reportFiltersSchema.shape;
/**
 * The report filters as the client sends them: names in any case (the app's name matching), its
 * other names of the university, an empty value for "none", and keys it adds that are no filters
 * ignored, as its backend did.
 */
export const clientFiltersSchema = z.preprocess(
  (query) => {
    if (typeof query !== 'object' || query === null || Array.isArray(query)) return query;
    const named: Record<string, unknown> = { ...query };
    for (const [key, value] of Object.entries(query)) {
      const name = ALIASES[key.toLowerCase()];
      if (name === undefined) continue;
      delete named[key];
      named[name] ??= value;
    }
    return named;
  },
  z.object({
    fiscalYearId: blankAsMissing(shape.fiscalYearId),
    universityId: blankAsMissing(shape.universityId),
    campusType: blankAsMissing(shape.campusType),
    provinceId: blankAsMissing(shape.provinceId),
    districtId: blankAsMissing(shape.districtId),
    campusId: blankAsMissing(shape.campusId),
    facultyId: blankAsMissing(shape.facultyId),
    levelId: blankAsMissing(shape.levelId),
    programId: blankAsMissing(shape.programId),
  }),
);

/** People by gender as the client names them. */
export const people = {
  male: z.number().int(),
  female: z.number().int(),
  others: z.number().int(),
  total: z.number().int(),
};
export const peopleSchema = z.object(people);
export const peopleOf = (row: Pick<ReportRow, 'male' | 'female' | 'other' | 'total'>) => ({
  male: row.male,
  female: row.female,
  others: row.other,
  total: row.total,
});

/** A section's rows, each its group under the client's name with its people by gender. */
const groupedBy = (name: string) => z.array(z.object({ [name]: z.string(), ...people }));

/**
 * Registers reads of one section each: its rows in the caller's reach, as
 * `{ <name>: group, male, female, others, total }`.
 */
export const sectionReader =
  (app: ZodApp) => (path: string, key: ReportSectionKey, name: string, summary: string) =>
    app.get(path, clientRead(summary, clientFiltersSchema, groupedBy(name)), async (request) => {
      const reader = app.hemis.reports;
      const answer = await reader.section(
        await reader.context(request.scope(), request.query),
        key,
      );
      return answer.rows.map((row) => ({ [name]: row.group, ...peopleOf(row) }));
    });
