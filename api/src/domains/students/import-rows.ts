/**
 * Bulk import of students, the part that needs no database: reading the sheet of an .xlsx file
 * (exceljs's streaming reader, so a 100,000-row file is never a whole workbook in memory),
 * turning its cells into record values (references by name), checking them with the Student
 * contract, and finding duplicates inside the file and against the campus's records. The routes
 * and the database lookups are in import.ts.
 */
import { Readable } from 'node:stream';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  MESSAGES,
  STUDENT_MESSAGES,
  studentContract,
  type FieldSpec,
} from '@hemis/shared-contracts';
import { badRequest } from '../../lib/errors';
import { excel } from '../../lib/workbook';
import { zipWithEntriesLast } from '../../lib/zip-order';
import type { Row } from '../../lib/resource/types';

/** One sheet row: its number in the sheet (the header is row 1) and a cell per IMPORT_COLUMNS. */
export interface SheetRow {
  row: number;
  cells: (string | null)[];
}

export type ImportField = (typeof IMPORT_COLUMNS)[number]['field'];

/** Names a reference column may hold -> the row's id, keyed by `referenceKey`. */
export type ReferenceLookups = Partial<Record<ImportField, Map<string, number>>>;

/** A row checked against the contract: its values when good, else its messages. */
export interface MappedRow {
  row: number;
  cells: (string | null)[];
  values: Row | null;
  messages: string[];
}

const XLSX_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORKSHEET_ENTRY = /^xl\/worksheets\/sheet\d+\.xml$/;

/** How names compare: case and runs of whitespace do not matter (as the database's norm()). */
export const referenceKey = (text: string): string =>
  text.trim().replace(/\s+/g, ' ').toLowerCase();

const notWorkbook = () =>
  badRequest(IMPORT_MESSAGES.notWorkbook, { file: IMPORT_MESSAGES.notWorkbook });

/** A cell's value as text: dates as YYYY-MM-DD, formulas by their result, blanks as null. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return cellText(
        value.richText
          .map((part: unknown) =>
            typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : '',
          )
          .join(''),
      );
    }
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return null;
}

/**
 * The student rows of the first sheet, each with a cell per template column. The first row must
 * be the template's header (columns after it, like the error workbook's "Reasons", are ignored);
 * blank rows are skipped. Throws 400 for a file that is not an .xlsx workbook, a wrong header,
 * no rows, or more than IMPORT_MAX_ROWS rows.
 */
export async function readStudentSheet(data: Buffer): Promise<SheetRow[]> {
  if (data.length < 4 || !data.subarray(0, 4).equals(XLSX_SIGNATURE)) throw notWorkbook();
  const rows: SheetRow[] = [];
  let header = false;
  let sheets = 0;
  // The sheets last, so exceljs reads them from memory, never through a temporary file.
  const entries = zipWithEntriesLast(data, (name) => WORKSHEET_ENTRY.test(name));
  const { stream: excelStream } = await excel();
  const reader = new excelStream.xlsx.WorkbookReader(Readable.from(entries), {
    sharedStrings: 'cache',
    // Styles tell date cells from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const wrongHeader = () =>
    badRequest(IMPORT_MESSAGES.wrongHeader, { file: IMPORT_MESSAGES.wrongHeader });
  // A refused file is still read to its end: exceljs keeps a sheet stored before the shared
  // strings in a temporary file, which it deletes (and whose stream it closes) only then.
  let refusal: Error | null = null;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const sheetRow of sheet) {
        // Only the first sheet holds students (the template's second lists the valid names).
        if (sheets > 1 || refusal) continue;
        const values: unknown[] = Array.isArray(sheetRow.values) ? sheetRow.values : [];
        if (!header) {
          const matches = IMPORT_COLUMNS.every(
            (column, index) =>
              referenceKey(cellText(values[index + 1]) ?? '') === referenceKey(column.header),
          );
          if (sheetRow.number !== 1 || !matches) refusal = wrongHeader();
          else header = true;
          continue;
        }
        const cells = IMPORT_COLUMNS.map((_, index) => cellText(values[index + 1]));
        if (cells.every((cell) => cell === null)) continue;
        if (rows.length >= IMPORT_MAX_ROWS) {
          refusal = badRequest(IMPORT_MESSAGES.tooManyRows, { file: IMPORT_MESSAGES.tooManyRows });
          continue;
        }
        rows.push({ row: sheetRow.number, cells });
      }
    }
  } catch {
    // exceljs and its unzipper fail in many ways on a broken or foreign file.
    throw notWorkbook();
  }
  if (refusal) throw refusal;
  if (sheets === 0) throw notWorkbook();
  if (!header) throw wrongHeader();
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty, { file: IMPORT_MESSAGES.empty });
  return rows;
}

const studentFields: Record<string, FieldSpec> = studentContract.fields;
const fieldSpec = (field: string): FieldSpec | undefined => studentFields[field];
const headerOf = new Map<string, string>(
  IMPORT_COLUMNS.map((column) => [column.field, column.header]),
);

/** A message with the column it is about, unless the message already names it. */
export function columnMessage(field: string, message: string): string {
  const header = headerOf.get(field) ?? fieldSpec(field)?.label;
  if (!header) return message;
  const lower = message.toLowerCase();
  const label = fieldSpec(field)?.label.toLowerCase();
  if (lower.startsWith(header.toLowerCase()) || (label && lower.startsWith(label))) return message;
  return `${header}: ${message}`;
}

