/**
 * The national data set's students and what follows from them: each campus's programs, the
 * graduation and dropout records of those who left, and each campus's board-exam sittings per
 * program and fiscal year (its cohorts as appeared, passed by a campus's own pass rate).
 */
import {
  ADMISSION_AGES,
  ADMISSIONS_BY_YEAR,
  DROPOUT_REASON_WEIGHTS,
  DROPPED_BY_AGE,
  EQUITY_CATEGORY_WEIGHTS,
  FIRST_NAMES,
  GRADUATED_BY_AGE,
  LEVELS,
  PROGRAMS,
  SURNAMES,
  UNIVERSITIES,
} from './plan';
import { programKey } from './institutions';
import { fillSlots, hashBelow, pick, run, sqlArray, weightsOf, type Tx } from './choices';

/** The fiscal years of the run: oldest first, the active one last (index = position). */
export interface RunYear {
  id: number;
  label: string;
}

const DIVISION_WEIGHTS = { distinction: 3, first: 27, second: 45, third: 15, pass: 10 };

/** The run's table of years and programs (dropped with the transaction). */
async function prepare(
  tx: Tx,
  years: readonly RunYear[],
  programIds: Map<string, number>,
): Promise<void> {
  await run(
    tx,
    `create temporary table nat_years on commit drop as
     select (ord - 1)::int as idx, y.id, y.start_date, y.end_date, y.label
     from unnest(${sqlArray(years.map((year) => year.id))}) with ordinality as x(id, ord)
     join fiscal_years y on y.id = x.id`,
  );
  const programs = UNIVERSITIES.flatMap((university) =>
    university.programs.map((code) => ({
      id: programIds.get(programKey(university.name, code)) ?? 0,
      female: PROGRAMS[code].female,
    })),
  );
  await run(
    tx,
    `create temporary table nat_programs on commit drop as
     select id, female from unnest(${sqlArray(programs.map((p) => p.id))}, ${sqlArray(programs.map((p) => p.female))})
       as x(id, female)`,
  );
  // Ethnic groups: a category's share falls off over its groups in their listed order.
  const groups = await run<{ id: number; equity_category: string }>(
    tx,
    'select id, equity_category from ethnic_groups where deleted_at is null order by id',
  );
  const weights: [number, number][] = [];
  for (const [category, share] of Object.entries(EQUITY_CATEGORY_WEIGHTS)) {
    const inCategory = groups.filter((group) => group.equity_category === category);
    const sum = inCategory.reduce((total, _, index) => total + 1 / (index + 1), 0);
    inCategory.forEach((group, index) =>
      weights.push([group.id, (share * (1 / (index + 1))) / sum]),
    );
  }
  await fillSlots(tx, 'ethnic', 0, weights);
  const levels = await run<{ id: number; level_name: string }>(
    tx,
    'select id, level_name from levels where university_id is null',
  );
  for (const level of LEVELS) {
    const id = levels.find((row) => row.level_name === level.levelName)?.id;
    if (id !== undefined) await fillSlots(tx, 'age', id, ADMISSION_AGES[level.key]);
  }
}

const surname = (key: string) =>
  `case eg.equity_category ${Object.entries(SURNAMES)
    .map(
      ([category, names]) =>
        `when '${category}' then ${sqlArray(names)}[1 + ${hashBelow(key, 'surname', names.length)}]`,
    )
    .join(' ')} else 'Shrestha' end`;

