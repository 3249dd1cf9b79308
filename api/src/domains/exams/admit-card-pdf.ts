/**
 * Admit cards and the routine as printed: a card's box (campus header, photo, symbol number,
 * name, registration number, exam and class, wrapped when long, the class's routine and the QR
 * code of its verification page), ten cards to an A4 page, and an exam's routine as an A4 table.
 */
import type { FastifyInstance } from 'fastify';
import { campusBranding, drawCampusHeader, type CampusBranding } from '../../lib/branding';
import { documentWords } from '../../lib/document-language';
import { drawImage, drawTable, drawVerificationCode, mm, renderPdf, type Pdf } from '../../lib/pdf';

export interface RoutineLine {
  examClassId: number | null;
  className: string | null;
  subjectName: string | null;
  examDate: string | null;
  examDateBs: string | null;
  startTime: string | null;
  endTime: string | null;
  room: string | null;
}

export interface AdmitCard {
  campusId: number;
  symbolNo: string;
  studentName: string;
  registrationNo: string;
  examName: string;
  className: string;
  photo: Buffer | null;
  routine: RoutineLine[];
  verifyUrl: string;
}

const CARD = { width: mm(95), height: mm(54), gap: mm(4) };
/** The sizes the candidate's details are tried in, largest first, until they fit the card. */
const DETAIL_SIZES = [6.5, 6, 5.5, 5] as const;
const MIN_DETAIL_SIZE = 4.5;
const time = (line: RoutineLine) => `${line.startTime ?? ''}-${line.endTime ?? ''}`;

/** One admit card in its box: header, photo, the candidate, the routine, the QR code. */
function drawAdmitCard(
  doc: Pdf,
  card: AdmitCard,
  brand: CampusBranding | undefined,
  x: number,
  y: number,
) {
  const { width, height } = CARD;
  const w = documentWords(brand?.language ?? 'en');
  doc.lineWidth(0.7).rect(x, y, width, height).stroke('#333333');
  let top =
    drawCampusHeader(doc, brand, '', {
      x: x + 4,
      y: y + 4,
      width: width - 8,
      logoSide: 18,
      fontSize: 8,
    }) + 1;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(w.t('ADMIT CARD'), x, top, { width, align: 'center' });
  top = doc.y + 2;
  const photo = { x: x + 4, y: top, width: 38, height: 46 };
  doc.lineWidth(0.4).rect(photo.x, photo.y, photo.width, photo.height).stroke('#999999');
  if (!card.photo || !drawImage(doc, card.photo, photo)) {
    doc.font('Helvetica').fontSize(6).fillColor('#999999');
    doc.text(w.t('PHOTO'), photo.x, photo.y + 20, { width: photo.width, align: 'center' });
    doc.fillColor('#000000');
  }
  const qrSide = 40;
  const detailsX = photo.x + photo.width + 5;
  const detailsWidth = width - (detailsX - x) - qrSide - 8;
  const details = [
    [w.t('Symbol No.'), card.symbolNo],
    [w.t('Name'), card.studentName],
    [w.t('Reg. No.'), card.registrationNo],
    [w.t('Exam'), card.examName],
    [w.t('Class'), card.className],
  ] as const;
  // Long names and classes wrap, never cut: in a smaller size when they would not fit the card.
  const room = y + height - 4 - top;
  const heightAt = (size: number) =>
    details.reduce(
      (sum, [label, value]) =>
        sum +
        doc
          .font('Helvetica-Bold')
          .fontSize(size)
          .heightOfString(`${label}: ${value}`, { width: detailsWidth }) +
        1,
      0,
    );
  const size = DETAIL_SIZES.find((candidate) => heightAt(candidate) <= room) ?? MIN_DETAIL_SIZE;
  let lineY = top;
  for (const [label, value] of details) {
    doc.font('Helvetica-Bold').fontSize(size).text(`${label}: `, detailsX, lineY, {
      width: detailsWidth,
      continued: true,
    });
    doc.font('Helvetica').text(value);
    lineY = doc.y + 1;
  }
  drawVerificationCode(doc, card.verifyUrl, x + width - qrSide - 4, top, qrSide, w.language);
  // The routine under the photo, as many lines as fit.
  let routineY = Math.max(photo.y + photo.height, lineY) + 3;
  doc.font('Helvetica').fontSize(5.5);
  for (const line of card.routine) {
    if (routineY + 7 > y + height - 2) break;
    const day = w.n(line.examDateBs ?? line.examDate ?? '');
    doc.text(`${day}  ${w.n(time(line))}  ${line.subjectName ?? ''}`, x + 4, routineY, {
      width: width - 8,
      lineBreak: false,
      ellipsis: true,
      height: 7,
    });
    routineY += 7;
  }
}

