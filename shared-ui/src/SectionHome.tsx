import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { flattenItems, useRole, visibleItems, type MenuItem } from '@hemis/shared-auth';
import { useDashboardCounts, type CountKey } from './useDashboardCounts';

export interface SectionHomeProps {
  title: string;
  /** The section's sidebar links. */
  items: readonly MenuItem[];
  /** Links whose card shows a count from GET /api/Dashboard/Counts. */
  counts?: Readonly<Record<string, CountKey>>;
  description?: string;
}

const COUNT_LABELS: Record<CountKey, string> = {
  universities: 'Universities',
  campuses: 'Campuses',
  students: 'Students',
  employees: 'Employees',
};

/** A section's home: its sidebar links (those the role sees) as cards, with counts where known. */
export function SectionHome({ title, items, counts = {}, description }: SectionHomeProps) {
  const role = useRole();
  const cards = flattenItems(visibleItems(items, role)).filter(
    (entry) => !entry.link.endsWith('/home') && entry.link !== '/home',
  );
  const wantsCounts = cards.some((entry) => counts[entry.link] !== undefined);
  const { counts: values, loading } = useDashboardCounts(wantsCounts);
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description ? (
        <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      ) : null}
      <Row gutter={[16, 16]}>
        {cards.map((entry) => {
          const key = counts[entry.link];
          return (
            <Col key={entry.link} xs={24} sm={12} lg={8} xl={6}>
              <Link to={entry.link} aria-label={entry.title}>
                <Card hoverable size="small" title={entry.title} data-testid="section-card">
                  {key ? (
                    <Statistic
                      title={COUNT_LABELS[key]}
                      value={values ? values[key] : '-'}
                      loading={loading}
                    />
                  ) : (
                    <Typography.Text type="secondary">Open {entry.title}</Typography.Text>
                  )}
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
