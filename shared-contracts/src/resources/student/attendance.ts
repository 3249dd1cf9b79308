/**
 * The daily class register of students.
 */
import { z } from 'zod';
import { id } from './id-values';
import {
  attendanceEntriesSchema,
  attendanceMonthSchema,
  attendanceRegisterSchema,
  attendanceSummarySchema,
} from '../../attendance';
import { classQuerySchema } from './upgrade';

/** GET /StudentAttendance?date&programId&batchId&yearOrSemester: one class's daily register. */
export const studentAttendanceQuerySchema = classQuerySchema.extend({ date: z.iso.date() });
const studentOnRegister = {
  studentId: z.number().int(),
  studentName: z.string(),
  campusRollNo: z.string().nullable(),
};
export const studentAttendanceRegisterSchema = attendanceRegisterSchema({}, studentOnRegister);
export type StudentAttendanceRegister = z.infer<typeof studentAttendanceRegisterSchema>;
/** PUT /StudentAttendance: the day's marks (upsert). */
export const studentAttendanceSaveSchema = classQuerySchema.extend({
  date: z.iso.date(),
  entries: attendanceEntriesSchema(
    { studentId: id },
    { noneMarked: 'Mark at least one student', most: 5000 },
  ),
});
export type StudentAttendanceSave = z.input<typeof studentAttendanceSaveSchema>;
/** GET /StudentAttendance/Summary?month=YYYY-MM&class (and /Summary/Export as .xlsx). */
export const studentAttendanceSummaryQuerySchema = classQuerySchema.extend({
  month: attendanceMonthSchema,
});
export const studentAttendanceSummarySchema = attendanceSummarySchema({}, studentOnRegister, {
  /** Present days out of days taken, in percent (one decimal); null when none taken. */
  percent: z.number().nullable(),
});
export type StudentAttendanceSummary = z.infer<typeof studentAttendanceSummarySchema>;
