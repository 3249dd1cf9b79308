// First: the test helpers stand in for ESM-only modules before the app loads them.
import {
  fuzzedApp,
  garbageBodies,
  itSurvivesGarbage,
  jsonBody,
  type FuzzRoute,
} from '../../test/fuzz';
import { MARKS_PATHS, RESULT_PATHS, VERIFY_PATHS } from '@hemis/shared-contracts';
import { DEMO_CAMPUS, enrol, freshBatch } from '../students/class-fixtures';
import { examWithClass, type ExamFixture } from './marks-fixtures';

/** The marks and results routes never answer bad input with a 500. */

const app = fuzzedApp(['collegeadmin', 'collegeuser', 'uniadmin', 'student']);
let exam: ExamFixture;
beforeAll(async () => {
  const batch = await freshBatch(app.t.db);
  const ids = await enrol(
    app.t.db,
    { campusId: DEMO_CAMPUS, programShortName: 'BBS', batchId: batch, yearOrSemester: 1 },
    [{ firstName: 'Fuzz' }],
  );
  exam = await examWithClass(app.t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'BBS',
    batchId: batch,
    subjects: [{ name: 'Fuzzing', theory: [100, 35], practical: [0, 0] }],
    studentIds: ids,
  });
});

const routes = (): FuzzRoute[] => [
  { method: 'PUT', url: `/api${MARKS_PATHS.grid(exam.routines[0] ?? 0)}` },
  { method: 'PUT', url: `/api${MARKS_PATHS.grid(99_999)}` },
  { method: 'POST', url: `/api${MARKS_PATHS.import(exam.routines[0] ?? 0)}` },
  { method: 'POST', url: `/api${RESULT_PATHS.compute(exam.examId)}` },
  { method: 'POST', url: `/api${RESULT_PATHS.compute(99_999)}` },
  { method: 'POST', url: `/api${RESULT_PATHS.publish(99_999)}` },
];

const candidate = () => exam.candidates[0] ?? 0;
const bodies = garbageBodies({
  malformed: '{"rows": [',
  typed: [
    jsonBody('wrong types', { rows: [{ candidateId: 'a', theory: 'x', theoryAbsent: 3 }] }),
    jsonBody('odd numbers', {
      rows: [
        {
          candidateId: 2 ** 40,
          theory: 1e308,
          practical: -1,
          theoryAbsent: false,
          practicalAbsent: false,
        },
      ],
    }),
    jsonBody('a mark and absent at once', {
      rows: [
        {
          candidateId: 1,
          theory: 50.555,
          practical: 3,
          theoryAbsent: true,
          practicalAbsent: true,
        },
      ],
    }),
    jsonBody('too many rows', {
      rows: Array.from({ length: 5_001 }, () => ({
        candidateId: 1,
        theory: 1,
        practical: null,
        theoryAbsent: false,
        practicalAbsent: false,
      })),
    }),
    jsonBody('a long reason', { rows: [], reason: 'x'.repeat(600) }),
  ],
  hugeField: 'reason',
});

const urls = (): string[] => [
  `/api${MARKS_PATHS.grid(exam.routines[0] ?? 0)}`,
  `/api${MARKS_PATHS.template(exam.routines[0] ?? 0)}`,
  `/api${MARKS_PATHS.choices}?x=1`,
  '/api/ExamMarks/abc',
  '/api/ExamMarks/2147483648/Template',
  `/api${RESULT_PATHS.exams}`,
  `/api${RESULT_PATHS.sheet(exam.examClassId)}`,
  `/api${RESULT_PATHS.sheetExport(exam.examClassId)}`,
  '/api/ExamResult/Sheet/-1',
  `/api${RESULT_PATHS.marksheet(candidate())}`,
  '/api/ExamResult/Candidate/1e9/Pdf',
  `/api${RESULT_PATHS.own}`,
  `/api${VERIFY_PATHS.document('marksheet', 'A'.repeat(24))}`,
  `/api${VERIFY_PATHS.document('marksheet', '%00')}`,
];

describe('bad input never gives a 500', () => {
  itSurvivesGarbage(app, routes, bodies, urls);
});
