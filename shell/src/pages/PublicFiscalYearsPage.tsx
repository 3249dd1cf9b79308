import { useEffect, useState } from 'react';
import { Alert, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import { API_PATHS, FISCAL_YEAR_SETUP_PATH } from '@hemis/shared-contracts';
import { inDigits, translateMessage, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { PublicCard } from './LoginPage.parts';
import { formatDate } from '@hemis/shared-ui/src/entries/shell';

export const PUBLIC_FISCAL_YEAR_TEXTS = {
  title: 'Fiscal Years',
  intro:
    'A fiscal year runs from Shrawan 1 to the end of Asar. The active fiscal year is the one ' +
    'campuses report on now.',
  label: 'Fiscal Year (BS)',
  start: 'Starts',
  end: 'Ends',
  status: 'Status',
  active: 'Active',
  failed: 'The fiscal years could not be loaded. Please try again later.',
  signIn: 'Sign in to manage fiscal years',
} as const;

interface FiscalYearRow {
  id: number;
  label: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

type Load =
  | { status: 'loading' }
  | { status: 'done'; rows: FiscalYearRow[] }
  | { status: 'failed'; message: string };

/**
 * /other-setup/arthikBarsa for visitors who have not signed in: the nation's fiscal years,
 * read-only, from the public GET /FiscalYear/GetFiscalYearsForSelection.
 */
export default function PublicFiscalYearsPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const t = shellTexts.useTexts();
  useDigits();

  useEffect(() => {
    let current = true;
    apiClient.get<FiscalYearRow[]>(API_PATHS.fiscalYears).then(
      (response) => {
        if (current) {
          setLoad({ status: 'done', rows: Array.isArray(response.data) ? response.data : [] });
        }
      },
      (error: unknown) => {
        console.error('Loading the fiscal years failed', error);
        if (current) {
          setLoad({
            status: 'failed',
            message: apiErrorOf(error)?.message ?? PUBLIC_FISCAL_YEAR_TEXTS.failed,
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <PublicCard title={t(PUBLIC_FISCAL_YEAR_TEXTS.title)} width={760}>
      <Typography.Paragraph>{t(PUBLIC_FISCAL_YEAR_TEXTS.intro)}</Typography.Paragraph>
      {load.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={translateMessage(load.message)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<FiscalYearRow>
        rowKey="id"
        size="small"
        loading={load.status === 'loading'}
        dataSource={load.status === 'done' ? load.rows : []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t(PUBLIC_FISCAL_YEAR_TEXTS.label),
            dataIndex: 'label',
            render: (value: string) => inDigits(value),
          },
          {
            title: t(PUBLIC_FISCAL_YEAR_TEXTS.start),
            dataIndex: 'startDate',
            render: (value: string) => inDigits(formatDate(value)),
          },
          {
            title: t(PUBLIC_FISCAL_YEAR_TEXTS.end),
            dataIndex: 'endDate',
            render: (value: string) => inDigits(formatDate(value)),
          },
          {
            title: t(PUBLIC_FISCAL_YEAR_TEXTS.status),
            dataIndex: 'isActive',
            render: (value: boolean) =>
              value ? <Tag color="green">{t(PUBLIC_FISCAL_YEAR_TEXTS.active)}</Tag> : null,
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={`/login?redirect=${encodeURIComponent(FISCAL_YEAR_SETUP_PATH)}`}>
          {t(PUBLIC_FISCAL_YEAR_TEXTS.signIn)}
        </Link>
      </Typography.Paragraph>
    </PublicCard>
  );
}
