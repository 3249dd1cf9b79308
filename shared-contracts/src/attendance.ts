/**
 * What the staff and the student attendance contracts share: the statuses, the messages, and
 * factories for the register, the day's marks and the monthly summary. Each register only names
 * who is on it (employee or student) and what it adds about the campus or the person.
 */
import { z } from 'zod';
import { textInput } from './text';

export const ATTENDANCE_STATUSES = ['present', 'absent', 'leave'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_MESSAGES = {
  dateRequired: 'Date is required',
  futureDate: 'Attendance cannot be taken for a future date',
  campusRequired: 'Choose a campus',
  monthFormat: 'Month must look like 2026-11',
  notOnRegister: 'This employee is not on this campus register',
  markedTwice: 'This employee is marked more than once',
  saved: 'Attendance saved',
  saveFailure: 'Failed to save attendance!',
} as const;

/** A YYYY-MM month, the period of a summary. */
export const attendanceMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ATTENDANCE_MESSAGES.monthFormat });

/**
 * A day's register: the date, the campus (and what else `head` adds), any holiday, and one row
 * per person (`person`: their id and names) with the day's mark.
 */
export function attendanceRegisterSchema<Head extends z.ZodRawShape, Person extends z.ZodRawShape>(
  head: Head,
  person: Person,
) {
  return z.object({
    date: z.string(),
    campusId: z.number().int(),
    ...head,
    /** The holiday on this date, if the campus or its university set one. */
    holiday: z.string().nullable(),
    rows: z.array(attendanceRowSchema(person)),
  });
}

/** One person's line of a day's register. */
export function attendanceRowSchema<Person extends z.ZodRawShape>(person: Person) {
  return z.object({
    ...person,
    status: z.enum(ATTENDANCE_STATUSES).nullable(),
    remarks: z.string().nullable(),
  });
}

/** The day's marks of a save: `who` is the id of the person marked. */
export function attendanceEntriesSchema<Who extends z.ZodRawShape>(
  who: Who,
  limits: { noneMarked: string; most: number },
) {
  return z
    .array(
      z.strictObject({
        ...who,
        status: z.enum(ATTENDANCE_STATUSES, { error: 'Choose present, absent or leave' }),
        remarks: textInput().max(200).nullable().optional(),
      }),
    )
    .min(1, { error: limits.noneMarked })
    .max(limits.most);
}

/**
 * A month's summary: `head` after the month (the period, the campus), then per person
 * (`person`) the counts of each mark and what `tail` adds.
 */
export function attendanceSummarySchema<
  Head extends z.ZodRawShape,
  Person extends z.ZodRawShape,
  Tail extends z.ZodRawShape,
>(head: Head, person: Person, tail: Tail) {
  return z.object({
    month: z.string(),
    ...head,
    /** Days of the month on which the register was taken for anyone. */
    daysTaken: z.number().int(),
    rows: z.array(
      z.object({
        ...person,
        present: z.number().int(),
        absent: z.number().int(),
        leave: z.number().int(),
        /** Register days on which this person was not marked. */
        unmarked: z.number().int(),
        ...tail,
      }),
    ),
  });
}
