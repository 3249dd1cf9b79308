/**
 * The demo exam: campus 49's first terminal exam of the current fiscal year for its BSc CSIT
 * class with the most active students, the class's routine (one paper a day, 10:00-13:00,
 * from a week on) and its active students registered with symbol numbers in order and their
 * attendance flags, so the exam screens open on real data.
 */
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, adToBs, nepalToday, studentName } from '@hemis/shared-contracts';
import { DEFAULT_EXAM_MIN_ATTENDANCE } from '../config';
import { attendanceOf, nextSymbolNo, periodName } from '../domains/exams/lookups';
import { newVerificationToken } from '../lib/verification';
import type { Database } from './client';
import {
  batches,
  examCandidates,
  examClasses,
  examRoutines,
  examTypes,
  exams,
  fiscalYears,
  programs,
  students,
  subjects,
} from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const dayPair = (day: string) => ({ ad: day, bs: adToBs(day) });

export async function seedExamDemo(tx: Tx, universityId: number): Promise<void> {
  const today = nepalToday();
  const years = await tx
    .select({ id: fiscalYears.id, startDate: fiscalYears.startDate, endDate: fiscalYears.endDate })
    .from(fiscalYears);
  const current = years.find(
    (row) => (row.startDate ?? '') <= today && today <= (row.endDate ?? ''),
  );
  // The CSIT class (batch and semester) of campus 49 with the most active students.
  const [largest] = await tx
    .select({
      programId: students.programId,
      batchId: students.batchId,
      yearOrSemester: students.yearOrSemester,
      programName: programs.programName,
      programType: programs.programType,
      batchName: batches.batchName,
      size: count(),
    })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .innerJoin(batches, eq(batches.id, students.batchId))
    .where(
      and(
        eq(students.campusId, BRANDING_CAMPUS_ID),
        eq(students.status, 'active'),
        eq(programs.code, 'CSIT'),
        isNull(students.deletedAt),
      ),
    )
    .groupBy(
      students.programId,
      students.batchId,
      students.yearOrSemester,
      programs.programName,
      programs.programType,
      batches.batchName,
    )
    .orderBy(desc(count()), asc(students.yearOrSemester))
    .limit(1);
  if (!current || !largest?.programId || !largest.batchId || !largest.yearOrSemester) return;
  const campus = { campusId: BRANDING_CAMPUS_ID, universityId };

  const [type] = await tx
    .insert(examTypes)
    .values({ ...campus, examTypeName: 'First Terminal Examination', kind: 'internal', code: 'FT' })
    .returning({ id: examTypes.id });
  const start = dayPair(addDays(today, 7));
  const end = dayPair(addDays(today, 21));
  const [exam] = await tx
    .insert(exams)
    .values({
      ...campus,
      examName: 'First Terminal Examination',
      examTypeId: type?.id ?? 0,
      fiscalYearId: current.id,
      startDate: start.ad,
      startDateBs: start.bs,
      endDate: end.ad,
      endDateBs: end.bs,
    })
    .returning({ id: exams.id });
  if (!exam) return;
  const period = periodName(largest.programType, largest.yearOrSemester);
  const [examClass] = await tx
    .insert(examClasses)
    .values({
      ...campus,
      examId: exam.id,
      programId: largest.programId,
      batchId: largest.batchId,
      yearOrSemester: largest.yearOrSemester,
      className: `${largest.programName ?? ''} ${period} (${largest.batchName ?? ''})`,
    })
    .returning({ id: examClasses.id });
  if (!examClass) return;

  const semesterly = largest.programType === 'semester';
  const papers = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(
        eq(subjects.programId, largest.programId),
        eq(semesterly ? subjects.semester : subjects.year, largest.yearOrSemester),
        isNull(subjects.deletedAt),
      ),
    )
    .orderBy(asc(subjects.code))
    .limit(5);
  if (papers.length > 0) {
    await tx.insert(examRoutines).values(
      papers.map((paper, index) => {
        const day = dayPair(addDays(today, 7 + index * 2));
        return {
          ...campus,
          examId: exam.id,
          examClassId: examClass.id,
          subjectId: paper.id,
          examDate: day.ad,
          examDateBs: day.bs,
          startTime: '10:00',
          endTime: '13:00',
          room: 'Hall 1',
        };
      }),
    );
  }

  const sitting = await tx
    .select()
    .from(students)
    .where(
      and(
        eq(students.campusId, BRANDING_CAMPUS_ID),
        eq(students.programId, largest.programId),
        eq(students.batchId, largest.batchId),
        eq(students.yearOrSemester, largest.yearOrSemester),
        eq(students.status, 'active'),
        isNull(students.deletedAt),
      ),
    )
    .orderBy(asc(students.campusRollNo), asc(students.firstName), asc(students.id));
  const attendance = await attendanceOf(
    tx,
    largest,
    sitting.map((student) => student.id),
    DEFAULT_EXAM_MIN_ATTENDANCE,
  );
  for (const student of sitting) {
    await tx.insert(examCandidates).values({
      ...campus,
      examId: exam.id,
      examClassId: examClass.id,
      studentId: student.id,
      symbolNo: await nextSymbolNo(tx, exam.id),
      studentName: studentName(student),
      registrationNo: student.registrationNo ?? null,
      ...attendance.get(student.id),
      verifyToken: newVerificationToken(),
    });
  }
}
