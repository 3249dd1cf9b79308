/**
 * The national demo's staff and board-exam results (seed-nation.ts made the campuses): each
 * campus's teachers (post, qualification, faculty, department, joining type) and non-teaching
 * staff (post, section), and a board-exam sitting of the final year or semester of each program
 * it runs in each of the five fiscal years, counted by gender.
 */
import { withTotals } from '../domains/passrate/sittings';
import { recordsetInsert } from '../lib/recordset-insert';
import type { Database } from './client';
import { boardExamSittings, employeePositions, employees } from './schema';
import type { NationCampus, NationYear } from './seed-nation-types';
import type { PlannedCampus } from './seed-nation-plan';
import type { EMPLOYEE_POSITIONS } from './seed-setup';
import {
  FEMALE_NAMES,
  MALE_NAMES,
  addDays,
  between,
  homeOf,
  pick,
  pickWeighted,
  surnamesOf,
  type Random,
} from './seed-nation-random';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PostName = (typeof EMPLOYEE_POSITIONS)[number]['positionName'];
type Qualification = 'bachelor' | 'master' | 'mphil' | 'phd' | 'intermediate';
type JoiningType = 'permanent' | 'temporary' | 'contract' | 'partTime';

/** Teachers' posts, and the qualifications each post's holders have. */
const TEACHING_POSTS: readonly (readonly [
  PostName,
  number,
  readonly (readonly [Qualification, number])[],
])[] = [
  ['Professor', 5, [['phd', 1]]],
  [
    'Associate Professor',
    12,
    [
      ['phd', 6],
      ['mphil', 3],
      ['master', 1],
    ],
  ],
  [
    'Assistant Professor',
    22,
    [
      ['phd', 2],
      ['mphil', 3],
      ['master', 5],
    ],
  ],
  [
    'Lecturer',
    38,
    [
      ['phd', 0.5],
      ['mphil', 1.5],
      ['master', 8],
    ],
  ],
  [
    'Teaching Assistant',
    13,
    [
      ['master', 6],
      ['bachelor', 4],
    ],
  ],
  [
    'Instructor',
    10,
    [
      ['master', 4],
      ['bachelor', 6],
    ],
  ],
];
/** Non-teaching posts: how many of them, and the section each works in. */
const NON_TEACHING_POSTS: readonly (readonly [
  PostName,
  number,
  'administration' | 'account' | 'examination',
])[] = [
  ['Administrative Officer', 2, 'administration'],
  ['Section Officer', 2, 'administration'],
  ['Accountant', 3, 'account'],
  ['Librarian', 2, 'administration'],
  ['Lab Assistant', 2, 'examination'],
  ['Computer Operator', 3, 'examination'],
  ['Office Assistant', 4, 'administration'],
];
/** Joining types by campus type. */
const JOINING: Record<PlannedCampus['type'], readonly (readonly [JoiningType, number])[]> = {
  constituent: [
    ['permanent', 60],
    ['temporary', 15],
    ['contract', 15],
    ['partTime', 10],
  ],
  community: [
    ['permanent', 30],
    ['temporary', 20],
    ['contract', 30],
    ['partTime', 20],
  ],
  private: [
    ['permanent', 15],
    ['temporary', 5],
    ['contract', 40],
    ['partTime', 40],
  ],
};

