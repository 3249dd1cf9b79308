/**
 * The national data set on a small scale (0.2 % of the students and employees; the institutions
 * whole): two runs on empty databases write the same rows, and its shape holds (the campus
 * split, where campuses stand, the students' mix, the records that follow from them). On
 * PGlite, or on the PostgreSQL server of DATABASE_URL when the API tests run there.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client';
import { seedReferenceData } from '../seed';
import { databaseUrl, onServer } from '../../test/config';
import { PGliteWorker } from '../../test/worker-pglite';
import {
  CAMPUSES_BY_TYPE,
  NATIONAL_CAMPUSES,
  NATIONAL_EMPLOYEES,
  NATIONAL_STUDENTS,
  TRIBHUVAN,
  UNIVERSITIES,
} from './plan';
import { campusSplit } from './institutions';
import { NATIONAL_ACCOUNTS, nationalChecksum, seedNational } from './seed-national';

jest.setTimeout(300_000);

const SCALE = 0.002;
let worker: PGliteWorker | undefined;
const dropped: string[] = [];

/** An empty database, migrated and given the reference data as the API does at start. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (url) {
    const name = `hemis_test_national_${randomBytes(6).toString('hex')}`;
    await onServer(url, `create database ${name}`);
    dropped.push(name);
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 2 });
  } else {
    worker ??= new PGliteWorker();
    const client = (await worker.open()) as unknown as PGlite;
    handle = await openDatabase({ kind: 'pglite', client });
  }
  await seedReferenceData(handle.db);
  return handle;
}

const handles: DatabaseHandle[] = [];
let first: DatabaseHandle;

beforeAll(async () => {
  first = await emptyDatabase();
  handles.push(first);
  await seedNational(first.db, { scale: SCALE, password: 'National@2026' });
});

afterAll(async () => {
  for (const handle of handles) await handle.close();
  await worker?.close();
  const url = process.env.DATABASE_URL;
  if (url)
    for (const name of dropped) await onServer(url, `drop database if exists ${name} with (force)`);
});

async function rows<Row>(handle: DatabaseHandle, text: string): Promise<Row[]> {
  const result = (await handle.db.execute(sql.raw(text))) as unknown as { rows: Row[] };
  return result.rows;
}

describe('the national data set', () => {
  it('writes the same rows on a second empty database', async () => {
    const second = await emptyDatabase();
    handles.push(second);
    await seedNational(second.db, { scale: SCALE, password: 'Other@2026' });
    const sum = await nationalChecksum(first.db);
    expect(sum).toMatch(/^[0-9a-f]{32}$/);
    expect(await nationalChecksum(second.db)).toBe(sum);
  });

  it('refuses a database that already holds campuses or users', async () => {
    await expect(seedNational(first.db, { scale: SCALE, password: 'x' })).rejects.toThrow(
      /empty database/,
    );
  });

  it('holds the 11 universities and 1,432 campuses split by type as the nation is', async () => {
    const byType = await rows<{ campus_type: string; n: number }>(
      first,
      'select campus_type, count(*)::int as n from campuses group by 1',
    );
    expect(Object.fromEntries(byType.map((row) => [row.campus_type, row.n]))).toEqual(
      CAMPUSES_BY_TYPE,
    );
    const byUniversity = await rows<{ name: string; n: number }>(
      first,
      `select u.name, count(c.id)::int as n from universities u
       left join campuses c on c.university_id = u.id group by u.name`,
    );
    expect(byUniversity).toHaveLength(UNIVERSITIES.length);
    const split = campusSplit();
    for (const row of byUniversity) {
      const planned = split.find((entry) => entry.university === row.name);
      expect(planned && planned.constituent + planned.community + planned.private).toBe(row.n);
    }
    expect(byUniversity.reduce((sum, row) => sum + row.n, 0)).toBe(NATIONAL_CAMPUSES);
    // Tribhuvan's count is the nation's less the others' (the others keep their real counts).
    const others = UNIVERSITIES.filter((u) => u.campuses).map((u) => u.campuses);
    const tribhuvan = byUniversity.find((row) => row.name === TRIBHUVAN)?.n;
    expect(tribhuvan).toBe(
      NATIONAL_CAMPUSES -
        others.reduce((sum, c) => sum + (c ? c.constituent + c.community + c.private : 0), 0),
    );
  });

  it('places campuses in every province, Bagmati most, and over most districts', async () => {
    const byProvince = await rows<{ province_id: number; n: number }>(
      first,
      'select province_id, count(*)::int as n from campuses group by 1 order by 2 desc',
    );
    expect(byProvince).toHaveLength(7);
    expect(byProvince[0]?.province_id).toBe(3);
    const [districts] = await rows<{ n: number }>(
      first,
      'select count(distinct district_id)::int as n from campuses',
    );
    expect(districts?.n).toBeGreaterThanOrEqual(70);
  });

  it('gives the students a realistic mix', async () => {
    const [mix] = await rows<{
      n: number;
      female: number;
      active: number;
      bachelor: number;
      home: number;
      years: number;
      unplaced: number;
    }>(
      first,
      `select count(*)::int as n,
         count(*) filter (where s.gender = 'female')::int as female,
         count(*) filter (where s.status = 'active')::int as active,
         count(*) filter (where l.level_name = 'Bachelor')::int as bachelor,
         count(*) filter (where s.permanent_province_id = c.province_id)::int as home,
         count(distinct s.admission_fiscal_year_id)::int as years,
         count(*) filter (where s.batch_id is null or s.date_of_birth is null
           or s.ethnic_group_id is null or s.program_id is null)::int as unplaced
       from students s join levels l on l.id = s.level_id join campuses c on c.id = s.campus_id`,
    );
    expect(mix?.n).toBe(Math.round(NATIONAL_STUDENTS * SCALE));
    const share = (part = 0) => part / (mix?.n ?? 1);
    expect(share(mix?.female)).toBeGreaterThan(0.5);
    expect(share(mix?.female)).toBeLessThan(0.56);
    expect(share(mix?.active)).toBeGreaterThan(0.65);
    expect(share(mix?.bachelor)).toBeGreaterThan(0.75);
    expect(share(mix?.home)).toBeGreaterThan(0.75);
    expect(mix?.years).toBe(6);
    expect(mix?.unplaced).toBe(0);
  });

  it('records each graduate and dropout in a fiscal year of their study, and sane sittings', async () => {
    const [leaving] = await rows<{
      graduated: number;
      graduations: number;
      dropped: number;
      dropouts: number;
      early: number;
      sittings: number;
      wrong: number;
    }>(
      first,
      `select
         (select count(*)::int from students where status = 'graduated') as graduated,
         (select count(*)::int from graduations) as graduations,
         (select count(*)::int from students where status = 'droppedOut') as dropped,
         (select count(*)::int from dropouts) as dropouts,
         (select count(*)::int from graduations g join students s on s.id = g.student_id
            join fiscal_years a on a.id = s.admission_fiscal_year_id
            join fiscal_years y on y.id = g.fiscal_year_id where y.start_date <= a.start_date)
           as early,
         (select count(*)::int from board_exam_sittings) as sittings,
         (select count(*)::int from board_exam_sittings where passed > appeared or appeared = 0
            or appeared <> appeared_male + appeared_female + appeared_other) as wrong`,
    );
    expect(leaving?.graduations).toBe(leaving?.graduated);
    expect(leaving?.dropouts).toBe(leaving?.dropped);
    expect(leaving?.graduations).toBeGreaterThan(0);
    expect(leaving?.early).toBe(0);
    expect(leaving?.sittings).toBeGreaterThan(0);
    expect(leaving?.wrong).toBe(0);
  });

  it('makes teachers and non-teaching staff, and the three accounts in their reaches', async () => {
    const [staff] = await rows<{ n: number; teaching: number; unplaced: number }>(
      first,
      `select count(*)::int as n, count(*) filter (where employee_type = 'teaching')::int as teaching,
         count(*) filter (where (employee_type = 'teaching' and department_id is null)
           or (employee_type = 'nonTeaching' and (section_id is null or staff_category is null)))::int
           as unplaced
       from employees`,
    );
    const employees = Math.round(NATIONAL_EMPLOYEES * SCALE);
    expect(staff?.n).toBe(employees);
    expect((staff?.teaching ?? 0) / employees).toBeGreaterThan(0.6);
    expect(staff?.unplaced).toBe(0);
    const accounts = await rows<{ email: string; role: string; university: string | null }>(
      first,
      `select a.email, a.role, u.name as university from users a
       left join universities u on u.id = a.university_id order by a.id`,
    );
    expect(accounts.map((row) => row.role)).toEqual(NATIONAL_ACCOUNTS.map((a) => a.role));
    expect(accounts.map((row) => row.university)).toEqual([null, TRIBHUVAN, TRIBHUVAN]);
  });
});
