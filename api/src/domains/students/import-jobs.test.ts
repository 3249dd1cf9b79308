// The shared setup comes first: it loads the test helpers before the app.
import {
  t,
  call,
  filledTemplate,
  upload,
  student,
  waitForJob,
  studentsNamed,
} from './import.testing';
import { json, testConfig } from '../../test/helpers';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_PATHS,
  importJobSchema,
  type ImportJob,
} from '@hemis/shared-contracts';
import { auditLog, studentImportJobs, students } from '../../db/schema';
import { isUniqueViolation } from '../../lib/errors';
import { buildApp } from '../../app';
import { checkWorkbook } from './import-check';
import { IMPORT_STALE_MS, runImportJob } from './import-jobs';

/** A job row as the import route starts one (status running) for campus 49. */
async function jobRow(values: Partial<typeof studentImportJobs.$inferInsert> = {}) {
  const [job] = await t.db
    .insert(studentImportJobs)
    .values({ campusId: 49, universityId: 1, status: 'running', total: 0, ...values })
    .returning();
  if (!job) throw new Error('no job');
  return job;
}

const jobById = async (id: number) =>
  (await t.db.select().from(studentImportJobs).where(eq(studentImportJobs.id, id)))[0];

const visible = (names: string[]) =>
  t.db
    .select({ id: students.id })
    .from(students)
    .where(and(inArray(students.firstName, names), isNull(students.deletedAt)));

