/**
 * The national data set (`npm run seed:national`): Nepal's 11 universities and 1,432 campuses
 * over the 7 provinces and 77 districts, about 500,000 students admitted over the active fiscal
 * year and the five before it, their graduation and dropout records, board-exam sittings, 30,000
 * employees, and three accounts to sign in with (the commission, Tribhuvan University, one of its
 * campuses). Deterministic: every choice is a hash of a row's ordinal (choices.ts), so two runs
 * on empty databases write the same rows. Written in bulk (INSERT ... SELECT over
 * generate_series) in one transaction; `scale` shrinks the students and employees (tests),
 * never the institutions.
 */
import { sql } from 'drizzle-orm';
import type { KnownRole } from '@hemis/shared-contracts';
import type { Database } from '../client';
import { DEMO_DOMAIN, isEmptyDatabase } from '../seed';
import { hashPassword } from '../../lib/passwords';
import { createSlots, hashBelow, run, type Tx } from './choices';
import { seedInstitutions } from './institutions';
import { NATIONAL_EMPLOYEES, NATIONAL_STUDENTS, TRIBHUVAN } from './plan';
import { seedStaff } from './staff';
import { seedSittings, seedStudents, type RunYear } from './students';

/** The accounts the national data set makes (all with the given password). */
export const NATIONAL_ACCOUNTS = [
  { email: `ugcadmin@${DEMO_DOMAIN}`, role: 'UgcAdmin', reach: 'nation' },
  { email: `uniadmin@${DEMO_DOMAIN}`, role: 'UniAdmin', reach: 'university' },
  { email: `collegeadmin@${DEMO_DOMAIN}`, role: 'CollegeAdmin', reach: 'campus' },
] as const satisfies readonly { email: string; role: KnownRole; reach: string }[];

/** Fiscal years students are admitted in: the active one and up to five before it. */
const ADMISSION_YEARS = 6;

export interface NationalSeedOptions {
  /** Share of the nation's students and employees (1: 500,000 and 30,000). */
  scale?: number;
  password: string;
}

export interface NationalSeedReport {
  students: number;
  employees: number;
  /** Each step's time in ms, in order. */
  steps: { step: string; ms: number }[];
  /** The campus of the CollegeAdmin account. */
  campus: { id: number; name: string };
  university: { id: number; name: string };
}

/** Fills an empty, migrated database holding the reference data (seedReferenceData). */
export async function seedNational(
  db: Database,
  options: NationalSeedOptions,
): Promise<NationalSeedReport> {
  if (!(await isEmptyDatabase(db))) {
    throw new Error('The national data set goes into an empty database (no campuses, no users).');
  }
  const scale = options.scale ?? 1;
  const students = Math.round(NATIONAL_STUDENTS * scale);
  const employees = Math.round(NATIONAL_EMPLOYEES * scale);
  const steps: { step: string; ms: number }[] = [];
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps.push({ step, ms: Math.round(performance.now() - started) });
    return result;
  };
  const hashes = await timed('password hashes', () =>
    Promise.all(NATIONAL_ACCOUNTS.map(() => hashPassword(options.password))),
  );
  const { campus, university } = await db.transaction(async (tx) => {
    const years = await admissionYears(tx);
    await createSlots(tx);
    const institutions = await timed('universities, programs, campuses, batches', () =>
      seedInstitutions(tx, years),
    );
    const campusSlots = await timed('campus sizes', () =>
      fillCampusSlots(tx, institutions.campusBase),
    );
    await timed(`students (${students})`, () =>
      seedStudents(tx, { count: students, years, campusSlots, ...institutions }),
    );
    await timed('campus programs and board-exam sittings', () =>
      seedSittings(tx, institutions.campusBase, years),
    );
    await timed(`employees (${employees})`, () => seedStaff(tx, { count: employees, campusSlots }));
    const tu = institutions.universityIds.get(TRIBHUVAN) ?? 0;
    const [first] = await run<{ id: number; name: string }>(
      tx,
      `select id, campus_name as name from campuses where id = ${institutions.campusBase + 1}`,
    );
    if (!first) throw new Error('national data: no campuses were written');
    await seedAccounts(tx, hashes, { universityId: tu, campusId: first.id });
    return { campus: first, university: { id: tu, name: TRIBHUVAN } };
  });
  // Fresh statistics, so the first reports plan on the real sizes.
  await timed('analyze', () => db.execute(sql`analyze`));
  return { students, employees, steps, campus, university };
}