/** Each choice column's options by value and by label (Male, male), built once. */
const choiceValues = new Map<string, Map<string, string>>(
  IMPORT_COLUMNS.flatMap((column) => {
    const spec = fieldSpec(column.field);
    if (spec?.kind !== 'choice') return [];
    const byKey = new Map<string, string>();
    for (const option of spec.options) {
      byKey.set(referenceKey(option.label), option.value);
      byKey.set(referenceKey(option.value), option.value);
    }
    return [[column.field, byKey] as const];
  }),
);

/**
 * A sheet row -> the values a clerk's form would send (references resolved by name), and the
 * messages of names that were not found. The values still need the contract's check.
 */
export function rowValues(
  cells: (string | null)[],
  lookups: ReferenceLookups,
): { values: Row; unknown: Map<string, string> } {
  const values: Row = {};
  const unknown = new Map<string, string>();
  IMPORT_COLUMNS.forEach((column, index) => {
    const text = cells[index] ?? null;
    const spec = fieldSpec(column.field);
    if (text === null || !spec) return;
    switch (spec.kind) {
      case 'reference': {
        const id = lookups[column.field]?.get(referenceKey(text));
        if (id === undefined) {
          unknown.set(column.field, IMPORT_MESSAGES.unknownReference(column.header, text));
        } else values[column.field] = id;
        break;
      }
      case 'integer': {
        const number = Number(text);
        values[column.field] = text !== '' && Number.isFinite(number) ? number : text;
        break;
      }
      case 'choice':
        // Unknown text is left for the contract to refuse with its own message.
        values[column.field] = choiceValues.get(column.field)?.get(referenceKey(text)) ?? text;
        break;
      default:
        values[column.field] = text;
    }
  });
  return { values, unknown };
}

/** The field messages of a failed contract check, one per field. */
function issueMessages(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || '_';
    if (!fields.has(name)) fields.set(name, issue.message);
  }
  return fields;
}

/**
 * Checks one row's values with the Student contract (the create schema, with the server's
 * `prepare` applied first, e.g. one calendar's date of birth filling the other). Names not
 * found replace the contract's message for their field ("Program is required" says less).
 */
export function checkRow(
  sheetRow: SheetRow,
  lookups: ReferenceLookups,
  prepare: (values: Row) => Row,
): MappedRow {
  const { values, unknown } = rowValues(sheetRow.cells, lookups);
  // What a clerk's form sends as well: imported students are active.
  const parsed = studentContract.createSchema.safeParse(prepare({ ...values, status: 'active' }));
  const fields = new Map(unknown);
  if (!parsed.success) {
    for (const [field, message] of issueMessages(parsed.error.issues)) {
      if (!fields.has(field)) fields.set(field, message);
    }
  }
  const messages = [...fields].map(([field, message]) => columnMessage(field, message));
  return {
    row: sheetRow.row,
    cells: sheetRow.cells,
    values: messages.length === 0 && parsed.success ? parsed.data : null,
    messages,
  };
}

/** Text compared for duplicates, as the table's unique indexes compare it. */
const duplicateKey = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.replace(/\s+/g, ' ').toLowerCase()
    : null;

/** The fields unique at a campus, with their column header and the API's conflict message. */
const UNIQUE_FIELDS = [
  {
    field: 'registrationNo',
    header: headerOf.get('registrationNo') ?? 'Registration No.',
    taken: STUDENT_MESSAGES.registrationTaken,
  },
  {
    field: 'citizenshipNo',
    header: headerOf.get('citizenshipNo') ?? 'Citizenship No.',
    taken: STUDENT_MESSAGES.citizenshipTaken,
  },
] as const;

export interface CampusNumbers {
  registrationNo: Set<string>;
  citizenshipNo: Set<string>;
}

/**
 * Registration and citizenship numbers that repeat an earlier row of the file, or a student
 * already at the campus: messages added to the rows (which are then bad).
 */
export function markDuplicates(rows: MappedRow[], taken: CampusNumbers): void {
  const firstRow = new Map<string, Map<string, number>>(
    UNIQUE_FIELDS.map(({ field }) => [field, new Map<string, number>()]),
  );
  for (const mapped of rows) {
    // Bad rows still claim their numbers: a later row repeating one is told which row it repeats.
    const source = mapped.values ?? rowNumbers(mapped.cells);
    const messages: string[] = [];
    for (const { field, header, taken: takenMessage } of UNIQUE_FIELDS) {
      const key = duplicateKey(source[field]);
      if (key === null) continue;
      const seen = firstRow.get(field);
      const earlier = seen?.get(key);
      if (earlier !== undefined) messages.push(IMPORT_MESSAGES.duplicateInFile(header, earlier));
      else {
        seen?.set(key, mapped.row);
        if (taken[field].has(key)) messages.push(takenMessage);
      }
    }
    if (messages.length > 0) {
      mapped.messages.push(...messages);
      mapped.values = null;
    }
  }
}

function rowNumbers(cells: (string | null)[]): Row {
  const values: Row = {};
  IMPORT_COLUMNS.forEach((column, index) => {
    if (column.field === 'registrationNo' || column.field === 'citizenshipNo') {
      values[column.field] = cells[index];
    }
  });
  return values;
}

/** Throws the contract's 400 for a file part that is missing or too large. */
export function checkUploadSize(data: Buffer | null, maxBytes: number): Buffer {
  if (!data || data.length === 0) {
    throw badRequest(MESSAGES.http.badRequest, { file: IMPORT_MESSAGES.fileRequired });
  }
  if (data.length > maxBytes) {
    throw badRequest(IMPORT_MESSAGES.tooLarge, { file: IMPORT_MESSAGES.tooLarge });
  }
  return data;
}
