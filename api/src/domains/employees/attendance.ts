/**
 * Staff attendance: the daily register of a campus (present, absent, leave) and the monthly
 * summary per employee.
 *   GET /StaffAttendance?date=&campusId=              the register with the day's marks
 *   PUT /StaffAttendance                              the day's marks (upsert, one transaction)
 *   GET /StaffAttendance/Summary?month=&campusId=     counts per employee in a calendar month
 *   GET /StaffAttendance/Summary/Export               the same as an .xlsx workbook
 * Campus roles keep to their own campus, university roles to their campuses; the others name one.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ATTENDANCE_MESSAGES,
  EMPLOYEE_PATHS,
  staffAttendanceQuerySchema,
  staffAttendanceRegisterSchema,
  staffAttendanceSaveSchema,
  staffAttendanceSummaryQuerySchema,
  staffAttendanceSummarySchema,
  type StaffAttendanceRegister,
  type StaffAttendanceSummary,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { auditLog, employeePositions, employees, staffAttendance } from '../../db/schema';
import {
  assertEntriesOnRegister,
  assertNotFuture,
  campusFor,
  holidayOn,
  marksOfMonth,
  markValues,
  monthCounts,
  monthRange,
  monthWorkbook,
  remarkSet,
  type CampusRef,
} from '../../lib/attendance';
import { sendWorkbook } from '../../lib/workbook';
import { jsonRouteSchema, workbookRouteSchema } from '../../lib/route-schemas';
import { resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';

// Kept here too: the attendance tests and other callers import it from this module.
export { monthRange };

const fullName = (row: {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
}) => [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');

/** Who a register or summary line is about: the employee's id and names. */
const employeeOnRegister = {
  employeeId: employees.id,
  firstName: employees.firstName,
  middleName: employees.middleName,
  lastName: employees.lastName,
};

const staffMarks = {
  table: staffAttendance,
  personId: staffAttendance.employeeId,
  date: staffAttendance.date,
  status: staffAttendance.status,
};

/** Live, active employees of the campus: who is on its register. */
const onRegister = (campusId: number) =>
  and(eq(employees.campusId, campusId), isNull(employees.deletedAt), eq(employees.status, true));

async function registerOf(
  db: Database,
  campus: CampusRef,
  date: string,
): Promise<StaffAttendanceRegister> {
  const rows = await db
    .select({
      ...employeeOnRegister,
      employeeCode: employees.employeeCode,
      post: employeePositions.positionName,
      employeeType: employees.employeeType,
      status: staffAttendance.status,
      remarks: staffAttendance.remarks,
    })
    .from(employees)
    .leftJoin(employeePositions, eq(employeePositions.id, employees.positionId))
    .leftJoin(
      staffAttendance,
      and(eq(staffAttendance.employeeId, employees.id), eq(staffAttendance.date, date)),
    )
    .where(onRegister(campus.id))
    .orderBy(asc(sql`lower(${employees.firstName})`), asc(employees.lastName), asc(employees.id));
  return {
    date,
    campusId: campus.id,
    campusName: campus.name,
    holiday: await holidayOn(db, campus, date),
    rows: rows.map((row) => ({
      employeeId: row.employeeId,
      employeeName: fullName(row),
      employeeCode: row.employeeCode ?? null,
      post: row.post ?? null,
      employeeType: row.employeeType ?? '',
      status: row.status ?? null,
      remarks: row.remarks ?? null,
    })),
  };
}

async function summaryOf(
  db: Database,
  campus: CampusRef,
  month: string,
): Promise<StaffAttendanceSummary> {
  const { from, to } = monthRange(month);
  const inMonth = and(
    eq(staffAttendance.campusId, campus.id),
    gte(staffAttendance.date, from),
    lte(staffAttendance.date, to),
  );
  const { daysTaken, marks, marked } = await marksOfMonth(db, staffMarks, inMonth);
  // Everyone on the register now, and anyone marked on it that month (since left or inactive).
  const people = await db
    .select({ ...employeeOnRegister, post: employeePositions.positionName })
    .from(employees)
    .leftJoin(employeePositions, eq(employeePositions.id, employees.positionId))
    .where(or(onRegister(campus.id), marked.length > 0 ? inArray(employees.id, marked) : undefined))
    .orderBy(asc(sql`lower(${employees.firstName})`), asc(employees.lastName), asc(employees.id));
  return {
    month,
    from,
    to,
    campusId: campus.id,
    campusName: campus.name,
    daysTaken,
    rows: people.map((person) => ({
      employeeId: person.employeeId,
      employeeName: fullName(person),
      post: person.post ?? null,
      ...monthCounts(marks, person.employeeId, daysTaken),
    })),
  };
}

