/**
 * The demo graduation data: the national rule of each level's graduation form, an approved form
 * for each of campus 49's graduates (the last five fiscal years, four years after their batch),
 * and pending forms for two of its eligible students (the other eligible ones have none yet, so
 * graduation-management/student-list has students to start from).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, bsToAd, nepalToday, studentName } from '@hemis/shared-contracts';
import type { Database } from './client';
import {
  batches,
  fiscalYears,
  graduationSetups,
  graduations,
  levels,
  programs,
  students,
} from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What each level's form requires nationally: a bachelor's result is a division (annual
 * programs) or a CGPA (semester programs) and needs no thesis; from the master's level up a
 * thesis and the graduation fee receipt are required.
 */
const NATIONAL_SETUPS = [
  { level: 'Bachelor', resultKind: 'either', thesisRequired: false, receiptRequired: false },
  {
    level: 'Post Graduate Diploma',
    resultKind: 'either',
    thesisRequired: false,
    receiptRequired: false,
  },
  { level: 'Master', resultKind: 'either', thesisRequired: true, receiptRequired: true },
  { level: 'MPhil', resultKind: 'cgpa', thesisRequired: true, receiptRequired: true },
  { level: 'PhD', resultKind: 'cgpa', thesisRequired: true, receiptRequired: true },
] as const;

/** Campus 49's eligible students whose forms wait for approval, by first name. */
const PENDING_FORMS = ['Anish', 'Manju'];

/** The demo divisions and CGPAs, taken in turn. */
const DIVISIONS = ['first', 'second', 'distinction', 'first', 'third'] as const;
const CGPAS = [3.62, 3.15, 3.84, 2.96, 3.41] as const;

export async function seedGraduationDemo(tx: Tx): Promise<void> {
  const levelRows = await tx
    .select({ id: levels.id, name: levels.levelName })
    .from(levels)
    .where(isNull(levels.campusId));
  const setups = NATIONAL_SETUPS.flatMap(({ level, ...rule }) => {
    const found = levelRows.find((row) => row.name === level);
    return found ? [{ levelId: found.id, ...rule }] : [];
  });
  if (setups.length > 0) await tx.insert(graduationSetups).values(setups);

  const years = await tx
    .select({ id: fiscalYears.id, label: fiscalYears.label, endDate: fiscalYears.endDate })
    .from(fiscalYears);
  const yearStarting = (bsYear: number) => years.find((row) => row.label?.startsWith(`${bsYear}/`));
  const today = nepalToday();
  const current = years.find((row) => (row.endDate ?? '') >= today && row.label) ?? years.at(-1);

  const rows = await tx
    .select({
      id: students.id,
      universityId: students.universityId,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      registrationNo: students.registrationNo,
      programId: students.programId,
      levelId: students.levelId,
      gender: students.gender,
      ethnicGroupId: students.ethnicGroupId,
      status: students.status,
      programType: programs.programType,
      batchYear: batches.batchYear,
    })
    .from(students)
    .leftJoin(programs, eq(programs.id, students.programId))
    .leftJoin(batches, eq(batches.id, students.batchId))
    .where(
      and(
        eq(students.campusId, BRANDING_CAMPUS_ID),
        inArray(students.status, ['graduated', 'active']),
      ),
    )
    .orderBy(students.id);
  const forms: (typeof graduations.$inferInsert)[] = [];
  let turn = 0;
  for (const row of rows) {
    const pending = row.status === 'active' && PENDING_FORMS.includes(row.firstName ?? '');
    if (row.status !== 'graduated' && !pending) continue;
    const year = pending ? current : yearStarting((row.batchYear ?? 0) + 4);
    if (!year) continue;
    const semester = row.programType === 'semester';
    const division = DIVISIONS[turn % DIVISIONS.length] ?? 'pass';
    const cgpa = CGPAS[turn % CGPAS.length] ?? 3;
    turn += 1;
    // Graduation day: the fiscal year's convocation in Poush (BS month 9), once it was held.
    const convocation = year.label ? `${year.label.slice(0, 4)}-09-15` : null;
    const held = convocation && (bsToAd(convocation) ?? today) <= today ? convocation : null;
    forms.push({
      campusId: BRANDING_CAMPUS_ID,
      universityId: row.universityId,
      studentId: row.id,
      studentName: studentName(row),
      registrationNo: row.registrationNo,
      programId: row.programId,
      levelId: row.levelId,
      gender: row.gender,
      ethnicGroupId: row.ethnicGroupId,
      fiscalYearId: year.id,
      division: semester ? null : division,
      cgpa: semester ? cgpa : null,
      grade: semester ? (cgpa >= 3.6 ? 'A-' : 'B+') : null,
      graduationDateBs: pending ? null : held,
      graduationDate: pending || !held ? null : bsToAd(held),
      status: pending ? 'pending' : 'approved',
      approvedAt: pending ? null : year.endDate && year.endDate < today ? year.endDate : today,
      approvedBy: pending ? null : 'Campus Administrator',
    });
  }
  if (forms.length > 0) await tx.insert(graduations).values(forms);
}
