// The helpers come first: they stand in for ESM-only modules before the app loads them.
import type { TestApp } from '../test/helpers';
import { signedInApp } from '../test/signed-in';
import { and, eq } from 'drizzle-orm';
import {
  CHARACTER_CERTIFICATE_PATHS,
  RECEIPT_PATHS,
  STUDENT_PATHS,
  VERIFY_PATHS,
  characterCertificateContract,
  documentVerificationSchema,
  type CharacterCertificate,
  type Receipt,
} from '@hemis/shared-contracts';
import { generalFeeTypes, students } from '../db/schema';
import { seededStudent } from '../domains/students/test-fixtures';
import { API_NE } from '../i18n/ne';
import { pdfLinks, pdfText } from './pdf-testing';

/**
 * Printed documents in the campus's language: a campus set to Nepali (its documentLanguage,
 * changed by an organization editor) prints its receipts, identity cards and character
 * certificates with Nepali headings, labels and dates in a Devanagari font; an English campus
 * (or one that chose none) prints them in English. The verification page of a document speaks
 * its reader's language.
 */

let t: TestApp;
const NAMES = ['collegeadmin', 'collegeuser', 'uniadmin'];
const signedIn = signedInApp(NAMES);
const { call } = signedIn;
const get = (name: string, url: string) => call(name, { method: 'GET', url: `/api${url}` });
const post = (name: string, url: string, payload?: object) =>
  call(name, { method: 'POST', url: `/api${url}`, ...(payload ? { payload } : {}) });

/** The demo campus's language of documents, as its university's administrator sets it. */
async function setLanguage(documentLanguage: 'en' | 'ne' | null) {
  const response = await call('uniadmin', {
    method: 'PATCH',
    url: '/api/Campus/49',
    payload: { documentLanguage },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ documentLanguage });
}

let studentId = 0;
let admission = 0;

async function receiptPdf(): Promise<string> {
  const issued = await post('collegeuser', RECEIPT_PATHS.receipts, {
    studentId,
    lines: [{ generalFeeTypeId: admission, amountPaisa: 120_000 }],
    paymentMode: 'cash',
  });
  expect(issued.statusCode).toBe(201);
  const printed = await get('collegeuser', RECEIPT_PATHS.pdf(issued.json<Receipt>().id));
  expect(printed.statusCode).toBe(200);
  return pdfText(printed.rawPayload);
}

async function cardPdf(): Promise<Buffer> {
  const printed = await get('collegeadmin', STUDENT_PATHS.card(studentId));
  expect(printed.statusCode).toBe(200);
  return printed.rawPayload;
}

async function certificatePdf(name: string): Promise<string> {
  const { id } = await seededStudent(t.db, name);
  const applied = await post('collegeuser', characterCertificateContract.path, {
    studentId: id,
    purpose: 'Further studies',
  });
  expect(applied.statusCode).toBe(201);
  const certificate = applied.json<CharacterCertificate>();
  const approved = await post('collegeadmin', CHARACTER_CERTIFICATE_PATHS.approve(certificate.id));
  expect(approved.statusCode).toBe(200);
  const printed = await get('collegeuser', CHARACTER_CERTIFICATE_PATHS.pdf(certificate.id));
  expect(printed.statusCode).toBe(200);
  return pdfText(printed.rawPayload);
}

const NEPALI_FONT = /\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/;

beforeAll(async () => {
  t = signedIn.t;
  const [own] = await t.db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.campusId, 49),
        eq(students.verificationStatus, 'verified'),
        eq(students.status, 'active'),
      ),
    )
    .limit(1);
  studentId = own?.id ?? 0;
  const [fee] = await t.db
    .select({ id: generalFeeTypes.id })
    .from(generalFeeTypes)
    .where(eq(generalFeeTypes.feeTypeName, 'Admission Fee'));
  admission = fee?.id ?? 0;
  expect(studentId).toBeGreaterThan(0);
  expect(admission).toBeGreaterThan(0);
});

describe("printed documents in the campus's language", () => {
  it('prints in English for a campus that chose no language, or English', async () => {
    await setLanguage(null);
    const receipt = await receiptPdf();
    expect(receipt).toContain('MONEY RECEIPT');
    expect(receipt).toContain('Rupees One Thousand Two Hundred Only');
    expect(receipt).not.toContain(API_NE['MONEY RECEIPT']);

    await setLanguage('en');
    const card = await cardPdf();
    expect(pdfText(card)).toContain('STUDENT IDENTITY CARD');
    expect(pdfText(card)).toContain('Scan to verify');

    const certificate = await certificatePdf('Ishan Prajapati');
    expect(certificate).toContain('CHARACTER CERTIFICATE');
    expect(certificate).toContain('Campus Chief');
  });

  it('prints in Nepali, in a Devanagari font, once the campus chooses Nepali', async () => {
    await setLanguage('ne');

    const receipt = await receiptPdf();
    expect(receipt).toContain(API_NE['MONEY RECEIPT']);
    expect(receipt).toContain(API_NE["Cashier's signature"]);
    // (Text read back from a PDF is its glyphs: a vowel sign drawn as a reph reads as one, so
    // the checks keep to words without it.)
    expect(receipt).toContain('स्क्यान गरी');
    // The amount in Nepali words and Devanagari figures; no English heading left.
    expect(receipt).toContain('एक हजार');
    expect(receipt).toContain('रुपैयाँ मात्र');
    // Each run of one script is its own text object: read the figures without the breaks.
    expect(receipt.replace(/\s+/g, '')).toContain('१,२००.००');
    expect(receipt).not.toContain('MONEY RECEIPT');
    expect(receipt).not.toContain('Rupees');

    const card = await cardPdf();
    expect(card.toString('latin1')).toMatch(NEPALI_FONT);
    const cardText = pdfText(card);
    expect(cardText).toContain(API_NE['STUDENT IDENTITY CARD']);
    expect(cardText).not.toContain('STUDENT IDENTITY CARD');

    const certificate = await certificatePdf('Jenisha Tamang');
    expect(certificate).toContain(API_NE['CHARACTER CERTIFICATE']);
    expect(certificate).toContain(API_NE['Campus Chief']);
    // The date in BS words, Nepali month names and Devanagari digits.
    expect(certificate.replace(/\s+/g, '')).toMatch(
      /[०-९]+(बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत)[०-९]{4}वि\.सं\./,
    );
    expect(certificate).not.toContain('CHARACTER CERTIFICATE');
  });

  it("answers a document's verification page in the reader's language", async () => {
    const card = await cardPdf();
    const token = /\/verify\/identity-card\/([A-Za-z0-9_-]+)$/.exec(pdfLinks(card)[0] ?? '')?.[1];
    const url = `/api${VERIFY_PATHS.document('identity-card', token ?? '')}`;
    const read = async (language: string) =>
      documentVerificationSchema.parse(
        (
          await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })
        ).json(),
      );
    const english = await read('en');
    expect(english.facts.map((fact) => fact.label)).toContain('Valid until');
    const nepali = await read('ne');
    expect(nepali.valid).toBe(true);
    expect(nepali.facts.map((fact) => fact.label)).toContain(API_NE['Valid until']);
    expect(nepali.verdict).toMatch(/[\u0900-\u097F]/);
  });
});
