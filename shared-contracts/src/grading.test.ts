import {
  GRADING_MESSAGES,
  GradingError,
  bandFor,
  computeCgpa,
  computeExamResult,
  computeSubjectResult,
  gradingRulesSchema,
  rankResults,
  type ExamSubject,
  type GradeBand,
  type GradingRules,
  type SubjectMarking,
} from './grading';

/** Percentage divisions of an annual program (pass at 40). */
const divisions: GradingRules = {
  kind: 'division',
  passPercentage: 40,
  bands: [
    { label: 'Distinction', minPercentage: 80, maxPercentage: 100 },
    { label: 'First', minPercentage: 60, maxPercentage: 79.99 },
    { label: 'Second', minPercentage: 45, maxPercentage: 59.99 },
    { label: 'Third', minPercentage: 40, maxPercentage: 44.99 },
    { label: 'Fail', minPercentage: 0, maxPercentage: 39.99 },
  ],
};

/** Letter grades on 4.0 of a semester program; C (50%) is the lowest passing grade. */
const grades: GradingRules = {
  kind: 'gpa',
  passPercentage: 50,
  bands: [
    { label: 'A', minPercentage: 90, maxPercentage: 100, gradePoint: 4 },
    { label: 'A-', minPercentage: 80, maxPercentage: 89.99, gradePoint: 3.7 },
    { label: 'B+', minPercentage: 75, maxPercentage: 79.99, gradePoint: 3.3 },
    { label: 'B', minPercentage: 70, maxPercentage: 74.99, gradePoint: 3 },
    { label: 'B-', minPercentage: 65, maxPercentage: 69.99, gradePoint: 2.7 },
    { label: 'C+', minPercentage: 60, maxPercentage: 64.99, gradePoint: 2.3 },
    { label: 'C', minPercentage: 50, maxPercentage: 59.99, gradePoint: 2 },
    { label: 'F', minPercentage: 0, maxPercentage: 49.99, gradePoint: 0 },
  ],
};

const theory100: SubjectMarking = {
  subjectName: 'Accountancy',
  theoryFullMarks: 100,
  theoryPassMarks: 35,
};
const mixed: SubjectMarking = {
  subjectName: 'Physics',
  creditHours: 3,
  theoryFullMarks: 75,
  theoryPassMarks: 30,
  practicalFullMarks: 25,
  practicalPassMarks: 10,
};

function credited(creditHours: number, full = 100): SubjectMarking {
  return {
    subjectName: `Subject of ${creditHours} credits`,
    creditHours,
    theoryFullMarks: full,
    theoryPassMarks: full / 2,
  };
}

/** The rules with one band changed. */
function withBand(rules: GradingRules, index: number, change: Partial<GradeBand>): GradingRules {
  return {
    ...rules,
    bands: rules.bands.map((band, at) => (at === index ? { ...band, ...change } : band)),
  };
}

