/**
 * Dropouts (kit routes under /DropOut): a campus records that one of its active students dropped
 * out (date in BS or AD, reason, last year or semester attended), and the student's status
 * becomes dropped out in the same transaction; deleting the entry undoes it and restores the
 * status the student had. Both leave audit rows (the kit's, and one on the student).
 *   GET /DropOut/Figures                  the dropout home: counts by reason and level.
 * (The spec's five-year read and dropout report are the earlier client's: legacy-client.)
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DROPOUT_MESSAGES,
  DROPOUT_PATHS,
  DROPOUT_REASONS,
  MESSAGES,
  adToBs,
  bsToAd,
  calendarPairProblem,
  dropoutContract,
  dropoutTimelineSchema,
  fillCalendarPair,
  nepalToday,
  type SectionFigures,
  studentName,
  timelineProblems,
} from '@hemis/shared-contracts';
import { auditLog, dropouts, levels, students } from '../../db/schema';
import { registerFiguresRoute } from '../../lib/figures-route';
import { badRequest } from '../../lib/errors';
import { countByGender } from '../../lib/reports';
import {
  registerResource,
  type ResourceHandle,
  type ResourceRegistry,
  type Row,
} from '../../lib/resource/register';
import { readCondition, resolveScope } from '../../lib/resource/scope';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearOn } from '../../lib/fiscal-years';
import { storedTimeline } from '../students/timeline';

const OWNERS = { campusId: dropouts.campusId, universityId: dropouts.universityId };
const tags = [dropoutContract.module];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The dropout date in both calendars: whichever is given fills the other. */
export const fillDropoutDates = (values: Row): Row =>
  fillCalendarPair(values, 'dropoutDate', 'dropoutDateBs');

/** Dropouts the caller reads, live only. */
const readable = (scope: ScopeFilter, extra?: SQL) =>
  and(isNull(dropouts.deletedAt), readCondition('campusKept', OWNERS, scope), extra);

async function checkDates(db: DbOrTx, values: Row): Promise<Row> {
  const ad = text(values.dropoutDate);
  const bs = text(values.dropoutDateBs);
  const problem = calendarPairProblem(ad, bs, true);
  if (!ad && !bs) {
    throw badRequest(MESSAGES.http.badRequest, { dropoutDateBs: DROPOUT_MESSAGES.dateRequired });
  }
  if (problem) {
    const messages = {
      bsInvalid: DROPOUT_MESSAGES.dateBsInvalid,
      disagree: DROPOUT_MESSAGES.datesDisagree,
      future: DROPOUT_MESSAGES.inFuture,
    } as const;
    throw badRequest(MESSAGES.http.badRequest, { dropoutDateBs: messages[problem] });
  }
  // A valid BS date converts (calendarPairProblem checked it); the check only types it.
  const dropoutDate = ad ?? bsToAd(bs ?? '');
  if (!dropoutDate) {
    throw badRequest(MESSAGES.http.badRequest, { dropoutDateBs: DROPOUT_MESSAGES.dateBsInvalid });
  }
  const year = await fiscalYearOn(db, dropoutDate);
  if (!year) {
    throw badRequest(MESSAGES.http.badRequest, { dropoutDateBs: DROPOUT_MESSAGES.noFiscalYear });
  }
  return { dropoutDate, dropoutDateBs: bs ?? adToBs(dropoutDate), fiscalYearId: year.id };
}

