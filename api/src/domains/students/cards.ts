/**
 * Student identity cards (spec: identity-card-home, student-card/{id}, all-student-cards,
 * exportToPdf):
 *   GET /Student/{id}/Card[?reissue=true]  one card, CR80 size (issues a card when the student
 *                                          has no valid one; reissue replaces it)
 *   GET /Student/Me/Card                   the signed-in student's own card (self.ts)
 *   GET /Student/Cards?<list filters>      the cards of the filtered list, ten per A4 page
 *   GET /Student/Export/Pdf?<list filters> the filtered list as a printable A4 table
 *   GET /Verify/identity-card/{token}      public: whether a card is valid (the QR code's page;
 *                                          lib/verification.ts, verifyCard below)
 * Only verified, active students get a card. The printing routes need student:export (the
 * campus roles print their campus's cards; university and nation roles their reach).
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CARD_MESSAGES,
  CARD_VALID_YEARS,
  GENDER_CHOICES,
  MAX_CARDS_PER_PDF,
  STUDENT_PATHS,
  STUDENT_STATUSES,
  VERIFICATION_STATUSES,
  adToBs,
  apiErrorSchema,
  bsDateInWords,
  choiceLabel,
  formatBsAd,
  nepalToday,
  studentName,
  type Language,
} from '@hemis/shared-contracts';
import { auditLog, campuses, programs, studentCards, students } from '../../db/schema';
import { campusBranding, campusDocumentLanguage } from '../../lib/branding';
import { documentLanguageOf, documentWords } from '../../lib/document-language';
import { badRequest, notFound } from '../../lib/errors';
import {
  devanagariFontFile,
  drawImage,
  drawQr,
  drawTable,
  mm,
  renderPdf,
  sendPdf,
  uploadedImage,
  type Pdf,
} from '../../lib/pdf';
import type { ResourceHandle, Row } from '../../lib/resource/register';
import { resourceIdParams } from '../../lib/resource/register';
import { resolveScope } from '../../lib/resource/scope';
import type { ZodApp } from '../../lib/resource/types';
import {
  newVerificationToken,
  verificationUrl,
  type DocumentVerifier,
} from '../../lib/verification';
import type { ScopeFilter } from '../../plugins/auth';

/** CR80, the bank-card size (85.60 x 53.98 mm). */
export const CARD_WIDTH = mm(85.6);
export const CARD_HEIGHT = mm(53.98);
/** Cards per A4 page of a batch printout: two across, five down, with room to cut. */
const SHEET_COLUMNS = 2;
const SHEET_ROWS = 5;

const security = [{ bearer: [] }];
const tags = ['student'];
const cardQuerySchema = z.strictObject({
  reissue: z.enum(['true', 'false'], { error: 'Reissue must be true or false' }).optional(),
});

/** The card's current record: the token its QR code carries and how long it is valid. */
export interface IssuedCard {
  studentId: number;
  token: string;
  issuedAt: Date;
  validUntil: string;
}

/**
 * What the front of a card shows (everything already as text, images as bytes), in the language
 * of its campus's documents.
 */
