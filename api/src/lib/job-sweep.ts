/**
 * The job sweep every API process runs (server.ts, beside the reminder clock): every few seconds
 * it finishes the background jobs whose process is gone, and once a minute it deletes ended
 * rate-limit windows (lib/window-counts).
 *
 * - A student import whose heartbeat is older than IMPORT_STALE_MS is claimed with
 *   `FOR UPDATE SKIP LOCKED` (recoverImportJobs) and finished (published to the end, or failed
 *   with its staged rows deleted): when several processes sweep at once, each job is taken by
 *   exactly one, and a process killed mid-import has its job taken over by another within
 *   IMPORT_STALE_MS plus one sweep.
 * - Reminders need no claim here: each is taken by inserting its row before its mail goes
 *   (domains/returns/reminders.ts, domains/accreditation/reminders.ts), so two clocks never send
 *   one twice.
 *
 * HEMIS_JOB_SWEEP_MS sets the interval (default 5000; 0 turns the sweep off).
 */
import type { FastifyInstance } from 'fastify';
import { IMPORT_STALE_MS, recoverImportJobs } from '../domains/students/import-jobs';
import { msFromEnv } from './session-cache';
import { sweepWindows } from './window-counts';

export const JOB_SWEEP_MS = msFromEnv('HEMIS_JOB_SWEEP_MS', 5000);
/** How often ended rate-limit windows are deleted. */
const WINDOW_SWEEP_MS = 60_000;

/** One sweep: the stale import jobs this process took and finished. */
export async function sweepJobs(app: FastifyInstance): Promise<number> {
  return recoverImportJobs(app.db, { staleMs: IMPORT_STALE_MS });
}

/**
 * Sweeps every `everyMs` while the server runs (a sweep still under way delays the next); the
 * timer does not keep the process alive. Returns how to stop: it resolves once a sweep under way
 * has ended, so the database can close after it.
 */
export function startJobSweep(
  app: FastifyInstance,
  everyMs: number = JOB_SWEEP_MS,
): () => Promise<void> {
  if (everyMs <= 0) return () => Promise.resolve();
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let windowsSweptAt = Date.now();
  const sweep = async () => {
    try {
      const finished = await sweepJobs(app);
      if (finished > 0) app.log.warn({ jobs: finished }, 'finished import jobs a process left');
      if (Date.now() - windowsSweptAt >= WINDOW_SWEEP_MS) {
        windowsSweptAt = Date.now();
        await sweepWindows(app.db);
      }
    } catch (error) {
      app.log.error({ err: error }, 'the job sweep failed');
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = sweep().finally(() => {
      busy = false;
    });
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
