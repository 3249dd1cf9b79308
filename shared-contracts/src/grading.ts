/**
 * Exam results: a grading scheme (data a university publishes, never code) turns a student's
 * subject marks into a result. Annual programs use percentage divisions; semester programs use
 * letter grades with grade points on 4.0, a credit-weighted SGPA per semester and a CGPA over
 * semesters. Pure: the API computes and stores results with these functions, the screens show
 * them back, and both agree to the last decimal.
 *
 * Rounding (one rule everywhere): percentages and grade point averages are rounded HALF UP to 2
 * decimals once, at the end, from exact unrounded sums. Marks and grade points carry at most 2
 * decimals, so the sums are kept in whole hundredths and the division is done in integers: no
 * binary-float drift (3.7 × 3 credits is exactly 11.10 points, never 11.099999). A percentage is
 * placed in a band AFTER rounding, so the figure printed on the marksheet is the figure graded.
 */
import { z } from 'zod';
import { textInput } from './text';

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

/** Hundredths as a whole number: every figure here has at most 2 decimals. */
function hundredths(value: number): number {
  return Math.round(value * 100);
}

function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - hundredths(value)) < 1e-6;
}

/** numerator / denominator rounded half up to a whole number (both ≥ 0, denominator > 0). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
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

/** The highest failing band: the grade a subject failed on a part's pass mark gets. */
function failingBand(rules: GradingRules): GradeBand {
  const band = rules.bands.find((candidate) => candidate.minPercentage < rules.passPercentage);
  if (!band) throw new GradingError(GRADING_MESSAGES.failBandRequired);
  return band;
}

/** A subject set up wrongly, or marks a subject cannot have: the caller turns it into a 400. */
export class GradingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GradingError';
  }
}

export const GRADING_PARTS = ['theory', 'practical'] as const;
export type GradingPart = (typeof GRADING_PARTS)[number];

/** What the subject setup says of a subject's marks (a part with no full marks is not examined). */
export interface SubjectMarking {
  subjectName?: string | null;
  creditHours?: number | null;
  theoryFullMarks?: number | null;
  theoryPassMarks?: number | null;
  practicalFullMarks?: number | null;
  practicalPassMarks?: number | null;
}

/** A student's marks in one subject; a part absent (or not entered) is null or missing. */
export interface SubjectMarks {
  theory?: number | null;
  practical?: number | null;
}

/** passed; failed (a part under its pass mark or absent, or a failing grade); absent (every part). */
export type ResultStatus = 'passed' | 'failed' | 'absent';

export const RESULT_STATUS_LABELS: Readonly<Record<ResultStatus, string>> = {
  passed: 'Passed',
  failed: 'Failed',
  absent: 'Absent',
};

export interface SubjectResult {
  status: ResultStatus;
  obtained: number;
  fullMarks: number;
  /** Of this subject, 2 decimals half up. */
  percentage: number;
  /** The examined parts a student missed, and those under their pass mark. */
  absentParts: GradingPart[];
  failedParts: GradingPart[];
  creditHours: number;
  /** gpa schemes: the grade and its point (a failed or absent subject has the failing grade). */
  grade: string | null;
  gradePoint: number | null;
}

function subjectName(subject: SubjectMarking): string {
  return subject.subjectName ?? 'A subject';
}

/** The parts a subject examines, with their full and pass marks. */
function examinedParts(
  subject: SubjectMarking,
): { part: GradingPart; full: number; pass: number }[] {
  const parts = GRADING_PARTS.flatMap((part) => {
    const full = subject[`${part}FullMarks`] ?? 0;
    const pass = subject[`${part}PassMarks`] ?? 0;
    if (full < 0 || pass < 0 || pass > full)
      throw new GradingError(
        `${subjectName(subject)}: the ${part} pass marks are more than its full marks`,
      );
    return full > 0 ? [{ part, full, pass }] : [];
  });
  if (parts.length === 0)
    throw new GradingError(`${subjectName(subject)} has no full marks set up`);
  return parts;
}

export function computeSubjectResult(
  subject: SubjectMarking,
  marks: SubjectMarks,
  rules: GradingRules,
): SubjectResult {
  const parts = examinedParts(subject);
  const creditHours = subject.creditHours ?? 0;
  if (rules.kind === 'gpa' && !(creditHours > 0))
    throw new GradingError(
      `${subjectName(subject)} has no credit hours: a GPA scheme weighs subjects by them`,
    );
  const absentParts: GradingPart[] = [];
  const failedParts: GradingPart[] = [];
  let obtainedHundredths = 0;
  let fullHundredths = 0;
  for (const { part, full, pass } of parts) {
    fullHundredths += hundredths(full);
    const mark = marks[part];
    if (mark === null || mark === undefined) {
      absentParts.push(part);
      continue;
    }
    if (mark < 0 || mark > full || !hasTwoDecimalsAtMost(mark))
      throw new GradingError(`${subjectName(subject)}: ${part} marks are between 0 and ${full}`);
    obtainedHundredths += hundredths(mark);
    if (mark < pass) failedParts.push(part);
  }
  const percentageValue = divideHalfUp(obtainedHundredths * 10_000, fullHundredths) / 100;
  const status: ResultStatus =
    absentParts.length === parts.length
      ? 'absent'
      : absentParts.length > 0 || failedParts.length > 0
        ? 'failed'
        : rules.kind === 'gpa' && percentageValue < rules.passPercentage
          ? 'failed'
          : 'passed';
  // A subject failed on a part's pass mark may still have a passing percentage: it takes the
  // highest failing grade instead, never a passing one.
  const percentageBand = rules.kind === 'gpa' ? bandFor(rules, percentageValue) : null;
  const band =
    percentageBand && status !== 'passed' && percentageBand.minPercentage >= rules.passPercentage
      ? failingBand(rules)
      : percentageBand;
  return {
    status,
    obtained: obtainedHundredths / 100,
    fullMarks: fullHundredths / 100,
    percentage: percentageValue,
    absentParts,
    failedParts,
    creditHours,
    grade: band?.label ?? null,
    gradePoint: band ? (band.gradePoint ?? 0) : null,
  };
}

