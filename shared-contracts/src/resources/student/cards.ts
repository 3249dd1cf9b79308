/**
 * Student identity cards.
 */

/**
 * GET /Student/{id}/Card: one card as PDF (issues a card if the student has no valid one);
 * GET /Student/Cards?<Student list filters>: the cards of a filtered list, one PDF;
 * GET /Student/Export/Pdf?<filters>: a filtered list as a printable PDF table;
 * its QR code opens the one verification page (/verify/identity-card/{token}; cards printed
 * before it opened /verify-card/{token}, which still answers).
 */
export const CARD_VALID_YEARS = 1;
export const MAX_CARDS_PER_PDF = 500;
export const CARD_MESSAGES = {
  valid: 'This identity card is valid.',
  expired: 'This identity card has expired.',
  revoked: 'This identity card has been replaced by a newer card.',
  inactive: 'The student on this card is no longer active.',
  unknown: 'No such identity card was issued.',
  tooMany: `At most ${MAX_CARDS_PER_PDF} cards can be printed at once; narrow the filters.`,
  notVerified: 'Only verified, active students get an identity card.',
} as const;
/** Where the QR codes of cards printed before the one verification page pointed. */
export const VERIFY_CARD_PATH = '/verify-card';
