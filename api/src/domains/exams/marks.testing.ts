// Shared setup of the marks tests: the signed-in roles and two exams with their classes.
// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { withToken, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { eq } from 'drizzle-orm';
import { type MarksRowInput } from '@hemis/shared-contracts';
import { students, users } from '../../db/schema';
import { DEMO_CAMPUS, enrol, freshBatch } from '../students/class-fixtures';
import { examWithClass, type ExamFixture } from './marks-fixtures';

/**
 * Marks entry and results end to end through the API, against hand-worked figures:
 * - BBS (annual, Tribhuvan University's divisions: Distinction 80, First 60, Second 45,
 *   Third 35, pass 35%): a distinction, a first division, a failed paper, a wholly absent
 *   candidate, a part missed;
 * - BSc CSIT (semester, TU grades A 4.0 from 90, A- 3.7, B+ 3.3 from 70, B 3.0 from 60,
 *   B- 2.7 from 50, F): SGPA 3.225 rounded half up to 3.23, a failed paper at F, an absence at F.
 * Then publishing locks the grid, an amendment needs a reason, is audited and recomputes, the
 * marksheet prints and verifies, the student sees their result, and each role gets its answer.
 */

export let t: TestApp;
export const ROLES = ['collegeadmin', 'collegeuser', 'uniadmin', 'ugcadmin', 'student'] as const;
export const signedIn = signedInApp(ROLES);
export type Who = (typeof ROLES)[number] | { token: string };

export const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject(
    withToken(typeof who === 'string' ? signedIn.token(who) : who.token, {
      method,
      url: `/api${url}`,
      payload,
    }),
  );

export const row = (
  candidateId: number,
  theory: number | null,
  practical: number | null = null,
  absent: { theory?: boolean; practical?: boolean } = {},
): MarksRowInput => ({
  candidateId,
  theory,
  practical,
  theoryAbsent: absent.theory ?? false,
  practicalAbsent: absent.practical ?? false,
});

export let bbs: ExamFixture;
export let csit: ExamFixture;
export let sitaStudentId: number;

beforeAll(async () => {
  t = signedIn.t;
  const batch = await freshBatch(t.db);
  const annual = await enrol(
    t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId: batch, yearOrSemester: 1 },
    ['Asha', 'Bikash', 'Chandra', 'Dipa', 'Esha'].map((firstName) => ({ firstName })),
  );
  bbs = await examWithClass(t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'BBS',
    batchId: batch,
    subjects: [
      { name: 'Business English', theory: [100, 35] },
      { name: 'Accountancy', theory: [75, 30], practical: [25, 10] },
    ],
    studentIds: annual,
    names: ['Asha', 'Bikash', 'Chandra', 'Dipa', 'Esha'],
  });
  // The demo student account's record sits the semester exam (its own results read).
  const [account] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student@hemis.test'));
  const [sita] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, account?.id ?? 0));
  sitaStudentId = sita?.id ?? 0;
  const semester = await enrol(
    t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId: batch, yearOrSemester: 1 },
    ['Qamar', 'Rita'].map((firstName) => ({ firstName })),
  );
  csit = await examWithClass(t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'CSIT',
    batchId: batch,
    subjects: [
      { name: 'C Programming', creditHours: 3, theory: [100, 40] },
      { name: 'Digital Logic', creditHours: 1, theory: [60, 24], practical: [40, 16] },
    ],
    studentIds: [sitaStudentId, ...semester],
    names: ['Sita', 'Qamar', 'Rita'],
  });
});

/**
 * The hand-worked marks the results are computed from, grid by grid: the marks-entry tests
 * enter them through each route, the results tests start from them.
 */
export const handWorkedMarks = () => {
  const [a, b, c, d, e] = bbs.candidates as [number, number, number, number, number];
  const [sita, q, r] = csit.candidates as [number, number, number];
  return {
    english: {
      routine: bbs.routines[0] ?? 0,
      rows: [
        row(a, 80),
        row(b, 70),
        row(c, 30),
        row(d, null, null, { theory: true }),
        row(e, 66.5),
      ],
    },
    accountancy: {
      routine: bbs.routines[1] ?? 0,
      rows: [
        row(a, 60, 20),
        row(b, 45, 15),
        row(c, 60, 20),
        row(d, null, null, { theory: true, practical: true }),
        row(e, 58.5, null, { practical: true }),
      ],
    },
    // C Programming: B+ (75), A (95), absent.
    programming: {
      routine: csit.routines[0] ?? 0,
      rows: [row(sita, 75), row(q, 95), row(r, null, null, { theory: true })],
    },
    logic: {
      routine: csit.routines[1] ?? 0,
      rows: [row(sita, 40, 25), row(q, 20, 35), row(r, 50, 30)],
    },
  };
};
