// The helpers come first: they stand in for ESM-only modules before the app loads them.
import { type TestApp } from '../../test/helpers';
import { signedInRoles } from '../../test/signed-in';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  CARD_MESSAGES,
  MAX_CARDS_PER_PDF,
  STUDENT_PATHS,
  VERIFY_MESSAGES,
  VERIFY_PATHS,
  documentVerificationSchema,
  formatBsAd,
  nepalToday,
  type KnownRole,
} from '@hemis/shared-contracts';
import { auditLog, campuses, programs, studentCards, students } from '../../db/schema';
import { privateDir } from '../../lib/files';
import { pdfLinks, pdfPageCount, pdfText } from '../../lib/pdf-testing';
import { expectNoServerError } from '../../test/fuzz';
import { PNG, ROLE_ACCOUNTS, can } from '../employees/test-fixtures';
import { validUntilFrom } from './card-store';

/**
 * Identity cards: the card and sheet PDFs, issuing and reissuing, the public verification of a
 * card's token, the printable list, scope per role, and bad input.
 */

const signedIn = signedInRoles();
let t: TestApp;
/** Students made for these tests: at campus 49, at another campus of university 1, elsewhere. */
const people = { own: 0, sibling: 0, elsewhere: 0, pending: 0, photo: 0 };
let siblingCampus = 0;
let programName = '';
let runTag = 0;

