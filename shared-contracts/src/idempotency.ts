/**
 * Writes that survive a dropped link: every write the screens send carries an `Idempotency-Key`
 * (one per user action, kept with a queued write), and the API answers a repeated key with the
 * first answer instead of writing twice.
 */
/** The header, as Node spells incoming headers (lower case). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 8 to 200 letters, digits, `-`, `_`, `.` or `:` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 8 to 200 letters, digits, dashes, dots, colons or underscores.',
  otherWrite: 'This Idempotency-Key was already used for another request.',
  inProgress: 'The same request is still being answered. Please wait a moment and try again.',
} as const;