export interface ExamSubject {
  subject: SubjectMarking;
  marks: SubjectMarks;
}

export interface ExamResult {
  status: ResultStatus;
  obtained: number;
  fullMarks: number;
  /** 2 decimals half up, from the exact totals. */
  percentage: number;
  /** division schemes: the division of a passed result (null when failed or absent). */
  division: string | null;
  /** gpa schemes: credit-weighted, 2 decimals half up from the exact credit × point sum. */
  sgpa: number | null;
  /** gpa schemes: the credits and the exact credit × grade point sum a CGPA is built from. */
  creditHours: number;
  gradePoints: number;
  subjects: SubjectResult[];
}

/**
 * A student's result in one exam (a year or a semester). Failed if any subject failed or was
 * missed; Absent only when every subject was missed. A division scheme also fails a result whose
 * percentage is under the pass percentage. A gpa scheme's SGPA counts failed and absent subjects
 * at the failing grade's point (0 in every published 4.0 scheme): the sheet shows it, the status
 * says Failed.
 */
export function computeExamResult(
  rules: GradingRules,
  subjects: readonly ExamSubject[],
): ExamResult {
  const results = subjects.map(({ subject, marks }) => computeSubjectResult(subject, marks, rules));
  const obtainedHundredths = results.reduce((sum, result) => sum + hundredths(result.obtained), 0);
  const fullHundredths = results.reduce((sum, result) => sum + hundredths(result.fullMarks), 0);
  const percentageValue =
    fullHundredths > 0 ? divideHalfUp(obtainedHundredths * 10_000, fullHundredths) / 100 : 0;
  const status: ResultStatus = results.every((result) => result.status === 'absent')
    ? 'absent'
    : results.some((result) => result.status !== 'passed') ||
        (rules.kind === 'division' && percentageValue < rules.passPercentage)
      ? 'failed'
      : 'passed';
  const gpa = rules.kind === 'gpa' ? creditWeighted(results.map(subjectPoints)) : null;
  return {
    status,
    obtained: obtainedHundredths / 100,
    fullMarks: fullHundredths / 100,
    percentage: percentageValue,
    division:
      rules.kind === 'division' && status === 'passed'
        ? bandFor(rules, percentageValue).label
        : null,
    sgpa: gpa?.average ?? null,
    creditHours: gpa?.creditHours ?? 0,
    gradePoints: gpa?.gradePoints ?? 0,
    subjects: results,
  };
}

/** A semester's share of a CGPA: its credits and its exact credit × grade point sum. */
export interface CreditedPoints {
  creditHours: number;
  gradePoints: number;
}

function subjectPoints(result: SubjectResult): CreditedPoints {
  return {
    creditHours: result.creditHours,
    gradePoints: result.creditHours * (result.gradePoint ?? 0),
  };
}

function creditWeighted(
  parts: readonly CreditedPoints[],
): CreditedPoints & { average: number | null } {
  const creditHundredths = parts.reduce((sum, part) => sum + hundredths(part.creditHours), 0);
  // Credit hours and grade points have 2 decimals at most, so a product has 4: kept in ten-thousandths.
  const pointTenThousandths = parts.reduce(
    (sum, part) => sum + Math.round(part.gradePoints * 10_000),
    0,
  );
  return {
    creditHours: creditHundredths / 100,
    gradePoints: pointTenThousandths / 10_000,
    average:
      creditHundredths > 0 ? divideHalfUp(pointTenThousandths, creditHundredths) / 100 : null,
  };
}

/**
 * CGPA over semesters, weighted by credits, from each semester's exact points (never from its
 * rounded SGPA); 2 decimals half up. Null when no credits were taken.
 */
export function computeCgpa(semesters: readonly CreditedPoints[]): number | null {
  return creditWeighted(semesters).average;
}

export interface RankedResult {
  status: ResultStatus;
  percentage: number;
  sgpa?: number | null;
}

/**
 * Ranks of passed results, by SGPA where a result has one, else by percentage, highest first;
 * equal figures share a rank and the next rank skips (1, 2, 2, 4). Failed and absent results are
 * unranked (null). Answers in the order given.
 */
export function rankResults<T extends RankedResult>(
  results: readonly T[],
): (T & { rank: number | null })[] {
  const score = (result: T): number => hundredths(result.sgpa ?? result.percentage);
  const scores = results
    .filter((result) => result.status === 'passed')
    .map(score)
    .sort((a, b) => b - a);
  // The rank of a score is 1 + how many scores are higher: its first place in the sorted list.
  const rankOf = new Map<number, number>();
  scores.forEach((value, index) => {
    if (!rankOf.has(value)) rankOf.set(value, index + 1);
  });
  return results.map((result) => ({
    ...result,
    rank: result.status === 'passed' ? (rankOf.get(score(result)) ?? null) : null,
  }));
}
