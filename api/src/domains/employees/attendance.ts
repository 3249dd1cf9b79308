/**
 * Staff attendance: the daily register of a campus (present, absent, leave) and the monthly
 * summary per employee.
 *   GET /StaffAttendance?date=&campusId=              the register with the day's marks
 *   PUT /StaffAttendance                              the day's marks (upsert, one transaction)
 *   GET /StaffAttendance/Summary?month=&campusId=     counts per employee in a calendar month
 *   GET /StaffAttendance/Summary/Export               the same as an .xlsx workbook
 * Campus roles keep to their own campus, university roles to their campuses; the others name one.
 */
import ExcelJS from 'exceljs';
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  MESSAGES,
  apiErrorSchema,
  staffAttendanceQuerySchema,
  staffAttendanceRegisterSchema,
  staffAttendanceSaveSchema,
  staffAttendanceSummaryQuerySchema,
  staffAttendanceSummarySchema,
  type StaffAttendanceRegister,
  type StaffAttendanceSummary,
  nepalToday,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { auditLog, employeePositions, employees, staffAttendance } from '../../db/schema';
import { campusFor, holidayOn, monthRange, type CampusRef } from '../../lib/attendance';
import { badRequest } from '../../lib/errors';
import { resolveScope } from '../../lib/resource/scope';

const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Kept here too: the attendance tests and other callers import it from this module.
export { monthRange };

const fullName = (row: {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
}) => [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');

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
      employeeId: employees.id,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
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
  const [taken] = await db
    .select({ days: countDistinct(staffAttendance.date) })
    .from(staffAttendance)
    .where(inMonth);
  const daysTaken = taken?.days ?? 0;
  const marks = await db
    .select({ employeeId: staffAttendance.employeeId, status: staffAttendance.status, n: count() })
    .from(staffAttendance)
    .where(inMonth)
    .groupBy(staffAttendance.employeeId, staffAttendance.status);
  const marked = [...new Set(marks.map((mark) => mark.employeeId))];
  // Everyone on the register now, and anyone marked on it that month (since left or inactive).
  const people = await db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      post: employeePositions.positionName,
    })
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
    rows: people.map((person) => {
      const countOf = (status: 'present' | 'absent' | 'leave') =>
        marks.find((mark) => mark.employeeId === person.employeeId && mark.status === status)?.n ??
        0;
      const present = countOf('present');
      const absent = countOf('absent');
      const leave = countOf('leave');
      return {
        employeeId: person.employeeId,
        employeeName: fullName(person),
        post: person.post ?? null,
        present,
        absent,
        leave,
        unmarked: Math.max(daysTaken - (present + absent + leave), 0),
      };
    }),
  };
}

export async function summaryWorkbook(summary: StaffAttendanceSummary): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HEMIS';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(`Attendance ${summary.month}`);
  sheet.addRow([`${summary.campusName}: staff attendance ${summary.from} to ${summary.to}`]);
  sheet.addRow([`Days the register was taken: ${summary.daysTaken}`]);
  const header = sheet.addRow([
    'S.N.',
    'Employee',
    'Post',
    'Present',
    'Absent',
    'Leave',
    'Unmarked',
  ]);
  header.font = { bold: true };
  summary.rows.forEach((row, index) => {
    sheet.addRow([
      index + 1,
      row.employeeName,
      row.post ?? '',
      row.present,
      row.absent,
      row.leave,
      row.unmarked,
    ]);
  });
  sheet.getColumn(2).width = 32;
  sheet.getColumn(3).width = 24;
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

type RegisterQuery = z.output<typeof staffAttendanceQuerySchema>;
type SaveBody = z.output<typeof staffAttendanceSaveSchema>;
type SummaryQuery = z.output<typeof staffAttendanceSummaryQuerySchema>;

export function registerStaffAttendance(app: FastifyInstance): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  app.get(
    '/StaffAttendance',
    {
      config: { auth: { permission: 'employee:view' } },
      schema: {
        tags: ['employee'],
        security,
        summary: "A campus's staff register for a day, with the day's marks and any holiday",
        querystring: staffAttendanceQuerySchema,
        response: {
          200: staffAttendanceRegisterSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query as RegisterQuery;
      const campus = await campusFor(db, await scopeOf(request), query.campusId);
      return registerOf(db, campus, query.date);
    },
  );

  app.put(
    '/StaffAttendance',
    {
      config: { auth: { permission: 'employee:add' } },
      schema: {
        tags: ['employee'],
        security,
        summary: "Save the day's marks (present, absent, leave) for some or all of the register",
        body: staffAttendanceSaveSchema,
        response: {
          200: staffAttendanceRegisterSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body as SaveBody;
      const scope = await scopeOf(request);
      const campus = await campusFor(db, scope, body.campusId);
      if (body.date > nepalToday()) {
        throw badRequest(MESSAGES.http.badRequest, { date: ATTENDANCE_MESSAGES.futureDate });
      }
      const ids = body.entries.map((entry) => entry.employeeId);
      const listed = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(onRegister(campus.id), inArray(employees.id, [...new Set(ids)])));
      const known = new Set(listed.map((row) => row.id));
      const seen = new Set<number>();
      const fields: Record<string, string> = {};
      body.entries.forEach((entry, index) => {
        if (!known.has(entry.employeeId)) {
          fields[`entries.${index}.employeeId`] = ATTENDANCE_MESSAGES.notOnRegister;
        } else if (seen.has(entry.employeeId)) {
          fields[`entries.${index}.employeeId`] = ATTENDANCE_MESSAGES.markedTwice;
        }
        seen.add(entry.employeeId);
      });
      if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
      await db.transaction(async (tx) => {
        await tx
          .insert(staffAttendance)
          .values(
            body.entries.map((entry) => ({
              employeeId: entry.employeeId,
              campusId: campus.id,
              universityId: campus.universityId,
              date: body.date,
              status: entry.status,
              remarks: entry.remarks ?? null,
              createdBy: scope.userId,
              updatedBy: scope.userId,
            })),
          )
          .onConflictDoUpdate({
            target: [staffAttendance.employeeId, staffAttendance.date],
            set: {
              status: sql`excluded.status`,
              remarks: sql`excluded.remarks`,
              campusId: sql`excluded.campus_id`,
              universityId: sql`excluded.university_id`,
              updatedAt: new Date(),
              updatedBy: scope.userId,
            },
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
    '/StaffAttendance/Summary',
    {
      config: { auth: { permission: 'employee:view' } },
      schema: {
        tags: ['employee'],
        security,
        summary: 'Present, absent and leave per employee of a campus in a calendar month',
        querystring: staffAttendanceSummaryQuerySchema,
        response: {
          200: staffAttendanceSummarySchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query as SummaryQuery;
      const campus = await campusFor(db, await scopeOf(request), query.campusId);
      return summaryOf(db, campus, query.month);
    },
  );

  app.get(
    '/StaffAttendance/Summary/Export',
    {
      config: { auth: { permission: 'employee:export' } },
      schema: {
        tags: ['employee'],
        security,
        summary: 'The monthly staff attendance summary as an .xlsx workbook',
        querystring: staffAttendanceSummaryQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const query = request.query as SummaryQuery;
      const campus = await campusFor(db, await scopeOf(request), query.campusId);
      const summary = await summaryOf(db, campus, query.month);
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="Staff-Attendance-${campus.id}-${query.month}.xlsx"`,
        )
        .send(await summaryWorkbook(summary));
    },
  );
}
