/**
 * The national data set's institutions: the 11 universities, the national faculties and levels,
 * each university's programs, the 1,432 campuses (by type, province and district) and each
 * campus's batches of the fiscal years students are admitted in.
 */
import { DISTRICTS, PROVINCES } from '../reference-data';
import {
  CAMPUSES_BY_TYPE,
  DISTRICT_WEIGHTS,
  FACULTIES,
  LEVELS,
  NATIONAL_CAMPUSES,
  PROGRAMS,
  PROVINCE_WEIGHTS,
  TRIBHUVAN,
  UNIVERSITIES,
  type ProgramCode,
} from './plan';
import { fillSlots, hashBelow, pick, run, sqlArray, type Tx } from './choices';

const CAMPUS_TYPES = ['constituent', 'community', 'private'] as const;

export interface CampusSplit {
  university: string;
  constituent: number;
  community: number;
  private: number;
}

/**
 * Campuses by university and type: the plan's, and Tribhuvan's what the nation's totals leave
 * (the other universities' campuses are counted first).
 */
export function campusSplit(): CampusSplit[] {
  const others = UNIVERSITIES.filter((university) => university.campuses);
  const taken = (type: (typeof CAMPUS_TYPES)[number]) =>
    others.reduce((sum, university) => sum + (university.campuses?.[type] ?? 0), 0);
  const split = UNIVERSITIES.map((university) => ({
    university: university.name,
    constituent:
      university.campuses?.constituent ?? CAMPUSES_BY_TYPE.constituent - taken('constituent'),
    community: university.campuses?.community ?? CAMPUSES_BY_TYPE.community - taken('community'),
    private: university.campuses?.private ?? CAMPUSES_BY_TYPE.private - taken('private'),
  }));
  const total = split.reduce((sum, row) => sum + row.constituent + row.community + row.private, 0);
  if (
    total !== NATIONAL_CAMPUSES ||
    split.some((row) => Math.min(row.constituent, row.community, row.private) < 0)
  ) {
    throw new Error(`national data: the campus split does not make ${NATIONAL_CAMPUSES} campuses`);
  }
  return split;
}

const provinceOf = (district: string) => {
  const found = DISTRICTS.find((row) => row.name === district);
  if (!found) throw new Error(`national data: unknown district ${district}`);
  return found;
};

export interface Institutions {
  universityIds: Map<string, number>;
  programIds: Map<string, number>;
  /** Campus ids are `campusBase + ordinal` (1 .. 1,432). */
  campusBase: number;
}

/** Universities, faculties, levels and programs; then campuses and their batches. */
export async function seedInstitutions(
  tx: Tx,
  years: readonly { id: number }[],
): Promise<Institutions> {
  const universityIds = new Map<string, number>();
  for (const university of UNIVERSITIES) {
    const seat = provinceOf(university.seat.district);
    const [row] = await run<{ id: number }>(
      tx,
      `insert into universities (name, short_name, category, established_year, local_level,
         district_id, province_id, address)
       values (${sqlText(university.name)}, ${sqlText(university.shortName)}, 'university',
         ${university.establishedYear}, ${sqlText(university.seat.localLevel)}, ${seat.id},
         ${seat.provinceId}, ${sqlText(`${university.seat.localLevel}, ${university.seat.district}`)})
       returning id`,
    );
    if (row) universityIds.set(university.name, row.id);
  }
  const facultyIds = new Map<string, number>();
  for (const faculty of FACULTIES) {
    const [row] = await run<{ id: number }>(
      tx,
      `insert into faculties (faculty_name, faculty_type, short_name, code)
       values (${sqlText(faculty.facultyName)}, '${faculty.facultyType}', ${sqlText(faculty.shortName)},
         ${sqlText(faculty.shortName)}) returning id`,
    );
    if (row) facultyIds.set(faculty.key, row.id);
  }
  const levelIds = new Map<string, number>();
  for (const level of LEVELS) {
    const [row] = await run<{ id: number }>(
      tx,
      `insert into levels (level_name, short_name, code)
       values (${sqlText(level.levelName)}, ${sqlText(level.shortName)}, '${level.code}') returning id`,
    );
    if (row) levelIds.set(level.key, row.id);
  }
  const programIds = new Map<string, number>();
  for (const university of UNIVERSITIES) {
    const universityId = universityIds.get(university.name);
    for (const code of university.programs) {
      const program = PROGRAMS[code];
      const [row] = await run<{ id: number }>(
        tx,
        `insert into programs (university_id, faculty_id, level_id, program_name, short_name, code,
           program_type, duration)
         values (${universityId}, ${facultyIds.get(program.faculty)}, ${levelIds.get(program.level)},
           ${sqlText(program.programName)}, ${sqlText(code)}, ${sqlText(`${university.shortName}-${code}`)},
           '${program.programType}', ${program.duration}) returning id`,
      );
      if (row) programIds.set(programKey(university.name, code), row.id);
    }
    // A university's students spread over its programs by the programs' weights.
    await fillSlots(
      tx,
      'program',
      universityId ?? 0,
      university.programs.map((code) => [
        programIds.get(programKey(university.name, code)) ?? 0,
        PROGRAMS[code].weight,
      ]),
    );
  }
  await fillDistrictSlots(tx);
  const campusBase = await seedCampuses(tx, universityIds);
  await run(
    tx,
    `insert into batches (university_id, campus_id, batch_name, batch_year, fiscal_year_id)
     select c.university_id, c.id, left(y.label, 4) || ' Batch', left(y.label, 4)::int, y.id
     from campuses c cross join fiscal_years y
     where c.id > ${campusBase} and y.id = any(${sqlArray(years.map((year) => year.id))})`,
  );
  return { universityIds, programIds, campusBase };
}

