/** Employees and the classes each teacher teaches. */
import { sql } from 'drizzle-orm';
import { index, text } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';
// The tables its references name are built first (registry.ts).
import './setup';

export const employees = resourceTable('employees', contracts.employeeContract, {
  columns: {
    // How a teacher is named where a record refers to one (teaching load).
    fullName: text('full_name').generatedAlwaysAs(
      // || rather than concat_ws: a generated column's expression must be immutable.
      sql`first_name || ' ' || coalesce(nullif(middle_name, '') || ' ', '') || last_name`,
    ),
  },
  indexes: (t) => [index('employees_position_idx').on(t.positionId)],
});

/** The classes each teacher of a campus teaches in a fiscal year (/inload-form). */
export const teachingLoads = resourceTable('teaching_loads', contracts.teachingLoadContract, {
  uniqueName: 'teaching_loads_class_uq',
  indexes: (t) => [
    index('teaching_loads_campus_year_idx').on(t.campusId, t.fiscalYearId),
    index('teaching_loads_employee_idx').on(t.employeeId),
  ],
});
