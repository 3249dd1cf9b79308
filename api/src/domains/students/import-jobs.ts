/**
 * Running a student import without holding the database: the checked rows are written in short
 * transactions as staged rows (hidden: deleted_at set, staged_job_id the job; they already hold
 * their registration and citizenship numbers in the unique indexes), then the job passes its
 * point of no return (status publishing, with the audit row) and the rows are revealed in short
 * statements. Between statements other requests' queries run (PGlite is one connection, and in
 * this process its statements also hold the event loop).
 *
 * A failure while staging deletes the staged rows (nothing was ever visible). A job interrupted
 * by a crash is found at the next start, and by the job sweep of any process once its heartbeat
 * is stale (lib/job-sweep.ts; each job is claimed by one process, FOR UPDATE SKIP LOCKED): a
 * running one is marked failed and its staged rows deleted, a publishing one is revealed to the
 * end. So a failed or interrupted import leaves no partial
 * data, and a job never stays "running" without a process behind it.
 */
import { and, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MESSAGES } from '@hemis/shared-contracts';
import { auditLog, studentImportJobs, students } from '../../db/schema';
import type { DbOrTx, Row } from '../../lib/resource/types';
import {
  recordsetColumns,
  recordsetInsert,
  type RecordsetColumn,
} from '../../lib/recordset-insert';

/**
 * Rows per staging or revealing statement: each holds the database for a few tens of
 * milliseconds, so a read waits at most about that long behind the import.
 */
export const IMPORT_BATCH_ROWS = 500;
/** A job whose heartbeat is older than this has no process behind it any more. */
export const IMPORT_STALE_MS = 60_000;

/** The job an import runs under (its row in student_import_jobs is status running). */
export interface ImportRun {
  jobId: number;
  userId: number;
  campusId: number;
  fileName: string | null;
}

export interface ImportRunOptions {
  /** Rows staged so far, after each batch (awaited before the next). */
  onProgress?: (processed: number) => void | Promise<void>;
  batchRows?: number;
  log?: FastifyBaseLogger;
}

/** Another process took the job over (its heartbeat went stale): this run stops. */
class JobTakenOver extends Error {
  constructor(jobId: number) {
    super(`import job ${jobId} is no longer running here`);
  }
}

/** A turn of the event loop: PGlite answers within promise jobs, so without it no request
 * (not even a liveness check) would be read until an import (or its check) ended. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The students columns a batch of records fills: every key any record has, and the stamps. */
function insertColumns(records: Row[]): RecordsetColumn[] {
  const keys = new Set<string>(['createdBy', 'updatedBy', 'deletedAt', 'stagedJobId']);
  for (const record of records) for (const key of Object.keys(record)) keys.add(key);
  return recordsetColumns(students, keys);
}

const isRunning = (jobId: number) =>
  and(eq(studentImportJobs.id, jobId), eq(studentImportJobs.status, 'running'));

/**
 * Writes the records as staged rows, a batch per transaction (each batch sent as one JSON
 * parameter: lib/recordset-insert), moving the job's progress and heartbeat in the same
 * transaction.
 */
async function stage(db: DbOrTx, run: ImportRun, records: Row[], options: ImportRunOptions) {
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const columns = insertColumns(records);
  const stagedAt = new Date().toISOString();
  const stamps: Record<string, unknown> = {
    createdBy: run.userId,
    updatedBy: run.userId,
    deletedAt: stagedAt,
    stagedJobId: run.jobId,
  };
  for (let start = 0; start < records.length; start += batchRows) {
    const batch = records
      .slice(start, start + batchRows)
      .map((record) => ({ ...record, ...stamps }));
    const processed = Math.min(start + batchRows, records.length);
    await db.transaction(async (tx) => {
      await tx.execute(recordsetInsert(students, batch, columns));
      const [alive] = await tx
        .update(studentImportJobs)
        .set({ processed, heartbeatAt: sql`now()` })
        .where(isRunning(run.jobId))
        .returning({ id: studentImportJobs.id });
      if (!alive) throw new JobTakenOver(run.jobId);
    });
    await options.onProgress?.(processed);
    await nextTurn();
  }
}

/** Runs `step` on the job's staged rows a batch at a time until none is left. */
async function eachStagedBatch(
  db: DbOrTx,
  jobId: number,
  batchRows: number,
  step: (ids: SQL) => Promise<unknown[]>,
): Promise<void> {
  for (;;) {
    const ids = sql`(select ${students.id} from ${students} where ${students.stagedJobId} = ${jobId} limit ${batchRows})`;
    const done = await step(ids);
    if (done.length === 0) return;
    await nextTurn();
  }
}

/** Makes the job's staged rows ordinary students. */
async function reveal(db: DbOrTx, jobId: number, batchRows: number): Promise<void> {
  await eachStagedBatch(db, jobId, batchRows, async (ids) => {
    const revealed = await db
      .update(students)
      .set({ deletedAt: null, stagedJobId: null })
      .where(inArray(students.id, ids))
      .returning({ id: students.id });
    if (revealed.length > 0) {
      await db
        .update(studentImportJobs)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(studentImportJobs.id, jobId));
    }
    return revealed;
  });
}

/** Deletes the job's staged rows (none of them was ever visible). */
async function discard(db: DbOrTx, jobId: number, batchRows: number): Promise<void> {
  await eachStagedBatch(db, jobId, batchRows, (ids) =>
    db.delete(students).where(inArray(students.id, ids)).returning({ id: students.id }),
  );
}

