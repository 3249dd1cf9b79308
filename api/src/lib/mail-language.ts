/**
 * Mails in the recipient's language: the account's `language` (English when it has none), each
 * text of the mail through the catalogue (`textIn`), links and data as they are.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '@hemis/shared-contracts';
import { users } from '../db/schema';
import { documentLanguageOf } from './document-language';
import { textIn } from './language';
import type { DbOrTx } from './resource/types';

/** An account's `language` as the language of its mail (English unless Nepali). */
export const mailLanguageOf = documentLanguageOf;

/** The language of the mail to an account (English for none, or an account not found). */
export async function userLanguage(
  db: DbOrTx,
  userId: number | null | undefined,
): Promise<Language> {
  if (!userId) return 'en';
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return mailLanguageOf(row?.language);
}

/** The catalogue's texts in the recipient's language, for writing one mail. */
export const mailTexts =
  (language: Language) =>
  (text: string, values: Readonly<Record<string, string | number>> = {}): string =>
    textIn(language, text, values);

/**
 * The language of the mail to each address: its account's language where an account has the
 * address, else `fallback` (a campus's own address: the campus's language of documents).
 */
export async function addressLanguages(
  db: DbOrTx,
  addresses: readonly string[],
  fallback: (address: string) => Language = () => 'en',
): Promise<(address: string) => Language> {
  const wanted = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ email: users.email, language: users.language })
          .from(users)
          .where(and(inArray(sql`lower(${users.email})`, wanted), isNull(users.deletedAt)));
  const found = new Map(rows.map((row) => [row.email.toLowerCase(), mailLanguageOf(row.language)]));
  return (address) => found.get(address.toLowerCase()) ?? fallback(address);
}
