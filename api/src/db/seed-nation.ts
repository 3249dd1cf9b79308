/**
 * The national demo: all eleven universities and campuses of every type in every province, with
 * their programs, batches, departments and sections (this file), and their students, graduates,
 * dropouts, board-exam results and staff over the last five fiscal years (seed-nation-people.ts),
 * so that every report and dashboard has figures for every reach. Written after the first demo
 * set, whose rows and ids stay as they are. Deterministic: the same rows on every start.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from './client';
import { DISTRICTS, districtId } from './reference-data';
import {
  batches,
  campuses,
  collegePrograms,
  departments,
  faculties,
  fiscalYears,
  levels,
  programs,
  sections,
  universities,
} from './schema';
import {
  FACULTIES,
  LEVEL_NAMES,
  NATION_CAMPUSES,
  NATION_UNIVERSITIES,
  PROGRAMS,
  type FacultyKey,
  type LevelName,
  type UniversityKey,
} from './seed-nation-plan';
import { LEVELS } from './national/plan';
import { seedNationPeople } from './seed-nation-people';
import type { NationCampus, NationProgram, NationYear } from './seed-nation-types';
import { lastFiveFiscalYears } from '../lib/reports';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const SECTION_NAMES = [
  ['Administration Section', 'ADM'],
  ['Account Section', 'ACC'],
  ['Examination Section', 'EXM'],
] as const;

const provinceOf = (district: string) => {
  const found = DISTRICTS.find((entry) => entry.name === district);
  if (!found) throw new Error(`national demo: unknown district ${district}`);
  return found.provinceId;
};

/** The five fiscal years the demo spreads over (the active one last), with their dates. */
async function fiveFiscalYears(tx: Tx): Promise<NationYear[]> {
  const five = await lastFiveFiscalYears(tx);
  const rows = await tx
    .select({
      id: fiscalYears.id,
      startDate: fiscalYears.startDate,
      endDate: fiscalYears.endDate,
    })
    .from(fiscalYears)
    .where(
      inArray(
        fiscalYears.id,
        five.map((year) => year.id),
      ),
    );
  return five.flatMap((year) => {
    const row = rows.find((entry) => entry.id === year.id);
    if (!row?.startDate || !row.endDate) return [];
    return [
      {
        id: year.id,
        label: year.label,
        startDate: row.startDate,
        endDate: row.endDate,
        bsYear: Number(year.label.slice(0, 4)),
      },
    ];
  });
}

/**
 * Every university's faculties, levels and programs: Tribhuvan University's from the first demo
 * set (by name and code), the others' written here.
 */
async function seedPrograms(
  tx: Tx,
  universityIds: Record<UniversityKey, number>,
): Promise<Map<string, NationProgram>> {
  const found = new Map<string, NationProgram>();
  for (const [key, universityId] of Object.entries(universityIds) as [UniversityKey, number][]) {
    const planned = PROGRAMS.filter((row) => row.university === key);
    const owner = { universityId, campusId: null };
    const national = and(eq(faculties.universityId, universityId), isNull(faculties.campusId));
    const facultyRows = await tx
      .select({ id: faculties.id, name: faculties.facultyName })
      .from(faculties)
      .where(national);
    const neededFaculties = [...new Set(planned.map((row) => row.faculty))].filter(
      (faculty) => !facultyRows.some((row) => row.name === FACULTIES[faculty].name),
    );
    if (neededFaculties.length > 0) {
      facultyRows.push(
        ...(await tx
          .insert(faculties)
          .values(
            neededFaculties.map((faculty) => ({
              ...owner,
              facultyName: FACULTIES[faculty].name,
              facultyType: FACULTIES[faculty].type,
              shortName: FACULTIES[faculty].short,
              code: FACULTIES[faculty].short.toUpperCase(),
            })),
          )
          .returning({ id: faculties.id, name: faculties.facultyName })),
      );
    }
    const levelRows = await tx
      .select({ id: levels.id, name: levels.levelName })
      .from(levels)
      .where(and(eq(levels.universityId, universityId), isNull(levels.campusId)));
    const neededLevels = LEVEL_NAMES.filter((name) => !levelRows.some((row) => row.name === name));
    if (neededLevels.length > 0) {
      levelRows.push(
        ...(await tx
          .insert(levels)
          .values(
            LEVELS.filter((level) => neededLevels.some((name) => name === level.levelName)).map(
              ({ levelName, shortName, code }) => ({ ...owner, levelName, shortName, code }),
            ),
          )
          .returning({ id: levels.id, name: levels.levelName })),
      );
    }
    const facultyId = (faculty: FacultyKey) => {
      const id = facultyRows.find((row) => row.name === FACULTIES[faculty].name)?.id;
      if (id === undefined) throw new Error(`national demo: faculty ${faculty} of ${key}`);
      return id;
    };
    const levelId = (level: LevelName) => {
      const id = levelRows.find((row) => row.name === level)?.id;
      if (id === undefined) throw new Error(`national demo: level ${level} of ${key}`);
      return id;
    };
    const existing = await tx
      .select({ id: programs.id, code: programs.code, name: programs.programName })
      .from(programs)
      .where(and(eq(programs.universityId, universityId), isNull(programs.campusId)));
    const missing = planned.filter((row) => !existing.some((entry) => entry.code === row.code));
    if (missing.length > 0) {
      existing.push(
        ...(await tx
          .insert(programs)
          .values(
            missing.map((row) => ({
              ...owner,
              facultyId: facultyId(row.faculty),
              levelId: levelId(row.level),
              programName: row.name,
              shortName: row.short,
              code: row.code,
              programType: row.type,
              duration: row.duration,
            })),
          )
          .returning({ id: programs.id, code: programs.code, name: programs.programName })),
      );
    }
    for (const row of planned) {
      const stored = existing.find((entry) => entry.code === row.code);
      if (!stored) throw new Error(`national demo: program ${row.code} is missing`);
      found.set(row.code, {
        id: stored.id,
        name: stored.name ?? row.name,
        level: row.level,
        levelId: levelId(row.level),
        faculty: row.faculty,
        facultyId: facultyId(row.faculty),
        type: row.type,
        duration: row.duration,
      });
    }
  }
  return found;
}