interface CardFace {
  language: Language;
  campusName: string;
  universityName: string | null;
  logo: Buffer | null;
  photo: Buffer | null;
  signature: Buffer | null;
  name: string;
  /** The Nepali name (drawn in Devanagari), or '' when the record has none. */
  nameNepali: string;
  program: string;
  batch: string;
  yearOrSemester: string;
  registrationNo: string;
  rollNo: string;
  dateOfBirthBs: string;
  validUntil: string;
  verifyUrl: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const labelOf = (row: Row, field: string): string => {
  const labels = row.labels as Record<string, string> | undefined;
  return labels?.[field] ?? '';
};

const cardable = (record: Row) =>
  record.verificationStatus === 'verified' && record.status === 'active';

/** The date a card issued on `today` (AD) stops being valid: the same day CARD_VALID_YEARS on. */
export function validUntilFrom(today: string): string {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  // 29 February has no twin in most years: the card then runs to 28 February.
  return `${year + CARD_VALID_YEARS}${rest === '-02-29' ? '-02-28' : rest}`;
}

// ---- drawing -------------------------------------------------------------------------------

/** Writes one line of text in the width, shrinking the font (down to `min`) before cutting it. */
function fitLine(
  doc: Pdf,
  value: string,
  x: number,
  y: number,
  width: number,
  options: { size: number; min?: number; font?: string; align?: 'left' | 'center' | 'right' },
): void {
  const font = options.font ?? 'Helvetica';
  const min = options.min ?? 5;
  let size = options.size;
  doc.font(font).fontSize(size);
  while (size > min && doc.widthOfString(value) > width) {
    size -= 0.5;
    doc.fontSize(size);
  }
  let shown = value;
  while (shown.length > 1 && doc.widthOfString(shown) > width) shown = shown.slice(0, -2) + '…';
  doc.text(shown, x, y, { width, align: options.align ?? 'left', lineBreak: false });
}

/** Draws a card's front with its top-left corner at (x, y). */
function drawCard(doc: Pdf, x: number, y: number, face: CardFace): void {
  const w = documentWords(face.language);
  const width = CARD_WIDTH;
  const height = CARD_HEIGHT;
  const band = 30;
  doc.save();
  doc.roundedRect(x, y, width, height, 8).clip();
  doc.rect(x, y, width, height).fill('#ffffff');
  doc.rect(x, y, width, band).fill('#1f4e79');
  doc.rect(x, y + height - 4, width, 4).fill('#1f4e79');

  // Branding: logo, campus and university.
  let brandX = x + 6;
  if (face.logo && drawImage(doc, face.logo, { x: x + 5, y: y + 3, width: 24, height: 24 })) {
    brandX = x + 33;
  }
  const brandWidth = x + width - 6 - brandX;
  doc.fillColor('#ffffff');
  fitLine(doc, face.campusName, brandX, y + 4, brandWidth, { size: 8, font: 'Helvetica-Bold' });
  if (face.universityName) {
    fitLine(doc, face.universityName, brandX, y + 13.5, brandWidth, { size: 6 });
  }
  fitLine(doc, w.t('STUDENT IDENTITY CARD'), brandX, y + 21.5, brandWidth, {
    size: 5.5,
    font: 'Helvetica-Bold',
  });

  // Photo (or an empty box to paste one), signature under it.
  const photo = { x: x + 6, y: y + band + 6, width: 52, height: 64 };
  doc
    .lineWidth(0.5)
    .strokeColor('#8a97a6')
    .rect(photo.x, photo.y, photo.width, photo.height)
    .stroke();
  if (!face.photo || !drawImage(doc, face.photo, photo)) {
    doc.fillColor('#8a97a6');
    fitLine(doc, w.t('PHOTO'), photo.x, photo.y + photo.height / 2 - 3, photo.width, {
      size: 6,
      align: 'center',
    });
  }
  const signature = { x: photo.x, y: photo.y + photo.height + 3, width: photo.width, height: 18 };
  if (face.signature) drawImage(doc, face.signature, signature);

  // Details.
  const qrSide = 62;
  const detailsX = photo.x + photo.width + 6;
  const detailsWidth = x + width - 6 - qrSide - 4 - detailsX;
  let lineY = photo.y;
  doc.fillColor('#000000');
  fitLine(doc, face.name, detailsX, lineY, x + width - 6 - detailsX, {
    size: 8,
    font: 'Helvetica-Bold',
  });
  lineY += 11;
  const nepaliFont = face.nameNepali ? devanagariFontFile() : null;
  if (nepaliFont) {
    fitLine(doc, face.nameNepali, detailsX, lineY - 1, x + width - 6 - detailsX, {
      size: 7.5,
      font: nepaliFont,
    });
    lineY += 11;
  }
  const detail = (label: string, value: string) => {
    doc.fillColor('#5b6773');
    fitLine(doc, label, detailsX, lineY, detailsWidth, { size: 4.5, min: 4 });
    doc.fillColor('#000000');
    fitLine(doc, value || '-', detailsX, lineY + 5, detailsWidth, { size: 6.5, min: 4.5 });
    lineY += 14;
  };
  detail(w.t('PROGRAM'), face.program);
  detail(
    w.t('BATCH / YEAR OR SEMESTER'),
    [face.batch, face.yearOrSemester].filter(Boolean).join(' / '),
  );
  detail(
    w.t('REGISTRATION NO. / ROLL NO.'),
    `${face.registrationNo || '-'} / ${face.rollNo || '-'}`,
  );
  detail(w.t('DATE OF BIRTH (BS)'), face.dateOfBirthBs);

  // Verification QR and validity, bottom right.
  const qrX = x + width - 6 - qrSide;
  const qrY = y + band + 16;
  drawQr(doc, face.verifyUrl, qrX, qrY, qrSide);
  // On screen the code is also a link to the same page.
  doc.link(qrX, qrY, qrSide, qrSide, face.verifyUrl);
  doc.fillColor('#000000');
  doc.fillColor('#1f4e79');
  fitLine(
    doc,
    w.t('Valid until {{date}}', { date: face.validUntil }),
    detailsX,
    y + height - 20,
    x + width - 6 - detailsX,
    {
      size: 6.5,
      font: 'Helvetica-Bold',
      align: 'right',
    },
  );
  fitLine(doc, w.t('Scan to verify'), qrX, qrY - 8, qrSide, { size: 5, align: 'center' });
  doc.restore();
  // The cutting outline stays visible on a sheet of cards.
  doc.lineWidth(0.3).strokeColor('#b0b8c1').roundedRect(x, y, width, height, 8).stroke();
}

// ---- issuing ---------------------------------------------------------------------------------

/**
 * Cards of every student (all of whom may get one): a student's current card is kept while
 * it is valid; a missing or expired one (or every one when reissuing) is replaced by a new card,
 * in one transaction with its audit entries. Concurrent printouts cannot give a student two
 * current cards (the partial unique index): the loser of that race reads the winner's card.
 */
async function ensureCards(
  app: FastifyInstance,
  records: Row[],
  userId: number,
  reissue: boolean,
): Promise<Map<number, IssuedCard>> {
  const db = app.db;
  const ids = records.map((record) => Number(record.id));
  const cards = new Map<number, IssuedCard>();
  if (ids.length === 0) return cards;
  const today = nepalToday();
  const current = () =>
    db
      .select({
        studentId: studentCards.studentId,
        token: studentCards.token,
        issuedAt: studentCards.issuedAt,
        validUntil: studentCards.validUntil,
      })
      .from(studentCards)
      .where(and(inArray(studentCards.studentId, ids), isNull(studentCards.revokedAt)));

  const existing = await current();
  const keep = new Set(
    existing.filter((card) => !reissue && card.validUntil >= today).map((card) => card.studentId),
  );
  const toIssue = records.filter((record) => !keep.has(Number(record.id)));
  if (toIssue.length > 0) {
    const issueIds = toIssue.map((record) => Number(record.id));
    await db.transaction(async (tx) => {
      const now = new Date();
      const revoked = await tx
        .update(studentCards)
        .set({ revokedAt: now })
        .where(
          and(
            inArray(studentCards.studentId, issueIds),
            isNull(studentCards.revokedAt),
            reissue ? undefined : lt(studentCards.validUntil, today),
          ),
        )
        .returning({ studentId: studentCards.studentId });
      const inserted = await tx
        .insert(studentCards)
        .values(
          toIssue.map((record) => ({
            studentId: Number(record.id),
            token: newVerificationToken(),
            issuedAt: now,
            validUntil: validUntilFrom(today),
            campusId: typeof record.campusId === 'number' ? record.campusId : null,
            universityId: typeof record.universityId === 'number' ? record.universityId : null,
            issuedBy: userId,
          })),
        )
        .onConflictDoNothing()
        .returning({ studentId: studentCards.studentId });
      const replaced = new Set(revoked.map((row) => row.studentId));
      if (inserted.length > 0) {
        await tx.insert(auditLog).values(
          inserted.map((row) => ({
            userId,
            action: replaced.has(row.studentId) ? 'reissueCard' : 'issueCard',
            entity: 'Student',
            entityId: String(row.studentId),
            detail: { validUntil: validUntilFrom(today) },
          })),
        );
      }
    });
  }
  for (const card of await current()) cards.set(card.studentId, card);
  return cards;
}

/** The campus and university names and logos of the records' campuses. */
const brandingOf = (app: FastifyInstance, records: Row[]) =>
  campusBranding(
    app,
    records.flatMap((record) => (typeof record.campusId === 'number' ? [record.campusId] : [])),
  );

async function cardFaces(
  app: FastifyInstance,
  records: Row[],
  cards: Map<number, IssuedCard>,
): Promise<CardFace[]> {
  const branding = await brandingOf(app, records);
  const uploadsDir = app.hemis.uploadsDir;
  const { publicUrl } = app.hemis.config;
  return records.flatMap((record) => {
    const card = cards.get(Number(record.id));
    if (!card) return [];
    const brand = typeof record.campusId === 'number' ? branding.get(record.campusId) : undefined;
    const w = documentWords(brand?.language ?? 'en');
    const dateOfBirth = text(record.dateOfBirth);
    const bornBs = text(record.dateOfBirthBs) || (dateOfBirth ? (adToBs(dateOfBirth) ?? '') : '');
    return [
      {
        language: w.language,
        campusName: brand?.campusName ?? labelOf(record, 'campusId'),
        universityName: brand?.universityName ?? null,
        logo: brand?.logo ?? null,
        photo: uploadedImage(uploadsDir, record.photo),
        signature: uploadedImage(uploadsDir, record.signature),
        name: studentName(record),
        nameNepali: text(record.nameNepali).trim(),
        program: labelOf(record, 'programId'),
        batch: labelOf(record, 'batchId'),
        yearOrSemester: record.yearOrSemester
          ? w.t('Year/Sem. {{n}}', { n: w.n(text(record.yearOrSemester)) })
          : '',
        registrationNo: text(record.registrationNo),
        rollNo: text(record.campusRollNo),
        // A Nepali card writes the BS date in words (१४ मंसिर २०६०).
        dateOfBirthBs: w.language === 'ne' ? bsDateInWords(bornBs, 'ne') || bornBs : bornBs,
        validUntil: w.date(card.validUntil),
        verifyUrl: verificationUrl(publicUrl, 'identity-card', card.token),
      },
    ];
  });
}

const printable = sql`${students.verificationStatus} = 'verified' and ${students.status} = 'active'`;

// ---- verification ----------------------------------------------------------------------------

/**
 * Whether the identity card with this token is valid now (the verifier of kind identity-card),
 * with what the card shows; null when no such card was issued.
 */
export const verifyCard: DocumentVerifier = async (app, token) => {
  const [found] = await app.db
    .select({
      issuedAt: studentCards.issuedAt,
      validUntil: studentCards.validUntil,
      revokedAt: studentCards.revokedAt,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      registrationNo: students.registrationNo,
      status: students.status,
      verificationStatus: students.verificationStatus,
      deletedAt: students.deletedAt,
      campusName: campuses.campusName,
      programName: programs.programName,
    })
    .from(studentCards)
    .innerJoin(students, eq(students.id, studentCards.studentId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .leftJoin(programs, eq(programs.id, students.programId))
    .where(eq(studentCards.token, token))
    .limit(1);
  if (!found) return null;
  const reason =
    found.validUntil < nepalToday()
      ? 'expired'
      : found.revokedAt
        ? 'revoked'
        : found.deletedAt || found.status !== 'active' || found.verificationStatus !== 'verified'
          ? 'inactive'
          : 'valid';
  return {
    valid: reason === 'valid',
    verdict: CARD_MESSAGES[reason],
    facts: [
      { label: 'Student', value: studentName(found) },
      { label: 'Campus', value: found.campusName ?? '-' },
      { label: 'Program', value: found.programName ?? '-' },
      { label: 'Registration No.', value: found.registrationNo ?? '-' },
      { label: 'Issued on', value: formatBsAd(nepalToday(found.issuedAt)) },
      { label: 'Valid until', value: formatBsAd(found.validUntil) },
    ],
  };
};

// ---- routes ----------------------------------------------------------------------------------

/**
 * One student's identity card as a PDF answer (CR80, inline): only for a verified, active
 * record; issues a card when it has no valid one (`reissue`: replaces it). The record is one the
 * caller may see (a clerk's list, or a student's own record).
 */
export async function sendCard(
  app: FastifyInstance,
  student: ResourceHandle,
  reply: FastifyReply,
  record: Row,
  userId: number,
  reissue: boolean,
) {
  if (!cardable(record)) {
    throw badRequest(CARD_MESSAGES.notVerified, {
      verificationStatus: CARD_MESSAGES.notVerified,
    });
  }
  const [row] = await student.toRows([record]);
  if (!row) throw notFound(`${student.contract.title} not found.`);
  const cards = await ensureCards(app, [row], userId, reissue);
  const faces = await cardFaces(app, [row], cards);
  const w = documentWords(faces[0]?.language ?? 'en');
  const pdf = await renderPdf(
    {
      size: [CARD_WIDTH, CARD_HEIGHT],
      margin: 0,
      info: { Title: w.t('Identity card: {{name}}', { name: studentName(row) }), Author: 'HEMIS' },
    },
    (doc) => {
      for (const face of faces) drawCard(doc, 0, 0, face);
    },
  );
  return sendPdf(reply, pdf, `student-card-${Number(row.id)}.pdf`, true);
}

export function registerStudentCards(app: ZodApp, student: ResourceHandle): void {
  const listQuerySchema = student.contract.listQuerySchema;
  const callerScope = (request: FastifyRequest): Promise<ScopeFilter> =>
    resolveScope(app.db, request.scope());

  app.get(
    STUDENT_PATHS.card.route,
    {
      config: { auth: { permission: 'student:export' } },
      schema: {
        tags,
        security,
        summary:
          "A student's identity card (PDF, CR80); issues one when the student has no valid card, " +
          'reissue=true replaces it',
        params: resourceIdParams,
        querystring: cardQuerySchema,
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const { id } = request.params;
      const { reissue } = request.query;
      const record = await student.findVisible(id, scope);
      if (!record) throw notFound(`${student.contract.title} not found.`);
      return sendCard(app, student, reply, record, scope.userId, reissue === 'true');
    },
  );

  app.get(
    STUDENT_PATHS.cards,
    {
      config: { auth: { permission: 'student:export' } },
      schema: {
        tags,
        security,
        summary: `The identity cards of a filtered student list (verified, active; at most ${MAX_CARDS_PER_PDF}), ten per A4 page`,
        querystring: listQuerySchema,
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const query = request.query;
      const { total, data } = await student.query(scope, query, {
        where: printable,
        limit: MAX_CARDS_PER_PDF,
      });
      if (total > MAX_CARDS_PER_PDF)
        throw badRequest(CARD_MESSAGES.tooMany, { _: CARD_MESSAGES.tooMany });
      const cards = await ensureCards(app, data, scope.userId, false);
      const faces = await cardFaces(app, data, cards);
      const perPage = SHEET_COLUMNS * SHEET_ROWS;
      // The sheet speaks its campus's language (each card its own campus's).
      const w = documentWords(
        scope.kind === 'campus'
          ? await campusDocumentLanguage(app, scope.campusId)
          : (faces[0]?.language ?? 'en'),
      );
      const pdf = await renderPdf(
        { size: 'A4', margin: 0, info: { Title: w.t('Student identity cards'), Author: 'HEMIS' } },
        (doc) => {
          const gapX = (doc.page.width - SHEET_COLUMNS * CARD_WIDTH) / (SHEET_COLUMNS + 1);
          const gapY = (doc.page.height - SHEET_ROWS * CARD_HEIGHT) / (SHEET_ROWS + 1);
          if (faces.length === 0) {
            doc.font('Helvetica').fontSize(11);
            doc.text(w.t('No verified, active students match the filters.'), 40, 40);
          }
          faces.forEach((face, index) => {
            const slot = index % perPage;
            if (index > 0 && slot === 0) doc.addPage();
            const column = slot % SHEET_COLUMNS;
            const row = Math.floor(slot / SHEET_COLUMNS);
            drawCard(
              doc,
              gapX + column * (CARD_WIDTH + gapX),
              gapY + row * (CARD_HEIGHT + gapY),
              face,
            );
          });
        },
      );
      return sendPdf(reply, pdf, 'student-cards.pdf', false);
    },
  );

  app.get(
    STUDENT_PATHS.listPdf,
    {
      config: { auth: { permission: 'student:export' } },
      schema: {
        tags,
        security,
        summary: 'The filtered student list as a printable PDF table (A4 landscape)',
        querystring: listQuerySchema,
        produces: ['application/pdf'],
        response: { 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const scope = await callerScope(request);
      const query = request.query;
      const { total, data } = await student.query(scope, query);
      const today = nepalToday();
      const campusFilter = Number(query.filters.campusId);
      const campusId = scope.kind === 'campus' ? scope.campusId : campusFilter || null;
      const [campus] = campusId
        ? await app.db
            .select({ name: campuses.campusName, language: campuses.documentLanguage })
            .from(campuses)
            .where(eq(campuses.id, campusId))
            .limit(1)
        : [];
      // One campus's list in its language of documents; a wider one in English.
      const w = documentWords(documentLanguageOf(campus?.language));
      const campusLine =
        campus?.name ??
        w.t(scope.kind === 'university' ? 'All campuses of the university' : 'All campuses');
      const showCampus = !campus;
      const columns = [
        { header: w.t('S.N.'), width: 4 },
        { header: w.t('Name'), width: 16 },
        ...(showCampus ? [{ header: w.t('Campus'), width: 14 }] : []),
        { header: w.t('Program'), width: 14 },
        { header: w.t('Batch'), width: 8 },
        { header: w.t('Year/Sem.'), width: 6 },
        { header: w.t('Registration No.'), width: 11 },
        { header: w.t('Roll No.'), width: 7 },
        { header: w.t('Gender'), width: 6 },
        { header: w.t('Status'), width: 7 },
        { header: w.t('Verification'), width: 8 },
      ];
      const rows = data.map((row, index) => [
        w.n(index + 1),
        studentName(row),
        ...(showCampus ? [labelOf(row, 'campusId')] : []),
        labelOf(row, 'programId'),
        labelOf(row, 'batchId'),
        w.n(text(row.yearOrSemester)),
        text(row.registrationNo),
        text(row.campusRollNo),
        w.label(choiceLabel(GENDER_CHOICES, row.gender)),
        w.label(choiceLabel(STUDENT_STATUSES, row.status)),
        w.label(choiceLabel(VERIFICATION_STATUSES, row.verificationStatus)),
      ]);
      const printed = w.t('Printed on {{date}}', { date: w.date(today) });
      const pdf = await renderPdf(
        {
          size: 'A4',
          layout: 'landscape',
          margin: 36,
          info: { Title: w.t('Student List'), Author: 'HEMIS' },
        },
        (doc) =>
          drawTable(doc, {
            heading: (page) => {
              page
                .fillColor('#000000')
                .font('Helvetica-Bold')
                .fontSize(14)
                .text(w.t('Student List'));
              page.font('Helvetica').fontSize(9).text(campusLine);
              page.text(
                total > data.length
                  ? w.t('{{printed}}. The first {{shown}} of {{total}} students.', {
                      printed,
                      shown: w.n(data.length),
                      total: w.n(total),
                    })
                  : w.t('{{printed}}. {{total}} student(s).', { printed, total: w.n(total) }),
              );
            },
            columns,
            rows,
            footer: w.t('HEMIS: Student List, {{printed}}', { printed }),
            empty: w.t('No students match the filters.'),
            language: w.language,
          }),
      );
      return sendPdf(reply, pdf, `student-list-${today}.pdf`, false);
    },
  );
}
