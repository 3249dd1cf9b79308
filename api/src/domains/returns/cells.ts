/**
 * What the return's figures are made of: the campus and years a return is filled for, a row's
 * program facts, one figure (computed, reported, whether corrected), and raw SQL's rows.
 */
import type { ReturnForm } from '@hemis/shared-contracts';

export interface FiscalYearSpan {
  id: number;
  label: string;
  startDate: string;
  endDate: string;
}

/** What a return is filled for: the campus, its year and the year before (results, money). */
export interface ReturnScope {
  campusId: number;
  year: FiscalYearSpan;
  lastYear: FiscalYearSpan | null;
  form: ReturnForm;
}

/** A row's program, level and faculty (what national totals group by). */
export interface RowFacts {
  programId: number | null;
  levelId: number | null;
  facultyId: number | null;
}

export { sqlRows as rows } from '../../lib/sql-rows';

export const cell = (computed: number | null) => ({ computed, value: computed, corrected: false });
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

export type Column = { key: string; label: string; group?: string };
