/**
 * A receipt as printed: an A5 page with the campus header, the receipt number and date (BS and
 * AD), the student, the fees, discount and fine, the total in figures and in words (English and
 * Nepali on an English receipt; Nepali on a Nepali one), how it was paid, who issued it, and the
 * QR code of the one verification page, in the campus's language of documents. A cancelled
 * receipt prints with CANCELLED across it. The verifier says the same to whoever scans the code.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_MODES,
  RECEIPT_MESSAGES,
  choiceLabel,
  formatBsAd,
  formatBsAdTime,
  formatPaisa,
  receiptFileName,
  receiptNoLabel,
  type Receipt,
} from '@hemis/shared-contracts';
import { receipts } from '../../db/schema';
import { campusBranding, drawCampusHeader } from '../../lib/branding';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { devanagariFontFile, drawVerificationCode, mm, renderPdf, type Pdf } from '../../lib/pdf';
import type { PrintedDocument } from '../../lib/pdf-route';
import { verificationUrl, type DocumentVerifier } from '../../lib/verification';
import { EVERY_RECEIPT, readReceipt } from './receipts';

/** The token a receipt's QR code carries. */
async function tokenOf(app: FastifyInstance, id: number): Promise<string> {
  const [row] = await app.db
    .select({ token: receipts.verifyToken })
    .from(receipts)
    .where(eq(receipts.id, id));
  return row?.token ?? '';
}

/** How the receipt was paid (in English for the verification page, which translates it). */
const paidWith = (receipt: Receipt, w: DocumentWords = documentWords('en')): string => {
  const mode = w.label(choiceLabel(PAYMENT_MODES, receipt.paymentMode));
  if (receipt.paymentMode === 'bank' && receipt.bankVoucherNo) {
    return w.t('{{mode}} (voucher {{voucher}})', { mode, voucher: receipt.bankVoucherNo });
  }
  if (receipt.paymentMode === 'esewa' && receipt.esewaRefId) {
    return w.t('{{mode}} (reference {{reference}})', { mode, reference: receipt.esewaRefId });
  }
  return mode;
};

