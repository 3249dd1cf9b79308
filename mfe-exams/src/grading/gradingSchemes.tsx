import { gradingSchemeContract, parseGradeBands } from '@hemis/shared-contracts';
import { defineResource } from '@hemis/shared-ui';
import { BandsEditor } from './BandsEditor';
import { BANDS_TEXTS } from './texts';

/** "A 90–100 (4), A- 80–89.99 (3.7), …": a scheme's bands in one line of the list. */
function bandsSummary(text: unknown): string {
  return (parseGradeBands(text) ?? [])
    .map(({ label, minPercentage, maxPercentage, gradePoint }) => {
      const points = gradePoint === null || gradePoint === undefined ? '' : ` (${gradePoint})`;
      return `${label} ${minPercentage}–${maxPercentage}${points}`;
    })
    .join(', ');
}

/**
 * Grading schemes (exam-management/grading-schemes): a university's own per level and kind, and
 * the commission's national defaults; campuses read them. The bands are edited as a table.
 */
export default defineResource({
  contract: gradingSchemeContract,
  title: 'Grading Schemes',
  formColumns: 3,
  fields: { bands: { input: BandsEditor, span: 3 } },
  extraColumns: [
    {
      title: BANDS_TEXTS.summary,
      key: 'bands',
      render: (_: unknown, row) => bandsSummary(row.bands),
    },
  ],
});
