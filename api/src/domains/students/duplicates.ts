/**
 * POST /Student/DuplicateCheck: live records at OTHER campuses that look like the student being
 * registered: the same citizenship number, or the same first name, last name and date of birth
 * (compared like the indexes students_citizenship_idx and students_name_birth_idx: lower case,
 * runs of spaces as one). The clerk sees only enough to decide (name, campus, university,
 * program, status); the search is national on purpose, since a duplicate is elsewhere.
 */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  apiErrorSchema,
  duplicateCheckResultSchema,
  duplicateCheckSchema,
  type DuplicateMatch,
} from '@hemis/shared-contracts';
import { campuses, programs, students, universities } from '../../db/schema';
import { norm } from '../../db/resource-table';
import { badRequest, forbidden } from '../../lib/errors';
import type { DbOrTx } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';

const security = [{ bearer: [] }];
const MAX_MATCHES = 20;

export interface DuplicateQuery {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  citizenshipNo?: string | null;
  studentId?: number | null;
  campusId?: number | null;
}

/** How the indexes normalise text: trimmed, lower case, runs of white space as one space. */
const normalised = (text: string | null | undefined): string | null => {
  const value = text?.trim().replace(/\s+/g, ' ').toLowerCase();
  return value ? value : null;
};

/**
 * The campus the record is for: a campus role's own; a university role names one of its
 * campuses; a nation role any (or none: then every campus is searched).
 */
async function targetCampus(
  db: DbOrTx,
  scope: ScopeFilter,
  campusId: number | null | undefined,
): Promise<number | null> {
  if (scope.kind === 'own') throw forbidden();
  if (scope.kind === 'campus') {
    if (campusId && campusId !== scope.campusId) throw forbidden();
    return scope.campusId;
  }
  if (!campusId) return null;
  const [campus] = await db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(and(eq(campuses.id, campusId), isNull(campuses.deletedAt)))
    .limit(1);
  if (!campus || (scope.kind === 'university' && campus.universityId !== scope.universityId)) {
    throw badRequest(MESSAGES.http.badRequest, { campusId: 'Campus was not found' });
  }
  return campusId;
}

/**
 * The match condition: the same normalised citizenship number, or the same normalised first
 * and last name with the same date of birth (each served by its index); null: nothing to match.
 */
export function duplicateCondition(query: DuplicateQuery): SQL | null {
  const citizenship = normalised(query.citizenshipNo);
  const first = normalised(query.firstName);
  const last = normalised(query.lastName);
  const born = query.dateOfBirth ?? null;
  const sameCitizenship = citizenship
    ? sql`${norm(students.citizenshipNo)} = ${citizenship}`
    : null;
  const sameNameAndBirth =
    first && last && born
      ? and(
          sql`${norm(students.firstName)} = ${first}`,
          sql`${norm(students.lastName)} = ${last}`,
          eq(students.dateOfBirth, born),
        )
      : null;
  const matches = [sameCitizenship, sameNameAndBirth].filter((c): c is SQL => c !== null);
  return matches.length > 0 ? (or(...matches) ?? null) : null;
}

/** Students at campuses other than `campusId` matching the citizenship number or name and birth. */
export async function findDuplicates(
  db: DbOrTx,
  query: DuplicateQuery,
  campusId: number | null,
): Promise<DuplicateMatch[]> {
  const matching = duplicateCondition(query);
  if (!matching) return [];
  const citizenship = normalised(query.citizenshipNo);
  const rows = await db
    .select({
      citizenshipNo: students.citizenshipNo,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      status: students.status,
      campusName: campuses.campusName,
      universityName: universities.name,
      programName: programs.programName,
    })
    .from(students)
    .innerJoin(campuses, eq(campuses.id, students.campusId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .leftJoin(programs, eq(programs.id, students.programId))
    .where(
      and(
        isNull(students.deletedAt),
        matching,
        campusId !== null ? ne(students.campusId, campusId) : undefined,
        query.studentId ? ne(students.id, query.studentId) : undefined,
      ),
    )
    .orderBy(students.id)
    .limit(MAX_MATCHES);
  return rows.map((row) => ({
    matchedOn:
      citizenship && normalised(row.citizenshipNo) === citizenship
        ? 'citizenshipNo'
        : 'nameAndBirth',
    studentName: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
    campusName: row.campusName,
    universityName: row.universityName ?? null,
    programName: row.programName ?? null,
    status: row.status ?? '',
  }));
}

export function registerDuplicateCheck(app: FastifyInstance): void {
  const db = app.db;
  app.post(
    '/Student/DuplicateCheck',
    {
      config: { auth: { permission: 'student:add' } },
      schema: {
        tags: ['student'],
        security,
        summary:
          'Students at other campuses with the same citizenship number, or name and date of birth',
        body: duplicateCheckSchema,
        response: {
          200: duplicateCheckResultSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const query = request.body as DuplicateQuery;
      const scope = await resolveScope(db, request.scope());
      const campusId = await targetCampus(db, scope, query.campusId);
      return { matches: await findDuplicates(db, query, campusId) };
    },
  );
}