/** Admit cards two across and five down an A4 page. */
export async function admitCardsPdf(app: FastifyInstance, cards: AdmitCard[]): Promise<Buffer> {
  const branding = await campusBranding(app, [...new Set(cards.map((card) => card.campusId))]);
  const first = cards[0] ? branding.get(cards[0].campusId) : undefined;
  const w = documentWords(first?.language ?? 'en');
  return renderPdf(
    {
      size: 'A4',
      // No bottom margin: the bottom row of cards reaches into it, and wrapped text there must
      // not start a page of its own.
      margins: { top: mm(8), left: mm(8), right: mm(8), bottom: 0 },
      info: { Title: w.t('Admit cards'), Author: 'HEMIS' },
    },
    (doc) => {
      const left = doc.page.margins.left;
      const top = doc.page.margins.top;
      cards.forEach((card, index) => {
        const place = index % 10;
        if (index > 0 && place === 0) doc.addPage();
        const x = left + (place % 2) * (CARD.width + CARD.gap);
        const y = top + Math.floor(place / 2) * (CARD.height + CARD.gap);
        drawAdmitCard(doc, card, branding.get(card.campusId), x, y);
      });
    },
  );
}

/** The routine of an exam as an A4 table, the campus header above it. */
export async function routinePdf(
  app: FastifyInstance,
  exam: {
    id: number;
    campusId: number;
    examName: string | null;
    startDate: string | null;
    endDate: string | null;
  },
  lines: readonly RoutineLine[],
): Promise<Buffer> {
  const brand = (await campusBranding(app, [exam.campusId])).get(exam.campusId);
  const w = documentWords(brand?.language ?? 'en');
  const footer = w.t('Routine: {{exam}}', { exam: exam.examName ?? '' });
  return renderPdf(
    {
      size: 'A4',
      margin: mm(12),
      info: { Title: footer, Author: 'HEMIS' },
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      drawTable(doc, {
        heading: (page) => {
          const y = drawCampusHeader(page, brand, '', {
            x: left,
            y: page.page.margins.top,
            width,
            logoSide: 36,
            fontSize: 13,
          });
          page.font('Helvetica-Bold').fontSize(12);
          page.text(w.t('Exam Routine: {{exam}}', { exam: exam.examName ?? '' }), left, y + 6, {
            width,
            align: 'center',
          });
          page.font('Helvetica').fontSize(9);
          const from = w.date(exam.startDate);
          const to = w.date(exam.endDate);
          page.text(
            w.language === 'en'
              ? `${from} to ${to}`
              : w.t('Exam dates: {{from}} to {{to}}', { from, to }),
            { width, align: 'center' },
          );
          page.moveDown(0.8);
        },
        columns: [
          { header: w.t('Date (BS)'), width: 14 },
          { header: w.t('Date (AD)'), width: 14 },
          { header: w.t('Time'), width: 12 },
          { header: w.t('Class'), width: 26 },
          { header: w.t('Subject'), width: 24 },
          { header: w.t('Room'), width: 10 },
        ],
        rows: lines.map((line) => [
          w.n(line.examDateBs ?? ''),
          w.n(line.examDate ?? ''),
          w.n(time(line)),
          line.className ?? '',
          line.subjectName ?? '',
          line.room ?? '',
        ]),
        footer,
        empty: w.t('No routine entered yet.'),
        language: w.language,
      });
    },
  );
}
