/**
 * Nepali for the API's own texts: messages it writes beside the contracts' (which are in
 * shared-contracts/src/i18n/ne.ts), mails and printed documents. Each key is the English as the
 * code writes it, `{{placeholders}}` where a text takes values.
 */
export const API_NE: Readonly<Record<string, string>> = {};
