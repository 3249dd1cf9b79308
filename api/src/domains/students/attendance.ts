/**
 * Student attendance: the daily register of a class (present, absent, leave) and the monthly
 * summary per student.
 *   GET /StudentAttendance?date&programId&batchId&yearOrSemester[&campusId]  the day's register
 *   PUT /StudentAttendance                              the day's marks (upsert, one transaction)
 *   GET /StudentAttendance/Summary?month&<class>        counts and percent per student in a month
 *   GET /StudentAttendance/Summary/Export               the same as an .xlsx workbook
 * The class, campus and holiday rules are the upgrade's and the staff register's.
 */
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  STUDENT_PATHS,
  studentAttendanceQuerySchema,
  studentAttendanceRegisterSchema,
  studentAttendanceSaveSchema,
  studentAttendanceSummaryQuerySchema,
  studentAttendanceSummarySchema,
  type StudentAttendanceRegister,
  type StudentAttendanceSummary,
  studentName,
} from '@hemis/shared-contracts';
import type { Database } from '../../db/client';
import { auditLog, studentAttendance, students } from '../../db/schema';
import {
  assertEntriesOnRegister,
  assertNotFuture,
  holidayOn,
  marksOfMonth,
  markValues,
  monthCounts,
  monthRange,
  monthWorkbook,
  remarkSet,
} from '../../lib/attendance';
import { sendWorkbook } from '../../lib/workbook';
import { jsonRouteSchema, workbookRouteSchema } from '../../lib/route-schemas';
import type { ResourceHandle } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import { classOf, type ClassOf } from './upgrade';

const STAFF_SCOPES = ['nation', 'university', 'campus'] as const;

export const STUDENT_ATTENDANCE_MESSAGES = {
  notInClass: 'This student is not in this class',
  markedTwice: 'This student is marked more than once',
} as const;

type SummaryQuery = z.output<typeof studentAttendanceSummaryQuerySchema>;
/** What names a class: its program, batch and year or semester (and campus). */
type ClassQuery = Parameters<typeof classOf>[3];

const byRollThenName = [
  asc(students.campusRollNo),
  asc(sql`lower(${students.firstName})`),
  asc(students.lastName),
  asc(students.id),
];

/** Who a register or summary line is about: the student's id, names and roll number. */
const studentOnRegister = {
  studentId: students.id,
  firstName: students.firstName,
  middleName: students.middleName,
  lastName: students.lastName,
  campusRollNo: students.campusRollNo,
};

const studentMarks = {
  table: studentAttendance,
  personId: studentAttendance.studentId,
  date: studentAttendance.date,
  status: studentAttendance.status,
};

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
      ...studentOnRegister,
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
  const { daysTaken, marks, marked } = await marksOfMonth(db, studentMarks, inMonth);
  // The class now, and anyone marked in it that month (since upgraded, dropped out or left).
  const people = await db
    .select(studentOnRegister)
    .from(students)
    .where(or(found.members, marked.length > 0 ? inArray(students.id, marked) : undefined))
    .orderBy(...byRollThenName);
  return {
    month: query.month,
    daysTaken,
    rows: people.map((person) => {
      const counts = monthCounts(marks, person.studentId, daysTaken);
      return {
        studentId: person.studentId,
        studentName: studentName(person),
        campusRollNo: person.campusRollNo ?? null,
        ...counts,
        percent: daysTaken > 0 ? Math.round((counts.present / daysTaken) * 1000) / 10 : null,
      };
    }),
  };
}

export async function attendanceWorkbook(
  summary: StudentAttendanceSummary,
  title: string,
): Promise<Buffer> {
  return monthWorkbook({
    month: summary.month,
    title,
    daysTaken: summary.daysTaken,
    header: ['Student', 'Roll No.', 'Present', 'Absent', 'Leave', 'Unmarked', 'Present %'],
    rows: summary.rows.map((row) => [
      row.studentName,
      row.campusRollNo ?? '',
      row.present,
      row.absent,
      row.leave,
      row.unmarked,
      row.percent ?? '',
    ]),
    widths: { 2: 32, 3: 12 },
  });
}

