/**
 * A character certificate as printed: an A4 page with the campus header, the certificate number
 * and date (BS and AD), the student's details, program and period of study, the conduct wording,
 * the purpose, the signature line, and the QR code of the one verification page. The verifier
 * tells whoever scans the code the same, or that the certificate was replaced and by which one.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHARACTER_MESSAGES,
  DEFAULT_CONDUCT_REMARK,
  bsDateInWords,
  bsToAd,
  certificateNoLabel,
  formatBsAd,
  studyPeriodLabel,
  type CharacterCertificate,
} from '@hemis/shared-contracts';
import { characterCertificates } from '../../db/schema';
import { campusBranding } from '../../lib/branding';
import { drawLetterhead } from '../../lib/letterhead';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { drawVerificationCode, mm, renderPdf, type Pdf } from '../../lib/pdf';
import type { ResourceHandle } from '../../lib/resource/types';
import { verificationUrl, type DocumentVerifier } from '../../lib/verification';

/** A certificate's API row (with its reference labels). */
export type CertificateHandle = ResourceHandle<CharacterCertificate>;

/** The stored record of a certificate by a column's value, as its API row. */
async function certificateWhere(
  app: FastifyInstance,
  handle: CertificateHandle,
  where: ReturnType<typeof eq>,
): Promise<{ row: CharacterCertificate; token: string | null } | null> {
  const [record] = await app.db.select().from(characterCertificates).where(where).limit(1);
  if (!record) return null;
  const [row] = await handle.toRows([record]);
  return row ? { row, token: record.verifyToken } : null;
}

const dateOfBirth = (bs: string | null | undefined, w: DocumentWords): string => {
  if (!bs) return '';
  const ad = bsToAd(bs);
  const words = w.language === 'ne' ? bsDateInWords(bs, 'ne') || bs : bs;
  return ad
    ? w.t('{{bs}} B.S. ({{ad}} A.D.)', { bs: words, ad: w.n(ad) })
    : w.t('{{bs}} B.S.', { bs: words });
};

/** "2075 to 2079 B.S." (or "to date"), in the certificate's language. */
function studyPeriod(certificate: CharacterCertificate, w: DocumentWords): string {
  if (w.language === 'en' || !certificate.studyFromYear) return studyPeriodLabel(certificate);
  const from = w.n(certificate.studyFromYear);
  return certificate.studyToYear
    ? w.t('{{from}} to {{to}} B.S.', { from, to: w.n(certificate.studyToYear) })
    : w.t('{{from}} to date B.S.', { from });
}

/** What the certificate states, to compare with the paper (the verification page's facts). */
function factsOf(row: CharacterCertificate): { label: string; value: string }[] {
  return [
    { label: 'Certificate No.', value: certificateNoLabel(row) },
    { label: 'Campus', value: row.labels?.campusId ?? '' },
    { label: 'Issued on', value: formatBsAd(row.issuedAt) },
    { label: 'Name', value: row.studentName ?? '' },
    { label: 'Registration No.', value: row.registrationNo ?? '-' },
    { label: 'Program', value: row.programName ?? '' },
    { label: 'Period of study', value: studyPeriodLabel(row) },
  ];
}

/** The verifier of kind `character-certificate`: genuine, or replaced (and by which number). */
export function characterCertificateVerifier(handle: CertificateHandle): DocumentVerifier {
  return async (app, token) => {
    const found = await certificateWhere(app, handle, eq(characterCertificates.verifyToken, token));
    if (!found) return null;
    const { row } = found;
    if (row.status === 'approved') {
      return { valid: true, verdict: CHARACTER_MESSAGES.genuine, facts: factsOf(row) };
    }
    const successor = row.replacedById
      ? await certificateWhere(app, handle, eq(characterCertificates.id, row.replacedById))
      : null;
    return {
      valid: false,
      verdict: CHARACTER_MESSAGES.replacedBy(successor ? certificateNoLabel(successor.row) : '-'),
      facts: factsOf(row),
    };
  };
}

