import { useState } from 'react';
import { Button, Card, Col, Row, Typography } from 'antd';
import {
  DASHBOARD_MAP_SECTION,
  dashboardSectionsOf,
  reportSection,
  type DashboardCharts as DashboardChartsAnswer,
  type ReportReach,
  type ReportSectionAnswer,
} from '@hemis/shared-contracts';
import { ReportChart, provinceMapOf } from '@hemis/shared-ui';

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
  const section = reportSection(answer.key);
  const { campusesWithData, campusesInReach } = answer.coverage;
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={5} style={{ margin: 0, whiteSpace: 'normal' }}>
          {section.title}
        </Typography.Title>
      }
      extra={
        <Button
          size="small"
          type="link"
          aria-pressed={figuresShown}
          aria-label={`${figuresShown ? 'Hide' : 'Show'} figures: ${section.title}`}
          onClick={() => setFiguresShown((shown) => !shown)}
        >
          {figuresShown ? 'Hide figures' : 'Show figures'}
        </Button>
      }
      style={{ height: '100%' }}
      data-testid={`dashboard-chart-${section.key}`}
    >
      {answer.rows.length === 0 ? (
        <Typography.Paragraph type="secondary">No figures entered yet.</Typography.Paragraph>
      ) : (
        <ReportChart
          section={section}
          rows={answer.rows}
          total={answer.total}
          table={figuresShown}
          drawing={drawing}
          {...(section.key === DASHBOARD_MAP_SECTION ? { mapRenderer: provinceMapOf } : {})}
        />
      )}
      {reach !== 'campus' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          From {campusesWithData.toLocaleString('en-IN')} of{' '}
          {campusesInReach.toLocaleString('en-IN')} campuses that entered {section.dataOf}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/**
 * The home's charts, from one answer: each a section of the report (its chart as the API drew
 * it and, on "Show figures", its table), full width on a phone, two a row on a wider screen.
 */
export function DashboardCharts({ charts }: { charts: DashboardChartsAnswer }) {
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