/** Reveals a publishing job's rows and ends it done. */
async function publish(db: DbOrTx, jobId: number, batchRows: number): Promise<void> {
  await reveal(db, jobId, batchRows);
  const [job] = await db
    .select({ total: studentImportJobs.total })
    .from(studentImportJobs)
    .where(eq(studentImportJobs.id, jobId));
  if (!job) return;
  await db
    .update(studentImportJobs)
    .set({
      status: 'done',
      processed: job.total,
      imported: job.total,
      message: IMPORT_MESSAGES.done(job.total),
      finishedAt: new Date(),
    })
    .where(and(eq(studentImportJobs.id, jobId), eq(studentImportJobs.status, 'publishing')));
}

/** Ends a running job failed with `message`; its staged rows are deleted. */
async function fail(db: DbOrTx, jobId: number, message: string, batchRows: number) {
  // Failed first: a process still staging for it sees that at its next batch and stops.
  await db
    .update(studentImportJobs)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(isRunning(jobId));
  await discard(db, jobId, batchRows);
}

/**
 * Imports the checked records under the job: staged, then published (audit row), then revealed.
 * The job row ends done or failed; a failure after the point of no return leaves it publishing
 * for the recovery to finish. Resolves with the job's end.
 */
export async function runImportJob(
  db: DbOrTx,
  run: ImportRun,
  records: Row[],
  options: ImportRunOptions = {},
): Promise<'done' | 'failed' | 'publishing'> {
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const total = records.length;
  try {
    await stage(db, run, records, options);
    await db.transaction(async (tx) => {
      const [published] = await tx
        .update(studentImportJobs)
        .set({ status: 'publishing', processed: total, heartbeatAt: sql`now()` })
        .where(isRunning(run.jobId))
        .returning({ id: studentImportJobs.id });
      if (!published) throw new JobTakenOver(run.jobId);
      await tx.insert(auditLog).values({
        userId: run.userId,
        action: 'import',
        entity: 'Student',
        entityId: String(run.jobId),
        detail: { jobId: run.jobId, campusId: run.campusId, fileName: run.fileName, count: total },
      });
    });
  } catch (error) {
    options.log?.warn({ err: error, jobId: run.jobId }, 'student import failed');
    if (!(error instanceof JobTakenOver)) {
      await fail(db, run.jobId, IMPORT_MESSAGES.failed, batchRows);
    }
    return 'failed';
  }
  // The records are all in the database now.
  records.length = 0;
  try {
    await publish(db, run.jobId, batchRows);
    return 'done';
  } catch (error) {
    options.log?.error(
      { err: error, jobId: run.jobId },
      'student import: revealing its rows stopped; the recovery finishes it',
    );
    return 'publishing';
  }
}

export interface RecoveryOptions {
  /** Only jobs whose heartbeat is older than this (other processes may run the rest). */
  staleMs?: number;
  jobId?: number;
  campusId?: number;
  batchRows?: number;
}

/**
 * Takes one job to finish, with FOR UPDATE SKIP LOCKED: its heartbeat moves in the same
 * statement, so it is no longer stale to any other process's sweep, and a job another process is
 * taking at this moment is skipped, never waited for. Two processes never take one job.
 */
async function claimJob(
  db: DbOrTx,
  conditions: SQL | undefined,
  taken: readonly number[],
): Promise<{ id: number; status: string } | undefined> {
  const next = db
    .select({ id: studentImportJobs.id })
    .from(studentImportJobs)
    .where(
      and(conditions, taken.length > 0 ? notInArray(studentImportJobs.id, [...taken]) : undefined),
    )
    .orderBy(studentImportJobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(studentImportJobs)
    .set({ heartbeatAt: sql`now()` })
    .where(inArray(studentImportJobs.id, next))
    .returning({ id: studentImportJobs.id, status: studentImportJobs.status });
  return job;
}

/**
 * Finishes jobs no process runs any more: a running one fails (IMPORT_MESSAGES.interrupted) and
 * its staged rows are deleted; a publishing one is revealed and done. Each is claimed first
 * (claimJob), so when several processes sweep at once each job is finished by one of them. Also
 * deletes staged rows a failed job left (a crash while they were being deleted). Returns the
 * jobs it ended.
 */
export async function recoverImportJobs(
  db: DbOrTx,
  options: RecoveryOptions = {},
): Promise<number> {
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const conditions = and(
    inArray(studentImportJobs.status, ['running', 'publishing']),
    options.staleMs === undefined
      ? undefined
      : sql`${studentImportJobs.heartbeatAt} < now() - make_interval(secs => ${options.staleMs / 1000})`,
    options.jobId === undefined ? undefined : eq(studentImportJobs.id, options.jobId),
    options.campusId === undefined ? undefined : eq(studentImportJobs.campusId, options.campusId),
  );
  const taken: number[] = [];
  for (;;) {
    const job = await claimJob(db, conditions, taken);
    if (!job) break;
    taken.push(job.id);
    if (job.status === 'publishing') await publish(db, job.id, batchRows);
    else await fail(db, job.id, IMPORT_MESSAGES.interrupted, batchRows);
  }
  if (options.jobId === undefined && options.campusId === undefined) {
    const leftovers = await db
      .selectDistinct({ jobId: students.stagedJobId })
      .from(students)
      .innerJoin(studentImportJobs, eq(studentImportJobs.id, students.stagedJobId))
      .where(and(isNotNull(students.stagedJobId), eq(studentImportJobs.status, 'failed')));
    for (const { jobId } of leftovers) if (jobId !== null) await discard(db, jobId, batchRows);
  }
  return taken.length;
}
