/**
 * Upgrading a class to its next year or semester, and a program's periods.
 */
import { z } from 'zod';
import { id, optionalId } from './id-values';
import { MAX_SEMESTER, MAX_YEAR, SEMESTERS, YEARS, type NumberChoice } from '../academic';

/** A class: the students of one program and batch in one year or semester. */
export const classQuerySchema = z.strictObject({
  programId: id,
  batchId: id,
  yearOrSemester: z.coerce.number().int().min(1).max(12),
  campusId: optionalId,
});
export type ClassQuery = z.input<typeof classQuerySchema>;

export const UPGRADE_MESSAGES = {
  nothingChosen: 'Choose at least one student to upgrade',
  notInClass: 'Some chosen students are not in this class',
  upgraded: (count: number, eligible: number) =>
    eligible > 0
      ? `${count} student(s) upgraded; ${eligible} now eligible for graduation`
      : `${count} student(s) upgraded`,
  failure: 'Failed to upgrade students!',
} as const;

/** GET /StudentUpgrade/Class?programId&batchId&yearOrSemester: who an upgrade would move. */
export const upgradeClassSchema = z.object({
  programName: z.string(),
  programType: z.enum(['annual', 'semester']),
  /** Years (annual) or semesters (semester programs) the program runs. */
  periods: z.number().int(),
  /** The period after this one, or null when this is the final one (graduation eligibility). */
  nextPeriod: z.number().int().nullable(),
  students: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      registrationNo: z.string().nullable(),
      campusRollNo: z.string().nullable(),
      graduationEligible: z.boolean(),
    }),
  ),
});
export type UpgradeClass = z.infer<typeof upgradeClassSchema>;

/**
 * How many years (annual programs) or semesters (semester programs: two a year) a program runs,
 * within the years and semesters the upgrade lists offer.
 */
export function programPeriods(program: { programType: string | null; duration: number | null }): {
  kind: 'annual' | 'semester';
  periods: number;
} {
  const kind = program.programType === 'semester' ? 'semester' : 'annual';
  const duration = Math.max(program.duration ?? 1, 1);
  return kind === 'semester'
    ? { kind, periods: Math.min(duration * 2, MAX_SEMESTER) }
    : { kind, periods: Math.min(duration, MAX_YEAR) };
}

/** The years or semesters a program runs, as choices ("First Semester"...), for its forms. */
export function periodChoices(program: {
  programType: string | null;
  duration: number | null;
}): readonly NumberChoice[] {
  const shape = programPeriods(program);
  return (shape.kind === 'semester' ? SEMESTERS : YEARS).slice(0, shape.periods);
}

/** POST /StudentUpgrade: move the chosen students of a class up, in one transaction. */
export const upgradeSchema = classQuerySchema.extend({
  studentIds: z.array(id).min(1, { error: UPGRADE_MESSAGES.nothingChosen }).max(5000),
});
export type UpgradeRequest = z.input<typeof upgradeSchema>;
export const upgradeResultSchema = z.object({
  upgraded: z.number().int(),
  graduationEligible: z.number().int(),
  message: z.string(),
});
