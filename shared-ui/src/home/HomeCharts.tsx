import { lazy, Suspense, useState } from 'react';
import { Button, Card, Col, Row, Skeleton, Typography } from 'antd';
import {
  DASHBOARD_MAP_SECTION,
  dashboardChartsSchema,
  dashboardSectionsOf,
  reportSection,
  type DashboardCharts,
  type ReportReach,
  type ReportSectionAnswer,
} from '@hemis/shared-contracts';
import { provinceMapOf } from '../reports/ProvinceMap';
import { SectionTitle } from '../reports/SectionTitle';
import { homeChartsPath } from './homeChartsPath';
import { ReadFailed } from './ReadFailed';
import { ServedDrawing } from './ServedDrawing';
import { useReadAheadAnswer } from './useReadAheadAnswer';
import { kitTexts } from '../i18n';
import { formatCount, useCallerTexts, useFormatting } from '../i18n/format';

const HomeChartFigures = lazy(() => import('./HomeChartFigures'));

function ChartCard({
  answer,
  reach,
  drawing,
}: {
  answer: ReportSectionAnswer;
  reach: ReportReach;
  drawing: string | undefined;
}) {
  const [figuresShown, setFiguresShown] = useState(false);
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  const section = reportSection(answer.key);
  const title = shown(section.title);
  const { campusesWithData, campusesInReach } = answer.coverage;
  const chart =
    answer.rows.length === 0 ? (
      <Typography.Paragraph type="secondary">{t('No figures entered yet.')}</Typography.Paragraph>
    ) : section.key === DASHBOARD_MAP_SECTION ? (
      provinceMapOf({ section, rows: answer.rows })
    ) : drawing ? (
      <ServedDrawing svg={drawing} title={title} />
    ) : null;
  return (
    <Card
      size="small"
      title={<SectionTitle>{title}</SectionTitle>}
      extra={
        <Button
          size="small"
          type="link"
          aria-pressed={figuresShown}
          aria-label={
            figuresShown
              ? t('Hide figures: {{title}}', { title })
              : t('Show figures: {{title}}', { title })
          }
          onClick={() => setFiguresShown((open) => !open)}
        >
          {figuresShown ? t('Hide figures') : t('Show figures')}
        </Button>
      }
      style={{ height: '100%' }}
      data-testid={`dashboard-chart-${section.key}`}
    >
      <div data-testid={`report-chart-${section.key}`}>
        {chart}
        {figuresShown && answer.rows.length > 0 ? (
          <Suspense fallback={<Skeleton active />}>
            <HomeChartFigures answer={answer} />
          </Suspense>
        ) : null}
      </div>
      {reach !== 'campus' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('From {{withData}} of {{inReach}} campuses that entered {{what}}', {
            withData: formatCount(campusesWithData),
            inReach: formatCount(campusesInReach),
            what: shown(section.dataOf),
          })}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** The charts of one answer, full width on a phone, two a row on a wider screen. */
function ChartCards({ charts }: { charts: DashboardCharts }) {
  const shown = dashboardSectionsOf(charts.reach);
  const answers = shown.flatMap((key) => charts.sections.filter((answer) => answer.key === key));
  return (
    <Row gutter={[16, 16]}>
      {answers.map((answer) => (
        <Col key={answer.key} xs={24} lg={12}>
          <ChartCard answer={answer} reach={charts.reach} drawing={charts.drawings[answer.key]} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * The home's charts for the caller's reach (GET /Dashboard/Charts, read ahead at sign-in): each a
 * section of the report drawn by the API as an SVG (the map of the provinces drawn here from its
 * rows) and, on "Show figures", its table. Drawn by the shell below the figure cards, so a slow
 * link shows them without any module or chart library to load first.
 */
export function HomeCharts() {
  const { state, retry } = useReadAheadAnswer(homeChartsPath(), dashboardChartsSchema);
  const t = kitTexts.useTexts();
  return (
    <section aria-label={t('Charts of your reach')} data-testid="dashboard-widgets">
      {state.status === 'failed' ? (
        <ReadFailed what="charts" onRetry={retry} />
      ) : state.status === 'ready' ? (
        <ChartCards charts={state.data} />
      ) : (
        <Skeleton active />
      )}
    </section>
  );
}
