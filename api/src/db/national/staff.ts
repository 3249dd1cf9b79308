/**
 * The national data set's employees: teachers (post, qualification, joining type, faculty and
 * their campus's department of it) and non-teaching staff (post, staff category and section),
 * spread over the campuses as the students are.
 */
import {
  FEMALE_NON_TEACHING,
  FEMALE_TEACHERS,
  FIRST_NAMES,
  JOINING_TYPES,
  NON_TEACHING_POSTS,
  NON_TEACHING_QUALIFICATIONS,
  SECTIONS,
  SURNAMES,
  TEACHER_POSTS,
  TEACHER_QUALIFICATIONS,
  TEACHING_SHARE,
} from './plan';
import { hashBelow, pick, run, sqlArray, weightsOf, type Tx } from './choices';

const ALL_SURNAMES = Object.values(SURNAMES).flat();

export async function seedStaff(
  tx: Tx,
  options: { count: number; campusSlots: number },
): Promise<void> {
  const { count, campusSlots } = options;
  const [base] = await run<{ base: number }>(
    tx,
    'select coalesce(max(id), 0)::int as base from employees',
  );
  const employeeBase = base?.base ?? 0;
  await run(
    tx,
    `create temporary table nat_staff on commit drop as
     with e0 as (
       select n, cs.value as campus_id, c.university_id,
         ${hashBelow('n', 'teaching', 100)} < ${TEACHING_SHARE} as teaching
       from generate_series(1, ${count}) n
       join nat_slots cs on cs.kind = 'campus' and cs.grp = 0 and cs.slot = ${hashBelow('n', 'campus', campusSlots)}
       join campuses c on c.id = cs.value
     )
     select e0.*,
       case when ${hashBelow('n', 'gender', 100)} < case when teaching then ${FEMALE_TEACHERS}
         else ${FEMALE_NON_TEACHING} end then 'female' else 'male' end as gender,
       case when teaching then ${pick(weightsOf(TEACHER_POSTS), 'n', 'post')}
         else ${pick(weightsOf(NON_TEACHING_POSTS), 'n', 'post')} end as post,
       case when teaching then ${pick(weightsOf(TEACHER_QUALIFICATIONS), 'n', 'qualification')}
         else ${pick(weightsOf(NON_TEACHING_QUALIFICATIONS), 'n', 'qualification')} end as qualification,
       ${pick(weightsOf(JOINING_TYPES), 'n', 'joining')} as joining_type,
       case when teaching then p.faculty_id end as faculty_id,
       case when not teaching then ${sqlArray(SECTIONS)}[1 + ${hashBelow('n', 'section', SECTIONS.length)}]
         end as section_name,
       date '2000-01-01' + ${hashBelow('n', 'joined', 9000)} as joining_date
     from e0
     -- A teacher teaches in a faculty of the campus's university, as its students study.
     join nat_slots ps on ps.kind = 'program' and ps.grp = e0.university_id
       and ps.slot = ${hashBelow('n', 'program', 1000)}
     join programs p on p.id = ps.value`,
  );
  await run(
    tx,
    `insert into departments (university_id, campus_id, faculty_id, department_name, code)
     select distinct st.university_id, st.campus_id, st.faculty_id, 'Department of ' || f.faculty_name,
       f.short_name
     from nat_staff st join faculties f on f.id = st.faculty_id
     order by st.campus_id, st.faculty_id`,
  );
  await run(
    tx,
    `insert into sections (university_id, campus_id, section_name, code)
     select distinct university_id, campus_id, section_name, upper(left(section_name, 3))
     from nat_staff where section_name is not null
     order by campus_id, section_name`,
  );
  await run(tx, 'analyze nat_staff, departments, sections, employee_positions');
  await run(
    tx,
    `insert into employees (id, university_id, campus_id, first_name, last_name, employee_type,
       employee_code, gender, date_of_birth, citizenship_no, workplace, staff_category, position_id,
       joining_type, joining_date, faculty_id, department_id, section_id, qualification)
     select ${employeeBase} + st.n, st.university_id, st.campus_id,
       case st.gender when 'female' then ${sqlArray(FIRST_NAMES.female)}[1 + ${hashBelow('st.n', 'first', FIRST_NAMES.female.length)}]
         else ${sqlArray(FIRST_NAMES.male)}[1 + ${hashBelow('st.n', 'first', FIRST_NAMES.male.length)}] end,
       ${sqlArray(ALL_SURNAMES)}[1 + ${hashBelow('st.n', 'surname', ALL_SURNAMES.length)}],
       case when st.teaching then 'teaching' else 'nonTeaching' end, 'E' || lpad(st.n::text, 6, '0'),
       st.gender, st.joining_date - (9000 + ${hashBelow('st.n', 'born', 5500)}),
       'EC-' || lpad(st.n::text, 8, '0'), 'campus',
       case when not st.teaching then ep.category end, ep.id, st.joining_type, st.joining_date,
       st.faculty_id, dp.id, sc.id, st.qualification
     from nat_staff st
     join employee_positions ep on ep.position_name = st.post and ep.deleted_at is null
     left join departments dp on dp.campus_id = st.campus_id and dp.faculty_id = st.faculty_id
       and dp.deleted_at is null
     left join sections sc on sc.campus_id = st.campus_id and sc.section_name = st.section_name
       and sc.deleted_at is null
     order by st.n`,
  );
  await run(
    tx,
    `select setval(pg_get_serial_sequence('employees', 'id'), (select max(id) from employees))`,
  );
}
