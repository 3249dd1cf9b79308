/**
 * Graduation (kit routes under /GraduationSetup and /Graduation): what each level's graduation
 * form requires, and the graduation form a campus fills in for a student the upgrade marked
 * eligible. Approving a form graduates the student in the same transaction, with audit rows; an
 * approved form is neither edited nor deleted.
 *   POST /Graduation/{id}/Approve                   graduation:approve;
 * and the reads over approved forms (graduation-reads.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  GRADUATION_MESSAGES,
  GRADUATION_PATHS,
  MESSAGES,
  apiErrorSchema,
  calendarPairProblem,
  fillCalendarPair,
  graduationContract,
  graduationRequirementProblems,
  graduationRequirementsOf,
  graduationSetupContract,
  graduationTimelineSchema,
  nearestGraduationSetup,
  nepalToday,
  studentName,
  timelineProblems,
} from '@hemis/shared-contracts';
import {
  auditLog,
  graduationSetups,
  graduations,
  receipts,
  students,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  registerResource,
  resourceIdParams,
  type ResourceHandle,
  type ResourceRegistry,
  type Row,
} from '../../lib/resource/register';
import { readCondition, writeCondition } from '../../lib/resource/scope';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { OWNERS, registerGraduationReads } from './graduation-reads';
import { fiscalYearLabel, storedTimeline } from '../students/timeline';
import { security } from '../../lib/route-kit';

const RECEIPT_OWNERS = { campusId: receipts.campusId, universityId: receipts.universityId };
const tags = [graduationContract.module];

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export const fillGraduationDates = (values: Row): Row =>
  fillCalendarPair(values, 'graduationDate', 'graduationDateBs');

const DATE_MESSAGES = {
  bsInvalid: GRADUATION_MESSAGES.dateBsInvalid,
  disagree: GRADUATION_MESSAGES.datesDisagree,
  future: GRADUATION_MESSAGES.inFuture,
} as const;

/** The setup rows of a level that a campus (of a university) reads: its own, its university's, national. */
async function setupOf(
  db: DbOrTx,
  levelId: number | null,
  campusId: number | null,
  universityId: number | null,
): Promise<Row | undefined> {
  if (levelId === null) return undefined;
  const campusScope: ScopeFilter = { kind: 'campus', campusId, universityId, userId: 0 };
  const rows = await db
    .select()
    .from(graduationSetups)
    .where(
      and(
        isNull(graduationSetups.deletedAt),
        eq(graduationSetups.levelId, levelId),
        readCondition('institution', graduationSetups, campusScope),
      ),
    );
  return nearestGraduationSetup(rows, campusId);
}

/** The days of a form against the student's stored record (admission, batch): field messages. */
async function timelineOfForm(
  db: DbOrTx,
  student: Row,
  form: Row,
): Promise<Record<string, string>> {
  return timelineProblems(graduationTimelineSchema, {
    ...(await storedTimeline(db, student)),
    graduationDate: textOf(form.graduationDate),
    fiscalYear: await fiscalYearLabel(db, form.fiscalYearId),
  });
}

/** The approver's name as the form shows it. */
async function nameOfUser(db: DbOrTx, userId: number): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? studentName(user) || user.email : `User ${userId}`;
}

