// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, tokensByName, withToken, type TestApp } from '../../test/helpers';
import { eq } from 'drizzle-orm';
import { EXAM_PATHS } from '@hemis/shared-contracts';
import { examClasses } from '../../db/schema';
import { pdfPageCount, pdfText } from '../../lib/pdf-testing';
import { DEMO_CAMPUS, enrol, freshBatch } from '../students/class-fixtures';
import { examWithClass } from './marks-fixtures';

/** An admit card prints a long class name whole, wrapped over lines, on its one page. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LONG_CLASS =
  'Bachelor of Science in Computer Science and Information Technology Semester 3 ' +
  '(2081 Batch, Morning Shift, Section Alpha, Evening Practicals)';

describe('the admit card PDF', () => {
  it('wraps a long class name instead of cutting it', async () => {
    const batchId = await freshBatch(t.db);
    const studentIds = await enrol(
      t.db,
      { campusId: DEMO_CAMPUS, programShortName: 'BSc CSIT', batchId, yearOrSemester: 3 },
      Array.from({ length: 10 }, (_, index) => ({ firstName: `Kamala${index}` })),
    );
    const exam = await examWithClass(t.db, {
      campusId: DEMO_CAMPUS,
      programCode: 'CSIT',
      batchId,
      yearOrSemester: 3,
      subjects: [{ name: 'Data Structures', theory: [60, 24] }],
      studentIds,
      names: studentIds.map((_, index) => `Kamala Adhikari Bhattarai Chhetri ${index + 1}`),
    });
    await t.db
      .update(examClasses)
      .set({ className: LONG_CLASS })
      .where(eq(examClasses.id, exam.examClassId));
    const { collegeadmin: token = '' } = await tokensByName(t.app, ['collegeadmin']);
    const get = async (url: string) => {
      const answer = await t.app.inject(withToken(token, { method: 'GET', url: `/api${url}` }));
      expect(answer.statusCode).toBe(200);
      return answer.rawPayload;
    };
    const pdf = await get(EXAM_PATHS.admitCard(exam.candidates[0] ?? 0));
    expect(pdfPageCount(pdf)).toBe(1);
    // Every word of the class is printed, over more than one line.
    const printed = pdfText(pdf).replace(/\s+/g, ' ');
    expect(printed).toContain('Evening Practicals)');
    expect(printed).not.toContain('\u2026');
    const classLines = pdfText(pdf)
      .split('\n')
      .filter((line) => LONG_CLASS.includes(line.trim()) && line.trim().length > 3);
    expect(classLines.length).toBeGreaterThan(1);
    // Ten such cards still fill one A4 page, the bottom row's wrapped lines included.
    const classCards = await get(EXAM_PATHS.classAdmitCards(exam.examClassId));
    expect(pdfPageCount(classCards)).toBe(1);
    expect(
      pdfText(classCards)
        .split('\n')
        .filter((line) => line === 'ADMIT CARD'),
    ).toHaveLength(10);
  });
});
