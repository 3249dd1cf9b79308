import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_PATHS,
  ACCOUNT_REPORTS,
  VOUCHER_STATUSES,
  type AccountSummary,
} from '@hemis/shared-contracts';
import { useApiGet } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';

/** The accounts screens a home card opens (the reports follow); titles are English texts. */
const SCREENS = [
  { title: 'Chart of Accounts', path: '/account' },
  { title: 'Ledger Sub-groups', path: '/account-ledger-sub-group' },
  { title: 'Ledger Master', path: '/account-ledger-master' },
  { title: 'Sub-ledger Master', path: '/account-sub-ledger-master' },
  { title: 'Journal Vouchers', path: '/account-vouchers-journal' },
  { title: 'Payment Vouchers', path: '/account-vouchers-payment' },
  ...ACCOUNT_REPORTS.map((report) => ({
    title: report.title,
    path: `/account-mgmt/${report.key}`,
  })),
];

/** The accounts home: ledgers, this fiscal year's vouchers by status, and every screen. */
export default function AccountsHome() {
  const t = setupTexts.useTexts();
  const summary = useApiGet<AccountSummary>(ACCOUNT_PATHS.summary);
  const counts = new Map(summary.data?.vouchers.map((row) => [row.status, row.count]) ?? []);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('Accounts')}</Typography.Title>
      <Typography.Text type="secondary">
        {summary.data?.fiscalYear
          ? t('Fiscal year {{fiscalYear}}', { fiscalYear: summary.data.fiscalYear })
          : ''}
      </Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={4}>
          <Card>
            <Statistic title={t('Ledgers')} value={summary.data?.ledgers ?? 0} />
          </Card>
        </Col>
        {VOUCHER_STATUSES.map((status) => (
          <Col xs={12} md={4} key={status.value}>
            <Card>
              <Statistic
                title={t('{{status}} vouchers', { status: t(status.label) })}
                value={counts.get(status.value) ?? 0}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        {SCREENS.map((screen) => (
          <Col xs={24} sm={12} md={6} key={screen.path}>
            <Link to={screen.path}>
              <Card hoverable>{t(screen.title)}</Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