describe('all rows or none', () => {
  it('keeps the rows hidden until every one is written, then shows them all', async () => {
    const rows = [student(), student(), student()];
    const names = rows.map((row) => String(row['First Name']));
    const { records } = await checkWorkbook(t.db, await filledTemplate(rows), {
      campusId: 49,
      universityId: 1,
    });
    const job = await jobRow({ total: records.length });
    const seen: { processed: number; written: number; visible: number }[] = [];
    const end = await runImportJob(
      t.db,
      { jobId: job.id, userId: 1, campusId: 49, fileName: null },
      records,
      {
        batchRows: 1,
        onProgress: async (processed) => {
          seen.push({
            processed,
            written: (await studentsNamed(names)).length,
            visible: (await visible(names)).length,
          });
        },
      },
    );
    expect(end).toBe('done');
    // Each batch is committed (written), none is visible before the last.
    expect(seen).toEqual([
      { processed: 1, written: 1, visible: 0 },
      { processed: 2, written: 2, visible: 0 },
      { processed: 3, written: 3, visible: 0 },
    ]);
    expect(await visible(names)).toHaveLength(3);
    expect(await jobById(job.id)).toMatchObject({
      status: 'done',
      processed: 3,
      imported: 3,
      message: IMPORT_MESSAGES.done(3),
    });
  });

  it('leaves nothing written when a row fails mid-way (a number taken after the check)', async () => {
    const rows = [student(), student(), student(), student()];
    const names = rows.map((row) => String(row['First Name']));
    const checked = await checkWorkbook(t.db, await filledTemplate(rows), {
      campusId: 49,
      universityId: 1,
    });
    expect(checked.report.invalid).toBe(0);
    // Someone registers the third row's student between the check and the import.
    await t.db.insert(students).values({
      campusId: 49,
      universityId: 1,
      firstName: 'Meanwhile',
      lastName: 'Registered',
      gender: 'male',
      registrationNo: String(rows[2]?.['University Registration No.']),
      status: 'active',
      verificationStatus: 'pending',
      source: 'campus',
    });
    const job = await jobRow({ total: checked.records.length });
    const progress: number[] = [];
    const end = await runImportJob(
      t.db,
      { jobId: job.id, userId: 1, campusId: 49, fileName: null },
      checked.records,
      {
        batchRows: 1,
        onProgress: (processed) => {
          progress.push(processed);
        },
      },
    );
    expect(end).toBe('failed');
    // Two rows were written before the clash, and deleted with it.
    expect(progress).toEqual([1, 2]);
    expect(await studentsNamed(names)).toHaveLength(0);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(job.id)));
    expect(audits.filter((row) => row.action === 'import')).toHaveLength(0);
    expect(await jobById(job.id)).toMatchObject({
      status: 'failed',
      imported: 0,
      message: IMPORT_MESSAGES.failed,
    });
  });

  it('refuses to register a student with a number an import is writing', async () => {
    const rows = [student()];
    const { records } = await checkWorkbook(t.db, await filledTemplate(rows), {
      campusId: 49,
      universityId: 1,
    });
    const job = await jobRow({ total: 1 });
    try {
      // Staged, and stopped there.
      await t.db.insert(students).values({
        ...(records[0] as unknown as typeof students.$inferInsert),
        deletedAt: new Date(),
        stagedJobId: job.id,
      });
      const taken = await t.db
        .insert(students)
        .values({
          campusId: 49,
          universityId: 1,
          firstName: 'Meanwhile',
          lastName: 'Registered',
          gender: 'male',
          registrationNo: String(rows[0]?.['University Registration No.']),
          status: 'active',
          verificationStatus: 'pending',
          source: 'campus',
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isUniqueViolation(taken)).toBe(true);
      // The check counts its numbers as taken too.
      const again = await checkWorkbook(t.db, await filledTemplate(rows), {
        campusId: 49,
        universityId: 1,
      });
      expect(again.report.errors[0]?.messages).toEqual([
        STUDENT_MESSAGES.registrationTaken,
        STUDENT_MESSAGES.citizenshipTaken,
      ]);
    } finally {
      await t.db.delete(students).where(eq(students.stagedJobId, job.id));
      await t.db
        .update(studentImportJobs)
        .set({ status: 'failed' })
        .where(eq(studentImportJobs.id, job.id));
    }
  });

  it('ends the job as failed, with nothing written, when the database refuses a row', async () => {
    // A database failure the check cannot foresee: a trigger refusing one student.
    await t.db.execute(
      sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_boom before insert on students for each row
        when (new.first_name = 'Boom') execute function refuse_boom()`),
    );
    try {
      const rows = [student(), student({ 'First Name': 'Boom' }), student()];
      const started = await upload(
        'CollegeAdmin',
        STUDENT_PATHS.import,
        await filledTemplate(rows),
      );
      expect(started.statusCode).toBe(202);
      const job = await waitForJob('CollegeAdmin', Number(json(started).jobId));
      expect(job).toMatchObject({ status: 'failed', imported: 0, message: IMPORT_MESSAGES.failed });
      expect(await studentsNamed(rows.map((row) => String(row['First Name'])))).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_boom on students'));
      await t.db.execute(sql.raw('drop function refuse_boom()'));
    }
  });
});

/** Runs `run` while an import at campus 49 is held for 3 s by its first row; the job's end. */
async function whileAnImportRuns(run: (jobId: number) => Promise<void>): Promise<ImportJob> {
  await t.db.execute(
    sql.raw(`create function slow_import() returns trigger language plpgsql as $$
      begin perform pg_sleep(3); return new; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger slow_import before insert on students for each row
      when (new.first_name = 'Slow') execute function slow_import()`),
  );
  try {
    const started = await upload(
      'CollegeAdmin',
      STUDENT_PATHS.import,
      await filledTemplate([student({ 'First Name': 'Slow' }), student()]),
    );
    expect(started.statusCode).toBe(202);
    const jobId = Number(json(started).jobId);
    await run(jobId);
    return await waitForJob('CollegeAdmin', jobId);
  } finally {
    await t.db.execute(sql.raw('drop trigger slow_import on students'));
    await t.db.execute(sql.raw('drop function slow_import()'));
  }
}

describe('progress', () => {
  it('answers the starter’s polls from memory while an import’s statement holds the database', async () => {
    const end = await whileAnImportRuns(async (jobId) => {
      const polled = Date.now();
      const poll = await call('CollegeAdmin', {
        method: 'GET',
        url: `/api${STUDENT_PATHS.importJob(jobId)}`,
      });
      // A read that needed the database would wait for the statement.
      expect(json(poll)).toMatchObject({ id: jobId, status: 'running', total: 2, processed: 0 });
      expect(Date.now() - polled).toBeLessThan(2000);
    });
    expect(end).toMatchObject({ status: 'done', processed: 2, imported: 2 });
  });
});

describe('one import per campus', () => {
  it('refuses a second check or import of the campus while one runs, with 409', async () => {
    const data = await filledTemplate([student()]);
    const end = await whileAnImportRuns(async () => {
      // Sent at once, while the import holds the database: each is answered before it ends.
      const [dryRun, second, elsewhere] = await Promise.all([
        upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data),
        upload('CollegeAdmin', STUDENT_PATHS.import, data),
        upload('SuperAdmin', STUDENT_PATHS.importDryRun, data, '?campusId=50'),
      ]);
      for (const refused of [dryRun, second]) {
        expect([refused.statusCode, json(refused).message]).toEqual([409, IMPORT_MESSAGES.busy]);
      }
      // Another campus is not held up.
      expect(elsewhere.statusCode).not.toBe(409);
    });
    expect(end.status).toBe('done');
    // Once it is done, the campus takes the next one.
    expect((await upload('CollegeAdmin', STUDENT_PATHS.importDryRun, data)).statusCode).toBe(200);
  });

  it('counts an import another process runs, and ends one whose process stopped', async () => {
    const data = await filledTemplate([student()]);
    // Another process's import, alive (a fresh heartbeat).
    const other = await jobRow({ total: 5 });
    const refused = await upload('CollegeAdmin', STUDENT_PATHS.import, data);
    expect([refused.statusCode, json(refused).message]).toEqual([409, IMPORT_MESSAGES.busy]);
    // Its process stopped: the heartbeat goes stale, and the next import ends it.
    await t.db
      .update(studentImportJobs)
      .set({ heartbeatAt: new Date(Date.now() - IMPORT_STALE_MS - 60_000) })
      .where(eq(studentImportJobs.id, other.id));
    const started = await upload('CollegeAdmin', STUDENT_PATHS.import, data);
    // The body says why, should this ever be refused.
    expect([started.statusCode, json(started)]).toEqual([202, { jobId: expect.any(Number) }]);
    expect((await waitForJob('CollegeAdmin', Number(json(started).jobId))).status).toBe('done');
    expect(await jobById(other.id)).toMatchObject({
      status: 'failed',
      message: IMPORT_MESSAGES.interrupted,
    });
  });
});

describe('interrupted imports', () => {
  it('ends them at start: a running one failed with nothing left, a publishing one done', async () => {
    const stale = new Date(Date.now() - IMPORT_STALE_MS - 60_000);
    const stagedRow = async (jobId: number, firstName: string) => {
      await t.db.insert(students).values({
        campusId: 49,
        universityId: 1,
        firstName,
        lastName: 'Staged',
        gender: 'female',
        registrationNo: `STAGED-${firstName}`,
        status: 'active',
        verificationStatus: 'pending',
        source: 'import',
        deletedAt: stale,
        stagedJobId: jobId,
      });
    };
    // A crash while staging (the process was killed): running, two rows written.
    const running = await jobRow({ total: 3, processed: 2, heartbeatAt: stale });
    await stagedRow(running.id, 'Interrupted1');
    await stagedRow(running.id, 'Interrupted2');
    // A crash while revealing: publishing (every row written, one of two revealed).
    const publishing = await jobRow({
      campusId: 50,
      total: 2,
      processed: 2,
      status: 'publishing',
      heartbeatAt: stale,
    });
    await stagedRow(publishing.id, 'Published1');

    const restarted = await buildApp({
      ...testConfig(t.dataDir),
      database: {
        db: t.db,
        kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        tableVersions: t.app.hemis.tableVersions,
        close: async () => undefined,
      },
    });
    await restarted.close();

    expect(await jobById(running.id)).toMatchObject({
      status: 'failed',
      imported: 0,
      message: IMPORT_MESSAGES.interrupted,
    });
    expect(await studentsNamed(['Interrupted1', 'Interrupted2'])).toHaveLength(0);
    expect(await jobById(publishing.id)).toMatchObject({
      status: 'done',
      imported: 2,
      message: IMPORT_MESSAGES.done(2),
    });
    expect(await visible(['Published1'])).toHaveLength(1);
    // The screen's poll gets the end, and stops.
    const polled = await call('CollegeAdmin', {
      method: 'GET',
      url: `/api${STUDENT_PATHS.importJob(running.id)}`,
    });
    expect(importJobSchema.parse(json(polled))).toMatchObject({
      status: 'failed',
      message: IMPORT_MESSAGES.interrupted,
    });
  });
});
