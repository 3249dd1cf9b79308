/**
 * Student attendance: the daily register of a class (present, absent, leave) and the monthly
 * summary per student.
 *   GET /StudentAttendance?date&programId&batchId&yearOrSemester[&campusId]  the day's register
 *   PUT /StudentAttendance                              the day's marks (upsert, one transaction)
 *   GET /StudentAttendance/Summary?month&<class>        counts and percent per student in a month
 *   GET /StudentAttendance/Summary/Export               the same as an .xlsx workbook
 * The class, campus and holiday rules are the upgrade's and the staff register's.
 */
import ExcelJS from 'exceljs';
import { and, asc, count, countDistinct, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  MESSAGES,
  STUDENT_PATHS,
  apiErrorSchema,
  nepalToday,
  studentAttendanceQuerySchema,
  studentAttendanceRegisterSchema,
  studentAttendanceSaveSchema,
  studentAttendanceSummaryQuerySchema,
  studentAttendanceSummarySchema,
  type StudentAttendanceRegister,
  type StudentAttendanceSummary,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { auditLog, studentAttendance, students } from '../../db/schema';
import { holidayOn, monthRange } from '../../lib/attendance';
import { badRequest } from '../../lib/errors';
import type { ResourceHandle } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import { classOf, studentName, type ClassOf } from './upgrade';

const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STAFF_SCOPES = ['nation', 'university', 'campus'] as const;

export const STUDENT_ATTENDANCE_MESSAGES = {
  notInClass: 'This student is not in this class',
  markedTwice: 'This student is marked more than once',
} as const;

type RegisterQuery = z.output<typeof studentAttendanceQuerySchema>;
type SaveBody = z.output<typeof studentAttendanceSaveSchema>;
type SummaryQuery = z.output<typeof studentAttendanceSummaryQuerySchema>;

const byRollThenName = [
  asc(students.campusRollNo),
  asc(sql`lower(${students.firstName})`),
  asc(students.lastName),
  asc(students.id),
];

/** The marks of this class (as it was when marked) on its campus. */
const classMarks = (found: ClassOf, programId: number, batchId: number) =>
  and(
    eq(studentAttendance.campusId, found.campus.id),
    eq(studentAttendance.programId, programId),
    eq(studentAttendance.batchId, batchId),
    eq(studentAttendance.yearOrSemester, found.yearOrSemester),
  );

async function registerOf(
  db: Database,
  found: ClassOf,
  date: string,
): Promise<StudentAttendanceRegister> {
  const rows = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      campusRollNo: students.campusRollNo,
      status: studentAttendance.status,
      remarks: studentAttendance.remarks,
    })
    .from(students)
    .leftJoin(
      studentAttendance,
      and(eq(studentAttendance.studentId, students.id), eq(studentAttendance.date, date)),
    )
    .where(found.members)
    .orderBy(...byRollThenName);
  return {
    date,
    campusId: found.campus.id,
    holiday: await holidayOn(db, found.campus, date),
    rows: rows.map((row) => ({
      studentId: row.studentId,
      studentName: studentName(row),
      campusRollNo: row.campusRollNo ?? null,
      status: row.status ?? null,
      remarks: row.remarks ?? null,
    })),
  };
}

async function summaryOf(
  db: Database,
  found: ClassOf,
  query: SummaryQuery,
): Promise<StudentAttendanceSummary> {
  const { from, to } = monthRange(query.month);
  const inMonth = and(
    classMarks(found, query.programId, query.batchId),
    gte(studentAttendance.date, from),
    lte(studentAttendance.date, to),
  );
  const [taken] = await db
    .select({ days: countDistinct(studentAttendance.date) })
    .from(studentAttendance)
    .where(inMonth);
  const daysTaken = taken?.days ?? 0;
  const marks = await db
    .select({
      studentId: studentAttendance.studentId,
      status: studentAttendance.status,
      n: count(),
    })
    .from(studentAttendance)
    .where(inMonth)
    .groupBy(studentAttendance.studentId, studentAttendance.status);
  const marked = [...new Set(marks.map((mark) => mark.studentId))];
  // The class now, and anyone marked in it that month (since upgraded, dropped out or left).
  const people = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      campusRollNo: students.campusRollNo,
    })
    .from(students)
    .where(or(found.members, marked.length > 0 ? inArray(students.id, marked) : undefined))
    .orderBy(...byRollThenName);
  return {
    month: query.month,
    daysTaken,
    rows: people.map((person) => {
      const countOf = (status: 'present' | 'absent' | 'leave') =>
        marks.find((mark) => mark.studentId === person.studentId && mark.status === status)?.n ?? 0;
      const present = countOf('present');
      const absent = countOf('absent');
      const leave = countOf('leave');
      return {
        studentId: person.studentId,
        studentName: studentName(person),
        campusRollNo: person.campusRollNo ?? null,
        present,
        absent,
        leave,
        unmarked: Math.max(daysTaken - (present + absent + leave), 0),
        percent: daysTaken > 0 ? Math.round((present / daysTaken) * 1000) / 10 : null,
      };
    }),
  };
}

