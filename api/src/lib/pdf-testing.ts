/**
 * Test support: reads back what pdfkit wrote. pdfkit deflates page content and writes text
 * as hex strings in TJ arrays (split where it kerns or places a mark); this inflates the streams
 * and joins each text object back into its line of text, reading an embedded font's glyphs
 * (Devanagari) through its ToUnicode map.
 */
import zlib from 'node:zlib';

/** A stream's bytes, inflated where they are deflated. */
function inflated(data: Buffer): string {
  try {
    return zlib.inflateSync(data).toString('latin1');
  } catch {
    return data.toString('latin1');
  }
}

/** The content streams of a PDF, inflated where they are deflated. */
function streams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const found: string[] = [];
  const pattern = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    found.push(inflated(pdf.subarray(start, end)));
    pattern.lastIndex = end;
  }
  return found;
}

/** Code (two bytes, as hex) -> text, from a ToUnicode CMap's bfrange arrays and bfchar lines. */
type ToUnicode = Map<number, string>;

const utf16 = (hex: string) =>
  String.fromCharCode(
    ...hex
      .trim()
      .split(/\s+/)
      .map((unit) => parseInt(unit, 16)),
  );

function parseToUnicode(cmap: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const start = parseInt(range[1] ?? '0', 16);
    [...(range[3] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((entry, index) => {
      map.set(start + index, utf16(entry[1] ?? ''));
    });
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(pair[1] ?? '0', 16), utf16(pair[2] ?? ''));
    }
  }
  return map;
}

/** The ToUnicode map of each embedded font by its resource name (F1, F2...). */
function fontMaps(pdf: Buffer): Map<string, ToUnicode> {
  const raw = pdf.toString('latin1');
  const objectAt = (id: string) => raw.indexOf(`\n${id} 0 obj`);
  const maps = new Map<string, ToUnicode>();
  for (const [, name, id] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (!name || !id || maps.has(name)) continue;
    const at = objectAt(id);
    const font = at < 0 ? '' : raw.slice(at, raw.indexOf('endobj', at));
    const cmapId = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    if (!cmapId) continue;
    const cmapAt = objectAt(cmapId);
    const start = raw.indexOf('stream', cmapAt);
    if (cmapAt < 0 || start < 0) continue;
    const dataStart = start + (raw[start + 6] === '\r' ? 8 : 7);
    maps.set(
      name,
      parseToUnicode(inflated(pdf.subarray(dataStart, raw.indexOf('endstream', start)))),
    );
  }
  return maps;
}

const decodeHex = (hex: string, toUnicode: ToUnicode | undefined) => {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  if (!toUnicode) return bytes.toString('latin1');
  let text = '';
  for (let index = 0; index + 1 < bytes.length; index += 2) {
    text += toUnicode.get(bytes.readUInt16BE(index)) ?? '';
  }
  return text;
};

const CONSONANT = '[\u0915-\u0939\u0958-\u095F]\u093C?';
/**
 * Devanagari as it is read, not as its glyphs are drawn: the vowel sign ि is drawn before the
 * consonant (cluster) it follows, and a reph (र्) after the cluster it precedes.
 */
function logicalOrder(text: string): string {
  return text
    .replace(new RegExp(`\u093F((?:${CONSONANT}\u094D)*${CONSONANT})`, 'g'), '$1\u093F')
    .replace(
      new RegExp(
        `((?:${CONSONANT}\u094D)*${CONSONANT})([\u093E-\u094C\u0962\u0963]*)\u0930\u094D`,
        'g',
      ),
      '\u0930\u094D$1$2',
    );
}

/**
 * The lines of text one content stream shows, in drawing order: what each text object (BT..ET,
 * one line or one run of one script) shows, read through its font's ToUnicode map.
 */
function linesOf(content: string, maps: Map<string, ToUnicode>): string[] {
  const lines: string[] = [];
  let font: string | undefined;
  let line: string | null = null;
  const ops = /\/(F\d+)\s+[\d.]+\s+Tf|\bBT\b|\bET\b|\[((?:<[0-9a-fA-F\s]*>|[^\]<])*)\]\s*TJ/g;
  for (const op of content.matchAll(ops)) {
    if (op[1]) font = op[1];
    else if (op[0] === 'BT') line = '';
    else if (op[0] === 'ET') {
      if (line !== null) lines.push(logicalOrder(line));
      line = null;
    } else {
      const toUnicode = font ? maps.get(font) : undefined;
      const parts = [...(op[2] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)].map((part) =>
        decodeHex(part[1] ?? '', toUnicode),
      );
      if (line === null) lines.push(logicalOrder(parts.join('')));
      else line += parts.join('');
    }
  }
  return lines;
}

/** The lines of text the PDF shows, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const maps = fontMaps(pdf);
  return streams(pdf).flatMap((content) => linesOf(content, maps));
}

/**
 * The lines of text of each page, in page order (pdfkit writes one content stream per page, in
 * order; streams without text, such as images, are left out).
 */
export function pdfPageLines(pdf: Buffer): string[][] {
  const maps = fontMaps(pdf);
  return streams(pdf)
    .map((content) => linesOf(content, maps))
    .filter((lines) => lines.length > 0);
}

/** The text of the PDF, one line per text run. */
export const pdfText = (pdf: Buffer): string => pdfTextLines(pdf).join('\n');

/** How many pages the PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

/** The link targets (URI actions) of the PDF, e.g. the verification link over a QR code. */
export function pdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) =>
    (match[1] ?? '').replace(/\\(.)/g, '$1'),
  );
}
