/**
 * The demo board-exam figures of campus 49: BSc CSIT and BBS in each of the last five fiscal
 * years, most entered as counts by gender; the latest year's CSIT sitting is entered per student
 * with the demo CSIT students, so its counts come from their entries as the API computes them.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, bsToAd, nepalToday, studentName } from '@hemis/shared-contracts';
import { countEntries, withTotals } from '../domains/passrate/sittings';
import { lastFiveFiscalYears } from '../lib/reports';
import type { Database } from './client';
import { boardExamSittings, boardExamStudents, fiscalYears, programs, students } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Per program, oldest year first: appeared and passed as [male, female, other]. */
const FIGURES: Record<string, { appeared: number[]; passed: number[] }[]> = {
  CSIT: [
    { appeared: [28, 12, 0], passed: [17, 8, 0] },
    { appeared: [30, 15, 1], passed: [19, 11, 1] },
    { appeared: [27, 18, 0], passed: [18, 14, 0] },
    { appeared: [32, 19, 1], passed: [24, 15, 1] },
  ],
  BBS: [
    { appeared: [40, 52, 0], passed: [18, 27, 0] },
    { appeared: [38, 55, 1], passed: [19, 31, 0] },
    { appeared: [35, 58, 0], passed: [19, 35, 0] },
    { appeared: [33, 60, 1], passed: [20, 39, 1] },
    { appeared: [31, 62, 0], passed: [21, 42, 0] },
  ],
};
/** The year or semester whose board exam each program's figures are of. */
const PERIOD: Record<string, number> = { CSIT: 3, BBS: 2 };
/** The latest CSIT sitting's students: passed, except these (failed) and one absent. */
const FAILED = ['Kushal', 'Milan'];
const ABSENT = ['Nisha'];

export async function seedPassRateDemo(tx: Tx, universityId: number): Promise<void> {
  const years = await lastFiveFiscalYears(tx);
  const latest = years[years.length - 1];
  for (const code of Object.keys(FIGURES)) {
    const [program] = await tx
      .select({ id: programs.id, name: programs.programName, levelId: programs.levelId })
      .from(programs)
      .where(eq(programs.code, code))
      .limit(1);
    if (!program) continue;
    const figures = FIGURES[code] ?? [];
    // CSIT's figures are counts for the four older years; its latest year is per student.
    const countedYears = code === 'CSIT' ? years.slice(0, -1) : years;
    const sittingOf = (year: { id: number; label: string }) => ({
      campusId: BRANDING_CAMPUS_ID,
      universityId,
      fiscalYearId: year.id,
      programId: program.id,
      levelId: program.levelId,
      yearOrSemester: PERIOD[code] ?? 1,
      sittingName: `${program.name}, Year/Semester ${PERIOD[code] ?? 1}, ${year.label}`,
      remarks: 'Board exam results published by the university',
    });
    for (const [index, year] of countedYears.entries()) {
      const figure = figures[index];
      if (!figure) continue;
      const [appearedMale = 0, appearedFemale = 0, appearedOther = 0] = figure.appeared;
      const [passedMale = 0, passedFemale = 0, passedOther = 0] = figure.passed;
      await tx.insert(boardExamSittings).values({
        ...sittingOf(year),
        entryKind: 'counts',
        ...withTotals({
          appearedMale,
          appearedFemale,
          appearedOther,
          passedMale,
          passedFemale,
          passedOther,
        }),
      });
    }
    if (code !== 'CSIT' || !latest) continue;
    const [fiscalYear] = await tx
      .select({ startDate: fiscalYears.startDate })
      .from(fiscalYears)
      .where(eq(fiscalYears.id, latest.id));
    const examDateBs = `${latest.label.slice(0, 4)}-08-15`;
    const examDate = bsToAd(examDateBs);
    const held =
      examDate &&
      fiscalYear?.startDate &&
      examDate >= fiscalYear.startDate &&
      examDate <= nepalToday();
    const sitters = await tx
      .select()
      .from(students)
      .where(
        and(
          eq(students.campusId, BRANDING_CAMPUS_ID),
          eq(students.programId, program.id),
          inArray(students.status, ['active', 'graduated']),
          isNull(students.deletedAt),
        ),
      );
    const entries = sitters.map((student, index) => {
      const first = student.firstName ?? '';
      const attendance = ABSENT.includes(first) ? 'absent' : 'appeared';
      const result = attendance === 'absent' ? null : FAILED.includes(first) ? 'failed' : 'passed';
      return {
        campusId: BRANDING_CAMPUS_ID,
        universityId,
        studentId: student.id,
        studentName: studentName(student),
        registrationNo: student.registrationNo,
        gender: student.gender,
        programId: program.id,
        fiscalYearId: latest.id,
        symbolNo: `7${String(latest.id).padStart(2, '0')}${String(index + 1).padStart(4, '0')}`,
        attendance,
        result,
      };
    });
    const [sitting] = await tx
      .insert(boardExamSittings)
      .values({
        ...sittingOf(latest),
        entryKind: 'perStudent',
        ...(held ? { examDate, examDateBs } : {}),
        ...withTotals(countEntries(entries)),
      })
      .returning({ id: boardExamSittings.id });
    if (sitting && entries.length > 0) {
      await tx
        .insert(boardExamStudents)
        .values(entries.map((entry) => ({ ...entry, sittingId: sitting.id })));
    }
  }
}
