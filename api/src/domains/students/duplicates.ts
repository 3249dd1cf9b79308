/**
 * POST /Student/DuplicateCheck: live records that look like the student being registered, shown
 * to the clerk before saving. At any campus: the same citizenship number, or the same first name,
 * last name and date of birth (compared like the indexes students_citizenship_idx and
 * students_name_birth_idx: lower case, runs of spaces as one). At the record's own campus also
 * the same phone or e-mail (narrowed by students_campus_idx). The search is national on purpose,
 * since a duplicate may be elsewhere, so a match outside the caller's reach tells only that it
 * exists and at which campus; a match within it also names the record and its registration
 * number. Rate limited per address (RATE_LIMITS.lookup) against harvesting.
 */
import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  STUDENT_PATHS,
  apiErrorSchema,
  duplicateCheckResultSchema,
  duplicateCheckSchema,
  type DuplicateMatch,
} from '@hemis/shared-contracts';
import { campuses, students, universities } from '../../db/schema';
import { norm } from '../../db/schema/resource-table';
import { RATE_LIMITS } from '../../lib/rate-limits';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import { campusInReach, readCondition, resolveScope } from '../../lib/resource/scope';
import type { ScopeFilter } from '../../plugins/auth';
import { security } from '../../lib/route-kit';

const MAX_MATCHES = 20;

export interface DuplicateQuery {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  citizenshipNo?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
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
  return (await campusInReach(db, scope, campusId))?.id ?? null;
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

/** The same phone or e-mail (trimmed, e-mail in any case): looked for at one campus only. */
function sameContact(query: DuplicateQuery): SQL | null {
  const phone = query.phoneNumber?.trim();
  const email = normalised(query.email);
  const matches = [
    phone ? eq(students.phoneNumber, phone) : null,
    email ? sql`lower(trim(${students.email})) = ${email}` : null,
  ].filter((c): c is SQL => c !== null);
  return matches.length > 0 ? (or(...matches) ?? null) : null;
}

/**
 * Students matching the record: anywhere by citizenship number or name and birth, and at
 * `campusId` (the record's campus, when known) also by phone or e-mail. Matches at that campus
 * come first; a match outside the caller's `scope` carries no name.
 */
export async function findDuplicates(
  db: DbOrTx,
  query: DuplicateQuery,
  campusId: number | null,
  scope: ScopeFilter,
): Promise<DuplicateMatch[]> {
  const anywhere = duplicateCondition(query);
  const contact = sameContact(query);
  const atCampus =
    campusId !== null && contact ? and(eq(students.campusId, campusId), contact) : null;
  const matching = [anywhere, atCampus].filter((c): c is SQL => c !== null);
  if (matching.length === 0) return [];
  const inReach = readCondition('campus', students, scope) ?? sql`true`;
  const sameCampus = campusId !== null ? eq(students.campusId, campusId) : sql`false`;
  const rows = await db
    .select({
      id: students.id,
      citizenshipNo: students.citizenshipNo,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      dateOfBirth: students.dateOfBirth,
      phoneNumber: students.phoneNumber,
      registrationNo: students.registrationNo,
      campusName: campuses.campusName,
      universityName: universities.name,
      sameCampus: sql<boolean>`${sameCampus}`.mapWith(Boolean),
      inReach: sql<boolean>`${inReach}`.mapWith(Boolean),
    })
    .from(students)
    .innerJoin(campuses, eq(campuses.id, students.campusId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .where(
      and(
        isNull(students.deletedAt),
        or(...matching),
        query.studentId ? ne(students.id, query.studentId) : undefined,
      ),
    )
    // (A constant is no sort key in SQL: without a campus, the order is by id alone.)
    .orderBy(...(campusId !== null ? [desc(sameCampus)] : []), asc(students.id))
    .limit(MAX_MATCHES);
  return rows.map((row) => ({
    matchedOn: matchedOn(query, row),
    campusName: row.campusName,
    universityName: row.universityName ?? null,
    sameCampus: row.sameCampus,
    student: row.inReach
      ? {
          id: row.id,
          name: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
          registrationNo: row.registrationNo ?? null,
        }
      : null,
  }));
}

/** The strongest reason a row matched: citizenship, then name and birth, then phone, e-mail. */
function matchedOn(
  query: DuplicateQuery,
  row: {
    citizenshipNo: string | null;
    firstName: string | null;
    lastName: string | null;
    dateOfBirth: string | null;
    phoneNumber: string | null;
  },
): DuplicateMatch['matchedOn'] {
  const citizenship = normalised(query.citizenshipNo);
  if (citizenship && normalised(row.citizenshipNo) === citizenship) return 'citizenshipNo';
  if (
    query.dateOfBirth &&
    row.dateOfBirth === query.dateOfBirth &&
    normalised(row.firstName) === normalised(query.firstName) &&
    normalised(row.lastName) === normalised(query.lastName)
  ) {
    return 'nameAndBirth';
  }
  const phone = query.phoneNumber?.trim();
  return phone && row.phoneNumber === phone ? 'phoneNumber' : 'email';
}

export function registerDuplicateCheck(app: ZodApp): void {
  const db = app.db;
  app.post(
    STUDENT_PATHS.duplicateCheck,
    {
      config: { auth: { permission: 'student:add' }, rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags: ['student'],
        security,
        summary:
          'Students matching a record before it is saved: same citizenship number, or name and ' +
          'date of birth, anywhere; same phone or e-mail at its campus',
        body: duplicateCheckSchema,
        response: {
          200: duplicateCheckResultSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const query = request.body;
      const scope = await resolveScope(db, request.scope());
      const campusId = await targetCampus(db, scope, query.campusId);
      return { matches: await findDuplicates(db, query, campusId, scope) };
    },
  );
}