/** The national demo, after the first demo set (`first`: the ids of its five universities). */
export async function seedNationDemo(
  tx: Tx,
  first: Record<'TU' | 'KU' | 'PU' | 'PurU' | 'FWU', number>,
): Promise<void> {
  const years = await fiveFiscalYears(tx);
  if (years.length === 0) return;
  const added = await tx
    .insert(universities)
    .values(
      NATION_UNIVERSITIES.map((row) => ({
        name: row.name,
        shortName: row.shortName,
        category: 'university',
        establishedYear: row.establishedYear,
        localLevel: row.localLevel,
        address: row.address,
        districtId: districtId(row.district),
        provinceId: provinceOf(row.district),
      })),
    )
    .returning({ id: universities.id, name: universities.name });
  const universityIds = { ...first } as Record<UniversityKey, number>;
  for (const row of NATION_UNIVERSITIES) {
    const id = added.find((entry) => entry.name === row.name)?.id;
    if (id === undefined) throw new Error(`national demo: ${row.name} was not stored`);
    universityIds[row.key] = id;
  }
  const programOf = await seedPrograms(tx, universityIds);

  const campusRows = await tx
    .insert(campuses)
    .values(
      NATION_CAMPUSES.map((row, index) => ({
        campusName: row.name,
        campusType: row.type,
        universityId: universityIds[row.university],
        districtId: districtId(row.district),
        provinceId: provinceOf(row.district),
        localLevel: row.localLevel,
        address: `${row.localLevel.replace(/ (Sub-)?(Metropolitan City|Municipality|Rural Municipality)$/, '')}, ${row.district}`,
        code: `NC-${String(index + 1).padStart(3, '0')}`,
        establishedYear: row.establishedYear,
        ward: (index % 9) + 1,
        phone: `0${String(10 + index)}-5${String(20000 + index * 37).slice(-5)}`,
      })),
    )
    .returning({ id: campuses.id, name: campuses.campusName });
  const nation: NationCampus[] = NATION_CAMPUSES.map((plan) => {
    const id = campusRows.find((row) => row.name === plan.name)?.id;
    if (id === undefined) throw new Error(`national demo: ${plan.name} was not stored`);
    return {
      id,
      universityId: universityIds[plan.university],
      provinceId: provinceOf(plan.district),
      districtId: districtId(plan.district),
      plan,
      programs: plan.programs.map((code) => {
        const found = programOf.get(code);
        if (!found) throw new Error(`national demo: program ${code} is missing`);
        return found;
      }),
      batchIds: [],
      departmentOf: new Map(),
      sectionIds: { administration: 0, account: 0, examination: 0 },
    };
  });

  await tx.insert(collegePrograms).values(
    nation.flatMap((campus) =>
      campus.programs.map((program, index) => ({
        campusId: campus.id,
        universityId: campus.universityId,
        programId: program.id,
        approvalDate: `${Math.max(campus.plan.establishedYear, 2000) + index}-08-01`,
        intake: program.level === 'Bachelor' ? 40 + ((campus.id * 7) % 5) * 20 : 20,
      })),
    ),
  );
  const batchRows = await tx
    .insert(batches)
    .values(
      nation.flatMap((campus) =>
        years.map((year) => ({
          campusId: campus.id,
          universityId: campus.universityId,
          batchName: `${year.bsYear} Batch`,
          batchYear: year.bsYear,
          fiscalYearId: year.id,
        })),
      ),
    )
    .returning({ id: batches.id, campusId: batches.campusId, batchYear: batches.batchYear });
  const departmentRows = await tx
    .insert(departments)
    .values(
      nation.flatMap((campus) =>
        [...new Map(campus.programs.map((program) => [program.facultyId, program])).values()].map(
          (program) => ({
            campusId: campus.id,
            universityId: campus.universityId,
            facultyId: program.facultyId,
            departmentName: `Department of ${FACULTIES[program.faculty].name}`,
            code: FACULTIES[program.faculty].short.toUpperCase(),
          }),
        ),
      ),
    )
    .returning({
      id: departments.id,
      campusId: departments.campusId,
      facultyId: departments.facultyId,
    });
  const sectionRows = await tx
    .insert(sections)
    .values(
      nation.flatMap((campus) =>
        SECTION_NAMES.map(([sectionName, code]) => ({
          campusId: campus.id,
          universityId: campus.universityId,
          sectionName,
          code,
        })),
      ),
    )
    .returning({ id: sections.id, campusId: sections.campusId, code: sections.code });
  for (const campus of nation) {
    campus.batchIds = years.map((year) => {
      const found = batchRows.find(
        (row) => row.campusId === campus.id && row.batchYear === year.bsYear,
      );
      if (!found) throw new Error(`national demo: batch ${year.bsYear} of ${campus.plan.name}`);
      return found.id;
    });
    for (const row of departmentRows) {
      if (row.campusId === campus.id && row.facultyId !== null) {
        campus.departmentOf.set(row.facultyId, row.id);
      }
    }
    const section = (code: string) =>
      sectionRows.find((row) => row.campusId === campus.id && row.code === code)?.id ?? 0;
    campus.sectionIds = {
      administration: section('ADM'),
      account: section('ACC'),
      examination: section('EXM'),
    };
  }
  await seedNationPeople(tx, nation, years);
}
