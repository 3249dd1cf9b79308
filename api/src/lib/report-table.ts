/**
 * A printable report as plain rows (accounts statements, receipt lists, daily collection,
 * a student's fee ledger): one shape that becomes an .xlsx sheet or an A4 PDF table, so every
 * such download is laid out the same way. Money columns hold paisa.
 */
import { nepalToday, type Language } from '@hemis/shared-contracts';
import { documentWords } from './document-language';
import { drawTable, renderPdf } from './pdf';
import { bufferOf, newWorkbook, sheetName, titledSheet } from './workbook';

export interface ReportTable {
  title: string;
  subtitle: string;
  columns: { header: string; width: number; money?: boolean }[];
  /** Cells: text, or paisa in a money column. */
  rows: { cells: (string | number)[]; bold?: boolean }[];
}

/** A report as a workbook: one sheet, money as rupee numbers shown with two decimals. */
export async function tableWorkbook(table: ReportTable): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = titledSheet(workbook, sheetName(table.title, ' '), {
    title: table.title,
    subtitle: table.subtitle,
    headers: table.columns.map((column) => column.header),
  });
  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    if (column.money) sheetColumn.numFmt = '#,##0.00';
  });
  for (const row of table.rows) {
    const added = sheet.addRow(
      row.cells.map((cell, index) =>
        table.columns[index]?.money && typeof cell === 'number' ? cell / 100 : cell,
      ),
    );
    if (row.bold) added.font = { bold: true };
  }
  return bufferOf(workbook);
}

/**
 * A report as an A4 PDF table (`empty`: what it says when there are no rows), in `language`
 * (its figures and footer; the table comes written in it).
 */
export function tablePdf(
  table: ReportTable,
  empty: string,
  language: Language = 'en',
): Promise<Buffer> {
  const w = documentWords(language);
  return renderPdf(
    { size: 'A4', margin: 36, info: { Title: table.title, Author: 'HEMIS' } },
    (doc) =>
      drawTable(doc, {
        heading: (page) => {
          page.fillColor('#000000').font('Helvetica-Bold').fontSize(14).text(table.title);
          page.font('Helvetica').fontSize(9).text(table.subtitle);
        },
        columns: table.columns,
        rows: table.rows.map((row) =>
          row.cells.map((cell, index) =>
            table.columns[index]?.money && typeof cell === 'number' ? w.money(cell) : String(cell),
          ),
        ),
        footer: w.t('HEMIS: {{title}}, printed {{date}}', {
          title: table.title,
          date: w.n(nepalToday()),
        }),
        empty: w.t(empty),
        language,
      }),
  );
}

/** "Trial-Balance-2082-04-01.xlsx": the title and today's date. */
export const tableFileName = (table: ReportTable, ext: string): string =>
  `${table.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '')}-${nepalToday()}.${ext}`;
