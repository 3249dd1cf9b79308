import { useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { apiClient, apiErrorOf, useCan } from '@hemis/shared-auth';
import {
  ACCOUNT_PATHS,
  VOUCHER_STATUSES,
  VOUCHER_TYPES,
  choiceLabel,
  formatPaisa,
  type AccountChart,
  type Voucher,
  type VoucherListRow,
  type VoucherStatus,
  type VoucherType,
} from '@hemis/shared-contracts';
import { FilterBar, ListTable, translateMessage, useApiGet, useNotice } from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';
import { VoucherForm, ledgerChoicesOf } from './VoucherForm';

const STATUS_COLOURS: Record<VoucherStatus, string> = {
  draft: 'default',
  checked: 'blue',
  approved: 'green',
  cancelled: 'red',
};

type Step = 'Check' | 'Approve' | 'Cancel' | 'Reverse';
const STEP_PATHS = {
  Check: ACCOUNT_PATHS.check,
  Approve: ACCOUNT_PATHS.approve,
  Cancel: ACCOUNT_PATHS.cancel,
  Reverse: ACCOUNT_PATHS.reverse,
} as const;
/** The notice after each step (English texts, translated as shown). */
const STEP_DONE: Record<Step | 'Delete', string> = {
  Check: 'Voucher: check done',
  Approve: 'Voucher: approve done',
  Cancel: 'Voucher: cancel done',
  Reverse: 'Voucher: reverse done',
  Delete: 'Voucher deleted',
};

/**
 * Vouchers of one type family (`title`: the screen's English title, translated here): the list (filters: type, status, BS date range), a new or
 * changed draft in the entry form, and one voucher's lines with the steps the user may take
 * (check, approve, reverse; cancel or delete a draft).
 */
export function VoucherScreen({ title, defaultType }: { title: string; defaultType: VoucherType }) {
  const t = setupTexts.useTexts();
  const notice = useNotice();
  const mayAdd = useCan('accounts:add');
  const mayEdit = useCan('accounts:edit');
  const mayApprove = useCan('accounts:approve');
  const mayDelete = useCan('accounts:delete');
  const [filters, setFilters] = useState<{
    voucherType?: VoucherType;
    status?: VoucherStatus;
    from?: string;
    to?: string;
  }>({ voucherType: defaultType });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Voucher | 'new' | null>(null);
  const [shown, setShown] = useState<Voucher | null>(null);
  const list = useApiGet<{ data: VoucherListRow[]; total: number }>(ACCOUNT_PATHS.vouchers, {
    ...filters,
    page,
    pageSize: 20,
  });
  const chart = useApiGet<AccountChart>(ACCOUNT_PATHS.chart);
  const ledgers = chart.data ? ledgerChoicesOf(chart.data) : [];

  async function open(id: number) {
    setShown((await apiClient.get<Voucher>(ACCOUNT_PATHS.voucher(id))).data);
  }
  async function take(step: Step | 'Delete', voucher: Voucher) {
    try {
      if (step === 'Delete') {
        await apiClient.delete(ACCOUNT_PATHS.voucher(voucher.id));
        setShown(null);
      } else {
        const answer = await apiClient.post<Voucher>(STEP_PATHS[step](voucher.id));
        setShown(step === 'Reverse' ? null : answer.data);
        if (step === 'Reverse') await open(voucher.id);
      }
      notice.success(t(STEP_DONE[step]));
      list.reload();
    } catch (error) {
      const message = apiErrorOf(error)?.message;
      notice.error(message ? translateMessage(message) : t('The step could not be taken'));
    }
  }

  /** A BS date filter: its label and placeholder are English texts, translated here. */
  const date = (key: 'from' | 'to', label: string, placeholder: string) => (
    <Input
      aria-label={t(label)}
      placeholder={t(placeholder)}
      style={{ width: 150 }}
      value={filters[key] ?? ''}
      onChange={(event) => {
        const value = event.target.value.trim();
        if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) {
          setFilters((current) => ({ ...current, [key]: value || undefined }));
        }
      }}
    />
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t(title)}</Typography.Title>
      {editing ? (
        <VoucherForm
          ledgers={ledgers}
          defaultType={filters.voucherType ?? defaultType}
          voucher={editing === 'new' ? undefined : editing}
          onSaved={(saved) => {
            setEditing(null);
            setShown(saved);
            list.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        mayAdd && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('New Voucher')}
          </Button>
        )
      )}
      <Card>
        <FilterBar
          active={
            [filters.voucherType, filters.status, filters.from, filters.to].filter(Boolean).length
          }
          filters={(block) => (
            <>
              <Select
                aria-label={t('Type filter')}
                allowClear
                placeholder={t('Type')}
                style={{ width: block ? '100%' : 140 }}
                value={filters.voucherType}
                options={VOUCHER_TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
                onChange={(value?: VoucherType) => {
                  setFilters((current) => ({ ...current, voucherType: value }));
                  setPage(1);
                }}
              />
              <Select
                aria-label={t('Status filter')}
                allowClear
                placeholder={t('Status')}
                style={{ width: block ? '100%' : 140 }}
                value={filters.status}
                options={VOUCHER_STATUSES.map((status) => ({ ...status, label: t(status.label) }))}
                onChange={(value?: VoucherStatus) => {
                  setFilters((current) => ({ ...current, status: value }));
                  setPage(1);
                }}
              />
              {date('from', 'From', 'From (BS)')}
              {date('to', 'To', 'To (BS)')}
            </>
          )}
        />
        <ListTable<VoucherListRow>
          card={{ title: ['voucherNo', 'dateBs'], status: ['status'] }}
          rowKey="id"
          size="small"
          loading={list.loading}
          dataSource={list.data?.data ?? []}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setPage,
          }}
          onRow={(row) => ({ onClick: () => void open(row.id), style: { cursor: 'pointer' } })}
          columns={[
            { title: t('No.'), dataIndex: 'voucherNo', render: (value: string) => value || '—' },
            { title: t('Date (BS)'), dataIndex: 'dateBs' },
            {
              title: t('Type'),
              dataIndex: 'voucherType',
              render: (value: string) => t(choiceLabel(VOUCHER_TYPES, value)),
            },
            { title: t('Narration'), dataIndex: 'narration' },
            {
              title: t('Amount'),
              dataIndex: 'totalPaisa',
              align: 'right',
              render: (value: number) => formatPaisa(value),
            },
            {
              title: t('Status'),
              dataIndex: 'status',
              render: (value: VoucherStatus) => (
                <Tag color={STATUS_COLOURS[value]}>{t(choiceLabel(VOUCHER_STATUSES, value))}</Tag>
              ),
            },
            { title: t('Campus'), dataIndex: 'campusName' },
          ]}
        />
      </Card>
      <Modal
        open={shown !== null}
        width={900}
        title={shown ? t('Voucher {{no}}', { no: shown.voucherNo || t('(draft)') }) : ''}
        onCancel={() => setShown(null)}
        footer={
          shown && (
            <Space wrap>
              {shown.status === 'draft' && mayEdit && (
                <Button
                  onClick={() => {
                    setEditing(shown);
                    setShown(null);
                  }}
                >
                  {t('Edit')}
                </Button>
              )}
              {shown.status === 'draft' && mayApprove && (
                <Button onClick={() => void take('Check', shown)}>{t('Check')}</Button>
              )}
              {shown.status === 'checked' && mayApprove && (
                <Button type="primary" onClick={() => void take('Approve', shown)}>
                  {t('Approve')}
                </Button>
              )}
              {shown.status === 'approved' &&
                mayApprove &&
                shown.reversedById === null &&
                shown.reversalOfId === null && (
                  <Button danger onClick={() => void take('Reverse', shown)}>
                    {t('Reverse')}
                  </Button>
                )}
              {(shown.status === 'draft' || shown.status === 'checked') && mayEdit && (
                <Button onClick={() => void take('Cancel', shown)}>{t('Cancel Voucher')}</Button>
              )}
              {shown.status === 'draft' && mayDelete && (
                <Button danger onClick={() => void take('Delete', shown)}>
                  {t('Delete')}
                </Button>
              )}
              <Button onClick={() => setShown(null)}>{t('Close')}</Button>
            </Space>
          )
        }
      >
        {shown && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label={t('Type')}>
                {t(choiceLabel(VOUCHER_TYPES, shown.voucherType))}
              </Descriptions.Item>
              <Descriptions.Item label={t('Status')}>
                <Tag color={STATUS_COLOURS[shown.status]}>
                  {t(choiceLabel(VOUCHER_STATUSES, shown.status))}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('Date')}>
                {t('{{bs}} BS ({{ad}} AD)', { bs: shown.dateBs, ad: shown.dateAd })}
              </Descriptions.Item>
              <Descriptions.Item label={t('Fiscal Year')}>{shown.fiscalYear}</Descriptions.Item>
              <Descriptions.Item label={t('Narration')} span={2}>
                {shown.narration}
              </Descriptions.Item>
              <Descriptions.Item label={t('Prepared by')}>
                {shown.preparedBy ?? ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('Approved by')}>
                {shown.approvedBy ?? ''}
              </Descriptions.Item>
              {shown.reversalOfId !== null && (
                <Descriptions.Item label={t('Reverses')} span={2}>
                  {t('voucher #{{id}}', { id: shown.reversalOfId })}
                </Descriptions.Item>
              )}
              {shown.reversedById !== null && (
                <Descriptions.Item label={t('Reversed by')} span={2}>
                  {t('voucher #{{id}}', { id: shown.reversedById })}
                </Descriptions.Item>
              )}
            </Descriptions>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={shown.lines}
              columns={[
                { title: t('Ledger'), dataIndex: 'ledgerName' },
                { title: t('Sub-ledger'), dataIndex: 'subLedgerName' },
                {
                  title: t('Debit'),
                  dataIndex: 'debitPaisa',
                  align: 'right',
                  render: (value: number) => (value ? formatPaisa(value) : ''),
                },
                {
                  title: t('Credit'),
                  dataIndex: 'creditPaisa',
                  align: 'right',
                  render: (value: number) => (value ? formatPaisa(value) : ''),
                },
                { title: t('Narration'), dataIndex: 'narration' },
              ]}
            />
          </Space>
        )}
      </Modal>
    </Space>
  );
}
