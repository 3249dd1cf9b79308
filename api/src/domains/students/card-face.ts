/**
 * An identity card's face as printed (CR80): what it shows, in its campus's language of
 * documents, and its drawing, one card to a page or ten to an A4 sheet.
 */
import type { FastifyInstance } from 'fastify';
import { adToBs, bsDateInWords, studentName, type Language } from '@hemis/shared-contracts';
import { campusBranding } from '../../lib/branding';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import {
  devanagariFontFile,
  drawImage,
  drawQr,
  mm,
  renderPdf,
  uploadedImage,
  type Pdf,
} from '../../lib/pdf';
import type { Row } from '../../lib/resource/types';
import { verificationUrl } from '../../lib/verification';
import type { IssuedCard } from './card-store';
import { labelOf, text } from './row-text';

/** CR80, the bank-card size (85.60 x 53.98 mm). */
export const CARD_WIDTH = mm(85.6);
export const CARD_HEIGHT = mm(53.98);
/** Cards per A4 page of a batch printout: two across, five down, with room to cut. */
const SHEET_COLUMNS = 2;
const SHEET_ROWS = 5;

/**
 * What the front of a card shows (everything already as text, images as bytes), in the language
 * of its campus's documents.
 */
export interface CardFace {
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

/** The campus and university names and logos of the records' campuses. */
const brandingOf = (app: FastifyInstance, records: Row[]) =>
  campusBranding(
    app,
    records.flatMap((record) => (typeof record.campusId === 'number' ? [record.campusId] : [])),
  );

export async function cardFaces(
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

/** The cards of one student as a CR80 PDF (one card a page). */
export function cardPdf(faces: CardFace[], studentFullName: string): Promise<Buffer> {
  const w = documentWords(faces[0]?.language ?? 'en');
  return renderPdf(
    {
      size: [CARD_WIDTH, CARD_HEIGHT],
      margin: 0,
      info: { Title: w.t('Identity card: {{name}}', { name: studentFullName }), Author: 'HEMIS' },
    },
    (doc) => {
      for (const face of faces) drawCard(doc, 0, 0, face);
    },
  );
}

/** Cards ten to an A4 sheet (two across, five down, with room to cut), in the sheet's words. */
export function cardSheetPdf(faces: CardFace[], w: DocumentWords): Promise<Buffer> {
  const perPage = SHEET_COLUMNS * SHEET_ROWS;
  return renderPdf(
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
        drawCard(doc, gapX + column * (CARD_WIDTH + gapX), gapY + row * (CARD_HEIGHT + gapY), face);
      });
    },
  );
}
