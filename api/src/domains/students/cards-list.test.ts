// The shared setup comes first: it loads the test helpers before the app.
import { t, people, runTag, call, get, pdfOf, addStudent, currentToken } from './cards.testing';
import { sql } from 'drizzle-orm';
import {
  CARD_MESSAGES,
  MAX_CARDS_PER_PDF,
  STUDENT_PATHS,
  nepalToday,
} from '@hemis/shared-contracts';
import { studentCards, students } from '../../db/schema';
import { pdfPageCount, pdfText } from '../../lib/pdf-testing';
import { expectNoServerError } from '../../test/fuzz';

describe('cards of a list', () => {
  it('prints the scoped, filtered, verified and active students, ten per A4 page', async () => {
    const response = await get('CollegeAdmin', `${STUDENT_PATHS.cards}?q=card`);
    expect(response.statusCode).toBe(200);
    const pdf = pdfOf(response);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Cardholder Maharjan');
    expect(text).toContain('Photocard Karki');
    // Not verified.
    expect(text).not.toContain('Pendingcard');
    expect(pdfPageCount(pdf)).toBe(1);
    // Everyone printed now holds a current card.
    expect(await currentToken(people.photo)).not.toBeNull();

    const campus = await get('CollegeAdmin', `${STUDENT_PATHS.cards}?q=Maharjan`);
    expect(pdfText(pdfOf(campus))).toContain('Cardholder Maharjan');

    // Another campus of the university: the university's admin prints it, the campus's not.
    const all = await get('UniAdmin', `${STUDENT_PATHS.cards}?q=Siblingcampus`);
    expect(pdfText(pdfOf(all))).toContain('Siblingcampus Rai');
    const outside = pdfText(
      pdfOf(await get('CollegeAdmin', `${STUDENT_PATHS.cards}?q=Siblingcampus`)),
    );
    expect(outside).not.toContain('Siblingcampus Rai');
    expect(outside).toContain('No verified, active students match the filters.');
  });

  it('puts eleven cards on two pages', async () => {
    for (let index = 0; index < 11; index += 1) {
      await addStudent(`Sheet${index}`, `Pagecount${runTag}`, 49, 1);
    }
    const response = await get('CollegeUser', `${STUDENT_PATHS.cards}?q=Pagecount${runTag}`);
    expect(response.statusCode).toBe(200);
    expect(pdfPageCount(pdfOf(response))).toBe(2);
  });

  it(`refuses more than ${MAX_CARDS_PER_PDF} cards at once`, async () => {
    const tag = `Toomany${runTag}`;
    await t.db.insert(students).values(
      Array.from({ length: MAX_CARDS_PER_PDF + 1 }, (_, index) => ({
        firstName: `Bulk${index}`,
        lastName: tag,
        gender: 'male' as const,
        status: 'active',
        verificationStatus: 'verified',
        source: 'import',
        campusId: 49,
        universityId: 1,
      })),
    );
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(studentCards);
    const response = await get('CollegeAdmin', `${STUDENT_PATHS.cards}?q=${tag}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CARD_MESSAGES.tooMany });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(studentCards);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers bad filters with 400 and the Student role with 403', async () => {
    expect(
      (await get('CollegeAdmin', `${STUDENT_PATHS.cards}?yearOrSemester=abc`)).statusCode,
    ).toBe(400);
    expect((await get('CollegeAdmin', `${STUDENT_PATHS.cards}?nope=1`)).statusCode).toBe(400);
    expect((await get('Student', STUDENT_PATHS.cards)).statusCode).toBe(403);
  });
});

describe('the list as PDF', () => {
  it('prints a titled, paged table of the filtered list', async () => {
    const response = await get('CollegeUser', `${STUDENT_PATHS.listPdf}?q=card`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = pdfOf(response);
    const text = pdfText(pdf);
    expect(text).toContain('Student List');
    expect(text).toContain('Cardholder Maharjan');
    expect(text).toContain('Pendingcard Lama');
    expect(text).toContain(`Printed on`);
    expect(text).toContain(`(${nepalToday()} AD)`);
    expect(text).toContain('Page 1 of 1');
    // A campus user's list names its campus in the heading, not in a column.
    expect(text).not.toContain('\nCampus\n');
  });

  it('runs over pages with the headers repeated', async () => {
    const response = await get('UgcAdmin', `${STUDENT_PATHS.listPdf}?q=Toomany`);
    expect(response.statusCode).toBe(200);
    const pdf = pdfOf(response);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(5);
    const text = pdfText(pdf);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.split('\n').filter((line) => line === 'Registration No.')).toHaveLength(pages);
    expect(text).toContain('All campuses');
  });

  it('is scoped and checks its filters', async () => {
    expect((await get('Student', STUDENT_PATHS.listPdf)).statusCode).toBe(403);
    const uni = pdfText(pdfOf(await get('UniAdmin', `${STUDENT_PATHS.listPdf}?q=Otheruni`)));
    expect(uni).not.toContain('Otheruni');
    expect(uni).toContain('No students match the filters.');
    const campus = pdfText(
      pdfOf(await get('CollegeUser', `${STUDENT_PATHS.listPdf}?q=Siblingcampus`)),
    );
    expect(campus).not.toContain('Siblingcampus');
    const nation = pdfText(pdfOf(await get('Admin', `${STUDENT_PATHS.listPdf}?q=Otheruni`)));
    expect(nation).toContain('Otheruni Tamang');
    expect((await get('CollegeUser', `${STUDENT_PATHS.listPdf}?batchId=x`)).statusCode).toBe(400);
  });
});

describe('bad input never gives a 500', () => {
  const urls = [
    '/Student/%00/Card',
    '/Student/1e3/Card',
    '/Student/1/Card?reissue=true&reissue=false',
    '/Student/Cards?campusId=99999999999',
    '/Student/Cards?verificationStatus=,,,',
    '/Student/Cards?sort=firstName;drop',
    '/Student/Cards?page=-1&pageSize=100000',
    '/Student/Cards?q=%25%5F%5C',
    '/Student/Cards?dateOfBirth=2025-02-30',
    '/Student/Export/Pdf?order=sideways',
    '/Student/Export/Pdf?campusId=abc',
    '/Student/Export/Pdf?q=' + 'x'.repeat(500),
    '/Verify/identity-card/%E0%A4%A',
    '/Verify/identity-card/' + 'y'.repeat(300),
    '/Verify/identity-card/',
  ];
  it('survives odd URLs and bodies', async () => {
    for (const url of urls) {
      for (const role of ['CollegeAdmin', 'UgcAdmin'] as const) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await call(role, {
            method,
            url: `/api${url}`,
            payload: method === 'POST' ? '{"a":' : undefined,
            headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
          });
          expectNoServerError(response, `${method} ${url}`);
        }
      }
    }
  });
});
