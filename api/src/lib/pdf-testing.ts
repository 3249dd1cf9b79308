/**
 * Test support: reads back what pdfkit wrote. pdfkit deflates page content and writes text
 * as hex strings in TJ arrays (split where it kerns); this inflates the streams and joins each
 * array back into its line of text.
 */
import zlib from 'node:zlib';

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
    const data = pdf.subarray(start, end);
    try {
      found.push(zlib.inflateSync(data).toString('latin1'));
    } catch {
      found.push(data.toString('latin1'));
    }
    pattern.lastIndex = end;
  }
  return found;
}

const decodeHex = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').toString('latin1');

/** The lines of text one content stream shows, in drawing order. */
function linesOf(content: string): string[] {
  const lines: string[] = [];
  for (const array of content.matchAll(/\[((?:<[0-9a-fA-F\s]*>|[^\]])*)\]\s*TJ/g)) {
    const parts = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)].map((part) =>
      decodeHex(part[1] ?? ''),
    );
    lines.push(parts.join(''));
  }
  return lines;
}

/** The lines of text the PDF shows, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  return streams(pdf).flatMap(linesOf);
}

/**
 * The lines of text of each page, in page order (pdfkit writes one content stream per page, in
 * order; streams without text, such as images, are left out).
 */
export function pdfPageLines(pdf: Buffer): string[][] {
  return streams(pdf)
    .map(linesOf)
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
