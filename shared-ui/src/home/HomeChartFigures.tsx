import type { ReportSectionAnswer } from '@hemis/shared-contracts';
import { reportSection } from '@hemis/shared-contracts';
import { GenderCountTable } from '../reports/GenderCountTable';
import { reportColumns, reportRowKey } from '../reports/reportColumns';

/**
 * A home chart's figures as a table (for screen readers and copying). Loaded on first
 * "Show figures", so the home itself loads no table code.
 */
export default function HomeChartFigures({ answer }: { answer: ReportSectionAnswer }) {
  const section = reportSection(answer.key);
  return (
    <GenderCountTable
      groupTitle={section.groupHeader}
      rows={answer.rows}
      total={answer.total}
      columns={reportColumns(section)}
      rowKey={reportRowKey}
    />
  );
}
