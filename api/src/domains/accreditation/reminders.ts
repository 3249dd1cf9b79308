/**
 * Mails before an accreditation expires: 6 months and 1 month before, to the campus (its
 * administrators and its own address) and to the commission (its Admin and UgcAdmin accounts),
 * saying what to do. Each is sent once, whichever process runs the check: its row of
 * `accreditation_reminders` is taken before the mail goes. A campus that has begun its next
 * cycle is not reminded.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addMonths, nepalToday } from '@hemis/shared-contracts';
import { accreditationReminders } from '../../db/schema/accreditation';
import { documentLanguageOf, documentWords } from '../../lib/document-language';
import { addressLanguages, mailTexts } from '../../lib/mail-language';
import { sqlRows } from '../../lib/sql-rows';

/** Months before the expiry a reminder goes, the nearer first. */
const REMINDER_MONTHS = [1, 6] as const;

interface Due {
  cycleId: number;
  campusName: string;
  expiresOn: string;
  campusEmails: string[];
  /** The campus's language of documents: its own address's mail. */
  documentLanguage: string | null;
}

const rows = <T>(app: FastifyInstance, query: SQL) => sqlRows<T>(app.db, query);

/** Sends the expiry reminders due on `today`; the number of campuses reminded. */
export async function sendExpiryReminders(
  app: FastifyInstance,
  today = nepalToday(),
): Promise<number> {
  const commission = (
    await rows<{ email: string }>(
      app,
      sql`select email from users where role in ('Admin', 'UgcAdmin') and status = 'active'`,
    )
  ).map((row) => row.email);
  const link = `${app.hemis.config.publicUrl}/accrediation/renew-accreditation`;
  let sent = 0;
  for (const months of REMINDER_MONTHS) {
    const due = await rows<Due>(
      app,
      sql`select cy.id as "cycleId", c.campus_name as "campusName", cy.expires_on::text as "expiresOn",
          array_remove(array_agg(distinct u.email) || array[c.email]::text[], null) as "campusEmails",
          c.document_language as "documentLanguage"
        from accreditation_cycles cy
        join campuses c on c.id = cy.campus_id and c.deleted_at is null
        left join users u on u.campus_id = c.id and u.role = 'CollegeAdmin' and u.status = 'active'
        where cy.status = 'accredited'
          and cy.expires_on >= ${today}::date and cy.expires_on <= ${addMonths(today, months)}::date
          and not exists (select 1 from accreditation_cycles later
            where later.campus_id = cy.campus_id and later.cycle_number > cy.cycle_number)
          and not exists (select 1 from accreditation_reminders r
            where r.cycle_id = cy.id and r.months <= ${months})
        group by cy.id, c.campus_name, cy.expires_on, c.email, c.document_language`,
    );
    for (const cycle of due) {
      const taken = await app.db
        .insert(accreditationReminders)
        .values({ cycleId: cycle.cycleId, months })
        .onConflictDoNothing()
        .returning({ cycleId: accreditationReminders.cycleId });
      if (taken.length === 0) continue;
      const to = [...new Set([...cycle.campusEmails, ...commission].filter(Boolean))];
      // Each in its reader's language; the campus's own address in its language of documents.
      const languageOf = await addressLanguages(app.db, to, () =>
        documentLanguageOf(cycle.documentLanguage),
      );
      for (const address of to) {
        const language = languageOf(address);
        const t = mailTexts(language);
        const values = {
          campus: cycle.campusName,
          date: documentWords(language).date(cycle.expiresOn),
        };
        app.hemis.mailer.send({
          to: address,
          subject: t('HEMIS: the accreditation of {{campus}} expires on {{date}}', {
            campus: cycle.campusName,
            date: cycle.expiresOn,
          }),
          text:
            t(
              months === 1
                ? "The commission's accreditation of {{campus}} is valid until {{date}}, one month from now."
                : "The commission's accreditation of {{campus}} is valid until {{date}}, six months from now.",
              values,
            ) +
            '\n\n' +
            t(
              'What to do: to stay accredited, the campus sends the commission its letter of intent for re-accreditation and prepares its self-study report by the eight criteria with its internal quality assurance committee. The commission records the letter under Campus QAA → Renew Accreditation, which begins the new cycle.',
            ) +
            `\n\n${link}`,
          links: [link],
        });
      }
      sent += 1;
    }
  }
  return sent;
}
