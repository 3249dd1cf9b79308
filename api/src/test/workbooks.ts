/** Test support for spreadsheet answers (exports, templates, error reports). */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** The .xlsx an injected request answered with, loaded for reading. */
export async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs accepts the Buffer inject gives; its types ask for an ArrayBuffer.
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}
