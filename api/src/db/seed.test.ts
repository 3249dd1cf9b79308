import { eq, like, sql, type SQL } from 'drizzle-orm';
import {
  ACCREDITATION_STAGE_KEYS,
  BRANDING_CAMPUS_ID,
  accreditationStanding,
  nepalToday,
} from '@hemis/shared-contracts';
import { accreditationCycles } from './schema/accreditation';
import { lastFiveFiscalYears } from '../lib/reports';
import { createTestApp, signIn, type TestApp } from '../test/helpers';
import localLevelData from './data/nepal-local-levels.json';
import { DISTRICT_DATA_NAMES } from './reference-data';
import {
  boardExamSittings,
  campuses,
  districts,
  dropouts,
  employees,
  ethnicGroups,
  fiscalYears,
  graduations,
  levels,
  provinces,
  students,
  universities,
  users,
} from './schema';
import { DEMO_ACCOUNTS, DEMO_COUNTS } from './seed';
import { DEMO_SIGN_UPS } from './seed-students';

/** Each district's ecological belt (the local-level data names some districts differently). */
const BELT_OF_DISTRICT = new Map(
  localLevelData.provinces.flatMap((province) =>
    province.districts.map((district) => [
      DISTRICT_DATA_NAMES[district.name] ?? district.name,
      district.ecologicalBelt,
    ]),
  ),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo accounts', () => {
  it('each has its own salt: no two share a password hash', async () => {
    const rows = await t.db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(like(users.email, '%@hemis.test'));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length + DEMO_SIGN_UPS.length);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(rows.length);
    const salts = rows.map((row) => row.passwordHash.split('$')[4]);
    expect(new Set(salts).size).toBe(rows.length);
  });

  it('all still sign in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      expect((await signIn(t.app, account.email)).statusCode).toBe(200);
    }
  });
});