/** `count` students over the campuses (weighted by nat_slots 'campus' of `campusSlots` cells). */
export async function seedStudents(
  tx: Tx,
  options: {
    count: number;
    years: readonly RunYear[];
    programIds: Map<string, number>;
    campusBase: number;
    campusSlots: number;
  },
): Promise<void> {
  const { count, years, campusBase, campusSlots } = options;
  await prepare(tx, years, options.programIds);
  const last = years.length - 1;
  const intake = ADMISSIONS_BY_YEAR.slice(-years.length).map(
    (weight, index) => [index, weight] as const,
  );
  // Years since admission (0: this fiscal year), as the plan's arrays index them.
  const graduated = sqlArray(GRADUATED_BY_AGE.slice(0, years.length));
  const dropped = sqlArray(DROPPED_BY_AGE.slice(0, years.length));
  // The planner's sizes of what the insert joins (it would otherwise loop over the slots).
  await run(
    tx,
    'analyze nat_slots, nat_years, nat_programs, campuses, programs, batches, ethnic_groups',
  );
  const [base] = await run<{ base: number }>(
    tx,
    'select coalesce(max(id), 0)::int as base from students',
  );
  const studentBase = base?.base ?? 0;
  await run(
    tx,
    `with s0 as (
       select n, cs.value as campus_id, c.university_id, c.province_id as campus_province,
         ${hashBelow(`cs.value - ${campusBase}`, 'gap', 40)} = 0 as gap,
         ${pick(intake, 'n', 'year')} as idx0
       from generate_series(1, ${count}) n
       join nat_slots cs on cs.kind = 'campus' and cs.grp = 0 and cs.slot = ${hashBelow('n', 'campus', campusSlots)}
       join campuses c on c.id = cs.value
     ),
     s1 as (
       -- A few campuses entered no students this fiscal year (the report's data gaps).
       select s0.*, case when gap and idx0 = ${last} then ${last - 1} else idx0 end as idx,
         ps.value as program_id
       from s0 join nat_slots ps on ps.kind = 'program' and ps.grp = s0.university_id
         and ps.slot = ${hashBelow('n', 'program', 1000)}
     ),
     s2 as (
       select s1.*, ${last} - s1.idx as age, p.level_id, p.faculty_id, p.program_type, p.duration,
         case when ${hashBelow('n', 'gender', 1000)} < 5 then 'other'
           when ${hashBelow('n', 'gender', 1000)} < 5 + np.female * 10 then 'female' else 'male' end as gender,
         ${hashBelow('n', 'status', 100)} as u_status,
         es.value as ethnic_group_id,
         ds.value as district_id
       from s1 join programs p on p.id = s1.program_id join nat_programs np on np.id = s1.program_id
       join nat_slots es on es.kind = 'ethnic' and es.grp = 0 and es.slot = ${hashBelow('n', 'ethnic', 1000)}
       join nat_slots ds on ds.kind = 'district'
         and ds.grp = case when ${hashBelow('n', 'home', 100)} < 80 then s1.campus_province else 0 end
         and ds.slot = ${hashBelow('n', 'district', 1000)}
     )
     insert into students (id, campus_id, university_id, first_name, last_name, gender, date_of_birth,
       ethnic_group_id, religion, citizenship_no, permanent_province_id, permanent_district_id,
       program_id, level_id, faculty_id, batch_id, year_or_semester, registration_no, symbol_no,
       campus_roll_no, admission_date, admission_fiscal_year_id, status, verification_status, source)
     select ${studentBase} + s.n, s.campus_id, s.university_id,
       case s.gender when 'female' then ${sqlArray(FIRST_NAMES.female)}[1 + ${hashBelow('s.n', 'first', FIRST_NAMES.female.length)}]
         else ${sqlArray(FIRST_NAMES.male)}[1 + ${hashBelow('s.n', 'first', FIRST_NAMES.male.length)}] end,
       ${surname('s.n')}, s.gender,
       y.start_date - (ag.value * 365 + ${hashBelow('s.n', 'birthday', 365)}),
       s.ethnic_group_id,
       case eg.equity_category when 'muslim' then 'islam'
         when 'janajati' then ${sqlArray(['hindu', 'buddhist', 'buddhist', 'kirat', 'christian'])}[1 + ${hashBelow('s.n', 'religion', 5)}]
         else 'hindu' end,
       'CZ-' || lpad(s.n::text, 8, '0'), d.province_id, s.district_id,
       s.program_id, s.level_id, s.faculty_id, b.id,
       case when s.program_type = 'annual' then least(s.duration, s.age + 1)
         else least(s.duration * 2, s.age * 2 + 1 + ${hashBelow('s.n', 'half', 2)}) end,
       'REG-' || lpad(s.n::text, 8, '0'), 'S' || (s.n * 7 % 10000000), (s.n % 100000)::text,
       y.start_date + ${hashBelow('s.n', 'admitted', 90)}, y.id,
       case when s.u_status < (${graduated})[1 + s.age] then 'graduated'
         when s.u_status < (${graduated})[1 + s.age] + (${dropped})[1 + s.age] then 'droppedOut'
         else 'active' end,
       case when s.age = 0 and ${hashBelow('s.n', 'verified', 100)} < 5 then 'pending' else 'verified' end,
       case when ${hashBelow('s.n', 'source', 100)} < 30 then 'import' else 'campus' end
     from s2 s
     join nat_years y on y.idx = s.idx
     join ethnic_groups eg on eg.id = s.ethnic_group_id
     join districts d on d.id = s.district_id
     join nat_slots ag on ag.kind = 'age' and ag.grp = s.level_id and ag.slot = ${hashBelow('s.n', 'age', 1000)}
     join batches b on b.campus_id = s.campus_id and b.fiscal_year_id = y.id and b.deleted_at is null
     order by s.n`,
  );
  await run(
    tx,
    `select setval(pg_get_serial_sequence('students', 'id'), (select max(id) from students))`,
  );
  await run(tx, 'analyze students');
  await seedLeavers(tx, { studentBase, last });
}