async function admissionYears(tx: Tx): Promise<RunYear[]> {
  const rows = await run<RunYear & { is_active: boolean }>(
    tx,
    `select id, label, is_active from fiscal_years where deleted_at is null order by start_date`,
  );
  const active = rows.findIndex((row) => row.is_active);
  const upTo = active >= 0 ? rows.slice(0, active + 1) : rows;
  const years = upTo.slice(-ADMISSION_YEARS).map(({ id, label }) => ({ id, label }));
  if (years.length < 2) throw new Error('national data: fewer than two fiscal years to admit in');
  return years;
}

/**
 * How many students and staff each campus has: a constituent campus weighs most, a private one
 * least, each times a size of its own (1 to 6); nat_slots 'campus' holds one cell per tenth.
 */
async function fillCampusSlots(tx: Tx, campusBase: number): Promise<number> {
  await run(
    tx,
    `insert into nat_slots (kind, grp, slot, value)
     with sized as (
       select id, greatest(1, round(10 * (case campus_type when 'constituent' then 8
           when 'community' then 3 else 2 end)
         * (1 + power(${hashBelow(`id - ${campusBase}`, 'size', 100)}, 2) / 2000.0)))::int as cells
       from campuses where id > ${campusBase}
     ),
     placed as (select id, cells, sum(cells) over (order by id) - cells as first from sized)
     select 'campus', 0, (first + g - 1)::int, id from placed, generate_series(1, cells) g`,
  );
  const [row] = await run<{ n: number }>(
    tx,
    `select count(*)::int as n from nat_slots where kind = 'campus'`,
  );
  return row?.n ?? 0;
}

async function seedAccounts(
  tx: Tx,
  hashes: string[],
  scope: { universityId: number; campusId: number },
): Promise<void> {
  const values = NATIONAL_ACCOUNTS.map((account, index) => {
    const universityId = account.reach === 'nation' ? 'null' : scope.universityId;
    const campusId = account.reach === 'campus' ? scope.campusId : 'null';
    const [first, last] = {
      nation: ['Ugc', 'Admin'],
      university: ['University', 'Admin'],
      campus: ['College', 'Admin'],
    }[account.reach];
    return `('${account.email}', '${hashes[index] ?? ''}', '${first}', '${last}', '${account.role}',
      ${universityId}, ${campusId}, 'active', '9800000000')`;
  });
  await run(
    tx,
    `insert into users (email, password_hash, first_name, last_name, role, university_id, campus_id,
       status, phone_number) values ${values.join(', ')}`,
  );
}

/**
 * A checksum of what the data set wrote (every row of its tables but the times they were
 * written and the accounts' salted password hashes): two runs give the same.
 */
export async function nationalChecksum(db: Database): Promise<string> {
  const tables = [
    'universities',
    'faculties',
    'levels',
    'programs',
    'campuses',
    'batches',
    'students',
    'graduations',
    'dropouts',
    'college_programs',
    'board_exam_sittings',
    'departments',
    'sections',
    'employees',
  ];
  const parts = tables.map(
    (table) =>
      `(select coalesce(md5(string_agg((to_jsonb(t) - 'created_at' - 'updated_at')::text, '|'
        order by t.id)), '') from ${table} t)`,
  );
  const result = (await db.execute(
    sql.raw(`select md5(${parts.join(' || ')}) as sum`),
  )) as unknown as {
    rows: { sum: string }[];
  };
  return result.rows[0]?.sum ?? '';
}
