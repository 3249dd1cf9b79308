import { Alert, Card, Col, Row, Table, Typography } from 'antd';
import {
  PASS_RATE_PATHS,
  remoteNavigationSchema,
  type PassRateHome as HomeFigures,
  type PassRateRow,
} from '@hemis/shared-contracts';
import { SectionHome, sectionSidebar, useApiGet } from '@hemis/shared-ui';
import navigation from '../navigation.json';
import { percent } from './sittingScreens';
import { examsTexts } from '../i18n/texts';
import { PASS_RATE_TEXTS } from './texts';

const links = sectionSidebar(remoteNavigationSchema.parse(navigation), 'pass-rate-management');

/** A pass rate drawn as a bar beside its figure (no chart library: the figures speak). */
function RateBar({ rate }: { rate: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: 1, minWidth: 80, background: '#f0f0f0', borderRadius: 2, height: 12 }}>
        <div
          data-testid="pass-rate-bar"
          style={{
            width: `${Math.min(100, Math.max(0, rate))}%`,
            background: '#1677ff',
            height: '100%',
            borderRadius: 2,
          }}
        />
      </div>
      <span style={{ width: 70, textAlign: 'right' }}>{percent(rate)}</span>
    </div>
  );
}

function RateTable({ group, rows }: { group: string; rows: readonly PassRateRow[] }) {
  const t = examsTexts.useTexts();
  return (
    <Table<PassRateRow>
      size="small"
      pagination={false}
      rowKey="group"
      dataSource={[...rows]}
      columns={[
        { key: 'group', dataIndex: 'group', title: group },
        { key: 'appeared', dataIndex: 'appeared', title: t(PASS_RATE_TEXTS.appeared), width: 100 },
        { key: 'passed', dataIndex: 'passed', title: t(PASS_RATE_TEXTS.passed), width: 100 },
        {
          key: 'passRate',
          dataIndex: 'passRate',
          title: t(PASS_RATE_TEXTS.passRate),
          render: (rate: number) => <RateBar rate={rate} />,
        },
      ]}
    />
  );
}

/**
 * pass-rate-management/home: the section's links, this fiscal year's pass rate by program and
 * the last five fiscal years' (GET /PassRate/Home, scoped by the API to the caller's campuses).
 */
export default function PassRateHome() {
  const t = examsTexts.useTexts();
  const home = useApiGet<HomeFigures>(PASS_RATE_PATHS.home);
  const figures = home.data;
  return (
    <>
      <SectionHome
        title={PASS_RATE_TEXTS.homeTitle}
        description={PASS_RATE_TEXTS.homeDescription}
        items={links}
      />
      {home.failed ? (
        <Alert
          type="error"
          showIcon
          title={t(PASS_RATE_TEXTS.loadFailed)}
          style={{ marginTop: 16 }}
        />
      ) : null}
      {figures ? (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Col xs={24} xl={12}>
            <Card size="small" title={PASS_RATE_TEXTS.byProgramTitle(figures.fiscalYear, t)}>
              {figures.byProgram.length > 0 ? (
                <RateTable group={t(PASS_RATE_TEXTS.program)} rows={figures.byProgram} />
              ) : (
                <Typography.Paragraph type="secondary">
                  {t(
                    figures.fiscalYear ? PASS_RATE_TEXTS.noSittings : PASS_RATE_TEXTS.noFiscalYear,
                  )}
                </Typography.Paragraph>
              )}
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title={t(PASS_RATE_TEXTS.trendTitle)}>
              <RateTable group={t(PASS_RATE_TEXTS.fiscalYear)} rows={figures.byFiscalYear} />
            </Card>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