describe('grading scheme validation', () => {
  it('accepts the published shapes of both kinds', () => {
    expect(gradingRulesSchema.safeParse(divisions).success).toBe(true);
    expect(gradingRulesSchema.safeParse(grades).success).toBe(true);
  });

  function messages(rules: unknown): Record<string, string> {
    const parsed = gradingRulesSchema.safeParse(rules);
    if (parsed.success) return {};
    // The first message at each field, as a form shows it.
    return Object.fromEntries(
      [...parsed.error.issues].reverse().map((issue) => [issue.path.join('.'), issue.message]),
    );
  }

  it('names a gap and an overlap between neighbouring bands', () => {
    const gap = withBand(divisions, 1, { maxPercentage: 79.5 }); // First ends at 79.5, Distinction starts at 80
    expect(messages(gap)['bands.1.maxPercentage']).toMatch(/gap between First and Distinction/);
    const overlap = withBand(divisions, 2, { maxPercentage: 60 }); // Second reaches into First
    expect(messages(overlap)['bands.2.maxPercentage']).toMatch(/Second overlaps First/);
  });

  it('wants bands from 100 down to 0, highest first', () => {
    const short = withBand(divisions, 0, { maxPercentage: 99 });
    const shorter = withBand(short, 4, { minPercentage: 10 });
    expect(messages(shorter)).toMatchObject({
      'bands.0.maxPercentage': GRADING_MESSAGES.topBandTo100,
      'bands.4.minPercentage': GRADING_MESSAGES.lastBandFrom0,
    });
    const [distinction, first, ...lower] = divisions.bands;
    const unordered = { ...divisions, bands: [first, distinction, ...lower] };
    expect(messages(unordered)['bands.1.minPercentage']).toBe(GRADING_MESSAGES.bandsOrder);
  });

  it('wants grade points in a GPA scheme only, never rising as grades fall', () => {
    const missing = withBand(grades, 2, { gradePoint: null });
    expect(messages(missing)['bands.2.gradePoint']).toBe(GRADING_MESSAGES.gradePointRequired);
    const rising = withBand(grades, 3, { gradePoint: 3.5 });
    expect(messages(rising)['bands.3.gradePoint']).toBe(GRADING_MESSAGES.gradePointOrder);
    const tooHigh = withBand(grades, 0, { gradePoint: 4.3 });
    expect(messages(tooHigh)['bands.0.gradePoint']).toBe(GRADING_MESSAGES.gradePointRange);
    const pointed = withBand(divisions, 0, { gradePoint: 4 });
    expect(messages(pointed)['bands.0.gradePoint']).toBe(GRADING_MESSAGES.gradePointNotInDivision);
  });

  it('wants the pass percentage where a band starts, with a failing band under it', () => {
    expect(messages({ ...divisions, passPercentage: 42 })['passPercentage']).toBe(
      GRADING_MESSAGES.passPercentageBoundary,
    );
    expect(messages({ ...divisions, passPercentage: 0 })['passPercentage']).toBe(
      GRADING_MESSAGES.failBandRequired,
    );
  });

  it('refuses repeated names, more than 2 decimals and percentages beyond 0–100', () => {
    const repeated = withBand(divisions, 3, { label: 'second' });
    expect(messages(repeated)['bands.3.label']).toBe(GRADING_MESSAGES.labelRepeated);
    const fine = withBand(divisions, 1, { maxPercentage: 79.999 });
    expect(messages(fine)['bands.1.maxPercentage']).toBe(GRADING_MESSAGES.twoDecimals);
    expect(messages({ ...divisions, passPercentage: 101 })['passPercentage']).toBe(
      GRADING_MESSAGES.percentageRange,
    );
  });

  it('places a percentage at a band edge in the band that starts there', () => {
    expect(bandFor(divisions, 80).label).toBe('Distinction');
    expect(bandFor(divisions, 79.99).label).toBe('First');
    expect(bandFor(divisions, 0).label).toBe('Fail');
  });
});

describe('a subject result', () => {
  it('adds theory and practical: 52 + 18 of 75 + 25 is 70%, passed', () => {
    expect(computeSubjectResult(mixed, { theory: 52, practical: 18 }, divisions)).toMatchObject({
      status: 'passed',
      obtained: 70,
      fullMarks: 100,
      percentage: 70,
      failedParts: [],
      grade: null,
      gradePoint: null,
    });
  });

  it('fails a part under its pass mark even when the total would pass: 70 + 9 of 75 + 25', () => {
    const result = computeSubjectResult(mixed, { theory: 70, practical: 9 }, grades);
    // 79% would be B+; a failed part gives the highest failing grade instead.
    expect(result).toMatchObject({
      status: 'failed',
      percentage: 79,
      failedParts: ['practical'],
      grade: 'F',
      gradePoint: 0,
    });
  });

  it('fails a subject with a part absent and marks it absent when every part is', () => {
    expect(computeSubjectResult(mixed, { theory: 60, practical: null }, divisions)).toMatchObject({
      status: 'failed',
      obtained: 60,
      absentParts: ['practical'],
    });
    expect(computeSubjectResult(mixed, {}, grades)).toMatchObject({
      status: 'absent',
      obtained: 0,
      absentParts: ['theory', 'practical'],
      grade: 'F',
    });
  });

  it('fails a GPA subject under the minimum passing grade though each part passed: 49 of 100', () => {
    expect(computeSubjectResult(credited(3), { theory: 50 }, grades)).toMatchObject({
      status: 'passed',
      grade: 'C',
    });
    const subject = { ...credited(3), theoryPassMarks: 40 };
    expect(computeSubjectResult(subject, { theory: 49 }, grades)).toMatchObject({
      status: 'failed',
      grade: 'F',
    });
  });

  it('rounds a subject percentage half up: 33.5 of 50 is 67%, 44.99 of 75 is 59.99% (59.9866…)', () => {
    const half = { subjectName: 'Half', creditHours: 2, theoryFullMarks: 50, theoryPassMarks: 20 };
    expect(computeSubjectResult(half, { theory: 33.5 }, grades)).toMatchObject({
      percentage: 67,
      grade: 'B-',
    });
    const three = { ...half, theoryFullMarks: 75 };
    expect(computeSubjectResult(three, { theory: 44.99 }, grades)).toMatchObject({
      percentage: 59.99,
      grade: 'C',
    });
    // 59.995% rounds to 60.00 and is graded C+: the printed figure is the graded one.
    const fine = { ...half, theoryFullMarks: 200 };
    expect(computeSubjectResult(fine, { theory: 119.99 }, grades)).toMatchObject({
      percentage: 60,
      grade: 'C+',
    });
  });

  it('refuses marks over full marks and subjects without marks or credits set up', () => {
    expect(() => computeSubjectResult(mixed, { theory: 76 }, divisions)).toThrow(GradingError);
    expect(() => computeSubjectResult({ subjectName: 'Empty' }, { theory: 1 }, divisions)).toThrow(
      'Empty has no full marks set up',
    );
    expect(() => computeSubjectResult(theory100, { theory: 50 }, grades)).toThrow(
      /no credit hours/,
    );
    expect(() =>
      computeSubjectResult({ ...theory100, theoryPassMarks: 120 }, { theory: 50 }, divisions),
    ).toThrow(/pass marks are more than its full marks/);
  });
});

