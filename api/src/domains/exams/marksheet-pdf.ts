/**
 * A student's marksheet as printed: the campus header, the exam and class, the student and
 * symbol number, one row per subject (full and pass marks, theory, practical, total and, in a GPA
 * scheme, grade and grade point), the total, percentage or SGPA (and the CGPA of a board exam),
 * division, result and rank as computed, the signature line and the QR code of the one
 * verification page (kind `marksheet`). One A4 page for a dozen subjects; a longer one repeats
 * the header on every page and keeps the closing block whole on the last.
 */
import type { FastifyInstance } from 'fastify';
import { RESULT_STATUS_LABELS, type GradingSchemeKind } from '@hemis/shared-contracts';
import { campusBranding, drawCampusHeader } from '../../lib/branding';
import { documentWords } from '../../lib/document-language';
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

export async function marksheetPdf(app: FastifyInstance, sheet: Marksheet): Promise<Buffer> {
  const branding = (await campusBranding(app, [sheet.campusId])).get(sheet.campusId);
  const url = verificationUrl(app.hemis.config.publicUrl, 'marksheet', sheet.verifyToken);
  const gpa = sheet.kind === 'gpa';
  const { result } = sheet;
  const w = documentWords(branding?.language ?? 'en');
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined ? '-' : w.n(value);
  const absentMark = w.t('AB');
  return renderPdf(
    {
      size: 'A4',
      margin: mm(15),
      bufferPages: true,
      info: {
        Title: w.t('Marksheet: {{name}}, {{exam}}', {
          name: sheet.studentName,
          exam: sheet.examName,
        }),
        Author: 'HEMIS',
      },
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
          absent ? absentMark : figure(cell?.theory),
          absent ? absentMark : subject.practicalFullMarks > 0 ? figure(cell?.practical) : '-',
          figure(cell?.obtained),
          ...(gpa
            ? [figure(subject.creditHours), cell?.grade ?? '-', figure(cell?.gradePoint)]
            : []),
          cell ? w.label(RESULT_STATUS_LABELS[cell.status]) : '-',
        ];
      });
      const heading = (page: Pdf) => {
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
          .text(w.t('MARKSHEET'), left, y, { width, align: 'center' });
        page
          .font('Helvetica')
          .fontSize(10)
          .text(`${sheet.examName}, ${sheet.className}`, { width, align: 'center' });
        page.moveDown(0.6);
        page.font('Helvetica').fontSize(9.5);
        page.text(w.t('Student: {{name}}', { name: sheet.studentName }), left, page.y, { width });
        page.text(
          w.t('Symbol No.: {{symbol}}    Registration No.: {{registration}}', {
            symbol: sheet.symbolNo ?? '-',
            registration: sheet.registrationNo ?? '-',
          }),
          { width },
        );
      };
      const pair = (label: string, value: string): [label: string, value: string] => [label, value];
      const lines: [label: string, value: string][] = [
        [w.t('Total'), `${w.n(result.obtained)} / ${w.n(result.fullMarks)}`],
        ...(gpa ? [pair(w.t('SGPA'), figure(result.sgpa))] : []),
        sheet.cgpa !== null
          ? [w.t('CGPA'), figure(sheet.cgpa)]
          : [w.t('Percentage'), `${w.n(result.percentage)}%`],
        ...(result.division ? [pair(w.t('Division'), w.label(result.division))] : []),
        [w.t('Result'), w.label(RESULT_STATUS_LABELS[result.status])],
        ...(result.rank !== null ? [pair(w.t('Rank'), w.n(result.rank))] : []),
      ];
      // The closing block: the figures on the left, the QR code on the right, and the signature
      // line under both; kept whole on the last page.
      const side = 80;
      const lineStep = 14;
      const gap = 12;
      const signatureAt = gap + Math.max(lines.length * lineStep + 36, side + 16);
      const closing = {
        height: signatureAt + 16,
        draw: (page: Pdf, y: number) => {
          lines.forEach(([label, value], index) => {
            page
              .font('Helvetica-Bold')
              .fontSize(10)
              .text(`${label}: `, left, y + gap + index * lineStep, { continued: true });
            page.font('Helvetica').text(value);
          });
          drawVerificationCode(page, url, left + width - side, y + gap, side, w.language);
          page
            .moveTo(left, y + signatureAt)
            .lineTo(left + 150, y + signatureAt)
            .lineWidth(0.5)
            .strokeColor('#000000')
            .stroke();
          page
            .font('Helvetica')
            .fontSize(8.5)
            .text(w.t('Exam coordinator'), left, y + signatureAt + 4, { width: 150 });
        },
      };
      drawTable(doc, {
        heading,
        repeatHeading: true,
        columns: [
          { header: w.t('Subject'), width: 3 },
          { header: w.t('Full marks'), width: 1 },
          { header: w.t('Pass marks'), width: 1 },
          { header: w.t('Theory'), width: 1 },
          { header: w.t('Practical'), width: 1 },
          { header: w.t('Total'), width: 1 },
          ...(gpa
            ? [
                { header: w.t('Credit hours'), width: 1 },
                { header: w.t('Grade'), width: 0.8 },
                { header: w.t('Grade point'), width: 1 },
              ]
            : []),
          { header: w.t('Result'), width: 1 },
        ],
        rows,
        footer: w.t('Printed from HEMIS. Published {{date}}', {
          date: sheet.publishedAt
            ? w.date(sheet.publishedAt.slice(0, 10))
            : w.t('(not published: provisional)'),
        }),
        empty: w.t('No subjects'),
        closing,
        language: w.language,
      });
    },
  );
}