export function registerGraduation(
  app: ZodApp,
  registry: ResourceRegistry,
  student: ResourceHandle,
): ResourceHandle {
  const db = app.db;
  // A graduation form names the graduation fee receipt: one of the campus's receipts, shown by
  // its number (receipts are no kit resource; they are read as their campus's records).
  registry.set('Receipt', {
    table: receipts,
    id: receipts.id,
    label: receipts.receiptNo,
    title: 'Receipt',
    visible: (scope) => readCondition('campusKept', RECEIPT_OWNERS, scope),
  });

  registerResource(app, graduationSetupContract, graduationSetups, { registry });

  /** The student a form is for, if the campus may graduate them; else the field message. */
  async function eligibleStudent(
    scope: ScopeFilter,
    studentId: number,
    campusId: unknown,
  ): Promise<Row> {
    const record = await student.findVisible(studentId, scope);
    const refuse = (message: string) =>
      badRequest(MESSAGES.http.badRequest, { studentId: message });
    if (!record || record.campusId !== campusId) throw refuse(GRADUATION_MESSAGES.studentNotFound);
    if (record.status !== 'active') throw refuse(GRADUATION_MESSAGES.notActive);
    if (record.graduationEligible !== true) throw refuse(GRADUATION_MESSAGES.notEligible);
    return record;
  }

  const handle = registerResource(app, graduationContract, graduations, {
    registry,
    prepareInput: fillGraduationDates,
    async validate({ db: reader, scope, values, existing }) {
      if (existing?.status === 'approved') throw conflict(GRADUATION_MESSAGES.locked);
      const studentId = Number(existing?.studentId ?? values.studentId);
      const record = await eligibleStudent(scope, studentId, existing?.campusId ?? values.campusId);
      const levelId = idOf(existing ? existing.levelId : record.levelId);
      const setup = await setupOf(
        reader,
        levelId,
        idOf(record.campusId),
        idOf(record.universityId),
      );
      const fields = graduationRequirementProblems(
        values,
        graduationRequirementsOf(setup),
        setup !== undefined,
      );
      const receiptId = idOf(values.receiptId);
      if (receiptId !== null && !fields.receiptId) {
        const [receipt] = await reader
          .select({ studentId: receipts.studentId, cancelledAt: receipts.cancelledAt })
          .from(receipts)
          .where(and(eq(receipts.id, receiptId), eq(receipts.campusId, Number(record.campusId))));
        if (!receipt || receipt.studentId !== studentId) {
          fields.receiptId = GRADUATION_MESSAGES.receiptNotFound;
        } else if (receipt.cancelledAt !== null) {
          fields.receiptId = GRADUATION_MESSAGES.receiptCancelled;
        }
      }
      const problem = calendarPairProblem(
        textOf(values.graduationDate),
        textOf(values.graduationDateBs),
        true,
      );
      if (problem) fields.graduationDateBs = DATE_MESSAGES[problem];
      const timeline = await timelineOfForm(reader, record, values);
      for (const [name, message] of Object.entries(timeline)) fields[name] ??= message;
      if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
      if (existing) return;
      // Who the student is now is what the lists and statistics keep.
      return {
        studentName: studentName(record),
        registrationNo: record.registrationNo ?? null,
        programId: record.programId ?? null,
        levelId,
        gender: record.gender ?? null,
        ethnicGroupId: record.ethnicGroupId ?? null,
        status: 'pending',
      };
    },
    async beforeDelete({ existing }) {
      if (existing.status === 'approved') throw conflict(GRADUATION_MESSAGES.locked);
    },
  });

  app.post(
    GRADUATION_PATHS.approve.route,
    {
      config: { auth: { permission: 'graduation:approve' } },
      schema: {
        tags,
        security,
        summary: 'Approves a pending graduation form: the student is graduated (one transaction)',
        params: resourceIdParams,
        response: {
          200: graduationContract.rowSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const scope = request.scope();
      const { id } = request.params;
      const form = await handle.findVisible(id, scope);
      if (!form) throw notFound(`${graduationContract.title} not found.`);
      const writable = writeCondition('campusKept', OWNERS, scope);
      if (writable === null) throw forbidden();
      if (form.status === 'approved') throw conflict(GRADUATION_MESSAGES.alreadyApproved);
      const studentId = Number(form.studentId);
      // A form saved before its days were checked is not approved with impossible ones.
      const stored = await student.findVisible(studentId, scope);
      const timeline = stored ? await timelineOfForm(db, stored, form) : {};
      if (Object.keys(timeline).length > 0) throw badRequest(MESSAGES.http.badRequest, timeline);
      const approvedBy = await nameOfUser(db, scope.userId);
      const approvedAt = nepalToday();
      const record = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(graduations)
          .set({
            status: 'approved',
            approvedAt,
            approvedBy,
            approvedById: scope.userId,
            updatedAt: new Date(),
            updatedBy: scope.userId,
          })
          .where(
            and(eq(graduations.id, id), eq(graduations.status, 'pending'), writable ?? undefined),
          )
          .returning();
        // Approved meanwhile by someone else (or not this campus's form).
        if (!updated) throw conflict(GRADUATION_MESSAGES.alreadyApproved);
        const moved = await tx
          .update(students)
          .set({
            status: 'graduated',
            graduationEligible: false,
            updatedAt: new Date(),
            updatedBy: scope.userId,
          })
          .where(and(eq(students.id, studentId), eq(students.status, 'active')))
          .returning({ id: students.id });
        if (moved.length === 0) {
          throw conflict(GRADUATION_MESSAGES.notActive, {
            studentId: GRADUATION_MESSAGES.notActive,
          });
        }
        await tx.insert(auditLog).values([
          {
            userId: scope.userId,
            action: 'approve',
            entity: graduationContract.name,
            entityId: String(id),
            detail: { status: 'approved', approvedAt },
          },
          {
            userId: scope.userId,
            action: 'graduated',
            entity: 'Student',
            entityId: String(studentId),
            detail: { status: 'graduated', graduationId: id, fiscalYearId: form.fiscalYearId },
          },
        ]);
        return updated;
      });
      const [row] = await handle.toRows([record]);
      return row;
    },
  );

  registerGraduationReads(app, student);
  return handle;
}
