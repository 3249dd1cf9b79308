// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokenFor, withToken, type TestApp } from '../../test/helpers';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KnownRole, StatisticalReturn } from '@hemis/shared-contracts';
import { campuses, fiscalYears, users } from '../../db/schema';
import { ROLE_ACCOUNTS } from '../employees/test-fixtures';

/**
 * What the statistical return's API tests share: an app with every role signed in, the active
 * fiscal year, the CollegeAdmin's campus and a campus of another university, and the calls a
 * return's screens make.
 */
export interface ReturnsTest {
  t: TestApp;
  year: number;
  campusId: number;
  otherUniversityCampus: number;
  call(role: KnownRole | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  campusReturn(role: KnownRole, query?: string): Promise<StatisticalReturn>;
  save(role: KnownRole, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  submit(role?: KnownRole): Promise<LightMyRequestResponse>;
  decide(
    role: KnownRole,
    id: number,
    what: string,
    comment?: string,
  ): Promise<LightMyRequestResponse>;
}

export async function returnsTestApp(): Promise<ReturnsTest> {
  const t = await createTestApp();
  const tokens = new Map<KnownRole, string>();
  for (const [role, email] of ROLE_ACCOUNTS) tokens.set(role, await tokenFor(t.app, email));
  const [active] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(and(eq(fiscalYears.isActive, true), isNull(fiscalYears.deletedAt)));
  const year = active?.id ?? 0;
  const [admin] = await t.db
    .select({ campusId: users.campusId, universityId: users.universityId })
    .from(users)
    .where(eq(users.email, 'collegeadmin@hemis.test'));
  const [other] = await t.db
    .select({ id: campuses.id })
    .from(campuses)
    .where(
      sql`${campuses.universityId} <> ${admin?.universityId ?? 0} and ${campuses.deletedAt} is null`,
    )
    .limit(1);
  const call = (role: KnownRole | null, options: InjectOptions) =>
    t.app.inject(role ? withToken(tokens.get(role) ?? '', options) : options);
  return {
    t,
    year,
    campusId: admin?.campusId ?? 0,
    otherUniversityCampus: other?.id ?? 0,
    call,
    async campusReturn(role, query = '') {
      const response = await call(role, {
        method: 'GET',
        url: `/api/StatisticalReturn/Campus?fiscalYearId=${year}${query}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<StatisticalReturn>();
    },
    save: (role, body) =>
      call(role, {
        method: 'PUT',
        url: '/api/StatisticalReturn/Campus',
        payload: { fiscalYearId: year, ...body },
      }),
    submit: (role = 'CollegeAdmin') =>
      call(role, {
        method: 'POST',
        url: '/api/StatisticalReturn/Campus/Submit',
        payload: { fiscalYearId: year },
      }),
    decide: (role, id, what, comment = '') =>
      call(role, {
        method: 'POST',
        url: `/api/StatisticalReturn/${id}/${what}`,
        payload: { comment },
      }),
  };
}

export const CONTACTS = [
  {
    name: 'Ram Prasad Adhikari',
    post: 'Campus Chief',
    phone: '9851000001',
    email: 'chief@patan.test',
  },
  { name: 'Sita Karki', post: 'Account Officer', phone: '9851000002', email: '' },
];

/** The first enrolment cell of the return with students, as an address and its figures. */
export function firstEnrolmentRow(shown: StatisticalReturn) {
  for (const section of shown.sections)
    for (const table of section.tables.filter((t) => t.key.startsWith('enrolment')))
      for (const row of table.rows)
        if ((row.cells.total?.computed ?? 0) > 0) return { table: table.key, row };
  throw new Error('the demo campus has no enrolment');
}
