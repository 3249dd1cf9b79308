/**
 * Nepali for the API's own texts: messages it writes beside the contracts' (which are in
 * shared-contracts/src/i18n/ne.ts), mails and printed documents. Each key is the English as the
 * code writes it, `{{placeholders}}` where a text takes values.
 */
import { MESSAGES_NE } from './ne/messages';
import { DOCUMENTS_NE } from './ne/documents';
import { MAILS_NE } from './ne/mails';

export const API_NE: Readonly<Record<string, string>> = {
  ...MESSAGES_NE,
  ...DOCUMENTS_NE,
  ...MAILS_NE,
};