const { call } = signedIn;
const get = (role: KnownRole, url: string) => call(role, { method: 'GET', url: `/api${url}` });
const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api${VERIFY_PATHS.document('identity-card', token)}` });
/** What the card says: a fact of its verification by label. */
const factOf = (body: unknown, label: string) =>
  documentVerificationSchema.parse(body).facts.find((fact) => fact.label === label)?.value;
const pdfOf = (response: LightMyRequestResponse) => response.rawPayload;

async function addStudent(
  firstName: string,
  lastName: string,
  campusId: number,
  universityId: number | null,
  extra: Partial<typeof students.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(students)
    .values({
      firstName,
      lastName,
      gender: 'female',
      status: 'active',
      verificationStatus: 'verified',
      source: 'campus',
      campusId,
      universityId,
      ...extra,
    })
    .returning({ id: students.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function currentToken(studentId: number): Promise<string | null> {
  const [card] = await t.db
    .select({ token: studentCards.token })
    .from(studentCards)
    .where(and(eq(studentCards.studentId, studentId), isNull(studentCards.revokedAt)));
  return card?.token ?? null;
}

beforeAll(async () => {
  t = signedIn.t;
  const campusRows = await t.db
    .select({ id: campuses.id, universityId: campuses.universityId })
    .from(campuses);
  siblingCampus = campusRows.find((row) => row.universityId === 1 && row.id !== 49)?.id ?? 0;
  const elsewhere = campusRows.find((row) => row.universityId !== null && row.universityId !== 1);
  if (!siblingCampus || !elsewhere) throw new Error('the demo campuses are missing');
  const [program] = await t.db
    .select({ id: programs.id, name: programs.programName })
    .from(programs)
    .limit(1);
  programName = program?.name ?? '';
  runTag = Date.now() % 100000;
  const photoName = `student-photo-cardtest-${runTag}.png`;
  // Where uploads keep a student's photo: the private folder (lib/files).
  fs.mkdirSync(privateDir(t.app.hemis.uploadsDir), { recursive: true });
  fs.writeFileSync(path.join(privateDir(t.app.hemis.uploadsDir), photoName), PNG);
  people.own = await addStudent('Cardholder', 'Maharjan', 49, 1, {
    programId: program?.id ?? null,
    registrationNo: `REG-${runTag}`,
    nameNepali: 'कार्डधारी महर्जन',
    campusRollNo: '17',
    dateOfBirth: '2003-04-14',
    dateOfBirthBs: '2060-01-01',
    yearOrSemester: 2,
  });
  people.sibling = await addStudent('Siblingcampus', 'Rai', siblingCampus, 1);
  people.elsewhere = await addStudent('Otheruni', 'Tamang', elsewhere.id, elsewhere.universityId);
  people.pending = await addStudent('Pendingcard', 'Lama', 49, 1, {
    verificationStatus: 'pending',
  });
  people.photo = await addStudent('Photocard', 'Karki', 49, 1);
  // The upload columns come from the contract's uploads (untyped in the table's insert type).
  await t.db.execute(sql`update students set photo = ${photoName} where id = ${people.photo}`);
});

describe('one card', () => {
  it('prints a CR80 card with the student details and a link to the public verification', async () => {
    const response = await get('CollegeUser', STUDENT_PATHS.card(people.own));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = pdfOf(response);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    // CR80 in points (85.6 x 53.98 mm).
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 242\.6\d* 153\.0\d*\]/);
    const text = pdfText(pdf);
    expect(text).toContain('Cardholder Maharjan');
    expect(text).toContain(`REG-${runTag} / 17`);
    expect(text).toContain('2060-01-01');
    expect(text).toContain(programName);
    // The Nepali name is set in an embedded Devanagari font.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    const token = await currentToken(people.own);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(text).toContain(`Valid until ${formatBsAd(validUntilFrom(nepalToday()))}`);
    expect(pdfLinks(pdf)).toEqual([`http://hemis.example/verify/identity-card/${token}`]);

    const checked = await verify(token ?? '');
    expect(checked.statusCode).toBe(200);
    const body = documentVerificationSchema.parse(checked.json());
    expect(body).toMatchObject({
      kind: 'identity-card',
      documentTitle: 'Identity Card',
      valid: true,
      verdict: CARD_MESSAGES.valid,
    });
    expect(factOf(body, 'Student')).toBe('Cardholder Maharjan');
    expect(factOf(body, 'Registration No.')).toBe(`REG-${runTag}`);
    expect(factOf(body, 'Program')).toBe(programName);
    expect(factOf(body, 'Issued on')).toBe(formatBsAd(nepalToday()));
    expect(factOf(body, 'Valid until')).toBe(formatBsAd(validUntilFrom(nepalToday())));
    expect(factOf(body, 'Campus')).toBeTruthy();
  });

  it('keeps a valid card, and a reissue replaces it: the old token then says revoked', async () => {
    await get('CollegeAdmin', STUDENT_PATHS.card(people.own));
    const first = await currentToken(people.own);
    await get('CollegeAdmin', STUDENT_PATHS.card(people.own));
    expect(await currentToken(people.own)).toBe(first);

    const reissued = await get('CollegeAdmin', `${STUDENT_PATHS.card(people.own)}?reissue=true`);
    expect(reissued.statusCode).toBe(200);
    const second = await currentToken(people.own);
    expect(second).not.toBe(first);
    expect(pdfLinks(pdfOf(reissued))).toEqual([
      `http://hemis.example/verify/identity-card/${second}`,
    ]);
    const old = (await verify(first ?? '')).json();
    expect(old).toMatchObject({ valid: false, verdict: CARD_MESSAGES.revoked });
    expect(factOf(old, 'Student')).toBe('Cardholder Maharjan');
    expect((await verify(second ?? '')).json()).toMatchObject({
      valid: true,
      verdict: CARD_MESSAGES.valid,
    });
    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Student'), eq(auditLog.entityId, String(people.own))));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['issueCard', 'reissueCard']),
    );
  });

  it('refuses a student who is not verified, and issues nothing', async () => {
    const response = await get('CollegeAdmin', STUDENT_PATHS.card(people.pending));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CARD_MESSAGES.notVerified });
    expect(await currentToken(people.pending)).toBeNull();
  });

  it('embeds the uploaded photo', async () => {
    const response = await get('CollegeAdmin', STUDENT_PATHS.card(people.photo));
    expect(response.statusCode).toBe(200);
    expect(pdfOf(response).toString('latin1')).toContain('/Subtype /Image');
    // No Nepali name on this record: no Devanagari font either.
    expect(pdfOf(response).toString('latin1')).not.toContain('NotoSansDevanagari');
    const without = await get('CollegeAdmin', STUDENT_PATHS.card(people.own));
    expect(pdfOf(without).toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfText(pdfOf(without))).toContain('PHOTO');
  });

  it('follows the permission table and each role reach', async () => {
    // Campus roles reach campus 49; UniAdmin university 1's campuses; nation roles every campus.
    const reach: Record<keyof typeof people, (role: KnownRole) => boolean> = {
      own: () => true,
      sibling: (role) => role !== 'CollegeAdmin' && role !== 'CollegeUser',
      elsewhere: (role) => ['SuperAdmin', 'Admin', 'UgcAdmin'].includes(role),
      pending: () => true,
      photo: () => true,
    };
    for (const [role] of ROLE_ACCOUNTS) {
      for (const who of ['own', 'sibling', 'elsewhere'] as const) {
        const response = await get(role, STUDENT_PATHS.card(people[who]));
        const expected = !can(role, 'student:export') ? 403 : reach[who](role) ? 200 : 404;
        expect([role, who, response.statusCode]).toEqual([role, who, expected]);
      }
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api${STUDENT_PATHS.card(people.own)}` }))
        .statusCode,
    ).toBe(401);
    for (const [role] of ROLE_ACCOUNTS) {
      for (const path of [STUDENT_PATHS.cards, STUDENT_PATHS.listPdf]) {
        const response = await get(role, `${path}?q=Otheruni`);
        const expected = can(role, 'student:export') ? 200 : 403;
        expect([role, path, response.statusCode]).toEqual([role, path, expected]);
        if (expected === 200) {
          const shown = pdfText(pdfOf(response)).includes('Otheruni Tamang');
          expect([role, path, shown]).toEqual([role, path, reach.elsewhere(role)]);
        }
      }
    }
  });

  it('answers bad ids and queries with 400', async () => {
    for (const url of ['/Student/abc/Card', '/Student/-1/Card', '/Student/2147483648/Card']) {
      expect((await get('CollegeAdmin', url)).statusCode).toBe(400);
    }
    expect(
      (await get('CollegeAdmin', `${STUDENT_PATHS.card(people.own)}?reissue=yes`)).statusCode,
    ).toBe(400);
    expect(
      (await get('CollegeAdmin', `${STUDENT_PATHS.card(people.own)}?other=1`)).statusCode,
    ).toBe(400);
    expect((await get('CollegeAdmin', STUDENT_PATHS.card(99999999))).statusCode).toBe(404);
  });
});

describe("the student's own card", () => {
  it('gives a Student their own card only, once verified and active', async () => {
    const [own] = await t.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.firstName, 'Sita'), eq(students.lastName, 'Shrestha')));
    if (!own) throw new Error('the demo student is missing');
    const mine = await get('Student', STUDENT_PATHS.selfCard);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdfOf(mine));
    expect(text).toContain('Sita Shrestha');
    expect(text).not.toContain('Cardholder');
    expect(await currentToken(own.id)).not.toBeNull();
    // Another student's card, by id, is the clerks' route: refused to a Student.
    expect((await get('Student', STUDENT_PATHS.card(people.own))).statusCode).toBe(403);
    // The own-card route is a Student's only.
    for (const [role] of ROLE_ACCOUNTS) {
      if (role === 'Student') continue;
      expect([role, (await get(role, STUDENT_PATHS.selfCard)).statusCode]).toEqual([role, 403]);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api${STUDENT_PATHS.selfCard}` })).statusCode,
    ).toBe(401);
    // Not yet verified (or no longer active): no card.
    await t.db
      .update(students)
      .set({ verificationStatus: 'pending' })
      .where(eq(students.id, own.id));
    const pending = await get('Student', STUDENT_PATHS.selfCard);
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({ message: CARD_MESSAGES.notVerified });
    await t.db
      .update(students)
      .set({ verificationStatus: 'verified' })
      .where(eq(students.id, own.id));
  });
});