export async function summaryWorkbook(summary: StaffAttendanceSummary): Promise<Buffer> {
  return monthWorkbook({
    month: summary.month,
    title: `${summary.campusName}: staff attendance ${summary.from} to ${summary.to}`,
    daysTaken: summary.daysTaken,
    header: ['Employee', 'Post', 'Present', 'Absent', 'Leave', 'Unmarked'],
    rows: summary.rows.map((row) => [
      row.employeeName,
      row.post ?? '',
      row.present,
      row.absent,
      row.leave,
      row.unmarked,
    ]),
    widths: { 2: 32, 3: 24 },
  });
}

export function registerStaffAttendance(app: ZodApp): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  app.get(
    EMPLOYEE_PATHS.attendance,
    {
      config: { auth: { permission: 'employee:view' } },
      schema: jsonRouteSchema(
        'employee',
        "A campus's staff register for a day, with the day's marks and any holiday",
        { querystring: staffAttendanceQuerySchema },
        staffAttendanceRegisterSchema,
      ),
    },
    async (request) => {
      const query = request.query;
      const campus = await campusFor(db, await scopeOf(request), query.campusId);
      return registerOf(db, campus, query.date);
    },
  );

  app.put(
    EMPLOYEE_PATHS.attendance,
    {
      config: { auth: { permission: 'employee:add' } },
      schema: jsonRouteSchema(
        'employee',
        "Save the day's marks (present, absent, leave) for some or all of the register",
        { body: staffAttendanceSaveSchema },
        staffAttendanceRegisterSchema,
      ),
    },
    async (request) => {
      const body = request.body;
      const scope = await scopeOf(request);
      const campus = await campusFor(db, scope, body.campusId);
      assertNotFuture(body.date);
      const ids = body.entries.map((entry) => entry.employeeId);
      const listed = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(onRegister(campus.id), inArray(employees.id, [...new Set(ids)])));
      assertEntriesOnRegister(
        body.entries,
        (entry) => entry.employeeId,
        new Set(listed.map((row) => row.id)),
        'employeeId',
        ATTENDANCE_MESSAGES,
      );
      await db.transaction(async (tx) => {
        await tx
          .insert(staffAttendance)
          .values(
            body.entries.map((entry) => ({
              employeeId: entry.employeeId,
              ...markValues(entry, campus, body.date, scope.userId),
            })),
          )
          .onConflictDoUpdate({
            target: [staffAttendance.employeeId, staffAttendance.date],
            set: remarkSet(scope.userId),
          });
        await tx.insert(auditLog).values({
          userId: scope.userId,
          action: 'update',
          entity: 'StaffAttendance',
          entityId: `${campus.id}:${body.date}`,
          detail: {
            campusId: campus.id,
            date: body.date,
            entries: body.entries.map((entry) => [entry.employeeId, entry.status]),
          },
        });
      });
      return registerOf(db, campus, body.date);
    },
  );

  app.get(
    EMPLOYEE_PATHS.attendanceSummary,
    {
      config: { auth: { permission: 'employee:view' } },
      schema: jsonRouteSchema(
        'employee',
        'Present, absent and leave per employee of a campus in a calendar month',
        { querystring: staffAttendanceSummaryQuerySchema },
        staffAttendanceSummarySchema,
      ),
    },
    async (request) => {
      const query = request.query;
      const campus = await campusFor(db, await scopeOf(request), query.campusId);
      return summaryOf(db, campus, query.month);
    },
  );

  app.get(
    EMPLOYEE_PATHS.attendanceSummaryExport,
    {
      config: { auth: { permission: 'employee:export' } },
      schema: workbookRouteSchema(
        'employee',
        'The monthly staff attendance summary as an .xlsx workbook',
        staffAttendanceSummaryQuerySchema,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const campus = await campusFor(db, await scopeOf(request), query.campusId);
      const summary = await summaryOf(db, campus, query.month);
      return sendWorkbook(
        reply,
        `Staff-Attendance-${campus.id}-${query.month}.xlsx`,
        await summaryWorkbook(summary),
      );
    },
  );
}
