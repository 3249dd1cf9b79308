import {
  GRANT_TYPES,
  formatAmount,
  grantReleaseContract,
  type Choice,
} from '@hemis/shared-contracts';
import { defineResource, type ResourceRow, rowLabels } from '@hemis/shared-ui';
import { GrantInstalments, INSTALMENT_TEXTS } from './GrantInstalments';
import { formatDate } from '@hemis/shared-ui';

export const GRANT_RELEASE_TEXTS = {
  title: 'Grant Releases',
  description:
    "The commission's grants to each campus by fiscal year and grant type, against the " +
    'letter that sanctions them, and the instalments they are released in. A campus sees its ' +
    "own grants, a university its campuses'; the summary report's Finance part totals them.",
  released: 'Released (NPR)',
  scheduled: 'Scheduled (NPR)',
  nextDue: 'Next Due',
} as const;

const money = { render: (value: unknown) => formatAmount(value) };
const label = (choices: readonly Choice[], value: unknown) =>
  choices.find((choice) => choice.value === value)?.label ?? String(value ?? '');

/**
 * /organization-management/payment and the program section's /payment: the commission grants
 * and releases; campuses and universities read theirs (the kit offers them no form and no Edit).
 */
export default defineResource({
  contract: grantReleaseContract,
  title: GRANT_RELEASE_TEXTS.title,
  description: GRANT_RELEASE_TEXTS.description,
  columns: ['fiscalYearId', 'universityId', 'campusId', 'grantType', 'amount', 'letterReference'],
  keyColumns: ['campusId', 'grantType', 'amount', 'released', 'panel'],
  filters: ['fiscalYearId', 'universityId', 'campusId', 'grantType'],
  fields: {
    amount: money,
    campusId: {
      dependsOn: {
        field: 'universityId',
        path: (id) => `/Campus?universityId=${String(id)}`,
        hint: 'Choose the university first',
      },
    },
  },
  extraColumns: [
    {
      key: 'released',
      title: GRANT_RELEASE_TEXTS.released,
      align: 'right',
      render: (_value: unknown, row: ResourceRow) => formatAmount(row.released),
    },
    {
      key: 'scheduled',
      title: GRANT_RELEASE_TEXTS.scheduled,
      align: 'right',
      render: (_value: unknown, row: ResourceRow) => formatAmount(row.scheduled),
    },
    {
      key: 'nextDueOn',
      title: GRANT_RELEASE_TEXTS.nextDue,
      render: (_value: unknown, row: ResourceRow) =>
        typeof row.nextDueOn === 'string' ? formatDate(row.nextDueOn) : '-',
    },
  ],
  rowPanel: {
    label: INSTALMENT_TEXTS.label,
    title: (row) => {
      const labels = rowLabels(row);
      return INSTALMENT_TEXTS.title(
        labels?.campusId ?? String(row.campusId ?? ''),
        label(GRANT_TYPES, row.grantType),
      );
    },
    render: GrantInstalments,
  },
});
