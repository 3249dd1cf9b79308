/**
 * Fee types every campus starts with (national rows of the commission; a university or campus
 * adds its own), and the demo campus's fee setup for its programs in the active fiscal year.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { BRANDING_CAMPUS_ID, type GeneralFeeCategory } from '@hemis/shared-contracts';
import type { Database } from './client';
import {
  batches,
  collegePrograms,
  feeSetups,
  feeTypes,
  fiscalYears,
  generalFeeTypes,
  programs,
} from './schema';
import type { Tx } from '../lib/resource/types';

const GENERAL_FEE_TYPES: readonly [name: string, category: GeneralFeeCategory, code: string][] = [
  ['Admission Fee', 'admission', 'ADM'],
  ['Registration Fee', 'registration', 'REG'],
  ['Examination Fee', 'examination', 'EXM'],
  ['Library Fee', 'library', 'LIB'],
  ['Laboratory Fee', 'lab', 'LAB'],
  ['Identity Card Fee', 'identityCard', 'IDC'],
  ['Certificate Fee', 'certificate', 'CRT'],
  ['Application Fee', 'application', 'APP'],
  ['Late Fine', 'fine', 'FIN'],
];
const COURSE_FEE_TYPES: readonly [name: string, code: string][] = [
  ['Tuition Fee', 'TUI'],
  ['Practical Fee', 'PRC'],
  ['Internal Assessment Fee', 'IAS'],
];

/** The national fee types, once (a database that has any keeps what it has). */
export async function seedFeeTypes(db: Database): Promise<void> {
  const [general] = await db.select({ n: count() }).from(generalFeeTypes);
  if ((general?.n ?? 0) === 0) {
    await db
      .insert(generalFeeTypes)
      .values(
        GENERAL_FEE_TYPES.map(([feeTypeName, category, code]) => ({ feeTypeName, category, code })),
      );
  }
  const [course] = await db.select({ n: count() }).from(feeTypes);
  if ((course?.n ?? 0) === 0) {
    await db
      .insert(feeTypes)
      .values(COURSE_FEE_TYPES.map(([feeTypeName, code]) => ({ feeTypeName, code })));
  }
}

/** Rupees per program type: tuition per year or semester, and the fees charged once. */
const DEMO_AMOUNTS = {
  semester: { tuition: 22_500, exam: 3_000, practical: 2_500 },
  annual: { tuition: 18_000, exam: 2_500, practical: 0 },
  once: { admission: 5_000, registration: 1_500, identityCard: 300 },
} as const;

/** The demo campus's fees for its programs (the national fee types must exist). */
export async function seedFeeDemo(tx: Tx, universityId: number): Promise<void> {
  const [year] = await tx
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(and(eq(fiscalYears.isActive, true), isNull(fiscalYears.deletedAt)));
  if (!year) return;
  const types = async (table: typeof feeTypes | typeof generalFeeTypes, names: string[]) =>
    new Map(
      (
        await tx
          .select({ id: table.id, name: table.feeTypeName })
          .from(table)
          .where(inArray(table.feeTypeName, names))
      ).map((row) => [row.name ?? '', row.id]),
    );
  const course = await types(feeTypes, ['Tuition Fee', 'Practical Fee']);
  const general = await types(generalFeeTypes, [
    'Admission Fee',
    'Registration Fee',
    'Examination Fee',
    'Identity Card Fee',
  ]);
  const programRows = await tx
    .select({ id: programs.id, programType: programs.programType })
    .from(programs)
    .where(isNull(programs.deletedAt));
  const owner = { campusId: BRANDING_CAMPUS_ID, universityId, fiscalYearId: year.id };
  const rows: (typeof feeSetups.$inferInsert)[] = [];
  for (const program of programRows) {
    const semester = program.programType === 'semester';
    const amounts = semester ? DEMO_AMOUNTS.semester : DEMO_AMOUNTS.annual;
    const terms = semester ? 8 : 4;
    const base = { ...owner, programId: program.id };
    rows.push(
      {
        ...base,
        generalFeeTypeId: general.get('Admission Fee'),
        amount: DEMO_AMOUNTS.once.admission,
      },
      {
        ...base,
        generalFeeTypeId: general.get('Registration Fee'),
        amount: DEMO_AMOUNTS.once.registration,
      },
      {
        ...base,
        generalFeeTypeId: general.get('Identity Card Fee'),
        amount: DEMO_AMOUNTS.once.identityCard,
      },
    );
    for (let term = 1; term <= terms; term += 1) {
      rows.push(
        {
          ...base,
          yearOrSemester: term,
          feeTypeId: course.get('Tuition Fee'),
          amount: amounts.tuition,
        },
        {
          ...base,
          yearOrSemester: term,
          generalFeeTypeId: general.get('Examination Fee'),
          amount: amounts.exam,
        },
      );
      if (amounts.practical > 0) {
        rows.push({
          ...base,
          yearOrSemester: term,
          feeTypeId: course.get('Practical Fee'),
          amount: amounts.practical,
        });
      }
    }
  }
  if (rows.length > 0) await tx.insert(feeSetups).values(rows);
  await seedOpenEnrolmentDemo(tx, owner);
}

/** Rupees an online applicant pays to apply. */
const DEMO_APPLICATION_FEE = 500;
/** The demo campus's programs open for online enrolment (/open-enroll). */
const DEMO_OPEN_PROGRAMS = ['BSc CSIT', 'BBS'];

/**
 * Online enrolment at the demo campus: two programs take applicants into the 2083 batch, with
 * an application fee for that batch (so no enrolled student owes it).
 */
async function seedOpenEnrolmentDemo(
  tx: Tx,
  owner: { campusId: number; universityId: number; fiscalYearId: number },
): Promise<void> {
  const [intake] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.campusId, owner.campusId), eq(batches.batchYear, 2083)));
  const [application] = await tx
    .select({ id: generalFeeTypes.id })
    .from(generalFeeTypes)
    .where(eq(generalFeeTypes.category, 'application'));
  if (!intake || !application) return;
  const open = await tx
    .select({ id: collegePrograms.id, programId: collegePrograms.programId })
    .from(collegePrograms)
    .innerJoin(programs, eq(programs.id, collegePrograms.programId))
    .where(
      and(
        eq(collegePrograms.campusId, owner.campusId),
        inArray(programs.shortName, DEMO_OPEN_PROGRAMS),
      ),
    );
  for (const row of open) {
    await tx.insert(feeSetups).values({
      ...owner,
      programId: row.programId,
      batchId: intake.id,
      generalFeeTypeId: application.id,
      amount: DEMO_APPLICATION_FEE,
    });
    await tx
      .update(collegePrograms)
      .set({ openForEnrolment: true, enrolmentBatchId: intake.id })
      .where(eq(collegePrograms.id, row.id));
  }
}