describe('the demo shows a nation', () => {
  /** Rows of one SQL query (both drivers answer raw SQL as { rows }). */
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('holds all eleven universities, each with campuses', async () => {
    const found = await rows<{ name: string; campuses: number }>(
      sql`select u.name, count(c.id)::int as campuses from ${universities} u
        left join ${campuses} c on c.university_id = u.id group by u.name`,
    );
    expect(found).toHaveLength(11);
    expect(found.filter((row) => row.campuses === 0)).toEqual([]);
    expect(found).toHaveLength(DEMO_COUNTS.universities);
  });

  it('has campuses of every type in every province and in all three ecological belts', async () => {
    const byProvince = await rows<{ province: number; campuses: number }>(
      sql`select p.id as province, count(c.id)::int as campuses from ${provinces} p
        left join ${campuses} c on c.province_id = p.id group by p.id`,
    );
    expect(byProvince).toHaveLength(7);
    expect(byProvince.filter((row) => row.campuses === 0)).toEqual([]);
    const types = await rows<{ type: string }>(
      sql`select distinct campus_type::text as type from ${campuses} order by 1`,
    );
    expect(types.map((row) => row.type)).toEqual(['community', 'constituent', 'private']);
    const districtNames = await rows<{ name: string }>(
      sql`select distinct d.name from ${campuses} c join ${districts} d on d.id = c.district_id`,
    );
    const belts = new Set(districtNames.map((row) => BELT_OF_DISTRICT.get(row.name)));
    expect([...belts].sort()).toEqual(['Hill', 'Mountain', 'Terai']);
    const [total] = await rows<{ n: number }>(sql`select count(*)::int as n from ${campuses}`);
    expect(total?.n).toBe(DEMO_COUNTS.campuses);
  });

  it('has students, graduates, dropouts and board-exam sittings in each of the last five fiscal years', async () => {
    const years = await lastFiveFiscalYears(t.db);
    expect(years).toHaveLength(5);
    const [active] = await t.db
      .select({ id: fiscalYears.id })
      .from(fiscalYears)
      .where(eq(fiscalYears.isActive, true));
    expect(years.at(-1)?.id).toBe(active?.id);
    for (const year of years) {
      const [figures] = await rows<Record<string, number>>(
        sql`select
          (select count(*)::int from ${students} where admission_fiscal_year_id = ${year.id}) as admitted,
          (select count(*)::int from ${graduations} where fiscal_year_id = ${year.id}) as graduates,
          (select count(*)::int from ${dropouts} where fiscal_year_id = ${year.id}) as dropouts,
          (select count(*)::int from ${boardExamSittings} where fiscal_year_id = ${year.id}) as sittings`,
      );
      expect({ year: year.label, ...figures }).toEqual({
        year: year.label,
        admitted: expect.any(Number),
        graduates: expect.any(Number),
        dropouts: expect.any(Number),
        sittings: expect.any(Number),
      });
      for (const count of Object.values(figures ?? {})) expect(count).toBeGreaterThan(10);
    }
  });

  it('has a realistic mix of students and staff', async () => {
    const [mix] = await rows<Record<string, number>>(
      sql`select count(*)::int as students,
        count(*) filter (where gender = 'female')::int as female,
        count(distinct ethnic_group_id)::int as groups,
        (select count(*)::int from ${ethnicGroups}) as "allGroups",
        count(*) filter (where status = 'graduated')::int as graduated,
        count(*) filter (where status = 'droppedOut')::int as "droppedOut",
        (select count(*)::int from ${employees}) as employees
        from ${students}`,
    );
    expect(mix?.students).toBe(DEMO_COUNTS.students);
    expect(mix?.employees).toBe(DEMO_COUNTS.employees);
    expect((mix?.female ?? 0) / (mix?.students ?? 1)).toBeGreaterThan(0.5);
    expect((mix?.female ?? 0) / (mix?.students ?? 1)).toBeLessThan(0.56);
    expect(mix?.groups).toBe(mix?.allGroups);
    const levelsSeen = await rows<{ level: string }>(
      sql`select distinct l.level_name as level from ${students} s join ${levels} l on l.id = s.level_id`,
    );
    expect(new Set(levelsSeen.map((row) => row.level))).toEqual(
      new Set(['Bachelor', 'Master', 'MPhil', 'PhD']),
    );
    const staff = await rows<{ kind: string }>(
      sql`select distinct qualification as kind from ${employees} where employee_type = 'teaching'
        union select distinct joining_type from ${employees}`,
    );
    expect(staff.map((row) => row.kind).sort()).toEqual([
      'bachelor',
      'contract',
      'master',
      'mphil',
      'partTime',
      'permanent',
      'phd',
      'temporary',
    ]);
  });

  it('keeps the first demo set: campus 49 and its counts', async () => {
    const [campus] = await t.db
      .select({ name: campuses.campusName })
      .from(campuses)
      .where(eq(campuses.id, BRANDING_CAMPUS_ID));
    expect(campus?.name).toBe('Bhaktapur Multiple Campus');
    const [counts] = await rows<{ students: number; employees: number }>(
      sql`select (select count(*)::int from ${students} where campus_id = ${BRANDING_CAMPUS_ID}) as students,
        (select count(*)::int from ${employees} where campus_id = ${BRANDING_CAMPUS_ID}) as employees`,
    );
    expect(counts).toEqual(DEMO_COUNTS.campus49);
  });

  it('has campuses at every stage of accreditation, accredited, expiring, expired and re-accredited', async () => {
    const cycles = await t.db.select().from(accreditationCycles);
    const inProgress = new Set(
      cycles.filter((cycle) => cycle.status === 'inProgress').map((cycle) => cycle.stage),
    );
    expect([...inProgress].sort()).toEqual(ACCREDITATION_STAGE_KEYS.slice(0, -1).sort());
    const latest = cycles.filter(
      (cycle) =>
        !cycles.some(
          (later) => later.campusId === cycle.campusId && later.cycleNumber > cycle.cycleNumber,
        ),
    );
    const standings = new Set(
      latest
        .filter((cycle) => cycle.status === 'accredited' && cycle.expiresOn)
        .map((cycle) => accreditationStanding(cycle.expiresOn!, nepalToday())),
    );
    expect([...standings].sort()).toEqual(['Accredited', 'Expired', 'Expiring within 6 months']);
    expect(latest.some((cycle) => cycle.cycleNumber === 2 && cycle.status === 'accredited')).toBe(
      true,
    );
  });
});
