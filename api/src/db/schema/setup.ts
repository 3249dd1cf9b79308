/**
 * Setup and program registries: each table is built from its resource contract
 * (shared-contracts/src/resources, resource-table.ts); its JS keys are the contract's field names.
 */
import { sql } from 'drizzle-orm';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import * as contracts from '@hemis/shared-contracts';
import { resourceTable } from './registry';

export const faculties = resourceTable('faculties', contracts.facultyContract);

export const levels = resourceTable('levels', contracts.levelContract);

export const programs = resourceTable('programs', contracts.programContract);

export const subjects = resourceTable('subjects', contracts.subjectContract, {
  uniqueName: 'subjects_code_uq',
  indexes: (t) => [index('subjects_program_idx').on(t.programId)],
});

export const collegePrograms = resourceTable('college_programs', contracts.collegeProgramContract, {
  uniqueName: 'college_programs_program_uq',
});

export const majorSubjects = resourceTable('major_subjects', contracts.majorSubjectContract);

export const fiscalYears = resourceTable('fiscal_years', contracts.fiscalYearContract, {
  uniqueName: 'fiscal_years_label_uq',
  indexes: (t) => [
    /** Exactly one active fiscal year: at most one row may hold is_active. */
    uniqueIndex('fiscal_years_active_uq')
      .on(t.isActive)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
  ],
});

export const batches = resourceTable('batches', contracts.batchContract);

export const ethnicGroups = resourceTable('ethnic_groups', contracts.ethnicGroupContract);

export const employeePositions = resourceTable(
  'employee_positions',
  contracts.employeePositionContract,
);

export const sections = resourceTable('sections', contracts.sectionContract);

export const departments = resourceTable('departments', contracts.departmentContract);

export const incomeExpenseHeads = resourceTable(
  'income_expense_heads',
  contracts.incomeExpenseHeadContract,
);

export const incomeExpenditureEntries = resourceTable(
  'income_expenditure_entries',
  contracts.incomeExpenditureEntryContract,
  {
    indexes: (t) => [index('income_expenditure_entries_campus_idx').on(t.campusId, t.fiscalYearId)],
  },
);

export const holidays = resourceTable('holidays', contracts.holidayContract);

export const budgetSetups = resourceTable('budget_setups', contracts.budgetSetupContract, {
  uniqueName: 'budget_setups_head_uq',
});

/** The commission's grants to universities and campuses (University Budget). */
export const budgetGrants = resourceTable('budget_grants', contracts.budgetGrantContract, {
  uniqueName: 'budget_grants_purpose_uq',
  indexes: (t) => [index('budget_grants_fiscal_year_idx').on(t.fiscalYearId)],
});

export const studentAgeGroups = resourceTable(
  'student_age_groups',
  contracts.studentAgeGroupContract,
);

export const campusTypeNumbers = resourceTable(
  'campus_type_numbers',
  contracts.campusTypeNumberContract,
  {
    uniqueName: 'campus_type_numbers_uq',
  },
);

export const centralDepartments = resourceTable(
  'central_departments',
  contracts.centralDepartmentContract,
);
