/**
 * The accreditation certificate as printed (A4 landscape): the commission's name, the campus and
 * its university, Accredited or Re-Accredited, the award and expiry dates in BS and AD, its number,
 * the council's signature lines, and the QR code of the one verification page, which says
 * whether the accreditation is valid, expired or withdrawn.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accreditationStanding,
  formatBsAd,
  nepalToday,
  type CycleDetail,
} from '@hemis/shared-contracts';
import { accreditationCycles as cycles } from '../../db/schema/accreditation';
import { campuses, universities } from '../../db/schema';
import { campusBranding } from '../../lib/branding';
import { documentWords } from '../../lib/document-language';
import { drawImage, drawVerificationCode, mm, renderPdf } from '../../lib/pdf';
import { verificationUrl, type DocumentVerifier } from '../../lib/verification';

export const COMMISSION_NAME = 'University Grants Commission, Nepal';
export const COUNCIL_NAME = 'Educational Quality Assurance and Accreditation Council';

/** "QAA/2082-83/7" style: the series and number as the certificate shows it. */
export const certificateLabel = (cycle: Pick<CycleDetail, 'certificateNo' | 'id'>) =>
  `QAA/${cycle.certificateNo ?? `C${cycle.id}`}`;

export async function certificatePdf(
  app: FastifyInstance,
  cycle: CycleDetail,
  token: string,
): Promise<Buffer> {
  const branding = (await campusBranding(app, [cycle.campusId])).get(cycle.campusId);
  const url = verificationUrl(app.hemis.config.publicUrl, 'accreditation-certificate', token);
  // Printed in the language of the accredited campus's documents.
  const w = documentWords(branding?.language ?? 'en');
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: mm(18),
      info: {
        Title: w.t('Accreditation Certificate {{no}}', { no: certificateLabel(cycle) }),
        Author: 'HEMIS',
      },
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const bottom = doc.page.height - doc.page.margins.bottom;
      doc
        .rect(left - 8, doc.page.margins.top - 8, width + 16, bottom - doc.page.margins.top + 16)
        .lineWidth(2)
        .strokeColor('#1d4f91')
        .stroke();
      let y = doc.page.margins.top + 10;
      doc.fillColor('#000000').font('Helvetica-Bold').fontSize(20);
      doc.text(w.t(COMMISSION_NAME), left, y, { width, align: 'center' });
      doc.font('Helvetica').fontSize(13).text(w.t(COUNCIL_NAME), { width, align: 'center' });
      y = doc.y + 18;
      doc.font('Helvetica-Bold').fontSize(26).fillColor('#1d4f91');
      doc.text(w.t('CERTIFICATE OF ACCREDITATION'), left, y, { width, align: 'center' });
      y = doc.y + 16;
      if (branding?.logo) {
        drawImage(doc, branding.logo, { x: left + width / 2 - 28, y, width: 56, height: 56 });
        y += 64;
      }
      doc.fillColor('#000000').font('Helvetica').fontSize(13);
      doc.text(w.t('This is to certify that'), left, y, { width, align: 'center' });
      doc.font('Helvetica-Bold').fontSize(22).text(cycle.campusName, { width, align: 'center' });
      doc
        .font('Helvetica')
        .fontSize(13)
        .text(
          w.t('affiliated to {{university}}', {
            university: cycle.universityName || w.t('its university'),
          }),
          { width, align: 'center' },
        );
      y = doc.y + 10;
      doc.text(
        w.t(
          cycle.title === 'Re-Accredited'
            ? 'has been re-accredited by the commission on the recommendation of the council, having met the standards of its eight criteria of quality assurance and accreditation.'
            : 'has been accredited by the commission on the recommendation of the council, having met the standards of its eight criteria of quality assurance and accreditation.',
        ),
        left + 40,
        y,
        { width: width - 80, align: 'center' },
      );
      y = doc.y + 14;
      doc.font('Helvetica-Bold').fontSize(12);
      doc.text(w.t('Accredited on: {{date}}', { date: w.date(cycle.awardedOn) }), left, y, {
        width,
        align: 'center',
      });
      doc.text(w.t('Valid until: {{date}}', { date: w.date(cycle.expiresOn) }), {
        width,
        align: 'center',
      });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(
          w.t('Certificate No. {{no}} · Cycle {{cycle}}', {
            no: certificateLabel(cycle),
            cycle: w.n(cycle.cycleNumber),
          }),
          { width, align: 'center' },
        );
      const side = 78;
      const lineY = bottom - 36;
      const roles = [w.t('Member Secretary, QAA Council'), w.t('Chairperson')];
      for (const [index, role] of roles.entries()) {
        const x = index === 0 ? left + 20 : left + width / 2 - 90;
        doc
          .moveTo(x, lineY)
          .lineTo(x + 180, lineY)
          .lineWidth(0.6)
          .strokeColor('#000000')
          .stroke();
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(role, x, lineY + 4, { width: 180, align: 'center' });
      }
      drawVerificationCode(
        doc,
        url,
        left + width - side - 10,
        bottom - side - 14,
        side,
        w.language,
      );
    },
  );
}

/** The certificate's public check: valid, expired or withdrawn, and what it states. */
export const verifyAccreditationCertificate: DocumentVerifier = async (app, token) => {
  const [row] = await app.db
    .select({
      id: cycles.id,
      status: cycles.status,
      cycleNumber: cycles.cycleNumber,
      awardedOn: cycles.awardedOn,
      expiresOn: cycles.expiresOn,
      certificateNo: cycles.certificateNo,
      reason: cycles.reason,
      campus: campuses.campusName,
      university: universities.name,
    })
    .from(cycles)
    .innerJoin(campuses, eq(campuses.id, cycles.campusId))
    .leftJoin(universities, eq(universities.id, campuses.universityId))
    .where(eq(cycles.verificationToken, token));
  if (!row) return null;
  const standing =
    row.status === 'accredited' && row.expiresOn
      ? accreditationStanding(row.expiresOn, nepalToday())
      : null;
  const valid = standing !== null && standing !== 'Expired';
  const verdict =
    row.status === 'withdrawn'
      ? `This accreditation was withdrawn by the commission${row.reason ? `: ${row.reason}` : '.'}`
      : standing === 'Expired'
        ? `This accreditation expired on ${formatBsAd(row.expiresOn)}.`
        : 'A genuine accreditation certificate of the commission, valid today.';
  return {
    valid,
    verdict,
    facts: [
      { label: 'Certificate No.', value: certificateLabel(row) },
      { label: 'Campus', value: row.campus },
      { label: 'University', value: row.university ?? '' },
      { label: 'Status', value: row.cycleNumber > 1 ? 'Re-Accredited' : 'Accredited' },
      { label: 'Accredited on', value: formatBsAd(row.awardedOn) },
      { label: 'Valid until', value: formatBsAd(row.expiresOn) },
    ],
  };
};
