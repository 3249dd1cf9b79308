/**
 * What every .xlsx download shares: the content type, a new workbook stamped HEMIS, its bytes,
 * and the reply that sends it as an attachment.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'HEMIS';
  workbook.created = new Date();
  return workbook;
}

/** A new sheet whose first row names its columns, in bold. */
export function headedSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Partial<ExcelJS.Column>[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
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
