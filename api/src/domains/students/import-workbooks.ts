/**
 * The workbooks of the student import: the template a clerk fills (the header row, and a sheet
 * of the names the campus may use, offered as drop-down lists), and the error workbook (the bad
 * rows as they were sent, with a "Reasons" column; fixed, it can be imported again as it is).
 */
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@hemis/shared-contracts';
import { excel, headedSheet, newWorkbook } from '../../lib/workbook';
import type { ImportField } from './import-rows';

export const REASONS_HEADER = 'Reasons';

/** The names a column of the template may take, listed on the second sheet. */
export type TemplateLists = Partial<Record<ImportField, string[]>>;

/** exceljs validates whole ranges at runtime; its typings only know one cell's validation. */
interface RangeValidations {
  add(range: string, validation: ExcelJS.DataValidation): void;
}
function rangeValidations(sheet: ExcelJS.Worksheet): RangeValidations | null {
  const candidate: unknown = 'dataValidations' in sheet ? sheet.dataValidations : undefined;
  if (typeof candidate !== 'object' || candidate === null) return null;
  if (!('add' in candidate) || typeof candidate.add !== 'function') return null;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- exceljs's typings omit the worksheet's range validations; their add(range, validation) is checked to exist above
  return candidate as RangeValidations;
}

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

export async function templateWorkbook(lists: TemplateLists): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = headedSheet(
    workbook,
    'Students',
    IMPORT_COLUMNS.map((column) => ({
      header: column.header,
      key: column.field,
      width: Math.min(Math.max(column.header.length + 4, 14), 40),
    })),
    { views: [{ state: 'frozen', ySplit: 1 }] },
  );
  // Dates are typed as text (YYYY-MM-DD) or as Excel dates; both are read.
  for (const [index, column] of IMPORT_COLUMNS.entries()) {
    if (column.field === 'dateOfBirth' || column.field === 'admissionDate') {
      sheet.getColumn(index + 1).numFmt = 'yyyy-mm-dd';
    }
  }

  const listSheet = workbook.addWorksheet('Lists');
  const validations = rangeValidations(sheet);
  let listColumn = 0;
  for (const [index, column] of IMPORT_COLUMNS.entries()) {
    const names = lists[column.field];
    if (!names) continue;
    const letter = columnLetter(listColumn);
    listSheet.getCell(`${letter}1`).value = column.header;
    listSheet.getCell(`${letter}1`).font = { bold: true };
    names.forEach((name, row) => {
      listSheet.getCell(`${letter}${row + 2}`).value = name;
    });
    listSheet.getColumn(listColumn + 1).width = Math.min(
      Math.max(column.header.length, ...names.map((name) => name.length), 10) + 2,
      60,
    );
    if (validations && names.length > 0) {
      const target = columnLetter(index);
      validations.add(`${target}2:${target}${IMPORT_MAX_ROWS + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`Lists!$${letter}$2:$${letter}$${names.length + 1}`],
        showErrorMessage: false,
      });
    }
    listColumn += 1;
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

/** The bad rows, cells as sent, each with its reasons (streamed: there may be 100,000). */
export async function errorWorkbook(
  rows: { cells: (string | null)[]; messages: string[] }[],
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const { stream: excelStream } = await excel();
  const workbook = new excelStream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = headedSheet(workbook, 'Students', [
    ...IMPORT_COLUMNS.map((column) => ({
      header: column.header,
      width: Math.min(Math.max(column.header.length + 4, 14), 40),
    })),
    { header: REASONS_HEADER, width: 80 },
  ]);
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow([...row.cells, row.messages.join('; ')]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
