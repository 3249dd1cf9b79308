// The shared setup comes first: it loads the test helpers before the app.
import {
  t,
  people,
  programName,
  runTag,
  get,
  pdfOf,
  addStudent,
  currentToken,
} from './cards.testing';
import { and, eq } from 'drizzle-orm';
import {
  CARD_MESSAGES,
  STUDENT_PATHS,
  VERIFY_MESSAGES,
  VERIFY_PATHS,
  documentVerificationSchema,
  formatBsAd,
  nepalToday,
  type KnownRole,
} from '@hemis/shared-contracts';
import { auditLog, studentCards, students } from '../../db/schema';
import { pdfLinks, pdfPageCount, pdfText } from '../../lib/pdf-testing';
import { ROLE_ACCOUNTS, can } from '../employees/test-fixtures';
import { validUntilFrom } from './card-store';

const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api${VERIFY_PATHS.document('identity-card', token)}` });
/** What the card says: a fact of its verification by label. */
const factOf = (body: unknown, label: string) =>
  documentVerificationSchema.parse(body).facts.find((fact) => fact.label === label)?.value;

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

describe('the preview frame', () => {
  it('is allowed by the CSP: pages may frame the blob: URL of a PDF they fetched', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-src 'self' blob:");
  });
});
