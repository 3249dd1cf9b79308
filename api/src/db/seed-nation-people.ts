/**
 * The national demo's students (seed-nation.ts made their campuses): each campus's number of
 * students over the five fiscal years, in its programs (mostly Bachelor), about 53 % women
 * (fewer in engineering, more in education), every ethnic group of the setup, mostly from the
 * campus's province, aged 17 to 40 (most 18 to 24). Most are active; some graduated and some
 * dropped out in each of the five years, with their graduation and dropout records. Then the
 * campuses' staff and board-exam results (seed-nation-staff.ts).
 */
import { sql } from 'drizzle-orm';
import { adToBs, bsToAd, nepalToday, studentName } from '@hemis/shared-contracts';
import { recordsetInsert } from '../lib/recordset-insert';
import type { Database } from './client';
import { dropouts, ethnicGroups, graduations, students } from './schema';
import type { NationCampus, NationProgram, NationYear } from './seed-nation-types';
import type { FacultyKey, LevelName } from './seed-nation-plan';
import {
  FEMALE_NAMES,
  MALE_NAMES,
  RELIGION_OF_GROUP,
  addDays,
  between,
  groupWeights,
  homeOf,
  pick,
  pickWeighted,
  seededRandom,
  surnamesOf,
  type Random,
} from './seed-nation-random';
import { seedNationStaff } from './seed-nation-staff';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type StudentInsert = typeof students.$inferInsert;
type Gender = 'male' | 'female' | 'other';

/** The seed of the demo's pseudo-random sequence: the same people on every start. */
const SEED = 2026;

/** Share of women among a faculty's students. */
const FEMALE_SHARE: Record<FacultyKey, number> = {
  Education: 0.68,
  Humanities: 0.64,
  Management: 0.58,
  Science: 0.44,
  Engineering: 0.24,
  Agriculture: 0.4,
  Law: 0.46,
  Sanskrit: 0.22,
  Buddhist: 0.5,
};
/** How often each level's programs are chosen at a campus that runs them. */
const LEVEL_WEIGHT: Record<LevelName, number> = { Bachelor: 10, Master: 3, MPhil: 0.5, PhD: 0.35 };
/** Age on admission by level: [youngest, the usual spread above it]. */
const ADMISSION_AGE: Record<LevelName, [number, number]> = {
  Bachelor: [17, 4],
  Master: [21, 5],
  MPhil: [26, 8],
  PhD: [28, 9],
};
const DROPOUT_REASONS = [
  ['financial', 30],
  ['employment', 22],
  ['migration', 16],
  ['marriage', 10],
  ['transfer', 7],
  ['academicFailure', 7],
  ['health', 4],
  ['other', 4],
] as const;
const DIVISIONS = [
  ['first', 45],
  ['second', 30],
  ['distinction', 12],
  ['third', 8],
  ['pass', 5],
] as const;

/** The year or semester a student of `program` is in `years` years after admission. */
function periodAfter(program: NationProgram, years: number): number {
  const last = program.type === 'semester' ? program.duration * 2 : program.duration;
  const period = program.type === 'semester' ? years * 2 + 1 : years + 1;
  return Math.min(period, last);
}

interface Leaving {
  kind: 'graduated' | 'droppedOut';
  /** Index of the fiscal year of leaving among the five. */
  year: number;
}

interface Planned {
  row: StudentInsert;
  program: NationProgram;
  ethnicGroupId: number;
  leaving: Leaving | null;
}

