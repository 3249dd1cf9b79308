import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drawQr, drawTable, qrModules, renderPdf, uploadedImage } from './pdf';
import { pdfPageCount, pdfText, pdfTextLines } from './pdf-testing';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('uploadedImage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-pdf-'));
  fs.writeFileSync(path.join(dir, 'photo.png'), PNG);
  fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, 'fake.png'), 'not an image');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads PNG and JPEG uploads by their bytes and nothing else', () => {
    expect(uploadedImage(dir, 'photo.png')).toEqual(PNG);
    expect(uploadedImage(dir, 'logo.svg')).toBeNull();
    expect(uploadedImage(dir, 'fake.png')).toBeNull();
    expect(uploadedImage(dir, 'missing.png')).toBeNull();
    expect(uploadedImage(dir, null)).toBeNull();
    expect(uploadedImage(dir, '')).toBeNull();
  });

  it('never leaves the uploads folder', () => {
    const outside = path.join(path.dirname(dir), `outside-${path.basename(dir)}.png`);
    fs.writeFileSync(outside, PNG);
    try {
      expect(uploadedImage(dir, `../${path.basename(outside)}`)).toBeNull();
      expect(uploadedImage(dir, outside)).toBeNull();
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });
});

describe('drawTable', () => {
  const columns = [
    { header: 'S.N.', width: 1 },
    { header: 'Name', width: 4 },
  ];
  const table = (rows: string[][]) =>
    renderPdf({ size: 'A4', margin: 36 }, (doc) =>
      drawTable(doc, {
        heading: (page) => page.text('Heading'),
        columns,
        rows,
        footer: 'Footer',
        empty: 'Nothing here.',
      }),
    );

  it('repeats the headers on every page and numbers the pages', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [String(index + 1), `Row ${index + 1}`]);
    const pdf = await table(rows);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const lines = pdfTextLines(pdf);
    expect(lines.filter((line) => line === 'Name')).toHaveLength(pages);
    expect(lines.filter((line) => line === 'Footer')).toHaveLength(pages);
    for (let page = 1; page <= pages; page += 1)
      expect(lines).toContain(`Page ${page} of ${pages}`);
    expect(lines).toContain('Row 120');
    expect(lines.filter((line) => line === 'Heading')).toHaveLength(1);
  });

  it('says when there are no rows', async () => {
    const pdf = await table([]);
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfText(pdf)).toContain('Nothing here.');
  });
});

describe('QR codes', () => {
  it('encodes longer text in a larger symbol and draws it', async () => {
    const short = qrModules('http://localhost/verify-card/abc');
    const long = qrModules(`http://localhost/verify-card/${'x'.repeat(120)}`);
    expect(long.size).toBeGreaterThan(short.size);
    // Every QR code has its three finder patterns: a dark top-left corner module.
    expect(short.dark(0, 0)).toBe(true);
    expect(short.dark(0, short.size - 1)).toBe(true);
    expect(short.dark(short.size - 1, 0)).toBe(true);
    const pdf = await renderPdf({ size: [100, 100], margin: 0 }, (doc) =>
      drawQr(doc, 'http://localhost/verify-card/abc', 0, 0, 100),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
