/**
 * Student attendance: the daily register of a class (present, absent, leave) and the monthly
 * summary per student.
 *   GET /StudentAttendance?date&programId&batchId&yearOrSemester[&campusId]  the day's register
 *   PUT /StudentAttendance                              the day's marks (upsert, one transaction)
 *   GET /StudentAttendance/Summary?month&<class>        counts and percent per student in a month
 *   GET /StudentAttendance/Summary/Export               the same as an .xlsx workbook
 * The class, campus and holiday rules are the upgrade's and the staff register's.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
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
import { studentAttendance, students } from '../../db/schema';
import {
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
} from '../../lib/attendance';
import { attendanceRoutes } from '../../lib/attendance-routes';
import type { ResourceHandle } from '../../lib/resource/register';
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
      ...dayMark(row),
    })),
  };
}

async function summaryOf(
  db: Database,
  found: ClassOf,
  query: SummaryQuery,
): Promise<StudentAttendanceSummary> {
  const { daysTaken, marks, marked } = await marksOfMonth(
    db,
    studentMarks,
    classMarks(found, query.programId, query.batchId),
    query.month,
  );
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
    header: ['Student', 'Roll No.', ...COUNT_HEADERS, 'Present %'],
    rows: summary.rows.map((row) => [
      row.studentName,
      row.campusRollNo ?? '',
      ...countCells(row),
      row.percent ?? '',
    ]),
    widths: { 2: 32, 3: 12 },
  });
}

export function registerStudentAttendance(app: ZodApp, student: ResourceHandle): void {
  const db = app.db;
  const staffMay = (permission: 'student:view' | 'student:add' | 'student:export') => ({
    permission,
    scope: STAFF_SCOPES,
  });
  const routes = attendanceRoutes(db, {
    tag: 'student',
    auth: {
      view: staffMay('student:view'),
      add: staffMay('student:add'),
      export: staffMay('student:export'),
    },
    schemas: {
      query: studentAttendanceQuerySchema,
      save: studentAttendanceSaveSchema,
      summaryQuery: studentAttendanceSummaryQuerySchema,
      register: studentAttendanceRegisterSchema,
      summary: studentAttendanceSummarySchema,
    },
    describe: {
      register: "A class's register for a day, with the day's marks and any holiday",
      save: "Save the day's marks (present, absent, leave) for some or all of a class",
      summary: 'Present, absent and leave per student of a class in a calendar month',
      export: 'The monthly class attendance summary as an .xlsx workbook',
    },
    /** The class a request names, within the caller's reach. */
    placeOf: (scope, named: ClassQuery) => classOf(db, student, scope, named),
    registerOf: (found, date) => registerOf(db, found, date),
    summaryOf: (found, query) => summaryOf(db, found, query),
    person: {
      of: (entry) => entry.studentId,
      idField: 'studentId',
      messages: {
        notOnRegister: STUDENT_ATTENDANCE_MESSAGES.notInClass,
        markedTwice: STUDENT_ATTENDANCE_MESSAGES.markedTwice,
      },
      onRegister: (found, ids) =>
        onRegisterAmong(db, { table: students, id: students.id }, found.members, ids),
    },
    saveMarks: async (tx, found, save, userId) => {
      await tx
        .insert(studentAttendance)
        .values(
          save.entries.map((entry) => ({
            studentId: entry.studentId,
            programId: save.programId,
            batchId: save.batchId,
            yearOrSemester: save.yearOrSemester,
            ...markValues(entry, found.campus, save.date, userId),
          })),
        )
        .onConflictDoUpdate({
          target: [studentAttendance.studentId, studentAttendance.date],
          set: {
            ...remarkSet(userId),
            programId: sql`excluded.program_id`,
            batchId: sql`excluded.batch_id`,
            yearOrSemester: sql`excluded.year_or_semester`,
          },
        });
    },
    audit: (found, save) => ({
      entity: 'StudentAttendance',
      entityId: `${found.campus.id}:${save.programId}:${save.batchId}:${save.date}`,
      detail: {
        campusId: found.campus.id,
        programId: save.programId,
        batchId: save.batchId,
        yearOrSemester: save.yearOrSemester,
        date: save.date,
        entries: save.entries.map((entry) => [entry.studentId, entry.status]),
      },
    }),
    workbookOf: async (found, query, summary) => {
      const { from, to } = monthRange(query.month);
      const title = `${found.campus.name}: ${found.programName}, ${
        found.kind === 'semester' ? 'semester' : 'year'
      } ${found.yearOrSemester}, attendance ${from} to ${to}`;
      return {
        fileName: `Student-Attendance-${found.campus.id}-${query.month}.xlsx`,
        workbook: await attendanceWorkbook(summary, title),
      };
    },
  });
  app.get(STUDENT_PATHS.attendance, routes.register);
  app.put(STUDENT_PATHS.attendance, routes.save);
  app.get(STUDENT_PATHS.attendanceSummary, routes.summary);
  app.get(STUDENT_PATHS.attendanceSummaryExport, routes.summaryExport);
}
