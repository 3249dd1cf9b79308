/** Test support for spreadsheet answers (exports, templates, error reports). */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { LightMyRequestResponse } from 'fastify';

/** The .xlsx an injected request answered with, loaded for reading. */
export async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs accepts the Buffer inject gives; its types ask for an ArrayBuffer.
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/**
 * The .xlsx an injected request answered with, edited as someone would in a spreadsheet program
 * (cells filled in; the rest, drop-down lists included, kept as it was).
 *
 * exceljs reads a validated range as one validation per cell and writes them back by joining
 * them into ranges again: for the student import template (drop-downs over 100,000 rows) that
 * takes seconds each way. So the workbook is edited without its validations, and the sheets'
 * validations as sent are put back into the written file.
 */
export async function editedWorkbook(
  response: LightMyRequestResponse,
  edit: (workbook: ExcelJS.Workbook) => void | Promise<void>,
): Promise<Buffer> {
  const sent = response.rawPayload;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(sent as unknown as ArrayBuffer, { ignoreNodes: ['dataValidations'] });
  await edit(workbook);
  const edited = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  const [from, to] = await Promise.all([JSZip.loadAsync(sent), JSZip.loadAsync(edited)]);
  for (const name of Object.keys(from.files).filter((file) => SHEET.test(file))) {
    const validations = VALIDATIONS.exec((await from.file(name)?.async('string')) ?? '');
    const sheet = await to.file(name)?.async('string');
    if (!validations?.[1] || sheet === undefined) continue;
    // Where the sheet's schema puts them: before the element that followed them.
    const next = validations[2] ? sheet.indexOf(validations[2]) : -1;
    const at = next >= 0 ? next : sheet.lastIndexOf('</worksheet>');
    to.file(name, `${sheet.slice(0, at)}${validations[1]}${sheet.slice(at)}`);
  }
  return to.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
/** A sheet's data validations, and the start of the element after them. */
const VALIDATIONS = /(<dataValidations[\s>][\s\S]*?<\/dataValidations>)(<[\w:]+)?/;
