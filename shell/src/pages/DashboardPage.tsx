import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useDashboardCounts } from '@hemis/shared-ui/src/entries/shell';
import type { DashboardCounts } from '@hemis/shared-contracts';
import { ModuleTiles } from './ModuleTiles';

const SCOPE_TEXT: Record<DashboardCounts['scope'], string> = {
  nation: 'All universities and campuses in the country',
  university: 'Your university and its campuses',
  campus: 'Your campus',
  own: 'Your own record',
};

/**
 * `/` and `/home`: counts of campuses, students and employees in the user's scope, then a tile for
 * each module the user may use, opening its section.
 */
export default function DashboardPage() {
  const { counts, loading, failed } = useDashboardCounts();
  const cards = [
    { key: 'campuses', title: 'Campuses', value: counts?.campuses },
    { key: 'students', title: 'Students', value: counts?.students },
    { key: 'employees', title: 'Employees', value: counts?.employees },
  ];
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Dashboard
      </Typography.Title>
      {counts ? (
        <Typography.Paragraph type="secondary">{SCOPE_TEXT[counts.scope]}</Typography.Paragraph>
      ) : null}
      {failed ? (
        <Alert
          type="warning"
          showIcon
          title="The counts could not be loaded right now."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} sm={12} lg={8}>
            <Card>
              <Statistic
                title={card.title}
                value={card.value ?? '-'}
                loading={loading}
                data-testid={`count-${card.key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 24 }}>
        <ModuleTiles counts={counts} />
      </div>
    </div>
  );
}