export function registerStudentAttendance(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;
  const scopeOf = (request: FastifyRequest) => resolveScope(db, request.scope());
  /** The class a request names, within the caller's reach. */
  const classFor = async (request: FastifyRequest, named: ClassQuery) =>
    classOf(db, student, await scopeOf(request), named);
  const staffMay = (permission: 'student:view' | 'student:add' | 'student:export') => ({
    auth: { permission, scope: STAFF_SCOPES },
  });

  app.get(
    STUDENT_PATHS.attendance,
    {
      config: staffMay('student:view'),
      schema: jsonRouteSchema(
        'student',
        "A class's register for a day, with the day's marks and any holiday",
        { querystring: studentAttendanceQuerySchema },
        studentAttendanceRegisterSchema,
      ),
    },
    async (request) => {
      const query = request.query;
      return registerOf(db, await classFor(request, query), query.date);
    },
  );

  app.put(
    STUDENT_PATHS.attendance,
    {
      config: staffMay('student:add'),
      schema: jsonRouteSchema(
        'student',
        "Save the day's marks (present, absent, leave) for some or all of a class",
        { body: studentAttendanceSaveSchema },
        studentAttendanceRegisterSchema,
      ),
    },
    async (request) => {
      const body = request.body;
      const scope = await scopeOf(request);
      const found = await classOf(db, student, scope, body);
      assertNotFuture(body.date);
      const ids = [...new Set(body.entries.map((entry) => entry.studentId))];
      const listed = await db
        .select({ id: students.id })
        .from(students)
        .where(and(found.members, inArray(students.id, ids)));
      assertEntriesOnRegister(
        body.entries,
        (entry) => entry.studentId,
        new Set(listed.map((row) => row.id)),
        'studentId',
        {
          notOnRegister: STUDENT_ATTENDANCE_MESSAGES.notInClass,
          markedTwice: STUDENT_ATTENDANCE_MESSAGES.markedTwice,
        },
      );
      await db.transaction(async (tx) => {
        await tx
          .insert(studentAttendance)
          .values(
            body.entries.map((entry) => ({
              studentId: entry.studentId,
              programId: body.programId,
              batchId: body.batchId,
              yearOrSemester: body.yearOrSemester,
              ...markValues(entry, found.campus, body.date, scope.userId),
            })),
          )
          .onConflictDoUpdate({
            target: [studentAttendance.studentId, studentAttendance.date],
            set: {
              ...remarkSet(scope.userId),
              programId: sql`excluded.program_id`,
              batchId: sql`excluded.batch_id`,
              yearOrSemester: sql`excluded.year_or_semester`,
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
      config: staffMay('student:view'),
      schema: jsonRouteSchema(
        'student',
        'Present, absent and leave per student of a class in a calendar month',
        { querystring: studentAttendanceSummaryQuerySchema },
        studentAttendanceSummarySchema,
      ),
    },
    async (request) => {
      const query = request.query;
      return summaryOf(db, await classFor(request, query), query);
    },
  );

  app.get(
    STUDENT_PATHS.attendanceSummaryExport,
    {
      config: staffMay('student:export'),
      schema: workbookRouteSchema(
        'student',
        'The monthly class attendance summary as an .xlsx workbook',
        studentAttendanceSummaryQuerySchema,
      ),
    },
    async (request, reply) => {
      const query = request.query;
      const found = await classFor(request, query);
      const summary = await summaryOf(db, found, query);
      const { from, to } = monthRange(query.month);
      const title = `${found.campus.name}: ${found.programName}, ${
        found.kind === 'semester' ? 'semester' : 'year'
      } ${found.yearOrSemester}, attendance ${from} to ${to}`;
      return sendWorkbook(
        reply,
        `Student-Attendance-${found.campus.id}-${query.month}.xlsx`,
        await attendanceWorkbook(summary, title),
      );
    },
  );
}
