// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { campusOfUser, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  GRANT_MESSAGES,
  type GrantInstalmentRow,
  type ReportSectionAnswer,
} from '@hemis/shared-contracts';
import { campuses, fiscalYears } from '../../db/schema';
import { grantInstalments, grantReleases } from '../../db/schema/grants';

const signedIn = signedInApp(['ugcadmin', 'uniadmin', 'collegeadmin', 'collegeuser']);
let t: TestApp;
let campusId = 0;
let universityId = 0;
let yearId = 0;

beforeAll(async () => {
  t = signedIn.t;
  campusId = await campusOfUser(t.db, 'collegeadmin@hemis.test');
  const [campus] = await t.db
    .select({ universityId: campuses.universityId })
    .from(campuses)
    .where(eq(campuses.id, campusId));
  universityId = campus!.universityId!;
  const [year] = await t.db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(and(eq(fiscalYears.isActive, true), isNull(fiscalYears.deletedAt)));
  yearId = year!.id;
});

const call = signedIn.api;
const fields = (response: { json: () => unknown }) =>
  (response.json() as { fields?: Record<string, string> }).fields ?? {};

interface GrantRow {
  id: number;
  campusId: number;
  universityId: number;
  amount: number;
  released: number;
  scheduled: number;
  instalments: number;
}
const listOf = async (who: string, query = '') =>
  (await call(who, 'GET', `/GrantRelease?pageSize=100${query}`)).json<{
    total: number;
    data: GrantRow[];
  }>();

describe('grant releases', () => {
  it('each reach reads its own grants, with their instalments summed', async () => {
    const campus = await listOf('collegeadmin');
    expect(campus.total).toBeGreaterThan(0);
    expect(campus.data.every((row) => row.campusId === campusId)).toBe(true);
    const university = await listOf('uniadmin');
    expect(university.data.every((row) => row.universityId === universityId)).toBe(true);
    const nation = await listOf('ugcadmin');
    expect(nation.total).toBeGreaterThan(university.total);
    // The demo's grants are paid in three instalments; the sums come with each row.
    const [stored] = await t.db
      .select({
        released: sql<string>`coalesce(sum(${grantInstalments.amount}) filter (where ${grantInstalments.status} = 'released'), 0)`,
        count: sql<number>`count(*)::int`,
      })
      .from(grantInstalments)
      .where(eq(grantInstalments.grantReleaseId, campus.data[0]!.id));
    expect(campus.data[0]!.released).toBeCloseTo(Number(stored!.released), 2);
    expect(campus.data[0]!.instalments).toBe(stored!.count);
  });

  it('the commission grants and pays in instalments that never exceed the grant', async () => {
    const grant = {
      fiscalYearId: yearId,
      universityId,
      campusId,
      grantType: 'research',
      amount: 900000,
      letterReference: 'UGC/RES/2083/17',
    };
    // Someone may have seeded a research grant for this campus: start from none.
    await t.db
      .delete(grantReleases)
      .where(
        and(
          eq(grantReleases.campusId, campusId),
          eq(grantReleases.fiscalYearId, yearId),
          eq(grantReleases.grantType, 'research'),
        ),
      );
    expect((await call('collegeadmin', 'POST', '/GrantRelease', grant)).statusCode).toBe(403);
    expect((await call('uniadmin', 'POST', '/GrantRelease', grant)).statusCode).toBe(403);
    const created = await call('ugcadmin', 'POST', '/GrantRelease', grant);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const again = await call('ugcadmin', 'POST', '/GrantRelease', grant);
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json())).toContain(GRANT_MESSAGES.conflict);

    const path = `/GrantRelease/${id}/Instalments`;
    const first = { dueOn: '2026-12-01', amount: 400000, status: 'scheduled' };
    expect((await call('collegeadmin', 'POST', path, first)).statusCode).toBe(403);
    const saved = await call('ugcadmin', 'POST', path, first);
    expect(saved.statusCode).toBe(201);
    const second = await call('ugcadmin', 'POST', path, {
      dueOn: '2026-09-15',
      amount: '300000',
      status: 'released',
      releasedOn: '2026-09-20',
      letterReference: 'UGC/REL/1',
    });
    expect(second.statusCode).toBe(201);
    const rows = second.json<GrantInstalmentRow[]>();
    // Numbered as they fall due, whatever order they were entered in.
    expect(rows.map((row) => [row.instalmentNo, row.dueOn])).toEqual([
      [1, '2026-09-15'],
      [2, '2026-12-01'],
    ]);

    const over = await call('ugcadmin', 'POST', path, {
      dueOn: '2027-03-01',
      amount: 200000.01,
      status: 'scheduled',
    });
    expect(over.statusCode).toBe(400);
    expect(fields(over).amount).toContain('NPR 2,00,000.00 open');
    for (const [body, field, message] of [
      [{ dueOn: '2027-03-01', amount: 1, status: 'released' }, 'releasedOn', 'releasedOnRequired'],
      [{ dueOn: '2027-03-01', amount: 1, status: 'withheld' }, 'note', 'reasonRequired'],
      [
        { dueOn: '2027-03-01', amount: 1, status: 'scheduled', releasedOn: '2027-03-02' },
        'releasedOn',
        'releasedOnNotReleased',
      ],
      [{ dueOn: 'soon', amount: 1, status: 'scheduled' }, 'dueOn', 'dueOnRequired'],
      [{ dueOn: '2027-03-01', amount: 0, status: 'scheduled' }, 'amount', 'amountPositive'],
    ] as const) {
      const refused = await call('ugcadmin', 'POST', path, body);
      expect(refused.statusCode).toBe(400);
      expect(fields(refused)[field]).toBe(GRANT_MESSAGES[message]);
    }

    // The grant cannot shrink below its instalments; the instalment can be released.
    const shrink = await call('ugcadmin', 'PATCH', `/GrantRelease/${id}`, { amount: 500000 });
    expect(shrink.statusCode).toBe(400);
    expect(fields(shrink).amount).toBe(GRANT_MESSAGES.amountBelowInstalments);
    const secondId = rows[1]!.id;
    const released = await call('ugcadmin', 'PATCH', `${path}/${secondId}`, {
      ...first,
      status: 'released',
      releasedOn: '2026-12-03',
    });
    expect(released.statusCode).toBe(200);
    const campusRead = await call('collegeadmin', 'GET', path);
    expect(campusRead.statusCode).toBe(200);
    expect(campusRead.json<GrantInstalmentRow[]>().every((row) => row.status === 'released')).toBe(
      true,
    );
    const [row] = (await listOf('collegeadmin', '&grantType=research')).data;
    expect(row).toMatchObject({ id, released: 700000, scheduled: 0, instalments: 2 });

    expect((await call('ugcadmin', 'DELETE', `${path}/${secondId}`)).statusCode).toBe(200);
    expect((await call('ugcadmin', 'DELETE', `${path}/${secondId}`)).statusCode).toBe(404);
    expect((await call('ugcadmin', 'PATCH', `${path}/${secondId}`, first)).statusCode).toBe(404);
  });

  it('a grant outside the reader’s reach is not found', async () => {
    const [foreign] = await t.db
      .select({ id: grantReleases.id })
      .from(grantReleases)
      .where(and(ne(grantReleases.campusId, campusId), isNull(grantReleases.deletedAt)))
      .limit(1);
    const path = `/GrantRelease/${foreign!.id}/Instalments`;
    expect((await call('collegeadmin', 'GET', path)).statusCode).toBe(404);
    expect((await call('collegeuser', 'GET', path)).statusCode).toBe(404);
    expect((await call('ugcadmin', 'GET', path)).statusCode).toBe(200);
    expect((await call('ugcadmin', 'GET', '/GrantRelease/0/Instalments')).statusCode).toBe(400);
    expect((await call('ugcadmin', 'GET', '/GrantRelease/99999999/Instalments')).statusCode).toBe(
      404,
    );
  });
});

