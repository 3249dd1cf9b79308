/** The daily registers of staff and of students. */
import { index, integer, pgEnum, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { campusOwner } from './columns';
import { day, tz } from './resource-table';
import { employees } from './employees';
import { students } from './students';

export const attendanceStatusEnum = pgEnum('attendance_status', contracts.ATTENDANCE_STATUSES);

/** A day's mark in a register (staff and students alike), and who made and changed it. */
const markColumns = () => ({
  date: day('date').notNull(),
  status: attendanceStatusEnum('status').notNull(),
  remarks: varchar('remarks', { length: 200 }),
  createdAt: tz('created_at').notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/** The daily staff register: one mark per employee and day. */
export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    ...campusOwner(),
    ...markColumns(),
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
    ...campusOwner(),
    programId: integer('program_id').notNull(),
    batchId: integer('batch_id').notNull(),
    yearOrSemester: integer('year_or_semester').notNull(),
    ...markColumns(),
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
