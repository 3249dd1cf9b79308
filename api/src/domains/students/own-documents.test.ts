// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { json, type TestApp } from '../../test/helpers';
import { signedInApp } from '../../test/signed-in';
import { and, eq, ne } from 'drizzle-orm';
import {
  ESEWA_PATHS,
  MARKS_PATHS,
  RECEIPT_PATHS,
  RESULT_MESSAGES,
  RESULT_PATHS,
  type Receipt,
  type StudentLedger,
} from '@hemis/shared-contracts';
import { feeTypes, students, users } from '../../db/schema';
import { pdfText } from '../../lib/pdf-testing';
import { examWithClass, type ExamFixture } from '../exams/marks-fixtures';
import { DEMO_CAMPUS, freshBatch } from './class-fixtures';

/**
 * What a student downloads from their home (My Record): their own marksheets once the results
 * are published and their own receipts, printed by the same generators as the campus's; never
 * another student's (404), and never through the campus's routes (403).
 */

const signedIn = signedInApp(['student', 'collegeadmin', 'collegeuser']);
let t: TestApp;
let sita = 0;
let other = 0;
let exam: ExamFixture;

const call = signedIn.api;

beforeAll(async () => {
  t = signedIn.t;
  const [account] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student@hemis.test'));
  const [record] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, account?.id ?? 0));
  sita = record?.id ?? 0;
  const [someoneElse] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.campusId, DEMO_CAMPUS), ne(students.id, sita)))
    .limit(1);
  other = someoneElse?.id ?? 0;
  exam = await examWithClass(t.db, {
    campusId: DEMO_CAMPUS,
    programCode: 'CSIT',
    batchId: await freshBatch(t.db),
    subjects: [{ name: 'C Programming', creditHours: 3, theory: [100, 40] }],
    studentIds: [sita, other],
    names: ['Sita', 'Other'],
  });
});

describe("a student's own marksheet", () => {
  it('says what computing did, and is theirs to download only once published', async () => {
    const [mine, theirs] = exam.candidates as [number, number];
    const saved = await call('collegeadmin', 'PUT', MARKS_PATHS.grid(exam.routines[0] ?? 0), {
      rows: [
        {
          candidateId: mine,
          theory: 72,
          practical: null,
          theoryAbsent: false,
          practicalAbsent: false,
        },
        {
          candidateId: theirs,
          theory: 20,
          practical: null,
          theoryAbsent: false,
          practicalAbsent: false,
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const computed = await call('collegeadmin', 'POST', RESULT_PATHS.compute(exam.examId));
    expect(computed.statusCode).toBe(200);
    expect(json(computed)).toMatchObject({ computed: 2, passed: 1, failed: 1, absent: 0 });
    expect(RESULT_MESSAGES.computed({ computed: 48, passed: 40, failed: 8, absent: 0 })).toBe(
      'Results computed for 48 students: 40 passed, 8 failed',
    );

    // Not yet published: nothing to download.
    expect((await call('student', 'GET', RESULT_PATHS.ownMarksheet(mine))).statusCode).toBe(404);
    expect((await call('collegeadmin', 'POST', RESULT_PATHS.publish(exam.examId))).statusCode).toBe(
      200,
    );

    const own = await call('student', 'GET', RESULT_PATHS.ownMarksheet(mine));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    expect(pdfText(own.rawPayload)).toContain('Student: Sita');
    // Another candidate's marksheet, and the campus's route, are not theirs.
    expect((await call('student', 'GET', RESULT_PATHS.ownMarksheet(theirs))).statusCode).toBe(404);
    expect((await call('student', 'GET', RESULT_PATHS.marksheet(mine))).statusCode).toBe(403);
    // Staff do not use the student's route.
    expect((await call('collegeadmin', 'GET', RESULT_PATHS.ownMarksheet(mine))).statusCode).toBe(
      403,
    );
    // The result row the home lists carries the candidate the link downloads.
    const results = await call('student', 'GET', RESULT_PATHS.own);
    expect(json(results)).toEqual(
      expect.arrayContaining([expect.objectContaining({ candidateId: mine })]),
    );
  });
});

describe("a student's own receipts", () => {
  it('lists them on the fees of My Record and downloads each, never another student\u2019s', async () => {
    const [tuition] = await t.db
      .select({ id: feeTypes.id })
      .from(feeTypes)
      .where(eq(feeTypes.feeTypeName, 'Tuition Fee'));
    const issue = async (studentId: number) => {
      const answer = await call('collegeuser', 'POST', RECEIPT_PATHS.receipts, {
        studentId,
        lines: [{ feeTypeId: tuition?.id ?? 0, yearOrSemester: 1, amountPaisa: 100_000 }],
        paymentMode: 'cash',
      });
      expect(answer.statusCode).toBe(201);
      return answer.json<Receipt>();
    };
    const mine = await issue(sita);
    const theirs = await issue(other);

    const fees = await call('student', 'GET', ESEWA_PATHS.myFees);
    expect(fees.statusCode).toBe(200);
    expect(fees.json<StudentLedger>().receipts.map((receipt) => receipt.id)).toContain(mine.id);

    const pdf = await call('student', 'GET', RECEIPT_PATHS.ownPdf(mine.id));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await call('student', 'GET', RECEIPT_PATHS.ownPdf(theirs.id))).statusCode).toBe(404);
    expect((await call('student', 'GET', RECEIPT_PATHS.ownPdf(999_999))).statusCode).toBe(404);
    expect((await call('student', 'GET', RECEIPT_PATHS.pdf(mine.id))).statusCode).toBe(403);
    expect((await call('collegeuser', 'GET', RECEIPT_PATHS.ownPdf(mine.id))).statusCode).toBe(403);
  });
});