/** The receipt's A5 PDF. */
export async function receiptPdf(app: FastifyInstance, receipt: Receipt): Promise<Buffer> {
  const branding = (await campusBranding(app, [receipt.campusId])).get(receipt.campusId);
  const url = verificationUrl(
    app.hemis.config.publicUrl,
    'receipt',
    await tokenOf(app, receipt.id),
  );
  const devanagari = devanagariFontFile();
  const w = documentWords(branding?.language ?? 'en');
  const nepali = w.language === 'ne';
  return renderPdf(
    {
      size: 'A5',
      margin: mm(10),
      info: { Title: w.t('Receipt {{no}}', { no: receiptNoLabel(receipt) }), Author: 'HEMIS' },
    },
    (doc: Pdf) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      let y = doc.page.margins.top;

      y =
        drawCampusHeader(doc, branding, receipt.campusName, {
          x: left,
          y,
          width,
          logoSide: 40,
          fontSize: 13,
        }) + 6;
      doc.font('Helvetica-Bold').fontSize(12).text(w.t('MONEY RECEIPT'), left, y, {
        width,
        align: 'center',
      });
      y = doc.y + 6;

      // Number, date, student.
      const pair = (label: string, value: string, x: number, at: number, w: number) => {
        doc
          .font('Helvetica-Bold')
          .fontSize(8.5)
          .text(`${label}: `, x, at, { continued: true, width: w });
        doc.font('Helvetica').text(value || '-');
      };
      const half = width / 2;
      pair(w.t('Receipt No.'), receiptNoLabel(receipt), left, y, half);
      pair(w.t('Date'), w.date(receipt.dateAd), left + half, y, half);
      y = doc.y + 3;
      pair(w.t('Student'), receipt.studentName, left, y, width);
      y = doc.y + 3;
      pair(w.t('Registration No.'), receipt.registrationNo ?? '', left, y, half);
      pair(w.t('Program'), receipt.programName ?? '', left + half, y, half);
      y = doc.y + 8;

      // Fees.
      const columns = [
        { header: w.t('S.N.'), width: 0.1, align: 'left' as const },
        { header: w.t('Particulars'), width: 0.62, align: 'left' as const },
        { header: w.t('Amount (NPR)'), width: 0.28, align: 'right' as const },
      ];
      const row = (cells: string[], bold: boolean) => {
        let x = left;
        const height = 15;
        if (bold) doc.rect(left, y, width, height).fill('#e8edf3');
        doc
          .fillColor('#000000')
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(8.5);
        cells.forEach((cell, index) => {
          const column = columns[index];
          if (!column) return;
          const w = column.width * width;
          doc.text(cell, x + 3, y + 4, { width: w - 6, align: column.align, lineBreak: false });
          x += w;
        });
        y += height;
        doc
          .moveTo(left, y)
          .lineTo(left + width, y)
          .lineWidth(0.4)
          .strokeColor('#9aa5b1')
          .stroke();
      };
      row(
        columns.map((column) => column.header),
        true,
      );
      receipt.lines.forEach((line, index) => {
        const term = line.yearOrSemester
          ? ` (${w.t('Year/Sem. {{n}}', { n: w.n(line.yearOrSemester) })})`
          : '';
        row([w.n(index + 1), `${line.feeTypeName}${term}`, w.money(line.amountPaisa)], false);
      });
      if (receipt.finePaisa > 0) row(['', w.t('Fine'), w.money(receipt.finePaisa)], false);
      if (receipt.discountPaisa > 0) {
        const less = w.t(
          receipt.discountKind === 'scholarship' ? 'Less Scholarship' : 'Less Discount',
        );
        const why = receipt.discountReason ? `: ${receipt.discountReason}` : '';
        row(['', `${less}${why}`, `-${w.money(receipt.discountPaisa)}`], false);
      }
      row(['', w.t('Total'), w.money(receipt.totalPaisa)], true);
      y += 6;

      // In words, paid with, issued by.
      doc
        .font('Helvetica-Bold')
        .fontSize(8.5)
        .text(`${w.t('In words')}: `, left, y, { continued: true, width });
      // A Nepali receipt says it in Nepali words; an English one in English, Nepali under it.
      doc.font('Helvetica').text(nepali ? receipt.amountInWordsNepali : receipt.amountInWords);
      if (devanagari && !nepali) {
        doc
          .font(devanagari)
          .fontSize(9)
          .text(receipt.amountInWordsNepali, left, doc.y + 1, { width });
      }
      y = doc.y + 4;
      pair(w.t('Paid by'), paidWith(receipt, w), left, y, width);
      y = doc.y + 3;
      pair(w.t('Issued by'), receipt.issuedBy ?? '', left, y, width);
      y = doc.y + 3;
      pair(w.t('Issued at'), w.dateTime(receipt.createdAt), left, y, width);
      if (receipt.remarks) {
        y = doc.y + 3;
        pair(w.t('Remarks'), receipt.remarks, left, y, width);
      }

      // QR code of the verification page, bottom right; signature line bottom left.
      const side = 64;
      const bottom = doc.page.height - doc.page.margins.bottom;
      drawVerificationCode(doc, url, left + width - side, bottom - side - 10, side, w.language);
      doc.font('Helvetica').fontSize(6.5).fillColor('#333333');
      doc
        .moveTo(left, bottom - 18)
        .lineTo(left + 120, bottom - 18)
        .lineWidth(0.5)
        .strokeColor('#000000')
        .stroke();
      doc.fillColor('#000000').text(w.t("Cashier's signature"), left, bottom - 14, { width: 120 });

      if (receipt.status === 'cancelled') {
        doc.save();
        doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
        doc.font('Helvetica-Bold').fontSize(54).fillColor('#c62828').fillOpacity(0.25);
        doc.text(w.t('CANCELLED'), 0, doc.page.height / 2 - 30, {
          width: doc.page.width,
          align: 'center',
        });
        doc.restore();
        doc.fillOpacity(1).fillColor('#c62828').font('Helvetica-Bold').fontSize(8);
        doc.text(
          w.t('Cancelled on {{date}}: {{reason}}', {
            date: w.dateTime(receipt.cancelledAt),
            reason: receipt.cancelReason ?? '',
          }),
          left,
          bottom - 40,
          { width: width - side - 8 },
        );
      }
    },
  );
}

/** The verifier of kind `receipt`: genuine, or cancelled, with what the receipt says. */
export const verifyReceipt: DocumentVerifier = async (app, token) => {
  const [row] = await app.db
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.verifyToken, token))
    .limit(1);
  if (!row) return null;
  const receipt = await readReceipt(app.db, EVERY_RECEIPT, row.id);
  const cancelled = receipt.status === 'cancelled';
  return {
    valid: !cancelled,
    verdict: cancelled
      ? `This receipt was cancelled on ${formatBsAdTime(receipt.cancelledAt)}.`
      : 'This receipt is genuine: it was issued as shown below.',
    facts: [
      { label: 'Receipt No.', value: receiptNoLabel(receipt) },
      { label: 'Campus', value: receipt.campusName },
      { label: 'Date', value: formatBsAd(receipt.dateAd) },
      { label: 'Student', value: receipt.studentName },
      { label: 'Registration No.', value: receipt.registrationNo ?? '-' },
      { label: 'Amount (NPR)', value: formatPaisa(receipt.totalPaisa) },
      { label: 'Paid by', value: paidWith(receipt) },
    ],
  };
};

/**
 * A receipt as the printed document its routes send (shown in the browser): `fetch` reads the
 * one the caller may read (404 otherwise).
 */
export const receiptDocument = (
  app: FastifyInstance,
  fetch: () => Promise<Receipt | null>,
): PrintedDocument<Receipt> => ({
  fetch,
  missing: RECEIPT_MESSAGES.notFound,
  render: (receipt) => receiptPdf(app, receipt),
  fileName: receiptFileName,
});
