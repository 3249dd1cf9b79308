/** A marks grid's .xlsx round trip: the template to fill, and the rows of a filled one. */
import type ExcelJS from 'exceljs';
import {
  MARKS_MESSAGES,
  MARK_PARTS,
  MESSAGES,
  absentKey,
  isAbsentWord,
  markProblem,
  parseMark,
  type MarksGrid,
  type MarksRowInput,
} from '@hemis/shared-contracts';
import { badRequest } from '../../lib/errors';
import { bufferOf, excel, headedSheet, newWorkbook } from '../../lib/workbook';
import type { RoutineEntry } from './marks-entries';

const SHEET = 'Marks';
const HEADERS = ['Symbol No', 'Student', 'Theory', 'Practical'] as const;

export async function templateOf(entry: RoutineEntry, grid: MarksGrid): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = headedSheet(
    workbook,
    SHEET,
    HEADERS.map((header, index) => ({ header, width: index === 1 ? 32 : 14 })),
  );
  const cell = (value: number | null, absent: boolean) => (absent ? 'AB' : (value ?? ''));
  for (const row of grid.rows) {
    sheet.addRow([
      row.symbolNo ?? '',
      row.studentName,
      cell(row.theory, row.theoryAbsent),
      cell(row.practical, row.practicalAbsent),
    ]);
  }
  const notes = workbook.addWorksheet('About');
  notes.addRow([`${entry.examName}, ${entry.className}: ${entry.subjectName}`]);
  notes.addRow([
    `Theory full marks ${entry.theoryFullMarks}, practical ${entry.practicalFullMarks}`,
  ]);
  notes.addRow(['Write AB for an absent part; leave a cell empty when not entered.']);
  return bufferOf(workbook);
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
};

/** A sheet row's cells by column number (exceljs answers an array; its type allows a map too). */
const cellsOf = (row: ExcelJS.Row): ExcelJS.CellValue[] =>
  Array.isArray(row.values) ? row.values : [];

/** The rows of a filled template, or each refused row's message by its sheet row number. */
export async function rowsOfSheet(
  entry: RoutineEntry,
  grid: MarksGrid,
  data: Buffer,
): Promise<{ rows: MarksRowInput[]; errors: { row: number; message: string }[] }> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  try {
    // A drop-down's range is not read: the full reader would make one entry per cell of it, and
    // an uploaded range can name millions of cells.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- exceljs declares its own Buffer (an ArrayBuffer) for load; it reads a Node Buffer
    await workbook.xlsx.load(data as unknown as ArrayBuffer, { ignoreNodes: ['dataValidations'] });
  } catch {
    throw badRequest(MESSAGES.http.badRequest, { file: MARKS_MESSAGES.rowHeaderMissing });
  }
  const sheet = workbook.getWorksheet(SHEET) ?? workbook.worksheets[0];
  const header = sheet ? Array.from(cellsOf(sheet.getRow(1)), cellText) : [];
  const at = (name: string) =>
    header.findIndex((value) => value.trim().toLowerCase() === name.toLowerCase());
  const symbolAt = at('Symbol No');
  if (!sheet || symbolAt < 0) {
    throw badRequest(MESSAGES.http.badRequest, { file: MARKS_MESSAGES.rowHeaderMissing });
  }
  const partAt = { theory: at('Theory'), practical: at('Practical') };
  const bySymbol = new Map(grid.rows.map((row) => [row.symbolNo ?? '', row]));
  const rows: MarksRowInput[] = [];
  const errors: { row: number; message: string }[] = [];
  sheet.eachRow((sheetRow, number) => {
    if (number === 1) return;
    const values = cellsOf(sheetRow);
    const symbol = cellText(values[symbolAt]).trim();
    if (!symbol) return;
    const candidate = bySymbol.get(symbol);
    if (!candidate) {
      errors.push({ row: number, message: `${symbol}: ${MARKS_MESSAGES.unknownSymbol}` });
      return;
    }
    const input: MarksRowInput = {
      candidateId: candidate.candidateId,
      theory: null,
      practical: null,
      theoryAbsent: false,
      practicalAbsent: false,
    };
    const messages: string[] = [];
    for (const part of MARK_PARTS) {
      const text = partAt[part] >= 0 ? cellText(values[partAt[part]]) : '';
      const full = part === 'theory' ? entry.theoryFullMarks : entry.practicalFullMarks;
      if (isAbsentWord(text)) {
        input[absentKey(part)] = true;
        if (!full) messages.push(`${part}: ${MARKS_MESSAGES.notExamined}`);
        continue;
      }
      const value = parseMark(text);
      const problem = value === 'invalid' ? MARKS_MESSAGES.notANumber : markProblem(value, full);
      if (problem) messages.push(`${part === 'theory' ? 'Theory' : 'Practical'}: ${problem}`);
      else input[part] = value === 'invalid' ? null : value;
    }
    if (messages.length > 0) errors.push({ row: number, message: messages.join('; ') });
    else rows.push(input);
  });
  return { rows, errors };
}
