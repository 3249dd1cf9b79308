// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { createTestApp, type TestApp } from '../../test/helpers';
import { pdfLinks, pdfPageCount, pdfPageLines } from '../../lib/pdf-testing';
import { DEMO_CAMPUS } from '../students/class-fixtures';
import { marksheetPdf, type Marksheet } from './marksheet-pdf';
import type { StoredResult } from './results-compute';

/**
 * The printed marksheet: one A4 page for up to twelve subjects, its totals, result, signature
 * line and verification QR code on the same page as the subjects; a longer one repeats the header
 * on every page, numbers the pages "Page n of N" and keeps the closing block on the last page.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sheetOf(count: number): Marksheet {
  const subjects = Array.from({ length: count }, (_, index) => ({
    subjectId: index + 1,
    subjectName: `Subject ${index + 1}`,
    theoryFullMarks: 75,
    practicalFullMarks: 25,
    passMarks: 40,
    creditHours: 3,
  }));
  const result: StoredResult = {
    id: 1,
    candidateId: 1,
    examId: 1,
    examClassId: 1,
    status: 'passed',
    obtained: 60 * count,
    fullMarks: 100 * count,
    percentage: 60,
    sgpa: 3,
    division: null,
    creditHours: 3 * count,
    gradePoints: 9 * count,
    rank: 2,
    subjects: subjects.map((subject) => ({
      subjectId: subject.subjectId,
      theory: 45,
      practical: 15,
      obtained: 60,
      status: 'passed' as const,
      grade: 'B',
      gradePoint: 3,
    })),
    computedAt: new Date(),
  };
  return {
    campusId: DEMO_CAMPUS,
    campusName: 'Demo Campus',
    examName: 'First Terminal',
    className: 'BSc CSIT Semester 1 (2082)',
    studentName: 'Sita Sharma',
    symbolNo: 'S-00001',
    registrationNo: 'REG-1',
    kind: 'gpa',
    result,
    cgpa: null,
    subjects,
    publishedAt: '2026-01-01T00:00:00.000Z',
    verifyToken: 'A'.repeat(24),
  };
}

const closingLines = ['Result: ', 'Exam coordinator', 'Scan to verify'];

describe('the marksheet PDF', () => {
  it.each([1, 12])('prints %i subject(s) on one A4 page with its closing block', async (count) => {
    const pdf = await marksheetPdf(t.app, sheetOf(count));
    expect(pdfPageCount(pdf)).toBe(1);
    const [page] = pdfPageLines(pdf);
    expect(page).toContain('Page 1 of 1');
    expect(page).toContain(`Subject ${count}`);
    for (const line of closingLines) expect(page).toContain(line);
    expect(pdfLinks(pdf).some((link) => link.includes('A'.repeat(24)))).toBe(true);
  });

  it('runs a long marksheet over pages with the header on each, numbered, closing on the last', async () => {
    const pdf = await marksheetPdf(t.app, sheetOf(40));
    const pages = pdfPageLines(pdf);
    const count = pdfPageCount(pdf);
    expect(count).toBeGreaterThan(1);
    expect(pages).toHaveLength(count);
    pages.forEach((page, index) => {
      expect(page).toContain('MARKSHEET');
      expect(page).toContain('Student: Sita Sharma');
      expect(page).toContain(`Page ${index + 1} of ${count}`);
    });
    const last = pages[count - 1] ?? [];
    for (const line of closingLines) expect(last).toContain(line);
    for (const page of pages.slice(0, -1)) {
      for (const line of closingLines) expect(page).not.toContain(line);
    }
    const printed = pages.flat();
    for (let subject = 1; subject <= 40; subject += 1) {
      expect(printed).toContain(`Subject ${subject}`);
    }
  });
});
