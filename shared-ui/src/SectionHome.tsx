import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  flattenItems,
  useGatingPermissions,
  useRole,
  visibleItems,
  type MenuItem,
} from '@hemis/shared-auth';
import { COUNT_LABELS, useDashboardCounts, type CountKey } from './useDashboardCounts';
import { useSectionFigures } from './useSectionFigures';
import { kitTexts } from './i18n';
import { shownMessage, statisticFormatter, useCallerTexts, useFormatting } from './i18n/format';

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
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
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
        {shown(title)}
      </Typography.Title>
      {description ? (
        <Typography.Paragraph type="secondary">{shown(description)}</Typography.Paragraph>
      ) : null}
      {counts.length > 0 && !failed ? (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {counts.map((key) => (
            <Col key={key} xs={24} sm={12} lg={6}>
              <Card size="small">
                <Statistic
                  title={t(COUNT_LABELS[key])}
                  value={values ? values[key] : '-'}
                  formatter={statisticFormatter()}
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
                  title={shownMessage(figure.label)}
                  value={figure.value}
                  precision={figure.precision ?? 0}
                  formatter={statisticFormatter(figure.precision ?? 0)}
                  suffix={figure.unit === undefined ? undefined : shownMessage(figure.unit)}
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
                <Typography.Text strong>{shown(entry.title)}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {cards.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('Nothing in this section is open to your role.')}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
