import { Link } from 'react-router-dom';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import {
  CARD_VALID_YEARS,
  MAX_CARDS_PER_PDF,
  STUDENT_LISTS,
  studentContract,
  type ListResponse,
} from '@hemis/shared-contracts';
import { useApiGet, type ResourceRow } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export const CARD_HOME_TEXTS = {
  title: 'Identity Cards',
  // In the current language (a component that shows it re-renders on a change of language).
  get about() {
    return studentsTexts.translate(
      'Every verified, active student can get an identity card: a bank-card sized (CR80) card ' +
        'with the campus, photo, program, batch, registration and roll numbers, date of birth ' +
        '(BS) and a QR code. A card is valid for {{years}} year(s); anyone who scans the code ' +
        'sees on a public page whether the card is still valid. Reissuing a card makes the old ' +
        'one invalid.',
      { years: CARD_VALID_YEARS },
    );
  },
  oneTitle: 'One student',
  oneText: 'Find the student, open their card, then preview, print, download or reissue it.',
  oneLink: STUDENT_LISTS['student-list-for-id'].title,
  manyTitle: 'A whole class',
  get manyText() {
    return studentsTexts.translate(
      'Print the cards of a program, batch and year or semester at once (up to {{max}} cards, ten per A4 page).',
      { max: MAX_CARDS_PER_PDF },
    );
  },
  manyLink: 'All Student Cards',
  eligible: 'Students who can get a card',
  countFailed: 'The count could not be loaded.',
} as const;

export const CARD_HOME_LINKS = {
  studentList: '/student-management/student-list-for-id',
  allCards: '/student-management/all-student-cards',
} as const;

/** identity-card-home: what identity cards are, where to print them, and how many can be. */
export default function IdentityCardHome() {
  // The verified, active students in the caller's reach (the API scopes the count).
  const eligible = useApiGet<ListResponse<ResourceRow>>(studentContract.path, {
    ...STUDENT_LISTS['student-list-for-id'].fixed,
    page: 1,
    pageSize: 1,
  });
  const t = studentsTexts.useTexts();
  return (
    <Card title={t(CARD_HOME_TEXTS.title)}>
      <Typography.Paragraph>{CARD_HOME_TEXTS.about}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small">
            {eligible.failed ? (
              <Typography.Text type="warning">{t(CARD_HOME_TEXTS.countFailed)}</Typography.Text>
            ) : (
              <Statistic
                title={t(CARD_HOME_TEXTS.eligible)}
                value={eligible.data?.total ?? '-'}
                loading={eligible.loading}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t(CARD_HOME_TEXTS.oneTitle)}>
            <Typography.Paragraph>{t(CARD_HOME_TEXTS.oneText)}</Typography.Paragraph>
            <Link to={CARD_HOME_LINKS.studentList}>{t(CARD_HOME_TEXTS.oneLink)}</Link>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t(CARD_HOME_TEXTS.manyTitle)}>
            <Typography.Paragraph>{CARD_HOME_TEXTS.manyText}</Typography.Paragraph>
            <Link to={CARD_HOME_LINKS.allCards}>{t(CARD_HOME_TEXTS.manyLink)}</Link>
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
