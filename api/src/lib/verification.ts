/**
 * The one verification mechanism of printed documents (cards, receipts, certificates,
 * marksheets, letters): each document keeps a random token, its QR code links to the public page
 * `/verify/{kind}/{token}`, and that page asks `GET /Verify/{kind}/{token}`, which hands the
 * token to the verifier of the kind. A verifier says whether the document is genuine and still
 * valid and what it should say; an unknown kind or token is simply "no such document". The
 * verdict and the facts' labels are answered in the reader's language (Accept-Language).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  VERIFY_MESSAGES,
  VERIFY_PATHS,
  VERIFY_TOKEN_PATTERN,
  apiErrorSchema,
  documentVerificationSchema,
  isDocumentKind,
  verifyPagePath,
  type DocumentKind,
  type DocumentVerification,
} from '@hemis/shared-contracts';
import { RATE_LIMITS } from './rate-limits';
import { messageIn, requestLanguage } from './language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A new document token: 144 random bits, URL-safe (it travels in the QR code's link). */
export const newVerificationToken = (): string => randomBytes(18).toString('base64url');

/** The public page a document's QR code opens. */
export const verificationUrl = (publicUrl: string, kind: DocumentKind, token: string): string =>
  `${publicUrl}${verifyPagePath(kind, token)}`;

/** What a document of one kind says about a token; null when no such document was issued. */
export type DocumentVerifier = (
  app: FastifyInstance,
  token: string,
) => Promise<Omit<DocumentVerification, 'kind' | 'documentTitle'> | null>;

/**
 * What the page says in the reader's language: the verdict, each fact's label, and a value
 * that is a text of the catalogues ("Transfer letter", "Passed", a date); data as it is kept.
 */
function inLanguage(
  answer: DocumentVerification,
  language: ReturnType<typeof requestLanguage>,
): DocumentVerification {
  if (language === 'en') return answer;
  return {
    ...answer,
    verdict: messageIn(language, answer.verdict),
    facts: answer.facts.map((fact) => ({
      label: messageIn(language, fact.label),
      value: messageIn(language, fact.value),
    })),
  };
}

const unknownDocument = (kind: string): DocumentVerification => ({
  kind,
  documentTitle: isDocumentKind(kind) ? DOCUMENT_KINDS[kind] : '',
  valid: false,
  verdict: VERIFY_MESSAGES.unknown,
  facts: [],
});

// Any text up to the router's parameter limit: a malformed kind or token is just unknown.
const params = z.strictObject({ kind: z.string().max(40), token: z.string().max(200) });

/**
 * Each domain adds the verifiers of the documents it prints (students: cards, letters...; exams:
 * admit cards, marksheets). A kind is verified by one domain only.
 */
export function addDocumentVerifiers(
  app: FastifyInstance,
  verifiers: Readonly<Partial<Record<DocumentKind, DocumentVerifier>>>,
): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.entries types keys as string; these are the DocumentKind keys of the record
  for (const [kind, verifier] of Object.entries(verifiers) as [DocumentKind, DocumentVerifier][]) {
    if (app.hemis.documentVerifiers.has(kind)) throw new Error(`${kind} is verified twice`);
    app.hemis.documentVerifiers.set(kind, verifier);
  }
}

/** The kinds no domain verifies (none, once every domain is registered). */
export const unverifiedKinds = (app: FastifyInstance): DocumentKind[] =>
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys types keys as string; these are the DocumentKind keys of DOCUMENT_KINDS
  (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).filter(
    (kind) => !app.hemis.documentVerifiers.has(kind),
  );

/**
 * GET /Verify/{kind}/{token}: public and rate limited; each kind asks its domain's verifier
 * (looked up when asked, so the domains may add theirs before or after this registers).
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    VERIFY_PATHS.document.route,
    {
      config: { auth: { permission: 'public' }, rateLimit: RATE_LIMITS.publicVerification },
      schema: {
        tags: ['verification'],
        summary:
          'Public: whether a printed document (identity card, receipt...) is genuine and valid ' +
          '(what its QR code opens)',
        params,
        response: { 200: documentVerificationSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request): Promise<DocumentVerification> => {
      const { kind, token } = request.params;
      const language = requestLanguage(request.headers);
      if (!isDocumentKind(kind) || !VERIFY_TOKEN_PATTERN.test(token)) {
        return inLanguage(unknownDocument(kind), language);
      }
      const verifier = app.hemis.documentVerifiers.get(kind);
      const found = verifier ? await verifier(app, token) : null;
      return inLanguage(
        found ? { kind, documentTitle: DOCUMENT_KINDS[kind], ...found } : unknownDocument(kind),
        language,
      );
    },
  );
};
