/** A campus's research, publications and fellowships (/research; the documents are in `documents`). */
import { index } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';
import { employees } from './employees';

resourceTable.target('Teacher', employees);

export const research = resourceTable('research', contracts.researchContract, {
  indexes: (t) => [
    index('research_campus_idx').on(t.campusId),
    index('research_fiscal_year_idx').on(t.fiscalYearId),
    index('research_employee_idx').on(t.employeeId),
  ],
});