describe('an annual exam result (divisions)', () => {
  const paper = (theory: number | null): ExamSubject => ({ subject: theory100, marks: { theory } });

  it('hand-worked: 78 + 85 + 67 + 90 + 72 of 500 = 392 = 78.4%, First', () => {
    const result = computeExamResult(divisions, [
      paper(78),
      paper(85),
      paper(67),
      paper(90),
      paper(72),
    ]);
    expect(result).toMatchObject({
      status: 'passed',
      obtained: 392,
      fullMarks: 500,
      percentage: 78.4,
      division: 'First',
    });
    expect(result.sgpa).toBeNull();
  });

  it('hand-worked: 2 of 3 is 66.67% (66.666… half up) and 1 of 3 papers at 79.995% is Distinction', () => {
    const thirds = computeExamResult(divisions, [
      { subject: { theoryFullMarks: 3, theoryPassMarks: 1 }, marks: { theory: 2 } },
    ]);
    expect(thirds.percentage).toBe(66.67);
    // 159.99 of 200 = 79.995% → 80.00%.
    const edge = computeExamResult(divisions, [
      { subject: { theoryFullMarks: 200, theoryPassMarks: 70 }, marks: { theory: 159.99 } },
    ]);
    expect(edge).toMatchObject({ percentage: 80, division: 'Distinction' });
  });

  it('one failed subject fails the year whatever the percentage: 95 + 95 + 30', () => {
    expect(computeExamResult(divisions, [paper(95), paper(95), paper(30)])).toMatchObject({
      status: 'failed',
      obtained: 220,
      percentage: 73.33,
      division: null,
    });
  });

  it('fails a year whose subjects all passed but whose percentage is under the pass percentage', () => {
    expect(computeExamResult(divisions, [paper(36), paper(38), paper(40)])).toMatchObject({
      status: 'failed',
      percentage: 38,
      division: null,
    });
  });

  it('is Absent only when every subject was missed; one missed subject fails', () => {
    expect(computeExamResult(divisions, [paper(null), paper(null)])).toMatchObject({
      status: 'absent',
      percentage: 0,
    });
    expect(computeExamResult(divisions, [paper(80), paper(null)])).toMatchObject({
      status: 'failed',
      obtained: 80,
    });
  });
});

