/**
 * The report as files: each section's table as an .xlsx sheet (one section, or the whole report
 * a sheet per section), and the whole report as one A4 PDF: title, reach, filters, the date in
 * BS and AD, then every section's chart (bars of its totals) and table.
 */
import {
  nepalToday,
  reportCell,
  reportColumns,
  reportSection,
  type Language,
  type ReportSectionAnswer,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { documentWords, type DocumentWords } from '../../lib/document-language';
import { drawTable, numberPages, renderPdf, type Pdf } from '../../lib/pdf';
import { bufferOf, newWorkbook, sheetName, titledSheet } from '../../lib/workbook';

function tableOf(answer: ReportSectionAnswer) {
  const columns = reportColumns(reportSection(answer.key));
  const cells = (row: ReportSectionAnswer['total']) => columns.map((c) => reportCell(row, c));
  return { columns, rows: answer.rows.map(cells), total: cells(answer.total) };
}

const coverageLine = (answer: ReportSectionAnswer, w: DocumentWords = documentWords('en')) =>
  w.t('{{n}} of {{total}} campuses have entered the records behind this section.', {
    n: w.n(answer.coverage.campusesWithData),
    total: w.n(answer.coverage.campusesInReach),
  });

/** Sections as sheets: title and coverage above the table, the total row in bold. */
export async function reportWorkbook(sections: readonly ReportSectionAnswer[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  for (const answer of sections) {
    const { columns, rows, total } = tableOf(answer);
    const sheet = titledSheet(workbook, sheetName(answer.title), {
      title: answer.title,
      subtitle: coverageLine(answer),
      headers: columns.map((column) => column.header),
    });
    const asCell = (text: string, numeric: boolean) =>
      numeric && text !== '–' && text !== '' ? Number(text) : text;
    for (const row of rows) sheet.addRow(row.map((cell, i) => asCell(cell, columns[i]!.numeric)));
    sheet.addRow(total.map((cell, i) => asCell(cell, columns[i]!.numeric))).font = { bold: true };
    columns.forEach((column, index) => {
      sheet.getColumn(index + 1).width = column.numeric ? 12 : 34;
    });
  }
  return bufferOf(workbook);
}

const CHART_BARS = 12;
const CHART_COLOUR = '#1f6fb2';

/** Horizontal bars of the rows' totals (the largest twelve): the section's chart on paper. */
function drawBars(doc: Pdf, answer: ReportSectionAnswer, w: DocumentWords): void {
  // Grants draw what was released; results their pass rate; the rest their total.
  const value = (row: ReportSectionAnswer['total']) => row.released ?? row.passRate ?? row.total;
  const rows = [...answer.rows]
    .filter((row) => value(row) > 0)
    .sort((a, b) => value(b) - value(a))
    .slice(0, CHART_BARS);
  if (rows.length === 0) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = width * 0.3;
  const barArea = width - labelWidth - 50;
  const max = Math.max(...rows.map(value));
  let y = doc.y + 4;
  doc.font('Helvetica').fontSize(7);
  for (const row of rows) {
    const label = row.series ? `${row.group} · ${row.series}` : row.group;
    doc
      .fillColor('#000000')
      .text(label, left, y, { width: labelWidth - 4, height: 9, ellipsis: true, lineBreak: false });
    const barWidth = Math.max(1, (value(row) / max) * barArea);
    doc.rect(left + labelWidth, y, barWidth, 7).fill(CHART_COLOUR);
    doc
      .fillColor('#000000')
      .text(w.n(value(row)), left + labelWidth + barWidth + 3, y, { lineBreak: false });
    y += 10;
  }
  doc.x = left;
  doc.y = y + 4;
}

function filtersLine(summary: ReportSummary, filters: readonly string[], w: DocumentWords): string {
  const year = summary.fiscalYear
    ? w.t('Fiscal year {{year}}', { year: summary.fiscalYear.label })
    : w.t('No fiscal year');
  return [year, ...filters.map((filter) => w.label(filter))].join(' · ');
}

/**
 * The whole report as one A4 PDF. `filters`: the filters as the reader chose them, in words;
 * `language`: a campus's report is in its language of documents.
 */
export function reportPdf(
  summary: ReportSummary,
  filters: readonly string[],
  language: Language = 'en',
): Promise<Buffer> {
  const w = documentWords(language);
  const today = nepalToday();
  const title = w.t('Summary Report: {{reach}}', { reach: summary.reachName });
  return renderPdf({ size: 'A4', margin: 36, info: { Title: title, Author: 'HEMIS' } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(filtersLine(summary, filters, w));
    doc.text(w.t('Printed {{date}}', { date: w.date(today) }));
    doc.moveDown(0.5);
    const bottom = doc.page.height - doc.page.margins.bottom - 16;
    for (const answer of summary.sections) {
      const { columns, rows, total } = tableOf(answer);
      // A section starts on a new page unless its heading, chart and a few rows fit.
      if (doc.y + 240 > bottom) doc.addPage();
      drawTable(doc, {
        heading: (page) => {
          page.moveDown(0.6);
          page.fillColor('#000000').font('Helvetica-Bold').fontSize(12).text(w.label(answer.title));
          page.font('Helvetica').fontSize(8).fillColor('#555555').text(coverageLine(answer, w));
          drawBars(page, answer, w);
        },
        columns: columns.map((column) => ({
          header: w.label(column.header),
          width: column.numeric ? 1 : 3,
        })),
        // Figures in the report's digits; the rows' names as the records keep them.
        rows: [...rows, total].map((row) =>
          row.map((cell, index) => (columns[index]?.numeric ? w.n(cell) : cell)),
        ),
        empty: w.t('No records.'),
        language,
      });
    }
    numberPages(
      doc,
      w.t('HEMIS: {{title}}, printed {{date}}', { title, date: w.n(today) }),
      language,
    );
  });
}
