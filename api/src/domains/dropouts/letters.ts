/**
 * Recommendation and transfer letters (kit routes under /RecommendationLetter): a campus issues
 * one for a student who is leaving. The server dates it today, keeps who the student was, and
 * numbers it in the campus's series of the fiscal year inside the write's transaction (no gaps,
 * no repeats). A wrong letter is withdrawn (deleted); its number stays used and its
 * verification page says it was withdrawn.
 *   GET /RecommendationLetter/{id}/Pdf   the letter as printed: A4 with the QR verification code.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DROPOUT_PATHS,
  DROPOUT_REASONS,
  LETTER_MESSAGES,
  LETTER_SERIES,
  letterReferenceNo,
  MESSAGES,
  adToBs,
  apiErrorSchema,
  choiceLabel,
  formatBsAd,
  idParamSchema,
  nepalToday,
  recommendationLetterContract,
  studentName,
} from '@hemis/shared-contracts';
import { dropouts, fiscalYears, recommendationLetters } from '../../db/schema';
import { campusBranding } from '../../lib/branding';
import { drawLetterhead } from '../../lib/letterhead';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { badRequest } from '../../lib/errors';
import { nextNumber } from '../../lib/numbering';
import { drawVerificationCode, mm, renderPdf } from '../../lib/pdf';
import { sendDocument } from '../../lib/pdf-route';
import { withdrawableVerdict } from '../../lib/withdrawable-document';
import { labelOf } from '../students/row-text';
import {
  registerResource,
  type ResourceHandle,
  type ResourceRegistry,
  type Row,
} from '../../lib/resource/register';
import type { ZodApp } from '../../lib/resource/types';
import {
  newVerificationToken,
  verificationUrl,
  type DocumentVerifier,
} from '../../lib/verification';
import { fiscalYearOn } from '../../lib/fiscal-years';
import { security } from '../../lib/route-kit';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function registerRecommendationLetters(
  app: ZodApp,
  registry: ResourceRegistry,
  student: ResourceHandle,
): ResourceHandle {
  const handle = registerResource(app, recommendationLetterContract, recommendationLetters, {
    registry,
    async validate({ db, scope, values }) {
      const record = await student.findVisible(Number(values.studentId), scope);
      if (!record || record.campusId !== values.campusId) {
        throw badRequest(MESSAGES.http.badRequest, { studentId: LETTER_MESSAGES.studentRequired });
      }
      const today = nepalToday();
      const year = await fiscalYearOn(db, today);
      if (!year) {
        throw badRequest(MESSAGES.http.badRequest, { kind: LETTER_MESSAGES.noFiscalYear });
      }
      return {
        issuedDate: today,
        issuedDateBs: adToBs(today),
        fiscalYearId: year.id,
        studentName: studentName(record),
        registrationNo: record.registrationNo ?? null,
        programId: record.programId ?? null,
        addressedTo: text(values.addressedTo).trim() || LETTER_MESSAGES.defaultAddressee,
      };
    },
    // The number and the token are given inside the transaction that writes the letter, so a
    // letter that fails to be written gives its number back.
    async beforeWrite({ db: tx, values }) {
      const campusId = Number(values.campusId);
      const fiscalYearId = Number(values.fiscalYearId);
      const serial = await nextNumber(tx, { campusId, fiscalYearId, series: LETTER_SERIES });
      const [year] = await tx
        .select({ label: fiscalYears.label })
        .from(fiscalYears)
        .where(eq(fiscalYears.id, fiscalYearId));
      Object.assign(values, {
        serialNo: serial,
        referenceNo: letterReferenceNo(serial, year?.label ?? ''),
        verifyToken: newVerificationToken(),
      });
    },
  });

  app.get(
    DROPOUT_PATHS.letterPdf.route,
    {
      config: { auth: { permission: 'dropout:export' } },
      schema: {
        tags: [recommendationLetterContract.module],
        security,
        summary: 'A recommendation or transfer letter as an A4 PDF with its QR verification code',
        params: idParamSchema,
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendDocument(reply, {
        fetch: () => handle.findVisible(request.params.id, request.scope()),
        missing: MESSAGES.http.notFound,
        async render(found) {
          const [letter] = await handle.toRows([found]);
          return letterPdf(app, { ...found, ...letter });
        },
        fileName: (found) => `letter-${text(found.referenceNo).replace(/\W+/g, '-')}.pdf`,
      }),
  );
  return handle;
}

/** What the letter says about the student's leaving: the dropout entry, where there is one. */
async function leavingOf(app: FastifyInstance, studentId: number) {
  const [row] = await app.db
    .select({ date: dropouts.dropoutDate, reason: dropouts.reason })
    .from(dropouts)
    .where(and(eq(dropouts.studentId, studentId), isNull(dropouts.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The letter's body: what the campus certifies, in the wording of its kind and language. */
function bodyOf(
  letter: Row,
  leaving: { date: string | null; reason: string | null } | null,
  w: DocumentWords,
) {
  const name = text(letter.studentName);
  const programLabel = labelOf(letter, 'programId');
  const program = programLabel
    ? ` ${w.t('in the {{program}} program', { program: programLabel })}`
    : '';
  const registration = text(letter.registrationNo)
    ? ` (${w.t('Registration No. {{no}}', { no: text(letter.registrationNo) })})`
    : '';
  const reason = leaving?.reason ? w.label(choiceLabel(DROPOUT_REASONS, leaving.reason)) : '';
  const left = leaving?.date
    ? ` ${w.t('and left the campus on {{date}}', { date: w.date(leaving.date) })}` +
      (reason ? ` (${w.language === 'en' ? reason.toLowerCase() : reason})` : '')
    : '';
  const studied = w.t(
    'This is to certify that {{name}}{{registration}} was a student of this campus{{program}}{{left}}.',
    { name, registration, program, left },
  );
  const destination = text(letter.destination);
  if (letter.kind === 'transfer') {
    const joining = destination ? ` ${w.t('to join {{destination}}', { destination })}` : '';
    return [
      studied,
      w.t(
        'The campus has no objection to the transfer of {{name}}{{joining}}, and the student has no dues outstanding with the campus as far as its records show.',
        { name, joining },
      ),
      w.t('We request that the student be admitted and given every help.'),
    ];
  }
  const joining = destination ? ` ${w.t('at {{destination}}', { destination })}` : '';
  return [
    studied,
    w.t(
      'During the period of study, {{name}} was found to be sincere and of good conduct. We recommend the student for admission, employment or any other opportunity{{joining}}.',
      { name, joining },
    ),
    w.t('We wish the student every success in the future.'),
  ];
}

/** The letter as printed: A4, campus header, reference number and date, body, signature, QR. */
export async function letterPdf(app: FastifyInstance, letter: Row): Promise<Buffer> {
  const campusId = Number(letter.campusId);
  const branding = (await campusBranding(app, [campusId])).get(campusId);
  const url = verificationUrl(
    app.hemis.config.publicUrl,
    'recommendation-letter',
    text(letter.verifyToken),
  );
  const leaving = await leavingOf(app, Number(letter.studentId));
  const w = documentWords(branding?.language ?? 'en');
  const kind = w.t(letter.kind === 'transfer' ? 'TRANSFER LETTER' : 'LETTER OF RECOMMENDATION');
  return renderPdf(
    {
      size: 'A4',
      margin: mm(20),
      info: { Title: `${kind} ${text(letter.referenceNo)}`, Author: 'HEMIS' },
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      drawLetterhead(doc, branding, w, {
        campusName: '',
        logoSide: 56,
        fontSize: 16,
        aboveRule: 10,
        belowRule: 12,
        referenceNo: text(letter.referenceNo),
        date: text(letter.issuedDate),
      });
      let y = doc.y + 24;
      doc.font('Helvetica-Bold').fontSize(14).text(kind, left, y, { width, align: 'center' });
      y = doc.y + 20;
      doc.font('Helvetica').fontSize(11).text(text(letter.addressedTo), left, y, { width });
      y = doc.y + 14;
      const paragraphs = [...bodyOf(letter, leaving, w), text(letter.remarks)].filter(Boolean);
      for (const paragraph of paragraphs) {
        doc.text(paragraph, left, y, { width, align: 'justify', lineGap: 3 });
        y = doc.y + 10;
      }

      // Signature at the right, the verification code at the left, at the foot of the page.
      const bottom = doc.page.height - doc.page.margins.bottom;
      const side = 72;
      drawVerificationCode(doc, url, left, bottom - side - 12, side, w.language);
      const signWidth = 170;
      const signX = left + width - signWidth;
      doc
        .moveTo(signX, bottom - 40)
        .lineTo(signX + signWidth, bottom - 40)
        .lineWidth(0.5)
        .strokeColor('#000000')
        .stroke();
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      doc.text(w.t('Campus Chief'), signX, bottom - 34, { width: signWidth, align: 'center' });
      doc.text(branding?.campusName ?? '', signX, doc.y, { width: signWidth, align: 'center' });
    },
  );
}

/** The verifier of kind `recommendation-letter`: genuine, or withdrawn, with what it says. */
export const verifyLetter: DocumentVerifier = async (app, token) => {
  const [row] = await app.db
    .select({
      referenceNo: recommendationLetters.referenceNo,
      kind: recommendationLetters.kind,
      issuedDate: recommendationLetters.issuedDate,
      studentName: recommendationLetters.studentName,
      registrationNo: recommendationLetters.registrationNo,
      campusId: recommendationLetters.campusId,
      deletedAt: recommendationLetters.deletedAt,
    })
    .from(recommendationLetters)
    .where(eq(recommendationLetters.verifyToken, token))
    .limit(1);
  if (!row) return null;
  const { campusName, ...verdict } = await withdrawableVerdict(app, row, {
    genuine: 'This letter is genuine: it was issued as shown below.',
    withdrawn: 'This letter was withdrawn by the campus: it is no longer valid.',
  });
  return {
    ...verdict,
    facts: [
      { label: 'Reference No.', value: row.referenceNo ?? '-' },
      {
        label: 'Letter',
        value: row.kind === 'transfer' ? 'Transfer letter' : 'Letter of recommendation',
      },
      { label: 'Campus', value: campusName },
      { label: 'Date', value: row.issuedDate ? formatBsAd(row.issuedDate) : '-' },
      { label: 'Student', value: row.studentName ?? '-' },
      { label: 'Registration No.', value: row.registrationNo ?? '-' },
    ],
  };
};