export async function attendanceWorkbook(
  summary: StudentAttendanceSummary,
  title: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HEMIS';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(`Attendance ${summary.month}`);
  sheet.addRow([title]);
  sheet.addRow([`Days the register was taken: ${summary.daysTaken}`]);
  const header = sheet.addRow([
    'S.N.',
    'Student',
    'Roll No.',
    'Present',
    'Absent',
    'Leave',
    'Unmarked',
    'Present %',
  ]);
  header.font = { bold: true };
  summary.rows.forEach((row, index) => {
    sheet.addRow([
      index + 1,
      row.studentName,
      row.campusRollNo ?? '',
      row.present,
      row.absent,
      row.leave,
      row.unmarked,
      row.percent ?? '',
    ]);
  });
  sheet.getColumn(2).width = 32;
  sheet.getColumn(3).width = 12;
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

export function registerStudentAttendance(app: FastifyInstance, student: ResourceHandle): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());

  app.get(
    STUDENT_PATHS.attendance,
    {
      config: { auth: { permission: 'student:view', scope: STAFF_SCOPES } },
      schema: {
        tags: ['student'],
        security,
        summary: "A class's register for a day, with the day's marks and any holiday",
        querystring: studentAttendanceQuerySchema,
        response: {
          200: studentAttendanceRegisterSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query as RegisterQuery;
      const found = await classOf(db, student, await scopeOf(request), query);
      return registerOf(db, found, query.date);
    },
  );

  app.put(
    STUDENT_PATHS.attendance,
    {
      config: { auth: { permission: 'student:add', scope: STAFF_SCOPES } },
      schema: {
        tags: ['student'],
        security,
        summary: "Save the day's marks (present, absent, leave) for some or all of a class",
        body: studentAttendanceSaveSchema,
        response: {
          200: studentAttendanceRegisterSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const body = request.body as SaveBody;
      const scope = await scopeOf(request);
      const found = await classOf(db, student, scope, body);
      if (body.date > nepalToday()) {
        throw badRequest(MESSAGES.http.badRequest, { date: ATTENDANCE_MESSAGES.futureDate });
      }
      const ids = [...new Set(body.entries.map((entry) => entry.studentId))];
      const listed = await db
        .select({ id: students.id })
        .from(students)
        .where(and(found.members, inArray(students.id, ids)));
      const known = new Set(listed.map((row) => row.id));
      const seen = new Set<number>();
      const fields: Record<string, string> = {};
      body.entries.forEach((entry, index) => {
        if (!known.has(entry.studentId)) {
          fields[`entries.${index}.studentId`] = STUDENT_ATTENDANCE_MESSAGES.notInClass;
        } else if (seen.has(entry.studentId)) {
          fields[`entries.${index}.studentId`] = STUDENT_ATTENDANCE_MESSAGES.markedTwice;
        }
        seen.add(entry.studentId);
      });
      if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
      await db.transaction(async (tx) => {
        await tx
          .insert(studentAttendance)
          .values(
            body.entries.map((entry) => ({
              studentId: entry.studentId,
              campusId: found.campus.id,
              universityId: found.campus.universityId,
              programId: body.programId,
              batchId: body.batchId,
              yearOrSemester: body.yearOrSemester,
              date: body.date,
              status: entry.status,
              remarks: entry.remarks ?? null,
              createdBy: scope.userId,
              updatedBy: scope.userId,
            })),
          )
          .onConflictDoUpdate({
            target: [studentAttendance.studentId, studentAttendance.date],
            set: {
              status: sql`excluded.status`,
              remarks: sql`excluded.remarks`,
              campusId: sql`excluded.campus_id`,
              universityId: sql`excluded.university_id`,
              programId: sql`excluded.program_id`,
              batchId: sql`excluded.batch_id`,
              yearOrSemester: sql`excluded.year_or_semester`,
              updatedAt: new Date(),
              updatedBy: scope.userId,
            },
          });
        await tx.insert(auditLog).values({
          userId: scope.userId,
          action: 'update',
          entity: 'StudentAttendance',
          entityId: `${found.campus.id}:${body.programId}:${body.batchId}:${body.date}`,
          detail: {
            campusId: found.campus.id,
            programId: body.programId,
            batchId: body.batchId,
            yearOrSemester: body.yearOrSemester,
            date: body.date,
            entries: body.entries.map((entry) => [entry.studentId, entry.status]),
          },
        });
      });
      return registerOf(db, found, body.date);
    },
  );

  app.get(
    STUDENT_PATHS.attendanceSummary,
    {
      config: { auth: { permission: 'student:view', scope: STAFF_SCOPES } },
      schema: {
        tags: ['student'],
        security,
        summary: 'Present, absent and leave per student of a class in a calendar month',
        querystring: studentAttendanceSummaryQuerySchema,
        response: {
          200: studentAttendanceSummarySchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const query = request.query as SummaryQuery;
      const found = await classOf(db, student, await scopeOf(request), query);
      return summaryOf(db, found, query);
    },
  );

  app.get(
    STUDENT_PATHS.attendanceSummaryExport,
    {
      config: { auth: { permission: 'student:export', scope: STAFF_SCOPES } },
      schema: {
        tags: ['student'],
        security,
        summary: 'The monthly class attendance summary as an .xlsx workbook',
        querystring: studentAttendanceSummaryQuerySchema,
        produces: [XLSX],
      },
    },
    async (request, reply) => {
      const query = request.query as SummaryQuery;
      const found = await classOf(db, student, await scopeOf(request), query);
      const summary = await summaryOf(db, found, query);
      const { from, to } = monthRange(query.month);
      const title = `${found.campus.name}: ${found.programName}, ${
        found.kind === 'semester' ? 'semester' : 'year'
      } ${found.yearOrSemester}, attendance ${from} to ${to}`;
      return reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename="Student-Attendance-${found.campus.id}-${query.month}.xlsx"`,
        )
        .send(await attendanceWorkbook(summary, title));
    },
  );
}
