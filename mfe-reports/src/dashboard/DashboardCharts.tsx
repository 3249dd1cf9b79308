import { useState } from 'react';
import { Button, Card, Col, Row, Typography } from 'antd';
import {
  DASHBOARD_SECTIONS,
  reportSection,
  type ReportReach,
  type ReportSectionAnswer,
  type ReportSectionKey,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { ReportChart, provinceMapOf } from '@hemis/shared-ui';

/** The map of the home: enrolment by province (campuses by province stay bars beside it). */
const MAP_SECTION: ReportSectionKey = 'studentsByProvince';

/**
 * The dashboard's sections a reach shows: those the report gives the reach, and the map only
 * where the reach spans provinces (a campus stands in one).
 */
export function dashboardSectionsOf(reach: ReportReach): ReportSectionKey[] {
  return DASHBOARD_SECTIONS.filter((key) => {
    const section = reportSection(key);
    return section.reaches.includes(reach) && (key !== MAP_SECTION || reach !== 'campus');
  });
}

function ChartCard({ answer, reach }: { answer: ReportSectionAnswer; reach: ReportReach }) {
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
          {...(section.key === MAP_SECTION ? { mapRenderer: provinceMapOf } : {})}
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
 * The home's charts, from one summary answer: each a section of the report (its chart and, on
 * "Show figures", its table), full width on a phone, two a row on a wider screen.
 */
export function DashboardCharts({ summary }: { summary: ReportSummary }) {
  const shown = dashboardSectionsOf(summary.reach);
  const answers = shown.flatMap((key) => summary.sections.filter((answer) => answer.key === key));
  return (
    <Row gutter={[16, 16]}>
      {answers.map((answer) => (
        <Col key={answer.key} xs={24} lg={12}>
          <ChartCard answer={answer} reach={summary.reach} />
        </Col>
      ))}
    </Row>
  );
}
