import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { DashboardFigures } from '@hemis/shared-contracts';
import { kitTexts } from '../i18n';
import { formatCount, useFormatting } from '../i18n/format';

type GenderFigure = DashboardFigures['students'];

const format = formatCount;

interface FigureCard {
  key: string;
  title: string;
  total: number;
  byGender?: GenderFigure;
}

/** The cards of a reach: people by gender, and for a university or the nation its campuses. */
function cardsOf(figures: DashboardFigures): FigureCard[] {
  const people = (key: string, title: string, byGender: GenderFigure): FigureCard => ({
    key,
    title,
    total: byGender.total,
    byGender,
  });
  return [
    people('students', 'Students', figures.students),
    people('teachers', 'Teaching Staff', figures.teachers),
    people('nonTeaching', 'Non-Teaching Staff', figures.nonTeaching),
    ...(figures.campuses !== undefined
      ? [{ key: 'campuses', title: 'Campuses', total: figures.campuses }]
      : []),
    ...(figures.universities !== undefined
      ? [{ key: 'universities', title: 'Universities', total: figures.universities }]
      : []),
  ];
}

/** Two cards a row on a phone, three or five in one row on a wide screen. */
const CARD_COLUMN = { xs: 12, md: 8, xl: { flex: '1 1 0' } } as const;

/**
 * The home's cards: students, teaching and non-teaching staff, each with its total and its
 * male, female and other figures; campuses and universities where the reach has them.
 */
export function FigureCards({ figures }: { figures: DashboardFigures | null }) {
  const t = kitTexts.useTexts();
  useFormatting();
  if (!figures) {
    return (
      <Row gutter={[12, 12]}>
        {[0, 1, 2].map((index) => (
          <Col key={index} {...CARD_COLUMN}>
            <Card size="small">
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <Row gutter={[12, 12]} role="list" aria-label={t('Figures')}>
      {cardsOf(figures).map((card) => (
        <Col key={card.key} {...CARD_COLUMN} role="listitem">
          <Card size="small" style={{ height: '100%' }} data-testid={`figure-card-${card.key}`}>
            <Statistic title={t(card.title)} value={format(card.total)} />
            {card.byGender ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('Male {{male}} · Female {{female}} · Other {{other}}', {
                  male: format(card.byGender.male),
                  female: format(card.byGender.female),
                  other: format(card.byGender.other),
                })}
              </Typography.Text>
            ) : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
