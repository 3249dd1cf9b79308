/**
 * The commission's grant releases (domains/grants): a grant per campus, fiscal year and grant
 * type (a registry table of its contract), and the instalments it is paid out in.
 */
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { day, money, partOf, tz } from './resource-table';
import { resourceTable, users } from './index';

export const grantReleases = resourceTable('grant_releases', contracts.grantReleaseContract, {
  uniqueName: 'grant_releases_type_uq',
  indexes: (t) => [index('grant_releases_fiscal_year_idx').on(t.fiscalYearId)],
});

export const grantInstalments = pgTable(
  'grant_instalments',
  {
    id: serial('id').primaryKey(),
    grantReleaseId: partOf('grant_release_id', () => grantReleases.id),
    dueOn: day('due_on').notNull(),
    amount: money('amount').notNull(),
    /** scheduled, released or withheld (shared-contracts INSTALMENT_STATUSES). */
    status: varchar('status', { length: 10 })
      .$type<contracts.GrantInstalmentRow['status']>()
      .notNull(),
    releasedOn: day('released_on'),
    letterReference: varchar('letter_reference', { length: 100 }),
    note: text('note'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('grant_instalments_grant_idx').on(t.grantReleaseId, t.dueOn)],
);
