/**
 * Accounts by double entry (shared-contracts/src/resources/accounts.ts): the chart of accounts
 * (the standard chart has no owner; a campus adds its own), vouchers and their lines, and the
 * per-campus, per-fiscal-year number series (lib/numbering.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  primaryKey,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { campusColumn, campusOwner, fiscalYearColumn, paisa } from './columns';
import { day, partOf, requiredRef, tz } from './resource-table';
import { resourceTable } from './registry';
import { users } from './users';

export const accountSubGroups = resourceTable(
  'account_sub_groups',
  contracts.accountSubGroupContract,
);

export const accountLedgers = resourceTable('account_ledgers', contracts.accountLedgerContract, {
  indexes: (t) => [index('account_ledgers_sub_group_idx').on(t.subGroupId)],
});

export const accountSubLedgers = resourceTable(
  'account_sub_ledgers',
  contracts.accountSubLedgerContract,
  { uniqueName: 'account_sub_ledgers_name_uq' },
);

/**
 * The last number issued in each series of a campus and fiscal year ('voucher:journal',
 * later receipts, certificates, letters). A row is locked by the upsert that takes the next
 * number, so concurrent issuers queue, and a rolled-back transaction gives its number back.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    campusId: campusColumn(),
    fiscalYearId: fiscalYearColumn(),
    series: varchar('series', { length: 40 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.fiscalYearId, t.series] })],
);

export const voucherTypeEnum = pgEnum('voucher_type', ['journal', 'payment', 'receipt', 'contra']);

export const voucherStatusEnum = pgEnum('voucher_status', [
  'draft',
  'checked',
  'approved',
  'cancelled',
]);

/**
 * A voucher of a campus in a fiscal year. `number` is given at approval (drafts carry none,
 * so deleting a draft leaves no gap); an approved voucher is never changed, only reversed by
 * another voucher (`reversalOfId` on the reversal, `reversedById` on the original).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    ...campusOwner(),
    fiscalYearId: fiscalYearColumn(),
    voucherType: voucherTypeEnum('voucher_type').notNull(),
    number: integer('number'),
    dateAd: day('date_ad').notNull(),
    dateBs: varchar('date_bs', { length: 10 }).notNull(),
    narration: text('narration').notNull(),
    status: voucherStatusEnum('status').notNull().default('draft'),
    totalPaisa: paisa('total_paisa').notNull(),
    reversalOfId: integer('reversal_of_id').references((): AnyPgColumn => vouchers.id),
    reversedById: integer('reversed_by_id').references((): AnyPgColumn => vouchers.id),
    preparedBy: integer('prepared_by').references(() => users.id),
    checkedBy: integer('checked_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_campus_year_idx').on(t.campusId, t.fiscalYearId, t.dateAd),
    index('vouchers_university_idx').on(t.universityId),
    // A number is issued once per campus, fiscal year and type (numbering.ts never repeats one).
    uniqueIndex('vouchers_number_uq')
      .on(t.campusId, t.fiscalYearId, t.voucherType, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex('vouchers_reversal_uq')
      .on(t.reversalOfId)
      .where(sql`${t.reversalOfId} is not null`),
  ],
);

/**
 * A voucher's lines: debit or credit in paisa. The voucher's campus, fiscal year and date are
 * copied here, and `posted` is set when the voucher is approved (approved lines never change),
 * so a ledger's statement reads its lines through one partial index without joining vouchers.
 */
export const voucherLines = pgTable(
  'voucher_lines',
  {
    id: serial('id').primaryKey(),
    voucherId: partOf('voucher_id', () => vouchers.id),
    lineNo: integer('line_no').notNull(),
    ledgerId: requiredRef('ledger_id', () => accountLedgers.id),
    subLedgerId: integer('sub_ledger_id').references(() => accountSubLedgers.id),
    debitPaisa: paisa('debit_paisa').notNull().default(0),
    creditPaisa: paisa('credit_paisa').notNull().default(0),
    narration: text('narration'),
    campusId: integer('campus_id').notNull(),
    fiscalYearId: integer('fiscal_year_id').notNull(),
    dateAd: day('date_ad').notNull(),
    posted: boolean('posted').notNull().default(false),
  },
  (t) => [
    index('voucher_lines_voucher_idx').on(t.voucherId),
    index('voucher_lines_ledger_idx')
      .on(t.ledgerId, t.campusId, t.dateAd)
      .where(sql`${t.posted}`),
  ],
);

/**
 * Approved amounts per campus, fiscal year, ledger and day, added to as each voucher is
 * approved (domains/accounts/totals.ts): the trial balance and the statements add up a few
 * rows per ledger and day instead of every voucher line.
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    campusId: integer('campus_id').notNull(),
    fiscalYearId: integer('fiscal_year_id').notNull(),
    ledgerId: requiredRef('ledger_id', () => accountLedgers.id),
    dateAd: day('date_ad').notNull(),
    debitPaisa: paisa('debit_paisa').notNull(),
    creditPaisa: paisa('credit_paisa').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.fiscalYearId, t.ledgerId, t.dateAd] })],
);
