/**
 * Exam results: a grading scheme (data a university publishes, never code) turns a student's
 * subject marks into a result. Annual programs use percentage divisions; semester programs use
 * letter grades with grade points on 4.0, a credit-weighted SGPA per semester and a CGPA over
 * semesters. Pure: the API computes and stores results with these functions, the screens show
 * them back, and both agree to the last decimal (rounding.ts).
 *
 * This file: a scheme's rules, their checks, and the band a percentage falls in.
 */
import { z } from 'zod';
import { textInput } from '../text';
import { hundredths, hasTwoDecimalsAtMost } from './rounding';

export const GRADING_SCHEME_KINDS = ['division', 'gpa'] as const;
export type GradingSchemeKind = (typeof GRADING_SCHEME_KINDS)[number];

/** The top of the grade-point scale of every `gpa` scheme. */
export const GRADE_POINT_SCALE = 4;

/** The step of a percentage (2 decimals): a band ends one step below the next band begins. */
export const PERCENTAGE_STEP = 0.01;

export const GRADING_MESSAGES = {
  percentageRange: 'A percentage is between 0 and 100',
  twoDecimals: 'At most 2 decimals',
  labelRequired: 'The grade or division name is required',
  labelRepeated: 'This grade or division is named twice',
  bandsRequired: 'A grading scheme has at least two bands: one that passes and one that fails',
  bandMinAboveMax: 'The lowest percentage of a band is above its highest',
  bandsOrder: 'Bands are listed from the highest percentage down',
  topBandTo100: 'The first band reaches 100%',
  lastBandFrom0: 'The last band starts at 0%',
  gradePointRequired: 'Each grade of a GPA scheme has a grade point',
  gradePointRange: `A grade point is between 0 and ${GRADE_POINT_SCALE}`,
  gradePointOrder: 'A lower grade cannot have more grade points than a higher one',
  gradePointNotInDivision: 'A division scheme has no grade points',
  passPercentageBoundary: 'The pass percentage is where a band starts (the lowest passing band)',
  failBandRequired: 'Some band below the pass percentage fails',
} as const;

/** `from`–`to`: the overlap or gap message between two neighbouring bands, named as published. */
export function bandGapMessage(upper: string, lower: string, gap: 'gap' | 'overlap'): string {
  return gap === 'gap'
    ? `There is a gap between ${lower} and ${upper}: ${lower} ends one step (0.01%) below where ${upper} starts`
    : `${lower} overlaps ${upper}: ${lower} ends one step (0.01%) below where ${upper} starts`;
}

const percentage = z
  .number({ error: GRADING_MESSAGES.percentageRange })
  .min(0, GRADING_MESSAGES.percentageRange)
  .max(100, GRADING_MESSAGES.percentageRange)
  .refine(hasTwoDecimalsAtMost, GRADING_MESSAGES.twoDecimals);

/**
 * One band of a scheme: a percentage range (both ends included, as universities publish
 * "A- 80–89.99") and its grade or division; `gradePoint` only in a `gpa` scheme.
 */
export const gradeBandSchema = z.object({
  label: textInput().min(1, GRADING_MESSAGES.labelRequired).max(40),
  minPercentage: percentage,
  maxPercentage: percentage,
  gradePoint: z
    .number({ error: GRADING_MESSAGES.gradePointRange })
    .min(0, GRADING_MESSAGES.gradePointRange)
    .max(GRADE_POINT_SCALE, GRADING_MESSAGES.gradePointRange)
    .refine(hasTwoDecimalsAtMost, GRADING_MESSAGES.twoDecimals)
    .nullish(),
});
export type GradeBand = z.infer<typeof gradeBandSchema>;

/** What a scheme decides: its kind, its bands (highest first) and where passing starts. */
export const gradingRulesSchema = z
  .object({
    kind: z.enum(GRADING_SCHEME_KINDS),
    /**
     * division: the lowest overall percentage that passes (the last passing division starts
     * here); gpa: the lowest subject percentage that passes (the minimum passing grade starts here).
     */
    passPercentage: percentage,
    bands: z.array(gradeBandSchema).min(2, GRADING_MESSAGES.bandsRequired).max(20),
  })
  .superRefine((rules, ctx) => {
    for (const problem of gradingRulesProblems(rules)) ctx.addIssue({ code: 'custom', ...problem });
  });
