import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import { fiscalYearContract } from '@hemis/shared-contracts';
import {
  ResourceForm,
  resolveResource,
  resourceApi,
  saveFailureOf,
  useNotice,
  useResourceList,
  type ResourceRow,
} from '@hemis/shared-ui';

/** The declaration: BS label with AD start and end; the active flag is its own action. */
export const fiscalYearResource = resolveResource({
  contract: fiscalYearContract,
  title: 'Fiscal Year Setup',
  form: ['label', 'startDate', 'endDate', 'remarks'],
  columns: ['label', 'startDate', 'endDate', 'isActive'],
  fields: {
    label: { placeholder: '2081/82' },
  },
  description:
    'A fiscal year runs from Shrawan 1 to the end of Asar (mid-July to mid-July). ' +
    'Enter the BS label and its AD start and end dates. Exactly one fiscal year is active.',
});

export const FISCAL_YEAR_TEXT = {
  active: 'Active',
  makeActive: 'Make active',
  noActive: 'No fiscal year is active yet: make one active below.',
  activeNow: (label: string) => `Active fiscal year: ${label}`,
  confirm: (label: string, current: string | null) =>
    current
      ? `Make ${label} the active fiscal year? ${current} becomes inactive.`
      : `Make ${label} the active fiscal year?`,
  activated: (label: string) => `${label} is now the active fiscal year`,
  activateFailed: 'The fiscal year could not be made active.',
} as const;

interface Selection {
  id: number;
  label: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/** GET /FiscalYear/GetFiscalYearsForSelection: the one active fiscal year, if any. */
function useActiveFiscalYear(round: number): Selection | null | undefined {
  const [active, setActive] = useState<Selection | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    apiClient.get<Selection[]>('/FiscalYear/GetFiscalYearsForSelection').then(
      (response) => {
        const rows = Array.isArray(response.data) ? response.data : [];
        if (current) setActive(rows.find((row) => row.isActive) ?? null);
      },
      (error: unknown) => {
        console.error('Loading /FiscalYear/GetFiscalYearsForSelection failed', error);
        if (current) setActive(null);
      },
    );
    return () => {
      current = false;
    };
  }, [round]);
  return active;
}

/**
 * Fiscal Year Setup (/other-setup/arthikBarsa): add and edit with the kit's form; making a year
 * active is a separate, confirmed action (PUT /FiscalYear/{id} { isActive: true }; the API makes
 * the previous one inactive in the same transaction).
 */
export default function FiscalYearScreen() {
  const resource = fiscalYearResource;
  const { contract } = resource;
  const notice = useNotice();
  const api = useMemo(() => resourceApi(contract), [contract]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(resource.defaultPageSize);
  const list = useResourceList(contract, { page, pageSize, sort: 'startDate', order: 'desc' });
  const [round, setRound] = useState(0);
  const active = useActiveFiscalYear(round);
  const [editing, setEditing] = useState<ResourceRow | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const { reload } = list;
  const changed = useCallback(() => {
    reload();
    setRound((value) => value + 1);
  }, [reload]);

  async function makeActive(row: ResourceRow) {
    const label = String(row.label);
    setSwitching(row.id);
    try {
      await api.update(row.id, { isActive: true });
      notice.success(FISCAL_YEAR_TEXT.activated(label));
      changed();
    } catch (error) {
      const failure = saveFailureOf(error);
      console.error(`Activating fiscal year ${row.id} failed`, error);
      notice.error(`${FISCAL_YEAR_TEXT.activateFailed} ${failure.cause}`);
    } finally {
      setSwitching(null);
    }
  }

  const columns: TableColumnsType<ResourceRow> = [
    {
      key: 'serial',
      title: 'S.N.',
      width: 64,
      render: (_v, _row, index) => (page - 1) * pageSize + index + 1,
    },
    { key: 'label', title: 'Fiscal Year (BS)', dataIndex: 'label' },
    { key: 'startDate', title: 'Start Date (AD)', dataIndex: 'startDate' },
    { key: 'endDate', title: 'End Date (AD)', dataIndex: 'endDate' },
    {
      key: 'isActive',
      title: 'Status',
      render: (_v, row) =>
        row.isActive === true ? (
          <Tag color="green">{FISCAL_YEAR_TEXT.active}</Tag>
        ) : (
          <Popconfirm
            title={FISCAL_YEAR_TEXT.confirm(String(row.label), active?.label ?? null)}
            okText={FISCAL_YEAR_TEXT.makeActive}
            cancelText="Cancel"
            onConfirm={() => makeActive(row)}
          >
            <Button size="small" type="primary" ghost loading={switching === row.id}>
              {FISCAL_YEAR_TEXT.makeActive}
            </Button>
          </Popconfirm>
        ),
    },
    {
      key: 'actions',
      title: 'Action',
      render: (_v, row) => (
        <Button size="small" onClick={() => setEditing(row)}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="fiscal-year-screen">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {resource.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{resource.description}</Typography.Paragraph>
      {active === undefined ? null : (
        <Alert
          style={{ marginBottom: 16 }}
          type={active ? 'success' : 'warning'}
          showIcon
          title={
            active
              ? `${FISCAL_YEAR_TEXT.activeNow(active.label)} (${active.startDate} to ${active.endDate})`
              : FISCAL_YEAR_TEXT.noActive
          }
        />
      )}
      <Card title={`Add ${contract.title}`} style={{ marginBottom: 16 }}>
        <ResourceForm resource={resource} mode="create" referenceRows={{}} onSaved={changed} />
      </Card>
      <Card title={`${contract.title} List`}>
        {list.failed ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title="The list could not be loaded."
            action={
              <Button size="small" onClick={list.reload}>
                Retry
              </Button>
            }
          />
        ) : null}
        <Table<ResourceRow>
          rowKey="id"
          size="middle"
          loading={list.loading}
          columns={columns}
          dataSource={list.rows}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No fiscal year records found"
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total: list.total,
            showSizeChanger: true,
            pageSizeOptions: resource.pageSizes.map(String),
            showTotal: (total) => `Total ${total}`,
            onChange: (next, size) => {
              setPage(size !== pageSize ? 1 : next);
              setPageSize(size);
            },
          }}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={`Edit ${contract.title}`}
        footer={null}
        destroyOnHidden
        width={900}
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <ResourceForm
            key={editing.id}
            resource={resource}
            mode="edit"
            initial={editing}
            referenceRows={{}}
            onSaved={() => {
              changed();
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
