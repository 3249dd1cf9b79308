/**
 * Stored online applications: the unpaid ones expire (their data and files go a week later),
 * whether one may still be paid, and the checks an application and its admission share (the
 * campus's unique numbers and the e-mail of an account already taken).
 */
import fs from 'node:fs';
import { and, eq, getTableColumns, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { studentContract } from '@hemis/shared-contracts';
import { enrolmentApplications, students, users, type ApplicationDocument } from '../../db/schema';
import { norm } from '../../db/schema/resource-table';
import { documentsDir, storedFilePath } from '../../lib/files';
import type { DbOrTx, Row } from '../../lib/resource/types';

export const HOUR_MS = 60 * 60 * 1000;
/** How long an expired application's data is kept (a late eSewa confirmation still finds it). */
const EXPIRED_KEPT_MS = 7 * 24 * HOUR_MS;
/** The student record's columns by field name (the unique fields are looked up by name). */
const studentColumns: Record<string, unknown> = getTableColumns(students);

/** Unpaid applications past their time expire; a week later their data and files go. */
export async function expireApplications(db: DbOrTx, uploadsDir: string): Promise<void> {
  const now = new Date();
  await db
    .update(enrolmentApplications)
    .set({ status: 'expired' })
    .where(
      and(eq(enrolmentApplications.status, 'pending'), lt(enrolmentApplications.expiresAt, now)),
    );
  const stale = await db
    .select({
      id: enrolmentApplications.id,
      files: enrolmentApplications.files,
      documents: enrolmentApplications.documents,
    })
    .from(enrolmentApplications)
    .where(
      and(
        eq(enrolmentApplications.status, 'expired'),
        lt(enrolmentApplications.expiresAt, new Date(now.getTime() - EXPIRED_KEPT_MS)),
        ne(enrolmentApplications.passwordHash, ''),
      ),
    )
    .limit(100);
  for (const application of stale) {
    removeApplicationFiles(uploadsDir, application.files, application.documents);
    await db
      .update(enrolmentApplications)
      .set({ values: {}, files: {}, documents: [], email: '', passwordHash: '' })
      .where(eq(enrolmentApplications.id, application.id));
  }
}

/**
 * Expires applications every `everyMs` as well as on each new one, so an unpaid application's
 * data goes on time even while nobody applies. Returns the stop.
 */
export function scheduleApplicationSweep(
  db: DbOrTx,
  uploadsDir: string,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    expireApplications(db, uploadsDir).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

function removeApplicationFiles(
  uploadsDir: string,
  files: Record<string, string>,
  kept: readonly ApplicationDocument[],
): void {
  for (const name of Object.values(files)) {
    const file = storedFilePath(uploadsDir, name);
    if (file) fs.rmSync(file, { force: true });
  }
  const dir = documentsDir(uploadsDir);
  for (const document of kept) fs.rmSync(`${dir}/${document.fileName}`, { force: true });
}

/** Whether an application may still be paid (the /esewa form of its payment). */
export async function applicationPayable(db: DbOrTx, applicationId: number): Promise<boolean> {
  const condition: SQL | undefined = and(
    eq(enrolmentApplications.id, applicationId),
    eq(enrolmentApplications.status, 'pending'),
    gte(enrolmentApplications.expiresAt, new Date()),
  );
  const [row] = await db
    .select({ id: enrolmentApplications.id })
    .from(enrolmentApplications)
    .where(condition);
  return row !== undefined;
}

/** The record's fields that are unique at a campus and already taken there (citizenship no.). */
export async function takenUniqueFields(
  db: DbOrTx,
  campusId: number,
  values: Row,
): Promise<string[]> {
  const taken: string[] = [];
  for (const name of Object.keys(studentContract.uniqueEach)) {
    const value = values[name];
    if (typeof value !== 'string' || value === '') continue;
    const column = studentColumns[name];
    if (!column) continue;
    const [clash] = await db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          eq(students.campusId, campusId),
          isNull(students.deletedAt),
          sql`${norm(column)} = ${norm(sql`${value}::text`)}`,
        ),
      )
      .limit(1);
    if (clash) taken.push(name);
  }
  return taken;
}

export const emailTaken = (db: DbOrTx, email: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
