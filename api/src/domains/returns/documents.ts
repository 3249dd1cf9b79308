/**
 * The return on paper: the campus's return as an A4 PDF in the form's order (header, each
 * section's tables with corrected figures marked, the explained warnings, contact persons,
 * signature lines and the verification QR code of the one mechanism), and the annual report's
 * tables as one PDF and one workbook.
 */
import type { FastifyInstance } from 'fastify';
import {
  RETURN_STATUSES,
  adToBs,
  nepalToday,
  type ReturnStatusAnswer,
  type ReturnTotalsAnswer,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { campusDocumentLanguage } from '../../lib/branding';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { drawTable, drawVerificationCode, numberPages, renderPdf, type Pdf } from '../../lib/pdf';
import { verificationUrl } from '../../lib/verification';
import { bufferOf, newWorkbook, sheetName, titledSheet } from '../../lib/workbook';
import { returnToken } from './verify';

/** Today as the document writes it: "2083-08-14 BS (2026-11-30 AD)", or in Nepali words. */
const printedOn = (w?: DocumentWords) => {
  const today = nepalToday();
  return w && w.language !== 'en' ? w.date(today) : `${adToBs(today) ?? ''} BS (${today} AD)`;
};

function header(doc: Pdf, lines: string[]) {
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#000000')
    .text(lines[0] ?? '');
  doc.font('Helvetica').fontSize(9);
  for (const line of lines.slice(1)) doc.text(line);
  doc.moveDown(0.4);
}

/** A group and a label ("Girls: Bachelor") as a document of the language writes them. */
const grouped = (w: DocumentWords, group: string | null | undefined, label: string) =>
  group ? `${w.label(group)}: ${w.label(label)}` : w.label(label);

/**
 * The campus's return in the form's layout, with its QR code once it has been submitted, in the
 * language of the campus's documents.
 */
export async function returnPdf(app: FastifyInstance, shown: StatisticalReturn): Promise<Buffer> {
  const token = shown.id === null ? null : await returnToken(app.db, shown.id);
  const w = documentWords(await campusDocumentLanguage(app, shown.campusId));
  const title = w.t(shown.form === 'prabhat' ? 'Prabhat Return' : 'Annual Statistical Return');
  const status =
    w.language === 'en'
      ? shown.status
      : w.label(RETURN_STATUSES.find((s) => s.value === shown.status)?.label ?? shown.status);
  return renderPdf(
    { size: 'A4', layout: 'landscape', margin: 30, info: { Title: title, Author: 'HEMIS' } },
    (doc) => {
      header(doc, [
        `${title}: ${shown.campusName}`,
        `${shown.universityName} · ${w.t('Fiscal year {{year}}', { year: shown.fiscalYearLabel })}` +
          (shown.lastFiscalYearLabel
            ? ` (${w.t('results and finance of {{year}}', { year: shown.lastFiscalYearLabel })})`
            : ''),
        [
          w.t('Status: {{status}}', { status }),
          ...(shown.number ? [w.t('Submission {{number}}', { number: shown.number })] : []),
          w.t('Printed {{date}}', { date: printedOn(w) }),
        ].join(' · '),
      ]);
      const bottom = () => doc.page.height - doc.page.margins.bottom - 16;
      for (const section of shown.sections) {
        if (doc.y + 120 > bottom()) doc.addPage();
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(w.label(section.title));
        doc
          .font('Helvetica')
          .fontSize(7.5)
          .fillColor('#555555')
          .text(w.t('Source: {{source}}', { source: w.label(section.source) }));
        doc.fillColor('#000000');
        if (section.key === 'contacts') {
          drawTable(doc, {
            heading: () => undefined,
            columns: [
              { header: w.t('Name'), width: 3 },
              { header: w.t('Post'), width: 2 },
              { header: w.t('Phone'), width: 2 },
              { header: w.t('E-mail'), width: 3 },
              { header: w.t('Signature'), width: 2 },
            ],
            rows: shown.contacts.map((c) => [c.name, c.post, c.phone, c.email, '']),
            empty: w.t('No contact person entered.'),
          });
          continue;
        }
        for (const table of section.tables) {
          if (doc.y + 80 > bottom()) doc.addPage();
          drawTable(doc, {
            heading: (page) =>
              page.moveDown(0.3).font('Helvetica-Bold').fontSize(9).text(w.label(table.title)),
            columns: [
              { header: w.t('Row'), width: 4 },
              ...table.columns.map((c) => ({ header: grouped(w, c.group, c.label), width: 1 })),
            ],
            rows: table.rows.map((row) => [
              grouped(w, row.group, row.label),
              ...table.columns.map((c) => {
                const figure = row.cells[c.key];
                if (!figure || figure.value === null) return '';
                return figure.corrected ? `${w.n(figure.value)}*` : w.n(figure.value);
              }),
            ]),
            empty: w.t('No figures.'),
          });
        }
      }
      if (shown.corrections.length > 0 || shown.findings.some((f) => f.comment)) {
        if (doc.y + 100 > bottom()) doc.addPage();
        drawTable(doc, {
          heading: (page) =>
            page
              .moveDown(0.5)
              .font('Helvetica-Bold')
              .fontSize(10)
              .text(w.t('Corrected figures (*) and explained warnings')),
          columns: [
            { header: w.t('Figure or warning'), width: 4 },
            { header: w.t('Computed'), width: 1 },
            { header: w.t('Reported'), width: 1 },
            { header: w.t('Reason or comment'), width: 5 },
          ],
          rows: [
            ...shown.corrections.map((c) => [
              w.label(c.address),
              w.n(c.computed ?? ''),
              w.n(c.value),
              c.reason,
            ]),
            ...shown.findings
              .filter((f) => f.comment)
              .map((f) => [w.label(f.message), '', '', f.comment ?? '']),
          ],
          empty: '',
        });
      }
      if (doc.y + 110 > bottom()) doc.addPage();
      const y = doc.y + 30;
      const left = doc.page.margins.left;
      doc.font('Helvetica').fontSize(9);
      const signatures = [w.t('Prepared by'), w.t('Campus Chief'), w.t('Campus stamp')];
      for (const [index, line] of signatures.entries()) {
        const x = left + index * 190;
        doc
          .moveTo(x, y + 40)
          .lineTo(x + 160, y + 40)
          .lineWidth(0.5)
          .strokeColor('#000000')
          .stroke();
        doc.text(line, x, y + 44, { width: 160, align: 'center' });
      }
      if (token)
        drawVerificationCode(
          doc,
          verificationUrl(app.hemis.config.publicUrl, 'statistical-return', token),
          doc.page.width - doc.page.margins.right - 70,
          y,
          70,
          w.language,
        );
      numberPages(
        doc,
        `HEMIS: ${title}, ${shown.campusName}, ${shown.fiscalYearLabel}`,
        w.language,
      );
    },
  );
}

const totalsTitle = (totals: ReturnTotalsAnswer) =>
  `Annual Report on Higher Education ${totals.fiscalYearLabel}`;

/** The annual report's tables as one A4 PDF. */
export function totalsPdf(totals: ReturnTotalsAnswer): Promise<Buffer> {
  const title = totalsTitle(totals);
  return renderPdf({ size: 'A4', margin: 36, info: { Title: title, Author: 'HEMIS' } }, (doc) => {
    header(doc, [
      title,
      `From ${totals.acceptedReturns} accepted returns of ${totals.campusesInReach} campuses`,
      `Printed ${printedOn()}`,
    ]);
    for (const table of totals.tables) {
      if (doc.y + 140 > doc.page.height - doc.page.margins.bottom - 16) doc.addPage();
      drawTable(doc, {
        heading: (page) => page.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(table.title),
        columns: [
          { header: '', width: 3 },
          ...table.columns.map((c) => ({ header: c.label, width: 1 })),
        ],
        rows: table.rows.map((row) => [
          row.group,
          ...table.columns.map((c) => String(row.values[c.key] ?? 0)),
        ]),
        empty: 'No accepted return yet.',
      });
    }
    numberPages(doc, `HEMIS: ${title}`);
  });
}

/** The annual report's tables as one workbook, a sheet per table. */
export async function totalsWorkbook(totals: ReturnTotalsAnswer): Promise<Buffer> {
  const workbook = await newWorkbook();
  for (const table of totals.tables) {
    const sheet = titledSheet(workbook, sheetName(table.title), {
      title: table.title,
      subtitle: `${totalsTitle(totals)}: ${totals.acceptedReturns} accepted returns`,
      headers: ['', ...table.columns.map((c) => c.label)],
    });
    for (const row of table.rows)
      sheet.addRow([row.group, ...table.columns.map((c) => row.values[c.key] ?? 0)]);
    sheet.getColumn(1).width = 34;
  }
  return bufferOf(workbook);
}

/** A year's returns as one workbook: every campus with its status, and completeness by grouping. */
export async function statusWorkbook(answer: ReturnStatusAnswer): Promise<Buffer> {
  const workbook = await newWorkbook();
  const label = (status: string) =>
    RETURN_STATUSES.find((s) => s.value === status)?.label ?? status;
  const campuses = workbook.addWorksheet('Campuses');
  campuses.addRow([`Statistical returns ${answer.fiscalYearLabel}`]).font = {
    bold: true,
    size: 13,
  };
  campuses.addRow([]);
  campuses.addRow([
    'Campus',
    'University',
    'Province',
    'Campus type',
    'Status',
    'Submitted',
    'Warnings explained',
  ]).font = { bold: true };
  for (const row of answer.rows)
    campuses.addRow([
      row.campusName,
      row.universityName,
      row.provinceName,
      row.campusType,
      label(row.status),
      row.submittedAt?.slice(0, 10) ?? '',
      row.warningsExplained,
    ]);
  campuses.getColumn(1).width = 40;
  campuses.getColumn(2).width = 30;
  for (const [title, groups] of [
    ['By university', answer.byUniversity],
    ['By province', answer.byProvince],
  ] as const) {
    const sheet = workbook.addWorksheet(title);
    sheet.addRow(['', 'Campuses', ...RETURN_STATUSES.map((s) => s.label)]).font = { bold: true };
    for (const group of groups)
      sheet.addRow([
        group.name,
        group.campuses,
        ...RETURN_STATUSES.map((s) => group.counts[s.value]),
      ]);
    sheet.getColumn(1).width = 34;
  }
  return bufferOf(workbook);
}