export function registerDropouts(
  app: ZodApp,
  registry: ResourceRegistry,
  student: ResourceHandle,
): ResourceHandle {
  const db = app.db;
  const handle = registerResource(app, dropoutContract, dropouts, {
    registry,
    prepareInput: fillDropoutDates,
    async validate({ db: reader, scope, values, existing }) {
      const dates = await checkDates(reader, values);
      const record = await student.findVisible(
        Number(existing ? existing.studentId : values.studentId),
        scope,
      );
      if (!existing && (!record || record.campusId !== values.campusId)) {
        throw badRequest(MESSAGES.http.badRequest, {
          studentId: DROPOUT_MESSAGES.studentRequired,
        });
      }
      if (!existing && record?.status !== 'active') {
        throw badRequest(MESSAGES.http.badRequest, { studentId: DROPOUT_MESSAGES.notActive });
      }
      // The day against the student's stored record (admission, batch).
      const timeline = record
        ? timelineProblems(dropoutTimelineSchema, {
            ...(await storedTimeline(reader, record)),
            dropoutDate: text(dates.dropoutDate),
          })
        : {};
      if (Object.keys(timeline).length > 0) throw badRequest(MESSAGES.http.badRequest, timeline);
      if (existing || !record) return dates;
      // Who the student is now is what the lists and statistics keep.
      return {
        ...dates,
        studentName: studentName(record),
        registrationNo: record.registrationNo ?? null,
        programId: record.programId ?? null,
        levelId: record.levelId ?? null,
        gender: record.gender ?? null,
        previousStatus: record.status,
      };
    },
    async beforeWrite({ db: tx, values, existing, scope }) {
      if (existing) return;
      await tx
        .update(students)
        .set({ status: 'droppedOut', updatedAt: new Date(), updatedBy: scope.userId })
        .where(eq(students.id, Number(values.studentId)));
      await tx.insert(auditLog).values({
        userId: scope.userId,
        action: 'dropout',
        entity: 'Student',
        entityId: String(values.studentId),
        detail: { status: 'droppedOut', reason: values.reason, date: values.dropoutDate },
      });
    },
    async beforeDelete({ db: tx, existing, scope }) {
      const restored = text(existing.previousStatus) ?? 'active';
      await tx
        .update(students)
        .set({ status: restored, updatedAt: new Date(), updatedBy: scope.userId })
        .where(and(eq(students.id, Number(existing.studentId)), eq(students.status, 'droppedOut')));
      await tx.insert(auditLog).values({
        userId: scope.userId,
        action: 'dropoutUndone',
        entity: 'Student',
        entityId: String(existing.studentId),
        detail: { status: restored, dropoutId: existing.id },
      });
    },
  });

  /** The caller's scope with its university (campus users' comes from their campus). */
  const scopeOf = (request: { scope(): ScopeFilter }) => resolveScope(db, request.scope());

  registerFiguresRoute(
    app,
    {
      path: DROPOUT_PATHS.figures,
      permission: 'dropout:view',
      tags,
      summary: "The dropout home's figures: dropouts in all, this fiscal year, by reason and level",
    },
    async (request): Promise<SectionFigures> => {
      const scope = await scopeOf(request);
      const byReason = await countByGender<string>(
        db,
        dropouts,
        { group: dropouts.reason, gender: dropouts.gender },
        readable(scope),
      );
      const byLevel = await db
        .select({ level: levels.levelName, n: sql<number>`count(*)`.mapWith(Number) })
        .from(dropouts)
        .leftJoin(levels, eq(levels.id, dropouts.levelId))
        .where(readable(scope))
        .groupBy(levels.levelName)
        .orderBy(asc(levels.levelName));
      const current = await fiscalYearOn(db, nepalToday());
      const [thisYear] = current
        ? await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(dropouts)
            .where(readable(scope, eq(dropouts.fiscalYearId, current.id)))
        : [];
      const total = [...byReason.values()].reduce((sum, row) => sum + row.total, 0);
      return {
        figures: [
          { key: 'total', label: 'Dropouts', value: total },
          {
            key: 'thisYear',
            label: `Dropouts in ${current?.label ?? 'this fiscal year'}`,
            value: thisYear?.n ?? 0,
          },
          ...DROPOUT_REASONS.map((reason) => ({
            key: `reason:${reason.value}`,
            label: reason.label,
            value: byReason.get(reason.value)?.total ?? 0,
          })),
          ...byLevel.map((row) => ({
            key: `level:${row.level ?? 'none'}`,
            label: `Level: ${row.level ?? 'not given'}`,
            value: row.n,
          })),
        ],
      };
    },
  );
  return handle;
}