describe('the report’s Finance part', () => {
  /** The year's grants of campuses matching `where`, summed in SQL a second way. */
  async function stored(where = sql`true`) {
    const [row] = await t.db
      .select({
        granted: sql<string>`coalesce(sum(${grantReleases.amount}), 0)`,
        campuses: sql<number>`count(distinct ${grantReleases.campusId})::int`,
      })
      .from(grantReleases)
      .innerJoin(campuses, eq(campuses.id, grantReleases.campusId))
      .where(
        and(
          isNull(grantReleases.deletedAt),
          isNull(campuses.deletedAt),
          eq(grantReleases.fiscalYearId, yearId),
          where,
        ),
      );
    return { granted: Math.round(Number(row!.granted)), campuses: row!.campuses };
  }
  const section = async (who: string, key: string) => {
    const response = await call(who, 'GET', `/Report/Section/${key}?fiscalYearId=${yearId}`);
    expect(response.statusCode).toBe(200);
    return response.json<ReportSectionAnswer>();
  };

  it('each reach sees the grants of its whole reach, by university, province, type', async () => {
    const nation = await stored();
    expect(nation.granted).toBeGreaterThan(0);
    for (const key of ['grantsByUniversity', 'grantsByProvince', 'grantsByCampusType']) {
      const answer = await section('ugcadmin', key);
      expect(answer.total.granted).toBe(nation.granted);
      // A campus with two grants is one campus in the total.
      expect(answer.total.total).toBe(nation.campuses);
      expect(answer.coverage.campusesWithData).toBe(nation.campuses);
    }
    const byType = await section('ugcadmin', 'grantsByType');
    expect(byType.rows.map((row) => row.group)).toContain('Recurrent');
    expect(byType.rows.reduce((sum, row) => sum + (row.granted ?? 0), 0)).toBeCloseTo(
      nation.granted,
      -2,
    );

    const university = await section('uniadmin', 'grantsByProvince');
    expect(university.total.granted).toBe(
      (await stored(eq(campuses.universityId, universityId))).granted,
    );
    const campus = await section('collegeadmin', 'grantsByType');
    expect(campus.total.granted).toBe((await stored(eq(campuses.id, campusId))).granted);
    // Released never exceeds granted.
    expect(campus.total.released).toBeLessThanOrEqual(campus.total.granted!);
  });
});
