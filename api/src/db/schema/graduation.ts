/** Graduation: what each level's form requires, and the forms. */
import { index, integer } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';
import { users } from './users';
// The tables its references name are built first (registry.ts).
import './setup';
import './students';

/** What each level's graduation form requires (nationally, or a university's or campus's own). */
export const graduationSetups = resourceTable(
  'graduation_setups',
  contracts.graduationSetupContract,
);

/**
 * Graduation forms: one per student, pending until approved; `approvedById` is the account that
 * approved it (the row shows its name, approvedBy).
 */
export const graduations = resourceTable('graduations', contracts.graduationContract, {
  columns: { approvedById: integer('approved_by_id').references(() => users.id) },
  indexes: (t) => [
    index('graduations_year_status_idx').on(t.fiscalYearId, t.status),
    index('graduations_student_idx').on(t.studentId),
  ],
});
