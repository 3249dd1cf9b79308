/**
 * The student section's reports: by district, the summary, age groups.
 */
import { z } from 'zod';
import { optionalId } from './id-values';
import { genderBreakdowns, genderCountSchema } from '../employee';

/** Filters the student reports take (besides the caller's scope). */
export const studentReportQuerySchema = z.strictObject({
  universityId: optionalId,
  campusId: optionalId,
  facultyId: optionalId,
  levelId: optionalId,
  programId: optionalId,
  batchId: optionalId,
  status: z.enum(['active', 'graduated', 'droppedOut', 'transferred']).optional(),
});
export type StudentReportQuery = z.input<typeof studentReportQuerySchema>;
/** GET /Student/Report/ByDistrict (and /Export): students by permanent district and gender. */
export const studentsByDistrictSchema = z.object({
  rows: z.array(genderCountSchema.extend({ province: z.string() })),
  total: genderCountSchema,
});
export type StudentsByDistrict = z.infer<typeof studentsByDistrictSchema>;
/** The breakdowns of the student summary, in the order the report shows them. */
export const STUDENT_SUMMARY_BREAKDOWNS = [
  { key: 'byLevel', title: 'By Level' },
  { key: 'byFaculty', title: 'By Faculty' },
  { key: 'byProgram', title: 'By Program' },
  { key: 'byEthnicGroup', title: 'By Ethnic Group' },
  { key: 'byAgeGroup', title: 'By Age Group' },
  { key: 'byProvince', title: 'By Province' },
] as const;
/** GET /Student/Summary (and /Export): the student summary breakdowns. */
export const studentSummarySchema = z.object({
  total: genderCountSchema,
  ...genderBreakdowns(STUDENT_SUMMARY_BREAKDOWNS),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;
/** Age groups of the commission's reports (DESIGN.md section 4). */
export const AGE_GROUPS = [
  { group: 'Below 18', from: 0, to: 17 },
  { group: '18-22', from: 18, to: 22 },
  { group: '23-27', from: 23, to: 27 },
  { group: '28-32', from: 28, to: 32 },
  { group: 'Above 32', from: 33, to: 200 },
] as const;
