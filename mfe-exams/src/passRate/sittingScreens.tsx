import {
  APPEARED_FIELDS,
  PASSED_FIELDS,
  boardExamSittingContract,
  type DataScope,
} from '@hemis/shared-contracts';
import type { FieldOverride, FormView, ResourceRow } from '@hemis/shared-ui';

/** A campus reads its own sittings; wider readers pick the campus. */
export const campusFilter = (scope: DataScope) =>
  scope === 'campus' ? [] : (['campusId'] as const);

/** Whether a sitting takes typed counts (a per-student sitting is counted from its students). */
export const takesCounts = (row: Readonly<Record<string, unknown>>) => row.entryKind === 'counts';

/** The six counts: typed only for a sitting entered as counts. */
export const COUNT_FIELDS = [...APPEARED_FIELDS, ...PASSED_FIELDS] as const;
const countInput: FieldOverride = { enabled: (view: FormView) => takesCounts(view.values) };
// Object.fromEntries is typed with string keys; the entries name every count.
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries keys are typed string
export const countOverrides = Object.fromEntries(
  COUNT_FIELDS.map((field) => [field, countInput]),
) as Record<(typeof COUNT_FIELDS)[number], FieldOverride>;

/** A pass rate as read: "87.5 %". */
export const percent = (value: unknown) => (typeof value === 'number' ? `${value} %` : '-');
export const passRateCell: FieldOverride = { render: (value: unknown) => percent(value) };

/** Where a student's entry picks its sitting: the sittings entered per student. */
export const PER_STUDENT_SITTINGS = `${boardExamSittingContract.path}?entryKind=perStudent&pageSize=500`;

export const canTypeCounts = (row: ResourceRow) => takesCounts(row);
