/**
 * The days of a student's leaving checked against the student's own record: a graduation or a
 * dropout cannot come before the student was admitted, nor before the student's batch began.
 * One zod schema per form, over the form's values and what the record says; the API runs it
 * against the stored record, the form against the record it shows, so both give the same field
 * messages.
 */
import { z } from 'zod';
import { adToBs } from '../dates';
import { DROPOUT_MESSAGES } from './leaving';
import { GRADUATION_MESSAGES } from './graduation';
import { FISCAL_YEAR_LABEL } from './setup';

/** What of a student's record the days of their leaving are checked against. */
export interface StudentTimeline {
  /** AD day of admission, when the record has one. */
  admissionDate: string | null;
  /** BS year the student's batch began, when known. */
  batchYear: number | null;
}

const timeline = {
  admissionDate: z.string().nullable(),
  batchYear: z.number().int().nullable(),
};

/** The BS year of an AD day, or null. */
const bsYearOf = (ad: string | null): number | null => {
  const bs = ad ? adToBs(ad) : null;
  return bs ? Number(bs.slice(0, 4)) : null;
};

/** The BS year a fiscal year ("2078/79") begins in, or null. */
export const fiscalYearStartOf = (label: string | null | undefined): number | null => {
  const match = FISCAL_YEAR_LABEL.exec(label ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * Why a day cannot be one of the student's: before their admission (`strictlyAfter`: on the day
 * of admission too) or in a BS year before their batch began; null when it can.
 */
function dayProblem(
  day: string | null,
  record: StudentTimeline,
  strictlyAfter: boolean,
): 'beforeAdmission' | 'beforeBatch' | null {
  if (!day) return null;
  const { admissionDate } = record;
  if (admissionDate && (strictlyAfter ? day <= admissionDate : day < admissionDate)) {
    return 'beforeAdmission';
  }
  const year = bsYearOf(day);
  if (record.batchYear !== null && year !== null && year < record.batchYear) return 'beforeBatch';
  return null;
}

/**
 * A graduation form against the student's record: the graduation day after the admission and
 * not in a year before the batch; the fiscal year of graduation not before the batch's.
 */
export const graduationTimelineSchema = z
  .object({
    ...timeline,
    graduationDate: z.string().nullable(),
    /** The label of the form's fiscal year ("2081/82"). */
    fiscalYear: z.string().nullable(),
  })
  .superRefine((values, ctx) => {
    const problem = dayProblem(values.graduationDate, values, true);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['graduationDate'],
        message:
          problem === 'beforeAdmission'
            ? GRADUATION_MESSAGES.beforeAdmission
            : GRADUATION_MESSAGES.dateBeforeBatch,
      });
    }
    const start = fiscalYearStartOf(values.fiscalYear);
    if (values.batchYear !== null && start !== null && start < values.batchYear) {
      ctx.addIssue({
        code: 'custom',
        path: ['fiscalYearId'],
        message: GRADUATION_MESSAGES.fiscalYearBeforeBatch,
      });
    }
  });
export type GraduationTimeline = z.input<typeof graduationTimelineSchema>;

/** A dropout against the student's record: not before the admission nor the batch's year. */
export const dropoutTimelineSchema = z
  .object({ ...timeline, dropoutDate: z.string().nullable() })
  .superRefine((values, ctx) => {
    const problem = dayProblem(values.dropoutDate, values, false);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['dropoutDate'],
        message:
          problem === 'beforeAdmission'
            ? DROPOUT_MESSAGES.beforeAdmission
            : DROPOUT_MESSAGES.beforeBatch,
      });
    }
  });
export type DropoutTimeline = z.input<typeof dropoutTimelineSchema>;

/** The field messages a schema gives its input (the first per field), `{}` when it passes. */
export function timelineProblems<S extends z.ZodType>(
  schema: S,
  input: z.input<S>,
): Record<string, string> {
  const parsed = schema.safeParse(input);
  const fields: Record<string, string> = {};
  if (parsed.success) return fields;
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !fields[name]) fields[name] = issue.message;
  }
  return fields;
}

/** The BS year a batch began: its year, else the year its fiscal year opened; null: unknown. */
export const batchStartYear = (batchYear: unknown, fiscalYear: unknown): number | null =>
  typeof batchYear === 'number'
    ? batchYear
    : fiscalYearStartOf(typeof fiscalYear === 'string' ? fiscalYear : null);

/** A student's timeline from their record (the row's admissionDate) and their batch's year. */
export function studentTimelineOf(
  student: Readonly<Record<string, unknown>> | null | undefined,
  batchYear: unknown,
): StudentTimeline {
  const admission = student?.admissionDate;
  return {
    admissionDate: typeof admission === 'string' && admission ? admission.slice(0, 10) : null,
    batchYear: typeof batchYear === 'number' ? batchYear : null,
  };
}