export type GradingRules = z.infer<typeof gradingRulesSchema>;

export interface GradingProblem {
  /** Where, as a field path under the rules: `['bands', 2, 'minPercentage']`. */
  path: (string | number)[];
  message: string;
}

/**
 * Every problem of well-typed rules, each at its field: bands from 100 down to 0 with no gap or
 * overlap, grade points in a gpa scheme only and never rising as the grades fall, and a pass
 * percentage where a band starts (so each band wholly passes or wholly fails).
 */
export function gradingRulesProblems(rules: GradingRules): GradingProblem[] {
  const problems: GradingProblem[] = [];
  const { bands } = rules;
  const seen = new Set<string>();
  bands.forEach((band, index) => {
    const name = band.label.trim().toLowerCase();
    if (seen.has(name))
      problems.push({ path: ['bands', index, 'label'], message: GRADING_MESSAGES.labelRepeated });
    seen.add(name);
    if (band.minPercentage > band.maxPercentage)
      problems.push({
        path: ['bands', index, 'minPercentage'],
        message: GRADING_MESSAGES.bandMinAboveMax,
      });
    const hasPoint = band.gradePoint !== undefined && band.gradePoint !== null;
    if (rules.kind === 'gpa' && !hasPoint)
      problems.push({
        path: ['bands', index, 'gradePoint'],
        message: GRADING_MESSAGES.gradePointRequired,
      });
    if (rules.kind === 'division' && hasPoint)
      problems.push({
        path: ['bands', index, 'gradePoint'],
        message: GRADING_MESSAGES.gradePointNotInDivision,
      });
    const upper = bands[index - 1];
    if (!upper) return;
    if (band.minPercentage >= upper.minPercentage) {
      problems.push({
        path: ['bands', index, 'minPercentage'],
        message: GRADING_MESSAGES.bandsOrder,
      });
      return;
    }
    const step = hundredths(upper.minPercentage) - hundredths(band.maxPercentage);
    if (step !== 1)
      problems.push({
        path: ['bands', index, 'maxPercentage'],
        message: bandGapMessage(upper.label, band.label, step > 1 ? 'gap' : 'overlap'),
      });
    if (rules.kind === 'gpa' && (band.gradePoint ?? 0) > (upper.gradePoint ?? 0))
      problems.push({
        path: ['bands', index, 'gradePoint'],
        message: GRADING_MESSAGES.gradePointOrder,
      });
  });
  const first = bands[0];
  const last = bands[bands.length - 1];
  if (first && last) {
    if (first.maxPercentage !== 100)
      problems.push({
        path: ['bands', 0, 'maxPercentage'],
        message: GRADING_MESSAGES.topBandTo100,
      });
    if (last.minPercentage !== 0)
      problems.push({
        path: ['bands', bands.length - 1, 'minPercentage'],
        message: GRADING_MESSAGES.lastBandFrom0,
      });
    if (!bands.some((band) => band.minPercentage === rules.passPercentage))
      problems.push({ path: ['passPercentage'], message: GRADING_MESSAGES.passPercentageBoundary });
    else if (rules.passPercentage === 0)
      problems.push({ path: ['passPercentage'], message: GRADING_MESSAGES.failBandRequired });
  }
  return problems;
}

/** The band a (2-decimal) percentage falls in; valid rules cover 0–100 without a gap. */
export function bandFor(rules: GradingRules, percentageValue: number): GradeBand {
  const value = hundredths(percentageValue);
  const band = rules.bands.find(
    (candidate) =>
      hundredths(candidate.minPercentage) <= value && value <= hundredths(candidate.maxPercentage),
  );
  if (!band) throw new GradingError(`No band of the grading scheme holds ${percentageValue}%`);
  return band;
}

/** A subject set up wrongly, or marks a subject cannot have: the caller turns it into a 400. */
export class GradingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GradingError';
  }
}