async function seedStaff(tx: Tx, random: Random, nation: readonly NationCampus[]): Promise<void> {
  const posts = await tx
    .select({
      id: employeePositions.id,
      name: employeePositions.positionName,
      category: employeePositions.category,
    })
    .from(employeePositions);
  const postOf = (name: PostName) => {
    const found = posts.find((post) => post.name === name);
    if (!found) throw new Error(`national demo: post ${name} is missing`);
    return found;
  };
  const rows: (typeof employees.$inferInsert)[] = [];
  for (const campus of nation) {
    const teachers = Math.round(campus.plan.staff * 0.65);
    for (let index = 0; index < campus.plan.staff; index += 1) {
      const teaching = index < teachers;
      const female = random() < (teaching ? 0.27 : 0.38);
      const born = `${between(random, 1966, 1998)}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
      const joined = Math.min(
        2025,
        Math.max(campus.plan.establishedYear, Number(born.slice(0, 4)) + 24) +
          between(random, 0, 8),
      );
      const home = homeOf(random, campus.provinceId, campus.districtId);
      const program = pick(random, campus.programs);
      const group = pick(random, ['Brahmin (Hill)', 'Chhetri', 'Newar', 'Magar', 'Tharu', 'Yadav']);
      const common = {
        campusId: campus.id,
        universityId: campus.universityId,
        workplace: 'campus',
        employeeCode: `E-${campus.id}-${String(index + 1).padStart(3, '0')}`,
        firstName: pick(random, female ? FEMALE_NAMES : MALE_NAMES),
        lastName: pick(random, surnamesOf(group)),
        gender: female ? 'female' : 'male',
        dateOfBirth: born,
        citizenshipNo: `${String(home.districtId).padStart(2, '0')}-02-${born.slice(2, 4)}-${campus.id}${String(index + 1).padStart(3, '0')}`,
        permanentProvinceId: home.provinceId,
        permanentDistrictId: home.districtId,
        permanentLocalLevel: home.localLevel,
        joiningType: pickWeighted(random, JOINING[campus.plan.type]),
        joiningDate: addDays(`${joined}-07-17`, between(random, 0, 60)),
      };
      if (teaching) {
        const [post, , qualifications] = pickWeighted(
          random,
          TEACHING_POSTS.map((entry) => [entry, entry[1]] as const),
        );
        rows.push({
          ...common,
          employeeType: 'teaching',
          staffCategory: null,
          positionId: postOf(post).id,
          qualification: pickWeighted(random, qualifications),
          facultyId: program.facultyId,
          departmentId: campus.departmentOf.get(program.facultyId) ?? null,
        });
      } else {
        // Every campus has its chief's office: the first non-teaching post is administrative.
        const [post, , section] =
          index === teachers
            ? (NON_TEACHING_POSTS[0] ?? ['Administrative Officer', 1, 'administration'])
            : pickWeighted(
                random,
                NON_TEACHING_POSTS.map((entry) => [entry, entry[1]] as const),
              );
        const stored = postOf(post);
        rows.push({
          ...common,
          employeeType: 'nonTeaching',
          staffCategory: stored.category === 'teaching' ? 'other' : stored.category,
          positionId: stored.id,
          qualification: pickWeighted(random, [
            ['intermediate', 3],
            ['bachelor', 5],
            ['master', 2],
          ]),
          sectionId: campus.sectionIds[section],
        });
      }
    }
  }
  await tx.execute(recordsetInsert(employees, rows));
}

async function seedSittings(
  tx: Tx,
  random: Random,
  nation: readonly NationCampus[],
  years: readonly NationYear[],
): Promise<void> {
  const rows: (typeof boardExamSittings.$inferInsert)[] = [];
  for (const campus of nation) {
    // Private campuses pass more of their students, community campuses fewer.
    const baseRate = { constituent: 0.55, community: 0.48, private: 0.68 }[campus.plan.type];
    const perProgram = Math.max(4, Math.round(campus.plan.students / campus.programs.length / 5));
    for (const program of campus.programs) {
      const period = program.type === 'semester' ? program.duration * 2 : program.duration;
      const femaleShare = program.faculty === 'Engineering' ? 0.25 : 0.55;
      for (const year of years) {
        const appeared = Math.max(2, Math.round(perProgram * (0.7 + random() * 0.6)));
        const appearedFemale = Math.round(appeared * femaleShare);
        const appearedMale = appeared - appearedFemale;
        const rate = Math.min(0.95, baseRate + (random() - 0.5) * 0.3);
        rows.push({
          campusId: campus.id,
          universityId: campus.universityId,
          fiscalYearId: year.id,
          programId: program.id,
          levelId: program.levelId,
          yearOrSemester: period,
          sittingName: `${program.name}, Year/Semester ${period}, ${year.label}`,
          entryKind: 'counts',
          remarks: 'Board exam results published by the university',
          ...withTotals({
            appearedMale,
            appearedFemale,
            appearedOther: 0,
            passedMale: Math.round(appearedMale * rate),
            passedFemale: Math.round(appearedFemale * Math.min(1, rate + 0.05)),
            passedOther: 0,
          }),
        });
      }
    }
  }
  await tx.execute(recordsetInsert(boardExamSittings, rows));
}

export async function seedNationStaff(
  tx: Tx,
  random: Random,
  nation: readonly NationCampus[],
  years: readonly NationYear[],
): Promise<void> {
  await seedStaff(tx, random, nation);
  await seedSittings(tx, random, nation, years);
}
