/**
 * `npm run seed:national`: the national data set into the PostgreSQL database of DATABASE_URL
 * (made when it does not exist; it must hold no campuses and no users). The database is
 * migrated and given its reference data as the API does at start, then filled
 * (seed-national.ts); each step's time is printed. Options: `--scale 0.1` (or
 * HEMIS_NATIONAL_SCALE) for a share of the students and employees; the accounts' password is
 * HEMIS_DEMO_PASSWORD (default the demo's).
 */
import { Client } from 'pg';
import { openDatabase } from '../client';
import { seedReferenceData } from '../seed';
import { NATIONAL_ACCOUNTS, seedNational } from './seed-national';

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`Database name ${name} is not a plain name`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${name}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

function scaleOption(): number {
  const at = process.argv.indexOf('--scale');
  const raw = at >= 0 ? process.argv[at + 1] : process.env.HEMIS_NATIONAL_SCALE;
  const scale = raw === undefined || raw === '' ? 1 : Number(raw);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
    throw new Error('--scale must be a number above 0 and at most 10');
  }
  return scale;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL database, e.g. ' +
        'postgres://postgres:postgres@127.0.0.1:5432/hemis_national',
    );
  }
  const scale = scaleOption();
  const password = process.env.HEMIS_DEMO_PASSWORD || 'Hemis@2026';
  const started = performance.now();
  await ensureDatabase(url);
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    await seedReferenceData(handle.db);
    const prepared = Math.round(performance.now() - started);
    console.log(`migrated, reference data: ${prepared} ms`);
    const report = await seedNational(handle.db, { scale, password });
    for (const { step, ms } of report.steps) console.log(`${step}: ${ms} ms`);
    const total = Math.round(performance.now() - started);
    console.log(
      `national data set: ${report.students} students, ${report.employees} employees in ` +
        `${(total / 1000).toFixed(1)} s`,
    );
    for (const account of NATIONAL_ACCOUNTS) {
      const of =
        account.reach === 'campus'
          ? ` (${report.campus.name}, id ${report.campus.id})`
          : account.reach === 'university'
            ? ` (${report.university.name})`
            : '';
      console.log(`sign in: ${account.email} (${account.role}${of}), password ${password}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `seed:national failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
