import { useEffect, useState } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { sectionFiguresSchema, type SectionFigure } from '@hemis/shared-contracts';
import {
  apiClient,
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
  /** The API path answering the section's own figures (`SectionFigures`), shown above the cards. */
  figures?: string;
  description?: string;
}

/**
 * The figures a section home's API path answers (scoped by the API); none while loading and,
 * quietly (logged), when the call fails or answers something else: the cards still show.
 */
export function useSectionFigures(path: string | undefined): readonly SectionFigure[] {
  const [figures, setFigures] = useState<readonly SectionFigure[]>([]);
  useEffect(() => {
    if (!path) return undefined;
    let active = true;
    apiClient
      .get<unknown>(path)
      .then((response) => {
        const parsed = sectionFiguresSchema.safeParse(response.data);
        if (!parsed.success) throw parsed.error;
        if (active) setFigures(parsed.data.figures);
      })
      .catch((error: unknown) => {
        console.error(`Reading the section figures at ${path} failed`, error);
        if (active) setFigures([]);
      });
    return () => {
      active = false;
    };
  }, [path]);
  return figures;
}

export const COUNT_LABELS: Record<CountKey, string> = {
  universities: 'Universities',
  campuses: 'Campuses',
  students: 'Students',
  employees: 'Employees',
};

/**
 * A section's home: counts and the section's own figures where the API has them, then as cards the links the sidebar shows
 * (the role's rules and the user's view permissions).
 */
export function SectionHome({
  title,
  items,
  counts = [],
  figures: figuresPath,
  description,
}: SectionHomeProps) {
  const role = useRole();
  const permissions = useGatingPermissions();
  const cards = flattenItems(visibleItems(items, role, permissions)).filter(
    (entry) => !entry.link.endsWith('/home') && entry.link !== '/home',
  );
  const { counts: values, loading, failed } = useDashboardCounts(counts.length > 0);
  const figures = useSectionFigures(figuresPath);
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
      {figures.length > 0 ? (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {figures.map((figure) => (
            <Col key={figure.key} xs={24} sm={12} lg={6}>
              <Card size="small">
                <Statistic
                  title={figure.label}
                  value={figure.value}
                  precision={figure.precision ?? 0}
                  suffix={figure.unit}
                  data-testid={`section-figure-${figure.key}`}
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
