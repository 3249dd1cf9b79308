import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  flattenItems,
  useGatingPermissions,
  useRole,
  visibleItems,
  type MenuItem,
} from '@hemis/shared-auth';
import { useDashboardCounts, type CountKey } from './useDashboardCounts';

export interface SectionHomeProps {
  title: string;
  /** The section's sidebar links. */
  items: readonly MenuItem[];
  /** Figures from GET /api/Dashboard/Counts shown above the cards (the API scopes them). */
  counts?: readonly CountKey[];
  description?: string;
}

export const COUNT_LABELS: Record<CountKey, string> = {
  universities: 'Universities',
  campuses: 'Campuses',
  students: 'Students',
  employees: 'Employees',
};

/**
 * A section's home: counts where the API has them, then as cards the links the sidebar shows
 * (the role's rules and the user's view permissions).
 */
export function SectionHome({ title, items, counts = [], description }: SectionHomeProps) {
  const role = useRole();
  const permissions = useGatingPermissions();
  const cards = flattenItems(visibleItems(items, role, permissions)).filter(
    (entry) => !entry.link.endsWith('/home') && entry.link !== '/home',
  );
  const { counts: values, loading, failed } = useDashboardCounts(counts.length > 0);
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description ? (
        <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      ) : null}
      {counts.length > 0 && !failed ? (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {counts.map((key) => (
            <Col key={key} xs={24} sm={12} lg={6}>
              <Card size="small">
                <Statistic
                  title={COUNT_LABELS[key]}
                  value={values ? values[key] : '-'}
                  loading={loading}
                  data-testid={`section-count-${key}`}
                />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
      <Row gutter={[16, 16]}>
        {cards.map((entry) => (
          <Col key={entry.link} xs={24} sm={12} lg={8} xl={6}>
            <Link to={entry.link}>
              <Card hoverable size="small" data-testid="section-card">
                <Typography.Text strong>{entry.title}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {cards.length === 0 ? (
        <Typography.Paragraph type="secondary">
          Nothing in this section is open to your role.
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