/** Graduation records of graduated students and dropout records of those who dropped out. */
async function seedLeavers(
  tx: Tx,
  { studentBase, last }: { studentBase: number; last: number },
): Promise<void> {
  const ordinal = `(s.id - ${studentBase})`;
  const leftIn = (tag: string, within: string) => `${hashBelow(ordinal, tag, within)}`;
  // A day of the fiscal year; in the active one, of its months gone by.
  const dayOf = (tag: string) =>
    `ly.start_date + ${hashBelow(ordinal, tag, 1000)} % (case when ly.idx = ${last} then 120 else 330 end)`;
  await run(
    tx,
    `insert into graduations (university_id, campus_id, student_id, student_name, registration_no,
       program_id, level_id, gender, ethnic_group_id, fiscal_year_id, division, cgpa,
       graduation_date, status, approved_at)
     select s.university_id, s.campus_id, s.id, s.first_name || ' ' || s.last_name, s.registration_no,
       s.program_id, s.level_id, s.gender, s.ethnic_group_id, ly.id,
       case when p.program_type = 'annual' then ${pick(weightsOf(DIVISION_WEIGHTS), ordinal, 'division')} end,
       case when p.program_type = 'semester' then round(2.4 + ${hashBelow(ordinal, 'cgpa', 160)} / 100.0, 2) end,
       ${dayOf('graduated')}, 'approved', ${dayOf('graduated')}
     from students s
     join programs p on p.id = s.program_id
     join nat_years ay on ay.id = s.admission_fiscal_year_id
     join nat_years ly on ly.idx = ay.idx + 1 + ${leftIn('graduation-year', `greatest(1, ${last} - ay.idx)`)}
     where s.status = 'graduated' and s.id > ${studentBase}
     order by s.id`,
  );
  await run(
    tx,
    `insert into dropouts (university_id, campus_id, student_id, student_name, registration_no,
       program_id, level_id, gender, dropout_date, fiscal_year_id, reason, last_year_or_semester,
       previous_status)
     select s.university_id, s.campus_id, s.id, s.first_name || ' ' || s.last_name, s.registration_no,
       s.program_id, s.level_id, s.gender, ${dayOf('dropped')}, ly.id,
       ${pick(weightsOf(DROPOUT_REASON_WEIGHTS), ordinal, 'reason')}, s.year_or_semester, 'active'
     from students s
     join nat_years ay on ay.id = s.admission_fiscal_year_id
     join nat_years ly on ly.idx = ay.idx + ${leftIn('dropout-year', `${last} - ay.idx + 1`)}
     where s.status = 'droppedOut' and s.id > ${studentBase}
     order by s.id`,
  );
}

/**
 * Each campus's programs (those its students study), and its board-exam sittings of the last five
 * fiscal years: a program's first-year cohort appeared, passed by the campus's pass rate for the
 * program (better year by year, women a little better).
 */
export async function seedSittings(
  tx: Tx,
  campusBase: number,
  years: readonly RunYear[],
): Promise<void> {
  const last = years.length - 1;
  await run(
    tx,
    `insert into college_programs (university_id, campus_id, program_id, approval_date, intake)
     select s.university_id, s.campus_id, s.program_id, min(s.admission_date) - 400, count(*)::int
     from students s where s.campus_id > ${campusBase}
     group by s.university_id, s.campus_id, s.program_id
     order by s.campus_id, s.program_id`,
  );
  const rate = (gender: string, bonus: number) =>
    `round(count(*) filter (where s.gender = '${gender}') * least(98, g.rate + ${bonus}) / 100.0)::int`;
  await run(
    tx,
    `with g as (
       select s.campus_id, s.program_id, s.admission_fiscal_year_id as year_id,
         30 + ${hashBelow(`s.campus_id || '-' || s.program_id`, 'pass', 45)} + 2 * y.idx as rate
       from students s join nat_years y on y.id = s.admission_fiscal_year_id
       where s.campus_id > ${campusBase} and y.idx >= ${Math.max(0, last - 4)}
       group by s.campus_id, s.program_id, s.admission_fiscal_year_id, y.idx
     ),
     counted as (
       select s.university_id, s.campus_id, s.program_id, s.level_id, g.year_id,
         count(*) filter (where s.gender = 'male')::int as appeared_male,
         count(*) filter (where s.gender = 'female')::int as appeared_female,
         count(*) filter (where s.gender = 'other')::int as appeared_other,
         ${rate('male', 0)} as passed_male, ${rate('female', 3)} as passed_female,
         ${rate('other', 0)} as passed_other
       from students s join g on g.campus_id = s.campus_id and g.program_id = s.program_id
         and g.year_id = s.admission_fiscal_year_id
       group by s.university_id, s.campus_id, s.program_id, s.level_id, g.year_id, g.rate
     )
     insert into board_exam_sittings (university_id, sitting_name, campus_id, fiscal_year_id,
       program_id, level_id, year_or_semester, exam_date, entry_kind, appeared_male,
       appeared_female, appeared_other, passed_male, passed_female, passed_other, appeared, passed,
       pass_rate)
     select c.university_id, p.program_name || ', Year/Semester 1, ' || y.label, c.campus_id,
       c.year_id, c.program_id, c.level_id, 1, y.start_date + 300, 'counts', c.appeared_male,
       c.appeared_female, c.appeared_other, c.passed_male, c.passed_female, c.passed_other,
       c.appeared_male + c.appeared_female + c.appeared_other,
       c.passed_male + c.passed_female + c.passed_other,
       round((c.passed_male + c.passed_female + c.passed_other) * 100.0
         / (c.appeared_male + c.appeared_female + c.appeared_other), 2)
     from counted c join programs p on p.id = c.program_id join nat_years y on y.id = c.year_id
     order by c.campus_id, c.program_id, y.idx`,
  );
}
