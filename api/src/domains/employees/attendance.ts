/**
 * Staff attendance: the daily register of a campus (present, absent, leave) and the monthly
 * summary per employee.
 *   GET /StaffAttendance?date=&campusId=              the register with the day's marks
 *   PUT /StaffAttendance                              the day's marks (upsert, one transaction)
 *   GET /StaffAttendance/Summary?month=&campusId=     counts per employee in a calendar month
 *   GET /StaffAttendance/Summary/Export               the same as an .xlsx workbook
 * Campus roles keep to their own campus, university roles to their campuses; the others name one.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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
import { employeePositions, employees, staffAttendance } from '../../db/schema';
import {
  campusFor,
  COUNT_HEADERS,
  countCells,
  dayMark,
  holidayOn,
  marksOfMonth,
  markValues,
  monthCounts,
  monthRange,
  monthWorkbook,
  onRegisterAmong,
  remarkSet,
  type CampusRef,
} from '../../lib/attendance';
import { attendanceRoutes } from '../../lib/attendance-routes';
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
      ...dayMark(row),
    })),
  };
}

async function summaryOf(
  db: Database,
  campus: CampusRef,
  month: string,
): Promise<StaffAttendanceSummary> {
  const { from, to, daysTaken, marks, marked } = await marksOfMonth(
    db,
    staffMarks,
    eq(staffAttendance.campusId, campus.id),
    month,
  );
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
    header: ['Employee', 'Post', ...COUNT_HEADERS],
    rows: summary.rows.map((row) => [row.employeeName, row.post ?? '', ...countCells(row)]),
    widths: { 2: 32, 3: 24 },
  });
}

export function registerStaffAttendance(app: ZodApp): void {
  const db = app.db;
  const routes = attendanceRoutes(db, {
    tag: 'employee',
    auth: {
      view: { permission: 'employee:view' },
      add: { permission: 'employee:add' },
      export: { permission: 'employee:export' },
    },
    schemas: {
      query: staffAttendanceQuerySchema,
      save: staffAttendanceSaveSchema,
      summaryQuery: staffAttendanceSummaryQuerySchema,
      register: staffAttendanceRegisterSchema,
      summary: staffAttendanceSummarySchema,
    },
    describe: {
      register: "A campus's staff register for a day, with the day's marks and any holiday",
      save: "Save the day's marks (present, absent, leave) for some or all of the register",
      summary: 'Present, absent and leave per employee of a campus in a calendar month',
      export: 'The monthly staff attendance summary as an .xlsx workbook',
    },
    placeOf: (scope, named) => campusFor(db, scope, named.campusId),
    registerOf: (campus, date) => registerOf(db, campus, date),
    summaryOf: (campus, query) => summaryOf(db, campus, query.month),
    person: {
      of: (entry) => entry.employeeId,
      idField: 'employeeId',
      messages: ATTENDANCE_MESSAGES,
      onRegister: (campus, ids) =>
        onRegisterAmong(db, { table: employees, id: employees.id }, onRegister(campus.id), ids),
    },
    saveMarks: async (tx, campus, save, userId) => {
      await tx
        .insert(staffAttendance)
        .values(
          save.entries.map((entry) => ({
            employeeId: entry.employeeId,
            ...markValues(entry, campus, save.date, userId),
          })),
        )
        .onConflictDoUpdate({
          target: [staffAttendance.employeeId, staffAttendance.date],
          set: remarkSet(userId),
        });
    },
    audit: (campus, save) => ({
      entity: 'StaffAttendance',
      entityId: `${campus.id}:${save.date}`,
      detail: {
        campusId: campus.id,
        date: save.date,
        entries: save.entries.map((entry) => [entry.employeeId, entry.status]),
      },
    }),
    workbookOf: async (campus, query, summary) => ({
      fileName: `Staff-Attendance-${campus.id}-${query.month}.xlsx`,
      workbook: await summaryWorkbook(summary),
    }),
  });
  app.get(EMPLOYEE_PATHS.attendance, routes.register);
  app.put(EMPLOYEE_PATHS.attendance, routes.save);
  app.get(EMPLOYEE_PATHS.attendanceSummary, routes.summary);
  app.get(EMPLOYEE_PATHS.attendanceSummaryExport, routes.summaryExport);
}
