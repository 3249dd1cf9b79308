import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Input, Select, Space, Table, Tabs, Typography } from 'antd';
import {
  PAYMENT_MODES,
  RECEIPT_PATHS,
  RECEIPT_STATUSES,
  choiceLabel,
  formatPaisa,
  nepalToday,
  scopeOfRole,
  type DailyCollection,
  type DailyCollectionRow,
  type ReceiptClerk,
  type ReceiptList as ReceiptListAnswer,
  type ReceiptListRow,
} from '@hemis/shared-contracts';
import {
  BsAdDateInput,
  FilterBar,
  ListTable,
  useApiGet,
  useExport,
  useRowUser,
  useScopeFilters,
  useScreenWidth,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { ReceiptStatusTag } from './ReceiptDetails';
import { RECEIPT_TEXTS, receiptLinks } from './texts';
import { useFeeTypes, type FeeTypeRow } from './useFeeTypes';

type Query = Record<string, string | number | undefined>;

/** The receipts tab: filters, the paged list with its collected total, and Export. */
function Receipts({ scopeQuery, scopeSelects }: { scopeQuery: Query; scopeSelects: ReactNode }) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [filters, setFilters] = useState<Query>({});
  const [q, setQ] = useState('');
  const [page, setPage] = useState({ page: 1, pageSize: 25 });
  const { course, general } = useFeeTypes();
  const t = studentsTexts.useTexts();
  const query: Query = {
    ...scopeQuery,
    ...filters,
    from: from ?? undefined,
    to: to ?? undefined,
    q: q.trim() || undefined,
  };
  const list = useApiGet<ReceiptListAnswer>(RECEIPT_PATHS.receipts, { ...query, ...page });
  const exporter = useExport(RECEIPT_PATHS.export, query, `receipts-${nepalToday()}.xlsx`, {
    what: 'receipts',
    failedText: RECEIPT_TEXTS.exportFailed,
  });
  // Every clerk who issued a receipt in reach, not only those of the loaded page.
  const clerks = useApiGet<ReceiptClerk[]>(RECEIPT_PATHS.clerks, {
    campusId: scopeQuery.campusId,
  });
  const set = (name: string) => (value: string | number | undefined) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage((current) => ({ ...current, page: 1 }));
  };
  const phone = useScreenWidth() === 'phone';
  const activeFilters = [from, to, ...Object.values(filters)].filter(
    (value) => value !== null && value !== undefined,
  ).length;
  const options = (rows: readonly FeeTypeRow[]) =>
    rows.map((row) => ({ value: row.id, label: row.feeTypeName }));

  return (
    <>
      <FilterBar
        align="end"
        active={activeFilters}
        filters={(block) => (
          <>
            {scopeSelects}
            <div>
              <Typography.Text>{t(RECEIPT_TEXTS.from)}</Typography.Text>
              <BsAdDateInput
                value={from}
                onChange={setFrom}
                bsLabel={t('From (BS)')}
                adLabel={t(RECEIPT_TEXTS.from)}
              />
            </div>
            <div>
              <Typography.Text>{t(RECEIPT_TEXTS.to)}</Typography.Text>
              <BsAdDateInput
                value={to}
                onChange={setTo}
                bsLabel={t('To (BS)')}
                adLabel={t(RECEIPT_TEXTS.to)}
              />
            </div>
            <Select
              allowClear
              aria-label={t('Fee Type')}
              placeholder={t('Fee Type')}
              style={block ? { width: '100%' } : { minWidth: 160 }}
              options={options(course)}
              onChange={set('feeTypeId')}
            />
            <Select
              allowClear
              aria-label={t('General Fee Type')}
              placeholder={t('General Fee Type')}
              style={block ? { width: '100%' } : { minWidth: 170 }}
              options={options(general)}
              onChange={set('generalFeeTypeId')}
            />
            <Select
              allowClear
              aria-label={t('Payment mode')}
              placeholder={t('Payment mode')}
              style={block ? { width: '100%' } : { minWidth: 140 }}
              options={PAYMENT_MODES.map((mode) => ({ value: mode.value, label: t(mode.label) }))}
              onChange={set('paymentMode')}
            />
            <Select
              allowClear
              aria-label={t(RECEIPT_TEXTS.clerk)}
              placeholder={t(RECEIPT_TEXTS.clerk)}
              style={block ? { width: '100%' } : { minWidth: 160 }}
              loading={clerks.loading}
              options={(clerks.data ?? []).map((clerk) => ({ value: clerk.id, label: clerk.name }))}
              onChange={set('issuedById')}
            />
            <Select
              allowClear
              aria-label={t('Status')}
              placeholder={t('Status')}
              style={block ? { width: '100%' } : { minWidth: 120 }}
              options={RECEIPT_STATUSES.map((status) => ({
                value: status.value,
                label: t(status.label),
              }))}
              onChange={set('status')}
            />
          </>
        )}
        search={
          <Input.Search
            aria-label={t(RECEIPT_TEXTS.search)}
            placeholder={t(RECEIPT_TEXTS.search)}
            allowClear
            style={{ width: phone ? '100%' : 280 }}
            onSearch={(value) => {
              setQ(value);
              setPage((current) => ({ ...current, page: 1 }));
            }}
          />
        }
        extra={
          <Button loading={exporter.exporting} onClick={exporter.run}>
            {t(RECEIPT_TEXTS.export)}
          </Button>
        }
      />
      {list.failed ? (
        <Alert type="error" showIcon title={t('The receipts could not be loaded.')} />
      ) : null}
      {list.data ? (
        <Typography.Paragraph data-testid="receipt-summary">
          {RECEIPT_TEXTS.collected(list.data.total, formatPaisa(list.data.totalPaisa))}
        </Typography.Paragraph>
      ) : null}
      <ListTable<ReceiptListRow>
        card={{ title: ['studentName'], status: ['status'], actions: ['no'] }}
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: true }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [25, 50, 100],
          onChange: (current, pageSize) => setPage({ page: current, pageSize }),
        }}
        columns={[
          {
            title: t('Receipt No.'),
            key: 'no',
            render: (_v, row) => (
              <Link
                to={receiptLinks.details(row.id)}
              >{`${row.receiptNo} (${row.fiscalYear})`}</Link>
            ),
          },
          { title: t('Date (BS)'), dataIndex: 'dateBs' },
          { title: t('Student'), dataIndex: 'studentName' },
          { title: t('Registration No.'), dataIndex: 'registrationNo' },
          ...(scopeQuery.campusId === undefined && scopeSelects
            ? [{ title: t('Campus'), dataIndex: 'campusName' }]
            : []),
          {
            title: t('Total (NPR)'),
            dataIndex: 'totalPaisa',
            align: 'right' as const,
            render: (value: number) => formatPaisa(value),
          },
          {
            title: t('Mode'),
            dataIndex: 'paymentMode',
            render: (value: string) => t(choiceLabel(PAYMENT_MODES, value)),
          },
          { title: t('Issued by'), dataIndex: 'issuedBy' },
          {
            title: t('Status'),
            dataIndex: 'status',
            render: (value: ReceiptListRow['status']) => <ReceiptStatusTag status={value} />,
          },
        ]}
      />
    </>
  );
}

