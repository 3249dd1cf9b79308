/**
 * Reminders of a year's return deadline: 14 and 3 days before it, each campus that has not
 * submitted (its administrators and its own address); after it, each university with the list
 * of its campuses still missing. Each reminder is sent once, whichever process runs the check
 * (a row of `statistical_return_reminders` is taken before the mail goes); the server checks
 * every hour (server.ts) and the commission can run it now.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nepalToday, type Language } from '@hemis/shared-contracts';
import { statisticalReturnReminders } from '../../db/schema/statistical-returns';
import { documentLanguageOf, documentWords, type DocumentWords } from '../../lib/document-language';
import { addressLanguages, mailTexts } from '../../lib/mail-language';
import { sqlRows } from '../../lib/sql-rows';

interface Due {
  fiscalYearId: number;
  label: string;
  deadline: string;
  days: number;
}

const NOT_IN = sql`coalesce(r.status, 'notStarted') not in ('submitted', 'endorsed', 'accepted')`;

const rows = <T>(app: FastifyInstance, query: SQL) => sqlRows<T>(app.db, query);

/**
 * Mails each of `to` in its reader's language (`languageOf`): the subject and text `write` makes
 * with that language's texts and numbers, then `link`.
 */
function mailEach(
  app: FastifyInstance,
  to: readonly string[],
  languageOf: (address: string) => Language,
  link: string,
  write: (
    t: ReturnType<typeof mailTexts>,
    n: DocumentWords['n'],
  ) => { subject: string; text: string },
): void {
  for (const address of to) {
    const language = languageOf(address);
    const { subject, text } = write(mailTexts(language), documentWords(language).n);
    app.hemis.mailer.send({ to: address, subject, text: `${text}\n\n${link}`, links: [link] });
  }
}

/** Takes the reminder's row; false when it was sent already (by this or another process). */
async function takeOnce(
  app: FastifyInstance,
  key: { fiscalYearId: number; target: string; targetId: number; kind: string },
): Promise<boolean> {
  const taken = await app.db
    .insert(statisticalReturnReminders)
    .values({ ...key, form: 'full' })
    .onConflictDoNothing()
    .returning({ targetId: statisticalReturnReminders.targetId });
  return taken.length > 0;
}

/** Sends the reminders due on `today` (BS cycles' deadlines are AD dates); the number sent. */
export async function sendReminders(app: FastifyInstance, today = nepalToday()): Promise<number> {
  const cycles = await rows<Due>(
    app,
    sql`select cy.fiscal_year_id as "fiscalYearId", coalesce(y.label, '') as label,
        cy.deadline::text as deadline, (cy.deadline - ${today}::date)::int as days
      from statistical_return_cycles cy join fiscal_years y on y.id = cy.fiscal_year_id
      where cy.deadline is not null and cy.published_at is null
        and cy.deadline - ${today}::date <= 14`,
  );
  const link = `${app.hemis.config.publicUrl}/form-management/statisticalReport`;
  let sent = 0;
  for (const cycle of cycles) {
    if (cycle.days >= 0) {
      const kind = cycle.days <= 3 ? '3days' : '14days';
      const missing = await rows<{
        id: number;
        name: string;
        emails: string[];
        documentLanguage: string | null;
      }>(
        app,
        sql`select c.id, c.campus_name as name,
            array_remove(array_agg(distinct u.email) || array[c.email]::text[], null) as emails,
            c.document_language as "documentLanguage"
          from campuses c
          left join statistical_returns r on r.campus_id = c.id
            and r.fiscal_year_id = ${cycle.fiscalYearId} and r.form = 'full'
          left join users u on u.campus_id = c.id and u.role = 'CollegeAdmin' and u.status = 'active'
          where c.deleted_at is null and ${NOT_IN}
          group by c.id, c.campus_name, c.email, c.document_language`,
      );
      for (const campus of missing) {
        const to = [...new Set(campus.emails.filter(Boolean))];
        if (to.length === 0) continue;
        if (
          !(await takeOnce(app, {
            fiscalYearId: cycle.fiscalYearId,
            target: 'campus',
            targetId: campus.id,
            kind,
          }))
        )
          continue;
        // Each in its reader's language; the campus's own address in its language of documents.
        const languageOf = await addressLanguages(app.db, to, () =>
          documentLanguageOf(campus.documentLanguage),
        );
        mailEach(app, to, languageOf, link, (t, n) => ({
          subject: t('HEMIS: the statistical return {{label}} is due on {{deadline}}', {
            label: cycle.label,
            deadline: cycle.deadline,
          }),
          text:
            t(
              cycle.days === 1
                ? "{{campus}} has not yet submitted its annual statistical return for the fiscal year {{label}}. The commission's deadline is {{deadline}} ({{days}} day from today)."
                : "{{campus}} has not yet submitted its annual statistical return for the fiscal year {{label}}. The commission's deadline is {{deadline}} ({{days}} days from today).",
              {
                campus: campus.name,
                label: cycle.label,
                deadline: cycle.deadline,
                days: n(cycle.days),
              },
            ) +
            '\n\n' +
            t(
              'What to do: sign in to HEMIS, open HEMIS Reports → Statistical Report, check the figures filled from your records, correct what the records do not hold (with a reason), explain each warning, and submit. Then print the return, have it signed and stamped, and upload the signed PDF on the same screen.',
            ),
        }));
        sent += 1;
      }
    } else {
      const missing = await rows<{ universityId: number; campuses: string[]; emails: string[] }>(
        app,
        sql`select c.university_id as "universityId",
            array_agg(distinct c.campus_name order by c.campus_name) as campuses,
            (select array_agg(distinct u.email) from users u where u.university_id = c.university_id
              and u.role = 'UniAdmin' and u.status = 'active') as emails
          from campuses c
          left join statistical_returns r on r.campus_id = c.id
            and r.fiscal_year_id = ${cycle.fiscalYearId} and r.form = 'full'
          where c.deleted_at is null and c.university_id is not null and ${NOT_IN}
          group by c.university_id`,
      );
      for (const university of missing) {
        const to = (university.emails ?? []).filter(Boolean);
        if (to.length === 0) continue;
        if (
          !(await takeOnce(app, {
            fiscalYearId: cycle.fiscalYearId,
            target: 'university',
            targetId: university.universityId,
            kind: 'overdue',
          }))
        )
          continue;
        const shown = university.campuses.slice(0, 50);
        const languageOf = await addressLanguages(app.db, to);
        mailEach(app, to, languageOf, link, (t, n) => ({
          subject: t('HEMIS: {{n}} campuses missed the statistical return {{label}}', {
            n: n(university.campuses.length),
            label: cycle.label,
          }),
          text:
            t(
              'The deadline for the statistical return {{label}} was {{deadline}}. These campuses of your university have not submitted it:',
              { label: cycle.label, deadline: cycle.deadline },
            ) +
            '\n\n' +
            shown.map((name) => `- ${name}`).join('\n') +
            (university.campuses.length > shown.length
              ? `\n- ${t('and {{n}} more', { n: n(university.campuses.length - shown.length) })}`
              : '') +
            '\n\n' +
            t(
              'What to do: ask each campus to submit its return, then endorse the submitted returns on HEMIS Reports → Statistical Report.',
            ),
        }));
        sent += 1;
      }
    }
  }
  return sent;
}
