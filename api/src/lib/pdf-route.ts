/**
 * The one way a printed document's route answers (receipt, marksheet, admit card, identity card,
 * certificate, letter): fetch what the caller may read, check that it prints, render it, send it.
 * The steps are the route's own; their order and the answer are this helper's, so a missing
 * document is always a 404 and a PDF is always sent the same way (`sendPdf`).
 */
import type { FastifyReply } from 'fastify';
import { notFound } from './errors';
import { sendPdf } from './pdf';

export interface PrintedDocument<Found> {
  /** What the document prints, within the caller's reach; null or undefined when there is none. */
  fetch(): Promise<Found | null | undefined>;
  /** The message of the 404 when nothing is found (the API's default message without it). */
  missing?: string;
  /** Throws when what was found does not print (not issued yet, no candidates…). */
  check?(found: Found): void | Promise<void>;
  render(found: Found): Promise<Buffer>;
  fileName(found: Found): string;
  /** Shown in the browser (the default) or, false, downloaded. */
  inline?: boolean;
}

/** Fetches, checks, renders and sends a printed document (see PrintedDocument). */
export async function sendDocument<Found>(
  reply: FastifyReply,
  document: PrintedDocument<Found>,
): Promise<ReturnType<typeof sendPdf>> {
  const found = await document.fetch();
  if (found === null || found === undefined) throw notFound(document.missing);
  await document.check?.(found);
  const pdf = await document.render(found);
  return sendPdf(reply, pdf, document.fileName(found), document.inline ?? true);
}
