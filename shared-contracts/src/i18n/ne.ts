/**
 * Nepali for the contracts' texts: field and option labels, resource titles and every message
 * (the API answers with them in the caller's language; the kit renders them). Each key is the
 * English text exactly as the contracts write it, `{{placeholders}}` where a message takes values.
 */
export const CONTRACTS_NE: Readonly<Record<string, string>> = {};
