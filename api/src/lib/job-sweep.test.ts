import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '@hemis/shared-contracts';
import { accreditationReminders } from '../db/schema/accreditation';
import { campuses, studentImportJobs, students } from '../db/schema';
import { sendExpiryReminders } from '../domains/accreditation/reminders';
import { IMPORT_STALE_MS } from '../domains/students/import-jobs';
import { outbox, twoApps, type TestApp } from '../test/helpers';
import { sweepJobs } from './job-sweep';

/**
 * Two API processes on one database (two apps; on PGlite two apps on one client) sweeping and
 * reminding at once: each stale job is finished by exactly one of them, each reminder sent once.
 */

const processes = twoApps();
let a: TestApp;
let b: TestApp;
beforeAll(() => {
  ({ a, b } = processes);
});

async function rowsOf<T>(app: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the job sweep', () => {
  it('finishes each stale import job on exactly one of two concurrent sweeps', async () => {
    const stale = new Date(Date.now() - IMPORT_STALE_MS - 60_000);
    const campusIds = (
      await a.db
        .select({ id: campuses.id })
        .from(campuses)
        .where(isNull(campuses.deletedAt))
        .orderBy(campuses.id)
        .limit(6)
    ).map((row) => row.id);
    // Every other one a crash while staging (running), the others while revealing (publishing),
    // each with one staged row; one import at a time per campus.
    const jobs = await a.db
      .insert(studentImportJobs)
      .values(
        campusIds.map((campusId, index) => ({
          campusId,
          status: index % 2 === 0 ? ('running' as const) : ('publishing' as const),
          total: 1,
          processed: 1,
          heartbeatAt: stale,
        })),
      )
      .returning({ id: studentImportJobs.id, campusId: studentImportJobs.campusId });
    await a.db.insert(students).values(
      jobs.map((job) => ({
        campusId: job.campusId,
        firstName: `Swept${job.id}`,
        lastName: 'Staged',
        gender: 'female' as const,
        registrationNo: `SWEPT-${job.id}`,
        status: 'active' as const,
        verificationStatus: 'pending' as const,
        source: 'import' as const,
        deletedAt: stale,
        stagedJobId: job.id,
      })),
    );

    const finished = await Promise.all([sweepJobs(a.app), sweepJobs(b.app)]);
    // A job taken twice would be counted twice.
    expect(finished[0] + finished[1]).toBe(jobs.length);

    const ended = await a.db
      .select({ status: studentImportJobs.status, message: studentImportJobs.message })
      .from(studentImportJobs)
      .where(
        inArray(
          studentImportJobs.id,
          jobs.map((job) => job.id),
        ),
      )
      .orderBy(studentImportJobs.id);
    expect(ended).toEqual(
      jobs.map((_, index) =>
        index % 2 === 0
          ? { status: 'failed', message: IMPORT_MESSAGES.interrupted }
          : { status: 'done', message: IMPORT_MESSAGES.done(1) },
      ),
    );
    const left = await a.db
      .select({ stagedJobId: students.stagedJobId, deletedAt: students.deletedAt })
      .from(students)
      .where(
        inArray(
          students.registrationNo,
          jobs.map((job) => `SWEPT-${job.id}`),
        ),
      );
    // The running ones' rows deleted, the publishing ones' revealed.
    expect(left).toEqual(
      jobs
        .filter((_, index) => index % 2 === 1)
        .map(() => ({ stagedJobId: null, deletedAt: null })),
    );
    // Nothing stale is left for the next sweep.
    expect(await Promise.all([sweepJobs(a.app), sweepJobs(b.app)])).toEqual([0, 0]);
  });

  it('leaves a job whose process is alive (fresh heartbeat) alone', async () => {
    const [campus] = await a.db
      .select({ id: campuses.id })
      .from(campuses)
      .where(isNull(campuses.deletedAt))
      .orderBy(campuses.id)
      .limit(1);
    const [job] = await a.db
      .insert(studentImportJobs)
      .values({ campusId: campus?.id ?? 49, status: 'running', total: 1 })
      .returning({ id: studentImportJobs.id });
    expect(await Promise.all([sweepJobs(a.app), sweepJobs(b.app)])).toEqual([0, 0]);
    const [row] = await a.db
      .select({ status: studentImportJobs.status })
      .from(studentImportJobs)
      .where(eq(studentImportJobs.id, job?.id ?? 0));
    expect(row?.status).toBe('running');
    await a.db
      .update(studentImportJobs)
      .set({ status: 'failed' })
      .where(eq(studentImportJobs.id, job?.id ?? 0));
  });
});

describe('reminders', () => {
  it('are sent once when two processes’ clocks check at the same time', async () => {
    // A day when the demo's first expiring accreditation is due its one-month reminder.
    const [due] = await rowsOf<{ today: string }>(
      a,
      sql`select (min(cy.expires_on) - 10)::text as today from accreditation_cycles cy
        join campuses c on c.id = cy.campus_id and c.deleted_at is null
        where cy.status = 'accredited' and not exists (select 1 from accreditation_cycles later
          where later.campus_id = cy.campus_id and later.cycle_number > cy.cycle_number)`,
    );
    expect(due?.today).toEqual(expect.any(String));
    const today = due?.today ?? '';
    const countRows = async () =>
      (await a.db.select({ cycleId: accreditationReminders.cycleId }).from(accreditationReminders))
        .length;
    const before = await countRows();

    const sent = await Promise.all([
      sendExpiryReminders(a.app, today),
      sendExpiryReminders(b.app, today),
    ]);
    expect(sent[0] + sent[1]).toBeGreaterThan(0);
    expect(sent[0] + sent[1]).toBe((await countRows()) - before);
    // Each reminder's mails went from one process only.
    const subjects = async (app: TestApp) =>
      new Set(
        (await outbox(app))
          .map((mail) => mail.subject)
          .filter((subject) => /accreditation of .* expires/.test(subject)),
      );
    const [fromA, fromB] = await Promise.all([subjects(a), subjects(b)]);
    expect(fromA.size + fromB.size).toBeGreaterThanOrEqual(sent[0] + sent[1]);
    expect([...fromA].filter((subject) => fromB.has(subject))).toEqual([]);
    // Sent is sent: nothing again on either.
    expect(
      await Promise.all([sendExpiryReminders(a.app, today), sendExpiryReminders(b.app, today)]),
    ).toEqual([0, 0]);
  });
});
