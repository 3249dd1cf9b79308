/** Dropouts, and the letters of recommendation or transfer. */
import { index, integer, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';
// The tables its references name are built first (registry.ts).
import './setup';
import './students';

/** Students who dropped out (with the status each had before, which undoing restores). */
export const dropouts = resourceTable('dropouts', contracts.dropoutContract, {
  columns: { previousStatus: varchar('previous_status', { length: 20 }) },
  indexes: (t) => [
    index('dropouts_student_idx').on(t.studentId),
    index('dropouts_year_idx').on(t.fiscalYearId),
  ],
});

/** Letters of recommendation or transfer: numbered, with the token their QR code carries. */
export const recommendationLetters = resourceTable(
  'recommendation_letters',
  contracts.recommendationLetterContract,
  {
    columns: {
      serialNo: integer('serial_no').notNull(),
      verifyToken: varchar('verify_token', { length: 64 }).notNull(),
    },
    indexes: (t) => [
      uniqueIndex('recommendation_letters_token_uq').on(t.verifyToken),
      index('recommendation_letters_student_idx').on(t.studentId),
    ],
  },
);
