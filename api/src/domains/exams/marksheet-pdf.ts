/**
 * A student's marksheet as printed: an A4 page with the campus header, the exam and class, the
 * student and symbol number, one row per subject (full and pass marks, theory, practical, total
 * and, in a GPA scheme, grade and grade point), the total, percentage or SGPA (and the CGPA of a
 * board exam), division, result and rank as computed, and the QR code of the one verification
 * page (kind `marksheet`).
 */
import type { FastifyInstance } from 'fastify';
import { RESULT_STATUS_LABELS, formatBsAd, type GradingSchemeKind } from '@hemis/shared-contracts';
import { campusBranding, drawCampusHeader } from '../../lib/branding';
import { drawTable, drawVerificationCode, mm, renderPdf, type Pdf } from '../../lib/pdf';
import { verificationUrl } from '../../lib/verification';
import type { StoredResult } from './results-compute';

/** What a marksheet prints: a stored result with who sat it and where. */
export interface Marksheet {
  campusId: number;
  campusName: string;
  examName: string;
  className: string;
  studentName: string;
  symbolNo: string | null;
  registrationNo: string | null;
  kind: GradingSchemeKind;
  result: StoredResult;
  /** Board exams of semester programs: the CGPA up to this semester (cgpa.ts); else null. */
  cgpa: number | null;
  subjects: readonly {
    subjectId: number;
    subjectName: string;
    theoryFullMarks: number;
    practicalFullMarks: number;
    passMarks: number;
    creditHours: number | null;
  }[];
  publishedAt: string | null;
  verifyToken: string;
}

const figure = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(value);

export async function marksheetPdf(app: FastifyInstance, sheet: Marksheet): Promise<Buffer> {
  const branding = (await campusBranding(app, [sheet.campusId])).get(sheet.campusId);
  const url = verificationUrl(app.hemis.config.publicUrl, 'marksheet', sheet.verifyToken);
  const gpa = sheet.kind === 'gpa';
  const { result } = sheet;
  return renderPdf(
    {
      size: 'A4',
      margin: mm(15),
      bufferPages: true,
      info: { Title: `Marksheet: ${sheet.studentName}, ${sheet.examName}`, Author: 'HEMIS' },
    },
    (doc: Pdf) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const rows = sheet.subjects.map((subject) => {
        const cell = result.subjects.find((item) => item.subjectId === subject.subjectId);
        const absent = cell?.status === 'absent';
        return [
          subject.subjectName,
          figure(subject.theoryFullMarks + subject.practicalFullMarks),
          figure(subject.passMarks),
          absent ? 'AB' : figure(cell?.theory),
          absent ? 'AB' : subject.practicalFullMarks > 0 ? figure(cell?.practical) : '-',
          figure(cell?.obtained),
          ...(gpa
            ? [figure(subject.creditHours), cell?.grade ?? '-', figure(cell?.gradePoint)]
            : []),
          cell ? RESULT_STATUS_LABELS[cell.status] : '-',
        ];
      });
      drawTable(doc, {
        heading: (page) => {
          const y =
            drawCampusHeader(page, branding, sheet.campusName, {
              x: left,
              y: page.page.margins.top,
              width,
              logoSide: 48,
              fontSize: 15,
            }) + 8;
          page
            .font('Helvetica-Bold')
            .fontSize(13)
            .text('MARKSHEET', left, y, { width, align: 'center' });
          page
            .font('Helvetica')
            .fontSize(10)
            .text(`${sheet.examName}, ${sheet.className}`, { width, align: 'center' });
          page.moveDown(0.6);
          page.font('Helvetica').fontSize(9.5);
          page.text(`Student: ${sheet.studentName}`, left, page.y, { width });
          page.text(
            `Symbol No.: ${sheet.symbolNo ?? '-'}    Registration No.: ${sheet.registrationNo ?? '-'}`,
            { width },
          );
        },
        columns: [
          { header: 'Subject', width: 3 },
          { header: 'Full marks', width: 1 },
          { header: 'Pass marks', width: 1 },
          { header: 'Theory', width: 1 },
          { header: 'Practical', width: 1 },
          { header: 'Total', width: 1 },
          ...(gpa
            ? [
                { header: 'Credit hours', width: 1 },
                { header: 'Grade', width: 0.8 },
                { header: 'Grade point', width: 1 },
              ]
            : []),
          { header: 'Result', width: 1 },
        ],
        rows,
        footer: `Printed from HEMIS. Published ${sheet.publishedAt ? formatBsAd(sheet.publishedAt.slice(0, 10)) : '(not published: provisional)'}`,
        empty: 'No subjects',
      });
      let y = doc.y + 12;
      const line = (label: string, value: string) => {
        doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, left, y, { continued: true });
        doc.font('Helvetica').text(value);
        y = doc.y + 3;
      };
      line('Total', `${result.obtained} / ${result.fullMarks}`);
      if (gpa) line('SGPA', figure(result.sgpa));
      if (sheet.cgpa !== null) line('CGPA', figure(sheet.cgpa));
      else line('Percentage', `${result.percentage}%`);
      if (result.division) line('Division', result.division);
      line('Result', RESULT_STATUS_LABELS[result.status]);
      if (result.rank !== null) line('Rank', String(result.rank));
      const side = 80;
      drawVerificationCode(doc, url, left + width - side, y + 10, side);
      doc
        .moveTo(left, y + side)
        .lineTo(left + 150, y + side)
        .lineWidth(0.5)
        .strokeColor('#000000')
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text('Exam coordinator', left, y + side + 4, { width: 150 });
    },
  );
}