/** One campus's students: admission year, status and person drawn from `random`. */
function campusStudents(
  random: Random,
  campus: NationCampus,
  years: readonly NationYear[],
  groups: readonly { id: number; name: string }[],
  firstOfEachGroup: { next: number },
): Planned[] {
  const today = nepalToday();
  const weights = groupWeights(groups, campus.provinceId);
  const last = years.length - 1;
  const planned: Planned[] = [];
  for (let index = 0; index < campus.plan.students; index += 1) {
    const program = pickWeighted(
      random,
      campus.programs.map((entry) => [entry, LEVEL_WEIGHT[entry.level]] as const),
    );
    const roll = random();
    const status = roll < 0.13 ? 'graduated' : roll < 0.22 ? 'droppedOut' : 'active';
    // Active students entered within their program's length; graduates a program's length before
    // they graduated (at the earliest the first of the five years); dropouts left in a year
    // from their admission on.
    let admitted: number;
    let leaving: Leaving | null = null;
    if (status === 'graduated') {
      const year = between(random, 0, last);
      admitted = Math.max(0, year - program.duration + 1);
      leaving = { kind: 'graduated', year };
    } else if (status === 'droppedOut') {
      const year = between(random, 0, last);
      admitted = between(random, Math.max(0, year - program.duration + 1), year);
      leaving = { kind: 'droppedOut', year };
    } else {
      // More students each year: the later years weigh more.
      const earliest = Math.max(0, years.length - program.duration);
      admitted = pickWeighted(
        random,
        years.flatMap((_, year) => (year >= earliest ? [[year, 10 + year * 2] as const] : [])),
      );
    }
    const period =
      leaving?.kind === 'graduated'
        ? periodAfter(program, program.duration)
        : periodAfter(program, (leaving?.year ?? last) - admitted);
    const gender: Gender =
      random() < 0.002 ? 'other' : random() < FEMALE_SHARE[program.faculty] ? 'female' : 'male';
    // The first students of the nation take each group in turn, so that every group has some.
    const group =
      firstOfEachGroup.next < groups.length
        ? groups[firstOfEachGroup.next++]
        : pickWeighted(random, weights);
    if (!group) throw new Error('national demo: no ethnic group');
    const firstName = pick(random, gender === 'female' ? FEMALE_NAMES : MALE_NAMES);
    const lastName = pick(random, surnamesOf(group.name));
    const year = years[admitted];
    if (!year) throw new Error('national demo: no fiscal year');
    const admissionDate = [addDays(year.startDate, 60), today].sort()[0] ?? today;
    const [youngest, spread] = ADMISSION_AGE[program.level];
    // Nobody older than 40 today.
    const age = Math.min(
      youngest + Math.floor(random() * random() * spread * 2),
      39 - (last - admitted),
    );
    const born = addDays(admissionDate, -Math.round((age + random()) * 365.25));
    const home = homeOf(random, campus.provinceId, campus.districtId);
    const number = String(index + 1).padStart(4, '0');
    const father = pick(random, MALE_NAMES);
    planned.push({
      program,
      ethnicGroupId: group.id,
      leaving,
      row: {
        campusId: campus.id,
        universityId: campus.universityId,
        firstName,
        lastName,
        gender,
        dateOfBirth: born,
        dateOfBirthBs: adToBs(born),
        ethnicGroupId: group.id,
        religion: RELIGION_OF_GROUP[group.name] ?? 'hindu',
        hasDisability: random() < 0.01,
        conflictAffected: random() < 0.02,
        citizenshipNo: `${String(home.districtId).padStart(2, '0')}-01-${born.slice(2, 4)}-${campus.id}${number}`,
        phoneNumber: `98${String(campus.id).padStart(2, '0')}${String(100000 + index * 7).slice(-6)}`,
        permanentProvinceId: home.provinceId,
        permanentDistrictId: home.districtId,
        permanentLocalLevel: home.localLevel,
        permanentWard: between(random, 1, 9),
        fatherName: `${father} ${lastName}`,
        motherName: `${pick(random, FEMALE_NAMES)} ${lastName}`,
        guardianName: `${father} ${lastName}`,
        guardianRelation: 'father',
        programId: program.id,
        levelId: program.levelId,
        facultyId: program.facultyId,
        batchId: campus.batchIds[admitted] ?? null,
        yearOrSemester: period,
        registrationNo: `${campus.id}-${year.bsYear}-${number}`,
        symbolNo: `${year.bsYear % 100}${campus.id}${number}`,
        campusRollNo: `${year.bsYear % 100}-${number}`,
        admissionDate,
        admissionFiscalYearId: year.id,
        status,
        verificationStatus: 'verified',
        verifiedAt: addDays(admissionDate, 14) < today ? addDays(admissionDate, 14) : today,
        source: 'campus',
        graduationEligible: false,
      },
    });
  }
  return planned;
}