describe('a semester result (GPA)', () => {
  it('hand-worked SGPA: A-(3) B+(3) C(2) A(4) = (11.1 + 9.9 + 4 + 16) / 12 = 41 / 12 = 3.4166… → 3.42', () => {
    const result = computeExamResult(grades, [
      { subject: credited(3), marks: { theory: 85 } },
      { subject: credited(3), marks: { theory: 77 } },
      { subject: credited(2), marks: { theory: 55 } },
      { subject: credited(4), marks: { theory: 93 } },
    ]);
    expect(result.subjects.map((subject) => subject.grade)).toEqual(['A-', 'B+', 'C', 'A']);
    expect(result).toMatchObject({
      status: 'passed',
      sgpa: 3.42,
      creditHours: 12,
      gradePoints: 41,
      division: null,
    });
  });

  it('hand-worked: B+(3) B(3) B-(2) = (9.9 + 9 + 5.4) / 8 = 3.0375 → 3.04', () => {
    const result = computeExamResult(grades, [
      { subject: credited(3), marks: { theory: 78 } },
      { subject: credited(3), marks: { theory: 72 } },
      { subject: credited(2), marks: { theory: 66 } },
    ]);
    expect(result).toMatchObject({ sgpa: 3.04, gradePoints: 24.3, creditHours: 8 });
  });

  it('rounds an exact half up: C+(1) C(19) = (2.3 + 38) / 20 = 2.015 → 2.02', () => {
    // In binary floats 40.3 / 20 is 2.01499…, which a naive Math.round gives as 2.01.
    const result = computeExamResult(grades, [
      { subject: credited(1), marks: { theory: 62 } },
      ...Array.from({ length: 19 }, () => ({ subject: credited(1), marks: { theory: 52 } })),
    ]);
    expect(result).toMatchObject({ sgpa: 2.02, gradePoints: 40.3 });
  });

  it('counts a failed subject at F = 0 in the SGPA and fails the semester: A(3) F(3) = 12 / 6 = 2.00', () => {
    expect(
      computeExamResult(grades, [
        { subject: credited(3), marks: { theory: 95 } },
        { subject: credited(3), marks: { theory: 20 } },
      ]),
    ).toMatchObject({ status: 'failed', sgpa: 2, gradePoints: 12, creditHours: 6 });
  });

  it('is Absent when every subject was missed, with an SGPA of 0', () => {
    expect(
      computeExamResult(grades, [
        { subject: credited(3), marks: { theory: null } },
        { subject: credited(2), marks: {} },
      ]),
    ).toMatchObject({ status: 'absent', sgpa: 0, creditHours: 5 });
  });

  it('CGPA weighs semesters by credits from their exact points, not their rounded SGPAs', () => {
    // Semester 1: 32 points / 8 credits (SGPA 4.00); semester 2: 33 points / 9 credits (3.666… → 3.67).
    // Exact: 65 / 17 = 3.8235… → 3.82. From the rounded SGPAs it would be (32 + 33.03) / 17 = 3.8253… → 3.83.
    expect(
      computeCgpa([
        { creditHours: 8, gradePoints: 32 },
        { creditHours: 9, gradePoints: 33 },
      ]),
    ).toBe(3.82);
    // (41 + 24.3) / 20 = 3.265 → 3.27.
    expect(
      computeCgpa([
        { creditHours: 12, gradePoints: 41 },
        { creditHours: 8, gradePoints: 24.3 },
      ]),
    ).toBe(3.27);
    expect(computeCgpa([])).toBeNull();
  });
});

describe('ranks', () => {
  it('ranks passed results by percentage, ties share a rank and the next skips; failed unranked', () => {
    const ranked = rankResults([
      { name: 'Asha', status: 'passed' as const, percentage: 78.4 },
      { name: 'Bikash', status: 'failed' as const, percentage: 90 },
      { name: 'Chandra', status: 'passed' as const, percentage: 81 },
      { name: 'Dipa', status: 'passed' as const, percentage: 78.4 },
      { name: 'Esha', status: 'absent' as const, percentage: 0 },
      { name: 'Gita', status: 'passed' as const, percentage: 60 },
    ]);
    expect(ranked.map(({ name, rank }) => [name, rank])).toEqual([
      ['Asha', 2],
      ['Bikash', null],
      ['Chandra', 1],
      ['Dipa', 2],
      ['Esha', null],
      ['Gita', 4],
    ]);
  });

  it('ranks by SGPA where results have one', () => {
    const ranked = rankResults([
      { status: 'passed' as const, percentage: 90, sgpa: 3.7 },
      { status: 'passed' as const, percentage: 85, sgpa: 3.9 },
    ]);
    expect(ranked.map((result) => result.rank)).toEqual([2, 1]);
  });
});
