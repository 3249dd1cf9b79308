/**
 * Reorders the entries of a ZIP file held in memory (an uploaded .xlsx) so that chosen entries
 * come last, without inflating anything: each entry's bytes (local header, data, descriptor) are
 * sliced as they are, and the central directory follows unchanged.
 *
 * Why: exceljs's streaming reader meets the entries in file order. A worksheet stored before the
 * shared strings (Excel and exceljs itself write them so) is spooled to a temporary file and read
 * back afterwards; that detour through the file system failed now and then under load, refusing a
 * good workbook. With the worksheets last, every sheet is read straight from memory.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

interface Entry {
  name: string;
  offset: number;
}

/** Where the end-of-central-directory record starts, or -1. */
function endRecordAt(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = data.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** The entries the central directory lists, and where the directory starts; null when unreadable. */
function readDirectory(data: Buffer): { entries: Entry[]; directoryAt: number } | null {
  if (data.length < END_RECORD_SIZE) return null;
  const end = endRecordAt(data);
  if (end < 0) return null;
  // ZIP64 (over 65,535 entries or 4 GB): not an upload this reads; left as it is.
  if (end >= 20 && data.readUInt32LE(end - 20) === ZIP64_END_LOCATOR) return null;
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryAt = data.readUInt32LE(end + 16);
  if (directoryAt + directorySize > end) return null;
  const entries: Entry[] = [];
  let at = directoryAt;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const offset = data.readUInt32LE(at + 42);
    if (offset + 4 > directoryAt || data.readUInt32LE(offset) !== LOCAL_HEADER) return null;
    entries.push({ name: data.toString('utf8', at + 46, at + 46 + nameLength), offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, directoryAt };
}

/**
 * The file's bytes as slices in a new entry order: the entries `last` picks move to the end (each
 * group keeps its order). Anything this cannot read is given back whole, as one slice, for the
 * reader to judge.
 */
export function zipWithEntriesLast(data: Buffer, last: (name: string) => boolean): Buffer[] {
  const directory = readDirectory(data);
  if (!directory || directory.entries.length === 0) return [data];
  const { entries, directoryAt } = directory;
  const byOffset = [...entries].sort((a, b) => a.offset - b.offset);
  const first = byOffset[0];
  if (!first) return [data];
  const slices = new Map<Entry, Buffer>();
  for (const [index, entry] of byOffset.entries()) {
    const next = byOffset[index + 1]?.offset ?? directoryAt;
    // Two entries at one offset: not a file any writer makes.
    if (next <= entry.offset) return [data];
    slices.set(entry, data.subarray(entry.offset, next));
  }
  const ordered = [
    ...byOffset.filter((entry) => !last(entry.name)),
    ...byOffset.filter((entry) => last(entry.name)),
  ];
  return [
    data.subarray(0, first.offset),
    ...ordered.map((entry) => slices.get(entry) ?? Buffer.alloc(0)),
    data.subarray(directoryAt),
  ].filter((slice) => slice.length > 0);
}
