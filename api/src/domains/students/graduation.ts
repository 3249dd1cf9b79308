/**
 * Graduation (kit routes under /GraduationSetup and /Graduation): what each level's graduation
 * form requires, and the graduation form a campus fills in for a student the upgrade marked
 * eligible. Approving a form graduates the student in the same transaction, with audit rows; an
 * approved form is neither edited nor deleted.
 *   POST /Graduation/{id}/Approve                   graduation:approve;
 *   GET  /Graduation/GetGraduationOfFiscalYear      the last five fiscal years by gender;
 *   GET  /Dashboard/College/GetGraduationByGender   by level and gender (dashboard:view);
 *   GET  /Dashboard/College/GetGraduationByEthnicity by ethnic group and gender (dashboard:view);
 *   GET  /Graduation/Figures                        the graduation home.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  GRADUATION_MESSAGES,
  GRADUATION_PATHS,
  MESSAGES,
  apiErrorSchema,
  calendarPairProblem,
  fillCalendarPair,
  graduationContract,
  graduationDashboardQuerySchema,
  graduationOfFiscalYearQuerySchema,
  graduationRequirementProblems,
  graduationRequirementsOf,
  graduationSetupContract,
  groupCountsSchema,
  nearestGraduationSetup,
  nepalToday,
  sectionFiguresSchema,
  studentName,
  type CampusType,
  type GenderCount,
  type SectionFigures,
} from '@hemis/shared-contracts';
import {
  auditLog,
  campuses,
  ethnicGroups,
  graduationSetups,
  graduations,
  levels,
  receipts,
  students,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { countByGender, countOfLastFiveFiscalYears } from '../../lib/reports';
import {
  registerResource,
  resourceIdParams,
  type ResourceHandle,
  type ResourceRegistry,
  type Row,
} from '../../lib/resource/register';
import { readCondition, resolveScope, writeCondition } from '../../lib/resource/scope';
import type { DbOrTx, ZodApp } from '../../lib/resource/types';
import type { ScopeFilter } from '../../plugins/auth';
import { fiscalYearOn } from '../accounts/vouchers';

const OWNERS = { campusId: graduations.campusId, universityId: graduations.universityId };
const RECEIPT_OWNERS = { campusId: receipts.campusId, universityId: receipts.universityId };
const security = [{ bearer: [] }];
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

/** Approved forms the caller reads (live), with an extra condition. */
const approvedReadable = (scope: ScopeFilter, extra?: SQL) =>
  and(
    isNull(graduations.deletedAt),
    eq(graduations.status, 'approved'),
    readCondition('campusKept', OWNERS, scope),
    extra,
  );

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
        readCondition(
          'institution',
          { campusId: graduationSetups.campusId, universityId: graduationSetups.universityId },
          campusScope,
        ),
      ),
    );
  return nearestGraduationSetup(rows, campusId);
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

  /** The caller's scope with its university (campus users' comes from their campus). */
  const scopeOf = (request: { scope(): ScopeFilter }) => resolveScope(db, request.scope());

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

  app.get(
    GRADUATION_PATHS.ofFiscalYear,
    {
      config: { auth: { permission: 'graduation:view' } },
      schema: {
        tags,
        security,
        summary:
          'Approved graduates of the last five fiscal years by gender (oldest first), scoped',
        querystring: graduationOfFiscalYearQuerySchema,
        response: { 200: groupCountsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      return countOfLastFiveFiscalYears(
        db,
        graduations,
        {
          fiscalYearId: graduations.fiscalYearId,
          gender: graduations.gender,
          campusId: graduations.campusId,
          universityId: graduations.universityId,
        },
        request.query,
        (condition) => approvedReadable(scope, condition),
      );
    },
  );

  /** Approved graduates the caller reads, filtered as the dashboard's reads name it. */
  const dashboardWhere = (
    scope: ScopeFilter,
    query: { campustype?: CampusType; fiscalyearid?: number; universityId?: number },
  ) =>
    approvedReadable(
      scope,
      and(
        query.fiscalyearid ? eq(graduations.fiscalYearId, query.fiscalyearid) : undefined,
        query.universityId ? eq(graduations.universityId, query.universityId) : undefined,
        query.campustype
          ? inArray(
              graduations.campusId,
              db
                .select({ id: campuses.id })
                .from(campuses)
                .where(eq(campuses.campusType, query.campustype)),
            )
          : undefined,
      ),
    );
  /** Count rows sorted by group name, those without a group last. */
  const sortedRows = (counts: Map<number | null, GenderCount>): GenderCount[] =>
    [...counts.entries()]
      .sort(([keyA, a], [keyB, b]) =>
        keyA === null ? 1 : keyB === null ? -1 : a.group.localeCompare(b.group),
      )
      .map(([, row]) => row);

  // The dashboard's two graduation reads differ only in what they group by.
  const breakdowns = [
    {
      path: GRADUATION_PATHS.byGender,
      what: 'level',
      group: graduations.levelId,
      label: { table: levels, id: levels.id, name: levels.levelName },
    },
    {
      path: GRADUATION_PATHS.byEthnicity,
      what: 'ethnic group',
      group: graduations.ethnicGroupId,
      label: { table: ethnicGroups, id: ethnicGroups.id, name: ethnicGroups.name },
    },
  ];
  for (const breakdown of breakdowns) {
    app.get(
      breakdown.path,
      {
        config: { auth: { permission: 'dashboard:view' } },
        schema: {
          tags: ['dashboard'],
          security,
          summary: `Approved graduates by ${breakdown.what} and gender (spec filters campustype, fiscalyearid, universityId), scoped`,
          querystring: graduationDashboardQuerySchema,
          response: { 200: groupCountsSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(request);
        const counts = await countByGender<number>(
          db,
          graduations,
          { group: breakdown.group, gender: graduations.gender },
          dashboardWhere(scope, request.query),
          { label: breakdown.label },
        );
        return sortedRows(counts);
      },
    );
  }

  app.get(
    GRADUATION_PATHS.figures,
    {
      config: { auth: { permission: 'graduation:view' } },
      schema: {
        tags,
        security,
        summary:
          "The graduation home's figures: eligible students, forms pending approval, graduates this fiscal year and in all",
        response: { 200: sectionFiguresSchema, 403: apiErrorSchema },
      },
    },
    async (request): Promise<SectionFigures> => {
      const scope = await scopeOf(request);
      const count = sql<number>`count(*)`.mapWith(Number);
      const [eligible] = await db
        .select({ n: count })
        .from(students)
        .where(
          and(
            isNull(students.deletedAt),
            eq(students.status, 'active'),
            eq(students.graduationEligible, true),
            readCondition('campus', student.columns, scope),
          ),
        );
      const byStatus = await db
        .select({ status: graduations.status, n: count })
        .from(graduations)
        .where(and(isNull(graduations.deletedAt), readCondition('campusKept', OWNERS, scope)))
        .groupBy(graduations.status)
        .orderBy(asc(graduations.status));
      const current = await fiscalYearOn(db, nepalToday());
      const [thisYear] = current
        ? await db
            .select({ n: count })
            .from(graduations)
            .where(approvedReadable(scope, eq(graduations.fiscalYearId, current.id)))
        : [];
      const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
      return {
        figures: [
          { key: 'eligible', label: 'Eligible for graduation', value: eligible?.n ?? 0 },
          { key: 'pending', label: 'Forms pending approval', value: of('pending') },
          {
            key: 'thisYear',
            label: `Graduates in ${current?.label ?? 'this fiscal year'}`,
            value: thisYear?.n ?? 0,
          },
          { key: 'total', label: 'Graduates', value: of('approved') },
        ],
      };
    },
  );
  return handle;
}
