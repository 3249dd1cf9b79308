import {
  FIGURE_SOURCE_LABELS,
  budgetGrantContract,
  formatPaisa,
  formatAmount,
} from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

/** A figure's source by its stored text (the API sends one of FIGURE_SOURCES). */
const SOURCE_LABEL_OF: Partial<Record<string, string>> = FIGURE_SOURCE_LABELS;

export const BUDGET_TEXTS = {
  spent: 'Spent (NPR)',
  description:
    "The commission's grants to universities and their campuses by fiscal year and budget head. " +
    'What a campus spent is read from its approved vouchers where it keeps its accounts here; ' +
    'otherwise it is the figure reported.',
} as const;

const money = { render: (value: unknown) => formatAmount(value) };

/**
 * /budget-management (University-Budget): grants, released and spent. The commission grants;
 * a university or campus reads its own grants (the kit offers it no form and no Edit).
 */
export default defineResource({
  contract: budgetGrantContract,
  title: 'University Budget',
  description: BUDGET_TEXTS.description,
  columns: [
    'fiscalYearId',
    'universityId',
    'campusId',
    'budgetNature',
    'purpose',
    'allocated',
    'released',
  ],
  keyColumns: ['purpose', 'campusId', 'budgetNature', 'allocated', 'released', 'spent'],
  fields: {
    allocated: money,
    released: money,
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
      key: 'spent',
      title: BUDGET_TEXTS.spent,
      render: (_value: unknown, row: Record<string, unknown>) =>
        typeof row.spentPaisa === 'number' ? (
          <span title={setupTexts.translate(SOURCE_LABEL_OF[String(row.spentFrom)] ?? '')}>
            {formatPaisa(row.spentPaisa)}
          </span>
        ) : (
          '-'
        ),
    },
  ],
});
