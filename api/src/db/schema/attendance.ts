/** The daily registers of staff and of students. */
import { index, integer, pgEnum, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { day, tz } from './resource-table';
import { campuses, universities } from './places';
import { employees } from './employees';
import { students } from './students';

export const attendanceStatusEnum = pgEnum('attendance_status', contracts.ATTENDANCE_STATUSES);

/** The daily staff register: one mark per employee and day. */
export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    date: day('date').notNull(),
    status: attendanceStatusEnum('status').notNull(),
    remarks: varchar('remarks', { length: 200 }),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('staff_attendance_employee_day_uq').on(t.employeeId, t.date),
    index('staff_attendance_campus_day_idx').on(t.campusId, t.date),
  ],
);

/**
 * The daily class register of students: one mark per student and day. The class (program,
 * batch, year or semester) is kept as marked, so a later upgrade does not rewrite past months.
 */
export const studentAttendance = pgTable(
  'student_attendance',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    universityId: integer('university_id').references(() => universities.id),
    programId: integer('program_id').notNull(),
    batchId: integer('batch_id').notNull(),
    yearOrSemester: integer('year_or_semester').notNull(),
    date: day('date').notNull(),
    status: attendanceStatusEnum('status').notNull(),
    remarks: varchar('remarks', { length: 200 }),
    createdAt: tz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('student_attendance_student_day_uq').on(t.studentId, t.date),
    index('student_attendance_class_day_idx').on(
      t.campusId,
      t.programId,
      t.batchId,
      t.yearOrSemester,
      t.date,
    ),
  ],
);
