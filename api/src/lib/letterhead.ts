/**
 * The head of a printed letter or certificate (A4): the campus header, a rule under it, and the
 * reference number at the left with the date at the right. What follows starts below `doc.y`.
 */
import { drawCampusHeader, type CampusBranding } from './branding';
import type { DocumentWords } from './document-language';
import type { Pdf } from './pdf';

export interface Letterhead {
  /** The campus name printed when the branding has none. */
  campusName: string;
  /** The header's logo side and name size, and the space above and below the rule. */
  logoSide: number;
  fontSize: number;
  aboveRule: number;
  belowRule: number;
  referenceNo: string;
  /** The date (AD), printed in the document's words. */
  date: string | null | undefined;
}

export function drawLetterhead(
  doc: Pdf,
  branding: CampusBranding | undefined,
  w: DocumentWords,
  head: Letterhead,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = drawCampusHeader(doc, branding, head.campusName, {
    x: left,
    y: doc.page.margins.top,
    width,
    logoSide: head.logoSide,
    fontSize: head.fontSize,
  });
  y += head.aboveRule;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .strokeColor('#000000')
    .stroke();
  y += head.belowRule;
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  doc.text(w.t('Ref. No.: {{no}}', { no: head.referenceNo }), left, y, { width: width / 2 });
  doc.text(w.t('Date: {{date}}', { date: w.date(head.date) }), left + width / 2, y, {
    width: width / 2,
    align: 'right',
  });
}
