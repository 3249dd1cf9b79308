/**
 * A subject's and an exam's result under a grading scheme (rules.ts), the CGPA over semesters,
 * and the ranks of an exam class.
 */
import {
  GRADING_MESSAGES,
  GradingError,
  bandFor,
  type GradeBand,
  type GradingRules,
} from './rules';
import { hundredths, hasTwoDecimalsAtMost, divideHalfUp } from './rounding';

/** The highest failing band: the grade a subject failed on a part's pass mark gets. */
function failingBand(rules: GradingRules): GradeBand {
  const band = rules.bands.find((candidate) => candidate.minPercentage < rules.passPercentage);
  if (!band) throw new GradingError(GRADING_MESSAGES.failBandRequired);
  return band;
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
