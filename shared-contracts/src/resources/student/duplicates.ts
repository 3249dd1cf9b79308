/**
 * Students who may be registered twice (across campuses).
 */
import { z } from 'zod';
import { textInput } from '../../text';
import { optionalId } from './id-values';

/**
 * POST /Student/DuplicateCheck (student:add), before saving a record: students at any campus with
 * the same citizenship number or the same name and date of birth, and at the record's own campus
 * also the same phone or e-mail. A match outside the caller's reach says only that it exists and
 * at which campus; one within it (the clerk's own campus) also names the student.
 */
export const duplicateCheckSchema = z.strictObject({
  firstName: textInput().max(100).optional().nullable(),
  lastName: textInput().max(100).optional().nullable(),
  dateOfBirth: z.iso.date().optional().nullable(),
  citizenshipNo: textInput().max(30).optional().nullable(),
  phoneNumber: textInput().max(20).optional().nullable(),
  email: textInput().max(254).optional().nullable(),
  /** The record being edited (never its own duplicate). */
  studentId: optionalId.nullable(),
  /** The campus the record is for (a nation or university role registering for a campus). */
  campusId: optionalId.nullable(),
});
export type DuplicateCheck = z.input<typeof duplicateCheckSchema>;
export const DUPLICATE_MATCHES = ['citizenshipNo', 'nameAndBirth', 'phoneNumber', 'email'] as const;
export const duplicateMatchSchema = z.object({
  matchedOn: z.enum(DUPLICATE_MATCHES),
  campusName: z.string(),
  universityName: z.string().nullable(),
  /** At the campus the record is for. */
  sameCampus: z.boolean(),
  /** The matching record, only when it is within the caller's reach. */
  student: z
    .object({ id: z.number(), name: z.string(), registrationNo: z.string().nullable() })
    .nullable(),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;
export const duplicateCheckResultSchema = z.object({ matches: z.array(duplicateMatchSchema) });
export const DUPLICATE_MESSAGES = {
  title: 'Possible duplicate student',
  intro: 'Students already registered match this record. Save it anyway?',
  citizenshipNo: 'Same citizenship number',
  nameAndBirth: 'Same name and date of birth',
  phoneNumber: 'Same phone',
  email: 'Same e-mail',
  thisCampus: 'This campus',
  elsewhere: 'Another student (not in your records)',
  saveAnyway: 'Save anyway',
} as const;
