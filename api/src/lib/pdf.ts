/**
 * PDF building blocks (pdfkit): a document rendered to a Buffer, images read from the uploads
 * folder, QR codes drawn as vectors (sharp at any print size), and a paged table for printable
 * lists. pdfkit's standard fonts (Helvetica) read their .afm metrics from the pdfkit package at
 * run time, which is why the API build keeps pdfkit external (api/build.mjs).
 */
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { withoutHiddenControls, type Language } from '@hemis/shared-contracts';
import { sniffImage } from './resource/input';
import { storedFilePath, storedNameOf } from './files';
import { documentDigits } from './document-language';
import { textIn } from './language';
import { loadOnce } from './load-once';
import { scriptAware } from './pdf-scripts';

export type Pdf = PDFKit.PDFDocument;

/** pdfkit (with fontkit, a large part of what the API loads) is loaded with the first document. */
const pdfkit = loadOnce(async () => (await import('pdfkit')).default);

const devanagariFiles: Partial<Record<400 | 700, string | null>> = {};
/**
 * The Devanagari font (Noto Sans Devanagari, from its npm package) for Nepali text, regular or
 * bold, or null when it is not installed. pdfkit shapes the script (conjuncts, vowel signs)
 * through fontkit.
 */
export function devanagariFontFile(weight: 400 | 700 = 400): string | null {
  let found = devanagariFiles[weight];
  if (found === undefined) {
    try {
      found = require.resolve(
        `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
      );
    } catch {
      found = null;
    }
    devanagariFiles[weight] = found;
  }
  return found;
}

/** Millimetres to PDF points. */
export const mm = (value: number) => (value * 72) / 25.4;

/** pdfkit's internal that every text drawn or measured by height passes through. */
interface TextDrawing {
  _text(text: unknown, ...rest: unknown[]): unknown;
}

/**
 * A text the document draws loses its hidden controls first (the contracts' one rule, as input
 * does): a value stored before that rule never prints a right-to-left override. Line breaks and
 * tabs stay, they lay the text out.
 */
function printsWithoutHiddenControls(doc: Pdf): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pdfkit's types leave out the document internals this reads (its text drawing)
  const internals = doc as unknown as TextDrawing;
  const draw = internals._text.bind(doc);
  internals._text = (text, ...rest) =>
    draw(typeof text === 'string' ? withoutHiddenControls(text, true) : text, ...rest);
}

/** Renders a document and resolves with its bytes. */
export async function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: Pdf) => void | Promise<void>,
): Promise<Buffer> {
  const PDFDocument = await pdfkit();
  return new Promise((resolve, reject) => {
    // bufferPages: the table footer writes "page n of m" once every page exists.
    const doc = new PDFDocument({ bufferPages: true, ...options });
    printsWithoutHiddenControls(doc);
    // Nepali texts (a Nepali document's words, a name in Devanagari) print in their own font.
    const regular = devanagariFontFile(400);
    if (regular) scriptAware(doc, { regular, bold: devanagariFontFile(700) ?? regular });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve(draw(doc)).then(
      () => doc.end(),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/**
 * An uploaded image pdfkit can embed (PNG or JPEG, judged by its bytes), or null: no file, a
 * name that would leave the uploads folder, a missing file or another format (an SVG logo).
 */
export function uploadedImage(uploadsDir: string, value: unknown): Buffer | null {
  // A stored name, or an API row's signed link to a personal file (photo, signature).
  const name = storedNameOf(value);
  const file = name === null ? null : storedFilePath(uploadsDir, name);
  if (!file) return null;
  try {
    const data = fs.readFileSync(file);
    const kind = sniffImage(data);
    return kind && (kind.mimeType === 'image/png' || kind.mimeType === 'image/jpeg') ? data : null;
  } catch {
    return null;
  }
}

/** Draws an image fitted and centred in a box; false when pdfkit cannot read it. */
export function drawImage(
  doc: Pdf,
  image: Buffer,
  box: { x: number; y: number; width: number; height: number },
): boolean {
  try {
    doc.image(image, box.x, box.y, {
      fit: [box.width, box.height],
      align: 'center',
      valign: 'center',
    });
    return true;
  } catch {
    // A damaged upload leaves the box empty rather than failing the whole printout.
    return false;
  }
}

/** The dark modules of a QR code for the text (error correction M: survives a worn card). */
export function qrModules(text: string): {
  size: number;
  dark: (row: number, col: number) => boolean;
} {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = code.modules;
  return { size, dark: (row, col) => Boolean(code.modules.get(row, col)) };
}

/** Draws a QR code of the text as a square of the given side at (x, y). */
export function drawQr(doc: Pdf, text: string, x: number, y: number, side: number): void {
  const { size, dark } = qrModules(text);
  const cell = side / size;
  doc.save();
  // One rectangle per run of dark modules in a row, a hair taller than the cell: no seams
  // between modules when the page is rasterised.
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && dark(row, col)) col += 1;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell + 0.05);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/**
 * The QR code of a document's verification page, linked (a click in a PDF viewer opens the
 * page too), with "Scan to verify" under it in the document's language: the code occupies
 * (x, y)-(x + side, y + side + 10).
 */
export function drawVerificationCode(
  doc: Pdf,
  url: string,
  x: number,
  y: number,
  side: number,
  language: Language = 'en',
) {
  drawQr(doc, url, x, y, side);
  doc.link(x, y, side, side, url);
  doc.font('Helvetica').fontSize(6.5).fillColor('#333333');
  doc.text(textIn(language, 'Scan to verify'), x, y + side + 2, { width: side, align: 'center' });
  doc.fillColor('#000000');
}

export interface TableColumn {
  header: string;
  /** Share of the table's width (the widths are scaled to fill it). */
  width: number;
}

/**
 * What follows a table on its last page (a marksheet's totals, signature and QR code): drawn
 * whole at `y` after the rows, or at the top of a page of its own (under the heading when the
 * heading repeats) when it does not fit under them.
 */
export interface TableClosing {
  height: number;
  draw: (doc: Pdf, y: number) => void;
}

/**
 * A table over as many pages as it needs: the heading on the first page (on every page with
 * `repeatHeading`), the column headers on every page, the closing block after the rows, and
 * "Page n of m" with the footer text at the bottom of each page, numbered once everything is
 * drawn. Leaves the document on its last page, under what it drew.
 */
export function drawTable(
  doc: Pdf,
  options: {
    heading: (doc: Pdf) => void;
    columns: readonly TableColumn[];
    rows: readonly (readonly string[])[];
    /** Numbers the pages with this text (none: the caller numbers them, `numberPages`). */
    footer?: string;
    /** The language "Page n of m" is written in (English when not given). */
    language?: Language;
    empty: string;
    repeatHeading?: boolean;
    closing?: TableClosing;
  },
): void {
  const { margins } = doc.page;
  const left = margins.left;
  const width = doc.page.width - margins.left - margins.right;
  const bottom = doc.page.height - margins.bottom - 16;
  const totalShare = options.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = options.columns.map((column) => (column.width / totalShare) * width);
  const padding = 3;
  const fontSize = 8;

  const rowHeight = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    return (
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell || ' ', { width: (widths[index] ?? 0) - 2 * padding }),
        ),
      ) +
      2 * padding
    );
  };
  const drawRow = (cells: readonly string[], y: number, height: number, bold: boolean) => {
    let x = left;
    if (bold) doc.rect(left, y, width, height).fill('#e8edf3');
    doc
      .fillColor('#000000')
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(fontSize);
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc.text(cell, x + padding, y + padding, { width: cellWidth - 2 * padding });
      x += cellWidth;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.4)
      .strokeColor('#9aa5b1')
      .stroke();
  };
  const headers = options.columns.map((column) => column.header);
  /** A new page: the heading again when it repeats, else from the top margin. */
  const newPage = (): number => {
    doc.addPage();
    if (!options.repeatHeading) return doc.page.margins.top;
    options.heading(doc);
    return doc.y + 6;
  };

  options.heading(doc);
  let y = doc.y + 6;
  let headerHeight = rowHeight(headers, true);
  drawRow(headers, y, headerHeight, true);
  y += headerHeight;
  if (options.rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(options.empty, left, y + 8, { width });
    y = doc.y;
  }
  for (const row of options.rows) {
    const height = rowHeight(row, false);
    if (y + height > bottom) {
      y = newPage();
      headerHeight = rowHeight(headers, true);
      drawRow(headers, y, headerHeight, true);
      y += headerHeight;
    }
    drawRow(row, y, height, false);
    y += height;
  }
  if (options.closing) {
    if (y + options.closing.height > bottom) y = newPage();
    options.closing.draw(doc, y);
    y = Math.max(doc.y, y + options.closing.height);
  }

  if (options.footer !== undefined) numberPages(doc, options.footer, options.language);
  // Back under the table: whatever a caller draws next follows it, not the last footer.
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = y;
}

/**
 * Writes the footer text and "Page n of m" (in the document's language) at the bottom of every
 * page drawn so far.
 */
export function numberPages(doc: Pdf, footer: string, language: Language = 'en'): void {
  const { margins } = doc.page;
  const left = margins.left;
  const width = doc.page.width - margins.left - margins.right;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing into the bottom margin would make pdfkit start a new page: lift it for the footer.
    const footerY = doc.page.height - margins.bottom - 10;
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor('#555555');
    doc.text(footer, left, footerY, { width: width / 2, lineBreak: false });
    const page = textIn(language, 'Page {{page}} of {{pages}}', {
      page: documentDigits(language, index - range.start + 1),
      pages: documentDigits(language, range.count),
    });
    doc.text(page, left + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = saved;
  }
}

/** Sends a PDF: shown in the browser (`inline`) or downloaded, never cached. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string, inline: boolean) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
