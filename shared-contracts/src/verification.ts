/**
 * One way to check any printed document (identity cards, receipts, certificates, marksheets,
 * letters): its QR code carries a link to the public page `/verify/{kind}/{token}`, which asks
 * `GET /Verify/{kind}/{token}` whether the document is genuine and still valid, and shows what it
 * should say so whoever holds the paper can compare.
 */
import { z } from 'zod';

/** The documents that carry a verification code, by the kind in their link. */
export const DOCUMENT_KINDS = {
  'identity-card': 'Identity Card',
  receipt: 'Receipt',
  'recommendation-letter': 'Recommendation Letter',
  'character-certificate': 'Character Certificate',
  'admit-card': 'Admit Card',
  marksheet: 'Marksheet',
  'statistical-return': 'Statistical Return',
  'accreditation-certificate': 'Accreditation Certificate',
  'fact-sheet': 'Campus Fact Sheet',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const isDocumentKind = (value: string): value is DocumentKind =>
  Object.prototype.hasOwnProperty.call(DOCUMENT_KINDS, value);

export const VERIFY_PAGE_PATH = '/verify';
/** The public page a document's QR code opens. */
export const verifyPagePath = (kind: DocumentKind, token: string): string =>
  `${VERIFY_PAGE_PATH}/${kind}/${encodeURIComponent(token)}`;

export const documentVerificationSchema = z.object({
  kind: z.string(),
  /** What the document is ("Receipt"); empty when the kind is unknown. */
  documentTitle: z.string(),
  valid: z.boolean(),
  /** One sentence: genuine and valid, or why not. */
  verdict: z.string(),
  /** What the document says, to compare with the paper in hand (empty when unknown). */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

export const VERIFY_MESSAGES = {
  unknown: 'No such document was issued. It may be forged.',
} as const;

/** Tokens are URL-safe random text; anything else is simply not a known document. */
export const VERIFY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;