/** The certificate's A4 PDF (an issued certificate; the route checks it). */
export async function characterCertificatePdf(
  app: FastifyInstance,
  handle: CertificateHandle,
  certificate: CharacterCertificate,
): Promise<Buffer> {
  const campusId = certificate.campusId ?? 0;
  const branding = (await campusBranding(app, [campusId])).get(campusId);
  const found = await certificateWhere(app, handle, eq(characterCertificates.id, certificate.id));
  const url = verificationUrl(
    app.hemis.config.publicUrl,
    'character-certificate',
    found?.token ?? '',
  );
  const replaced = certificate.replacesId
    ? await certificateWhere(app, handle, eq(characterCertificates.id, certificate.replacesId))
    : null;
  const number = certificateNoLabel(certificate);
  const w = documentWords(branding?.language ?? 'en');
  const nepali = w.language === 'ne';
  return renderPdf(
    {
      size: 'A4',
      margin: mm(20),
      info: { Title: w.t('Character Certificate {{no}}', { no: number }), Author: 'HEMIS' },
    },
    (doc: Pdf) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      drawLetterhead(doc, branding, w, {
        campusName: certificate.labels?.campusId ?? '',
        logoSide: 60,
        fontSize: 18,
        aboveRule: 8,
        belowRule: 10,
        referenceNo: number,
        date: certificate.issuedAt,
      });
      let y = doc.y + 28;
      doc.font('Helvetica-Bold').fontSize(16).text(w.t('CHARACTER CERTIFICATE'), left, y, {
        width,
        align: 'center',
        underline: true,
      });
      y = doc.y + 24;

      const name = certificate.studentName ?? '';
      const { fatherName: father, motherName: mother } = certificate;
      const parents =
        father && mother
          ? w.t("whose father's name is {{father}} and mother's name is {{mother}}", {
              father,
              mother,
            })
          : father
            ? w.t("whose father's name is {{name}}", { name: father })
            : mother
              ? w.t("mother's name is {{name}}", { name: mother })
              : '';
      const born = dateOfBirth(certificate.dateOfBirthBs, w);
      const about = [
        parents,
        born ? w.t('born on {{date}}', { date: born }) : '',
        certificate.registrationNo
          ? w.t('holding university registration No. {{no}}', { no: certificate.registrationNo })
          : '',
      ].filter(Boolean);
      const level = certificate.labels?.levelId ? ` (${certificate.labels.levelId})` : '';
      const period = studyPeriod(certificate, w);
      // The student's particulars: between commas in English, in brackets in Nepali.
      const aboutPart =
        about.length === 0 ? '' : nepali ? ` (${about.join(', ')})` : `, ${about.join(', ')},`;
      // The default conduct wording prints in the certificate's language; a campus's own as it is.
      const remark = certificate.conductRemark ?? '';
      const conduct = remark === DEFAULT_CONDUCT_REMARK ? w.t(remark) : remark;
      const sentences = [
        w.t(
          'This is to certify that {{name}}{{about}} studied at this campus in the {{program}} program{{level}}{{period}}',
          {
            name,
            about: aboutPart,
            program: certificate.programName ?? '',
            level,
            period: period ? ` ${w.t('from {{period}}', { period })}` : '',
          },
        ),
        w.t('During the period of study, {{name}} {{conduct}}', { name, conduct }).trim(),
        w.t('This certificate is issued for the purpose of: {{purpose}}', {
          purpose: certificate.purpose ?? '',
        }),
        w.t('We wish every success in the future.'),
      ];
      doc.font('Helvetica').fontSize(11.5);
      for (const sentence of sentences) {
        const ended = /[.!?।]$/.test(sentence) ? sentence : `${sentence}${nepali ? '।' : '.'}`;
        doc.text(ended, left, y, { width, align: 'justify', lineGap: 4 });
        y = doc.y + 12;
      }
      if (replaced) {
        doc
          .font('Helvetica-Oblique')
          .fontSize(9.5)
          .text(
            w.t('This certificate replaces certificate No. {{no}}, which is no longer valid.', {
              no: certificateNoLabel(replaced.row),
            }),
            left,
            y,
            { width },
          );
      }

      // Signature line bottom left; the QR code of the verification page bottom right.
      const side = 80;
      const bottom = doc.page.height - doc.page.margins.bottom;
      const lineY = bottom - 40;
      doc
        .moveTo(left, lineY)
        .lineTo(left + 170, lineY)
        .lineWidth(0.6)
        .strokeColor('#000000')
        .stroke();
      doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
      doc.text(w.t('Campus Chief'), left, lineY + 4, { width: 170 });
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text(
          w.t('Prepared by: {{name}}', { name: certificate.issuedBy ?? '-' }),
          left,
          lineY + 18,
          {
            width: 220,
          },
        );
      drawVerificationCode(doc, url, left + width - side, bottom - side - 12, side, w.language);
    },
  );
}