/** The daily collection tab: one day's receipts per clerk, by mode, with Export. */
function Collection({ scopeQuery, scopeSelects }: { scopeQuery: Query; scopeSelects: ReactNode }) {
  const [date, setDate] = useState<string | null>(nepalToday());
  const wide = Boolean(scopeSelects);
  const t = studentsTexts.useTexts();
  const ready = !wide || scopeQuery.campusId !== undefined;
  const query = { ...scopeQuery, date: date ?? nepalToday() };
  const report = useApiGet<DailyCollection>(ready ? RECEIPT_PATHS.dailyCollection : null, query);
  const exporter = useExport(
    RECEIPT_PATHS.dailyCollection,
    { ...query, format: 'xlsx' },
    `daily-collection-${query.date}.xlsx`,
    { what: 'the daily collection', failedText: RECEIPT_TEXTS.exportFailed },
  );
  const money = (key: keyof DailyCollectionRow, title: string) => ({
    title: t(title),
    dataIndex: key,
    align: 'right' as const,
    render: (value: number) => formatPaisa(value),
  });
  const rows = report.data ? [...report.data.rows, report.data.total] : [];
  return (
    <>
      <Space wrap align="end" style={{ marginBottom: 12 }}>
        {scopeSelects}
        <BsAdDateInput value={date} onChange={setDate} max={nepalToday()} />
        <Button disabled={!ready} loading={exporter.exporting} onClick={exporter.run}>
          {t(RECEIPT_TEXTS.export)}
        </Button>
      </Space>
      {!ready ? <Alert type="info" showIcon title={t('Choose the campus.')} /> : null}
      {report.data ? <Typography.Paragraph>{report.data.campusName}</Typography.Paragraph> : null}
      <Table<DailyCollectionRow>
        size="small"
        pagination={false}
        loading={report.loading}
        rowKey={(row) => `${row.issuedBy}:${row.issuedById ?? 'none'}`}
        dataSource={rows}
        columns={[
          { title: t(RECEIPT_TEXTS.clerk), dataIndex: 'issuedBy' },
          { title: t('Receipts'), dataIndex: 'receipts', align: 'right' },
          { title: t('Cancelled'), dataIndex: 'cancelled', align: 'right' },
          money('cashPaisa', 'Cash'),
          money('bankPaisa', 'Bank'),
          money('esewaPaisa', 'eSewa'),
          money('totalPaisa', 'Total'),
        ]}
      />
    </>
  );
}

/**
 * receipt-management/receipt-list: the receipts of the user's reach (filters: dates, fee type,
 * mode, clerk, status, number or name), their collected total and Export; and the daily
 * collection per clerk.
 */
export default function ReceiptList() {
  const scope = useScopeFilters();
  const user = useRowUser();
  // University and nation users pick the campus; a campus user sees their own.
  const wide = user !== null && scopeOfRole(user.role) !== 'campus';
  const scopeSelects = wide ? scope.selects : null;
  const t = studentsTexts.useTexts();
  return (
    <Card title={t(RECEIPT_TEXTS.listTitle)}>
      <Tabs
        items={[
          {
            key: 'receipts',
            label: t(RECEIPT_TEXTS.receipts),
            children: <Receipts scopeQuery={scope.query} scopeSelects={scopeSelects} />,
          },
          {
            key: 'daily',
            label: t(RECEIPT_TEXTS.dailyCollection),
            children: <Collection scopeQuery={scope.query} scopeSelects={scopeSelects} />,
          },
        ]}
      />
    </Card>
  );
}