export async function seedNationPeople(
  tx: Tx,
  nation: readonly NationCampus[],
  years: readonly NationYear[],
): Promise<void> {
  const random = seededRandom(SEED);
  const today = nepalToday();
  const groups = (
    await tx
      .select({ id: ethnicGroups.id, name: ethnicGroups.name })
      .from(ethnicGroups)
      .orderBy(ethnicGroups.id)
  ).map((group) => ({ id: group.id, name: group.name ?? '' }));
  const firstOfEachGroup = { next: 0 };
  const planned = nation.flatMap((campus) =>
    campusStudents(random, campus, years, groups, firstOfEachGroup),
  );
  const inserted = await tx.execute(
    sql`${recordsetInsert(
      students,
      planned.map((entry) => entry.row),
    )} returning id, campus_id as "campusId", registration_no as "registrationNo"`,
  );
  // Both drivers (PGlite, node-postgres) answer raw SQL as { rows }.
  const { rows: stored } = inserted as unknown as {
    rows: { id: number; campusId: number; registrationNo: string }[];
  };
  const idOf = new Map(stored.map((row) => [`${row.campusId}/${row.registrationNo}`, row.id]));

  const graduationRows: (typeof graduations.$inferInsert)[] = [];
  const dropoutRows: (typeof dropouts.$inferInsert)[] = [];
  for (const { row, program, leaving } of planned) {
    const studentId = idOf.get(`${row.campusId}/${row.registrationNo}`);
    const year = leaving ? years[leaving.year] : undefined;
    if (!leaving || !year || studentId === undefined) continue;
    const snapshot = {
      campusId: row.campusId,
      universityId: row.universityId,
      studentId,
      studentName: studentName(row),
      registrationNo: row.registrationNo,
      programId: program.id,
      levelId: program.levelId,
      gender: row.gender,
      fiscalYearId: year.id,
    };
    const lastDay = year.endDate < today ? year.endDate : today;
    if (leaving.kind === 'graduated') {
      const semester = program.type === 'semester';
      const cgpa = Math.round((2.6 + random() * 1.3) * 100) / 100;
      // Graduation day: the fiscal year's convocation in Poush (BS month 9), once it was held.
      const convocationBs = `${year.bsYear}-09-15`;
      const convocation = bsToAd(convocationBs);
      const held = convocation && convocation <= today ? convocation : null;
      const approvedAt =
        addDays(year.startDate, 150) < lastDay ? addDays(year.startDate, 150) : lastDay;
      graduationRows.push({
        ...snapshot,
        ethnicGroupId: row.ethnicGroupId,
        division: semester ? null : pickWeighted(random, DIVISIONS),
        cgpa: semester ? cgpa : null,
        grade: semester ? (cgpa >= 3.6 ? 'A-' : cgpa >= 3.2 ? 'B+' : 'B') : null,
        graduationDateBs: held ? convocationBs : null,
        graduationDate: held,
        status: 'approved',
        approvedAt,
      });
    } else {
      const span = Math.max(
        0,
        Math.round((Date.parse(lastDay) - Date.parse(year.startDate)) / 86_400_000),
      );
      const day = addDays(year.startDate, between(random, 0, span));
      dropoutRows.push({
        ...snapshot,
        dropoutDate: day,
        dropoutDateBs: adToBs(day),
        reason: pickWeighted(random, DROPOUT_REASONS),
        lastYearOrSemester: row.yearOrSemester,
        previousStatus: 'active',
      });
    }
  }
  await tx.execute(recordsetInsert(graduations, graduationRows));
  await tx.execute(recordsetInsert(dropouts, dropoutRows));
  await seedNationStaff(tx, random, nation, years);
}
