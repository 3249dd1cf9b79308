/**
 * What every .xlsx download shares: exceljs loaded when first needed, the content type, a new
 * workbook stamped HEMIS, its bytes, and the reply that sends it as an attachment.
 */
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { loadOnce } from './load-once';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs (some 670 modules), loaded by the first workbook written or read. */
export const excel = loadOnce(() => import('exceljs').then((loaded) => loaded.default));

export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  workbook.creator = 'HEMIS';
  workbook.created = new Date();
  return workbook;
}

/**
 * Sheet names: at most 31 characters, none of \ / ? * [ ] : (`stand` takes their place; a
 * report's printed title reads better with spaces).
 */
export function sheetName(title: string, stand: '-' | ' ' = '-'): string {
  return title.replace(/[\\/?*[\]:]/g, stand).slice(0, 31) || 'Sheet1';
}

/** A new sheet whose first row names its columns, in bold. */
export function headedSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Partial<ExcelJS.Column>[],
  options?: Partial<ExcelJS.AddWorksheetOptions>,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, options);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * A new sheet that opens like a printed table: its title (large, bold), a line saying what it
 * covers, a blank row, then the header row in bold.
 */
export function titledSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  heading: { title: string; subtitle: string; headers: readonly string[] },
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.addRow([heading.title]).font = { bold: true, size: 13 };
  sheet.addRow([heading.subtitle]);
  sheet.addRow([]);
  sheet.addRow([...heading.headers]).font = { bold: true };
  return sheet;
}

export async function bufferOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

/** Sends a workbook as a download named `filename`. */
export function sendWorkbook(
  reply: FastifyReply,
  filename: string,
  workbook: Buffer,
): FastifyReply {
  return reply
    .type(XLSX)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(workbook);
}
