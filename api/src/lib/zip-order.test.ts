import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { zipWithEntriesLast } from './zip-order';

const isWorksheet = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/** The entry name at the start of each slice that starts with a local header. */
const entryNames = (slices: Buffer[]) =>
  slices
    .filter((slice) => slice.length >= 30 && slice.readUInt32LE(0) === 0x04034b50)
    .map((slice) => slice.toString('utf8', 30, 30 + slice.readUInt16LE(26)));

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Students');
  sheet.addRow(['First Name', 'Last Name', 'Date of Birth (AD)']);
  sheet.addRow(['Maya', 'Lama', new Date(Date.UTC(2002, 1, 2))]);
  book.addWorksheet('Names').addRow(['Bagmati', 'Koshi']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Every row of every sheet, read with exceljs's streaming reader as the import reads. */
async function rowsOf(input: Readable): Promise<unknown[][]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: unknown[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
  }
  return rows;
}

/** Every row of every sheet, read by exceljs's whole-file reader. */
async function loadedRowsOf(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1))));
  return rows;
}

describe('zipWithEntriesLast', () => {
  it('moves the worksheets after the shared strings, the bytes of each entry untouched', async () => {
    const data = await workbook();
    const slices = zipWithEntriesLast(data, isWorksheet);
    const names = entryNames(slices);
    // exceljs writes the sheets before the shared strings: the case this is for.
    const original = entryNames(zipWithEntriesLast(data, () => false));
    expect(original.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(
      original.indexOf('xl/sharedStrings.xml'),
    );
    expect(names.slice(-2)).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    expect([...names].sort()).toEqual([...original].sort());
    expect(Buffer.concat(slices).length).toBe(data.length);
  });

  it('streams the same rows as the whole-file reader reads', async () => {
    const data = await workbook();
    const reordered = await rowsOf(Readable.from(zipWithEntriesLast(data, isWorksheet)));
    // The reference is the whole-file reader: streaming the file in its own order is the
    // temporary-file detour this module avoids, and it fails now and then under load.
    expect(reordered).toEqual(await loadedRowsOf(data));
    expect(reordered).toEqual([
      ['First Name', 'Last Name', 'Date of Birth (AD)'],
      ['Maya', 'Lama', new Date(Date.UTC(2002, 1, 2))],
      ['Bagmati', 'Koshi'],
    ]);
  });

  it('gives back whole what it cannot read', () => {
    const notZip = Buffer.from('%PDF-1.7 not a workbook');
    expect(zipWithEntriesLast(notZip, isWorksheet)).toEqual([notZip]);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(zipWithEntriesLast(brokenZip, isWorksheet)).toEqual([brokenZip]);
    expect(zipWithEntriesLast(Buffer.alloc(0), isWorksheet)).toEqual([Buffer.alloc(0)]);
  });
});
