import { Alert, Card, Col, Row, Space, Statistic } from 'antd';
import type { GenderCount } from '@hemis/shared-contracts';
import { GenderCountTable } from './GenderCountTable';
import { kitTexts } from '../i18n';
import { statisticFormatter, useCallerTexts, useFormatting } from '../i18n/format';

/**
 * The body of a gender summary report (staff or students): the load failure, the totals card
 * and a table per breakdown, each headed by its group title.
 */
export function GenderSummaryView<Key extends string>({
  summary,
  breakdowns,
  groupTitles,
  totalTitle,
  loading,
  failed,
  loadFailedText,
}: {
  summary: ({ total: GenderCount } & Record<Key, GenderCount[]>) | null;
  breakdowns: readonly { key: Key; title: string }[];
  groupTitles: Record<Key, string>;
  totalTitle: string;
  loading: boolean;
  failed: boolean;
  loadFailedText: string;
}) {
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  const formatter = statisticFormatter();
  return (
    <>
      {failed ? (
        <Alert type="error" showIcon title={shown(loadFailedText)} style={{ marginBottom: 16 }} />
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
                loading={loading}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