export const programKey = (university: string, code: ProgramCode) => `${university}:${code}`;

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Districts by province (group = province id) and over the nation (group 0), weighted. */
async function fillDistrictSlots(tx: Tx): Promise<void> {
  const weight = (name: string) => DISTRICT_WEIGHTS[name] ?? 1;
  for (const province of PROVINCES) {
    const districts = DISTRICTS.filter((district) => district.provinceId === province.id);
    await fillSlots(
      tx,
      'district',
      province.id,
      districts.map((district) => [district.id, weight(district.name)]),
    );
  }
  // Over the nation: the province's weight shared by its districts as they weigh within it.
  await fillSlots(
    tx,
    'district',
    0,
    DISTRICTS.map((district) => {
      const inProvince = DISTRICTS.filter((other) => other.provinceId === district.provinceId);
      const provinceWeight = PROVINCE_WEIGHTS[district.provinceId] ?? 1;
      const share =
        weight(district.name) / inProvince.reduce((sum, other) => sum + weight(other.name), 0);
      return [district.id, provinceWeight * share];
    }),
  );
}

const CAMPUS_SUFFIX = {
  constituent: ['Multiple Campus'],
  community: ['Community Campus', 'Multiple Campus', 'Adarsha Campus'],
  private: [
    'College',
    'Academy',
    'College of Management',
    'International College',
    'Institute of Science',
  ],
} as const;

/**
 * The 1,432 campuses, Tribhuvan's constituent campuses first (ordinal 1 is the campus the
 * national CollegeAdmin keeps). A university's campuses stand in its seat's province by its
 * home share, the rest over the nation by PROVINCE_WEIGHTS; the district is weighted within.
 */
async function seedCampuses(tx: Tx, universityIds: Map<string, number>): Promise<number> {
  const rows: { university: number; type: string; home: number; share: number }[] = [];
  const ordered = [...UNIVERSITIES].sort(
    (a, b) => Number(b.name === TRIBHUVAN) - Number(a.name === TRIBHUVAN),
  );
  for (const split of campusSplit().sort(
    (a, b) =>
      ordered.findIndex((u) => u.name === a.university) -
      ordered.findIndex((u) => u.name === b.university),
  )) {
    const plan = UNIVERSITIES.find((university) => university.name === split.university);
    if (!plan) continue;
    for (const type of CAMPUS_TYPES) {
      for (let index = 0; index < split[type]; index += 1) {
        rows.push({
          university: universityIds.get(plan.name) ?? 0,
          type,
          home: provinceOf(plan.seat.district).provinceId,
          share: plan.homeShare,
        });
      }
    }
  }
  const [base] = await run<{ base: number }>(
    tx,
    'select coalesce(max(id), 0)::int as base from campuses',
  );
  const campusBase = base?.base ?? 0;
  const provinces = Object.entries(PROVINCE_WEIGHTS).map(
    ([id, weight]) => [Number(id), weight] as const,
  );
  const suffix = (type: keyof typeof CAMPUS_SUFFIX) =>
    `${sqlArray(CAMPUS_SUFFIX[type])}[1 + ${hashBelow('p.n', 'suffix', CAMPUS_SUFFIX[type].length)}]`;
  await run(
    tx,
    `with p as (
       select ord::int as n, u as university_id, t::campus_type as campus_type, hp, hs
       from unnest(${sqlArray(rows.map((row) => row.university))}, ${sqlArray(rows.map((row) => row.type))},
         ${sqlArray(rows.map((row) => row.home))}, ${sqlArray(rows.map((row) => row.share))})
         with ordinality as x(u, t, hp, hs, ord)
     ),
     placed as (
       select p.*, case when ${hashBelow('p.n', 'home', 100)} < p.hs then p.hp
         else ${pick(provinces, 'p.n', 'province')} end as province_id
       from p
     ),
     sited as (
       select placed.*, s.value as district_id
       from placed join nat_slots s on s.kind = 'district' and s.grp = placed.province_id
         and s.slot = ${hashBelow('placed.n', 'district', 1000)}
     )
     insert into campuses (id, campus_name, campus_type, university_id, province_id, district_id,
       code, established_year, address, phone, email)
     select ${campusBase} + p.n,
       d.name || ' ' || case p.campus_type when 'constituent' then ${suffix('constituent')}
         when 'community' then ${suffix('community')} else ${suffix('private')} end || ' ' || p.n,
       p.campus_type, p.university_id, p.province_id, p.district_id, 'C' || lpad(p.n::text, 4, '0'),
       1960 + ${hashBelow('p.n', 'established', 60)}, d.name, '0' || (10 + ${hashBelow('p.n', 'phone', 89)}) || '-5' ||
         lpad(${hashBelow('p.n', 'number', 1000000)}::text, 6, '0'),
       'info' || p.n || '@campus.edu.np'
     from sited p join districts d on d.id = p.district_id
     order by p.n`,
  );
  await run(
    tx,
    `select setval(pg_get_serial_sequence('campuses', 'id'), (select max(id) from campuses))`,
  );
  return campusBase;
}
