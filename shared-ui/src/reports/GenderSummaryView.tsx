import type { ReactNode } from 'react';
import { Alert, Card, Col, Row, Space, Statistic, Typography } from 'antd';
import type { GenderCount } from '@hemis/shared-contracts';
import { GenderCountTable } from './GenderCountTable';
import { REPORT_TOOLBAR_TEXTS, ReportToolbar, type ReportExporter } from './ReportToolbar';
import { kitTexts } from '../i18n';
import { statisticFormatter, useCallerTexts, useFormatting } from '../i18n/format';

/** The words both gender summaries (staff and students) say alike. */
export const SUMMARY_REPORT_TEXTS = {
  export: REPORT_TOOLBAR_TEXTS.export,
  loadFailed: 'The summary could not be loaded.',
  exportFailed: 'The summary could not be exported. Please try again.',
} as const;

/**
 * A gender summary report (staff or students): its title, the filters with the Export button,
 * the load failure, the totals card and a table per breakdown, each headed by its group title.
 */
export function GenderSummaryView<Key extends string>({
  testId,
  title,
  filters,
  exporter,
  answer,
  breakdowns,
  groupTitles,
  totalTitle,
}: {
  testId: string;
  /** The report's title (an English text of the kit's catalogue, translated here). */
  title: string;
  filters: ReactNode;
  exporter: ReportExporter | null;
  answer: {
    data: ({ total: GenderCount } & Record<Key, GenderCount[]>) | null;
    loading: boolean;
    failed: boolean;
  };
  breakdowns: readonly { key: Key; title: string }[];
  groupTitles: Record<Key, string>;
  totalTitle: string;
}) {
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  const formatter = statisticFormatter();
  const summary = answer.data;
  const loadFailed = shown(SUMMARY_REPORT_TEXTS.loadFailed);
  return (
    <div data-testid={testId}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      <ReportToolbar filters={filters} exporter={exporter} style={{ marginBottom: 16 }} />
      {answer.failed ? (
        <Alert type="error" showIcon title={loadFailed} style={{ marginBottom: 16 }} />
      ) : null}
      {summary ? (
        <Card size="small" style={{ marginBottom: 16 }}>
          <Space size="large" wrap>
            <Statistic
              title={shown(totalTitle)}
              value={summary.total.total}
              formatter={formatter}
            />
            <Statistic title={t('Male')} value={summary.total.male} formatter={formatter} />
            <Statistic title={t('Female')} value={summary.total.female} formatter={formatter} />
            <Statistic title={t('Other')} value={summary.total.other} formatter={formatter} />
          </Space>
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        {breakdowns.map((breakdown) => (
          <Col key={breakdown.key} xs={24} xl={12}>
            <Card size="small">
              <GenderCountTable
                title={breakdown.title}
                groupTitle={groupTitles[breakdown.key]}
                rows={summary?.[breakdown.key] ?? []}
                loading={answer.loading}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