describe('verification', () => {
  it('says unknown for tokens never issued, without a leak or an error', async () => {
    for (const token of ['nope', 'A'.repeat(24), '../../etc', "' or 1=1 --", 'x'.repeat(190)]) {
      const response = await verify(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        kind: 'identity-card',
        documentTitle: 'Identity Card',
        valid: false,
        verdict: VERIFY_MESSAGES.unknown,
        facts: [],
      });
    }
  });

  it('says expired after the valid-until day, and inactive once the student leaves', async () => {
    const id = await addStudent('Leaving', 'Student', 49, 1);
    expect((await get('CollegeAdmin', STUDENT_PATHS.card(id))).statusCode).toBe(200);
    const token = (await currentToken(id)) ?? '';
    expect((await verify(token)).json()).toMatchObject({ valid: true });

    await t.db.update(students).set({ status: 'droppedOut' }).where(eq(students.id, id));
    expect((await verify(token)).json()).toMatchObject({
      valid: false,
      verdict: CARD_MESSAGES.inactive,
    });
    // No new card for a student who left.
    expect((await get('CollegeAdmin', STUDENT_PATHS.card(id))).statusCode).toBe(400);

    await t.db.update(students).set({ status: 'active' }).where(eq(students.id, id));
    await t.db
      .update(studentCards)
      .set({ validUntil: '2020-01-01' })
      .where(eq(studentCards.token, token));
    expect((await verify(token)).json()).toMatchObject({
      valid: false,
      verdict: CARD_MESSAGES.expired,
    });
    // Printing again issues a new card in place of the expired one.
    expect((await get('CollegeAdmin', STUDENT_PATHS.card(id))).statusCode).toBe(200);
    const renewed = await currentToken(id);
    expect(renewed).not.toBe(token);
    expect((await verify(renewed ?? '')).json()).toMatchObject({ valid: true });
    expect((await verify(token)).json()).toMatchObject({ verdict: CARD_MESSAGES.expired });
  });
});

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

describe('the preview frame', () => {
  it('is allowed by the CSP: pages may frame the blob: URL of a PDF they fetched', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-src 'self' blob:");
  });
});
