import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * Downloads the PDF shown in the page's PDF panel ("Download PDF", the `nth` one) and answers the
 * path of the verification page its QR code links to, for documents of `kind`.
 */
export async function verificationPathOf(page: Page, kind: string, nth = 0): Promise<string> {
  return verificationPathOfDownload(page, kind, () =>
    page.getByRole('main').getByRole('button', { name: 'Download PDF' }).nth(nth).click(),
  );
}

/**
 * The path of the verification page the QR code of a PDF links to, for documents of `kind`: the
 * PDF `start` downloads (a click on a download button).
 */
export async function verificationPathOfDownload(
  page: Page,
  kind: string,
  start: () => Promise<void>,
): Promise<string> {
  return verificationPathIn(await downloadedPdf(page, start), kind);
}

/** The PDF a click (`start`) downloads, as bytes. */
export async function downloadedPdf(page: Page, start: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await start();
  const pdf = fs.readFileSync((await (await download).path()) ?? '');
  if (!pdf.subarray(0, 4).equals(Buffer.from('%PDF'))) throw new Error('the download is not a PDF');
  return pdf;
}

/** The path of the verification page a PDF's QR code links to, for documents of `kind`. */
export function verificationPathIn(pdf: Buffer, kind: string): string {
  const text = pdf.toString('latin1');
  const link = new RegExp(`/URI \\((https?://[^)]*/verify/${kind}/[^)]+)\\)`).exec(text)?.[1];
  if (!link) throw new Error(`the PDF carries no ${kind} verification link`);
  return new URL(link).pathname;
}
