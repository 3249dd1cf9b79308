/**
 * An organization screen (campuses of one type, universities): the add form (OrgForm: dependent
 * district select, logo upload) and/or the paged list with its Edit dialog. Data access is the
 * kit's (useResourceList, useReferenceRows over the shared apiClient).
 */
import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Modal, Space, Table, Typography } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import { UPLOADS_BASE } from '@hemis/shared-contracts';
import {
  renderCell,
  useReferenceRows,
  useResourceList,
  type ResolvedResource,
  type ResourceRow,
} from '@hemis/shared-ui';
import { OrgForm, type FormGroup } from './OrgForm';

export interface OrgScreenProps {
  resource: ResolvedResource;
  groups: readonly FormGroup[];
  /** Values fixed by the screen: set on new rows and used as list filters. */
  fixed?: Record<string, string>;
  /** 'both': add form and list; 'list': the list with its Edit dialog only. */
  show?: 'both' | 'list';
  description?: string;
}

export function OrgScreen({
  resource,
  groups,
  fixed = {},
  show = 'both',
  description,
}: OrgScreenProps) {
  const { contract } = resource;
  const referenceRows = useReferenceRows(resource.references);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(resource.defaultPageSize);
  const [sort, setSort] = useState<{ field?: string; order?: 'asc' | 'desc' }>({});
  const [q, setQ] = useState('');
  const list = useResourceList(contract, {
    page,
    pageSize,
    sort: sort.field,
    order: sort.order,
    q,
    filters: fixed,
  });
  const [editing, setEditing] = useState<ResourceRow | null>(null);
  const hasLogo = 'logo' in contract.uploads;

  const columns: TableColumnsType<ResourceRow> = [
    {
      key: 'serial',
      title: 'S.N.',
      width: 64,
      render: (_v, _row, index) => (page - 1) * pageSize + index + 1,
    },
  ];
  if (hasLogo) {
    columns.push({
      key: 'logo',
      title: 'Logo',
      width: 72,
      render: (_v, row) =>
        typeof row.logo === 'string' && row.logo ? (
          <img
            src={`${UPLOADS_BASE}/${row.logo}`}
            alt="logo"
            style={{ width: 40, height: 40, objectFit: 'contain' }}
          />
        ) : null,
    });
  }
  for (const field of resource.columns) {
    if (field.name in fixed) continue;
    columns.push({
      key: field.name,
      dataIndex: field.name,
      title: field.label,
      sorter: field.spec.sortable !== false,
      sortOrder: sort.field === field.name ? (sort.order === 'desc' ? 'descend' : 'ascend') : null,
      render: (_v: unknown, row: ResourceRow) => {
        // The API names each reference's label on the row; the loaded choices are the fallback.
        const labels = row.labels as Record<string, string> | undefined;
        return labels?.[field.name] ?? renderCell(field, row, referenceRows[field.name]);
      },
    });
  }
  columns.push({
    key: 'actions',
    title: 'Action',
    render: (_v, row) => (
      <Button size="small" onClick={() => setEditing(row)}>
        Edit
      </Button>
    ),
  });

  return (
    <div data-testid={`org-${contract.name}`}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {resource.title}
      </Typography.Title>
      {description ? (
        <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      ) : null}
      {show === 'both' ? (
        <Card title={`Add ${contract.title}`} style={{ marginBottom: 16 }}>
          <OrgForm
            resource={resource}
            mode="create"
            groups={groups}
            fixed={fixed}
            referenceRows={referenceRows}
            onSaved={list.reload}
          />
        </Card>
      ) : null}
      <Card title={`${contract.title} List`}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder="Search"
            aria-label="Search"
            style={{ width: 260 }}
            onSearch={(value) => {
              setQ(value.trim());
              setPage(1);
            }}
          />
        </Space>
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
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={`No ${contract.title.toLowerCase()} records found`}
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
          }}
          onChange={(pagination: TablePaginationConfig, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const nextSize = pagination.pageSize ?? pageSize;
            const nextSort: typeof sort =
              one?.order && typeof one.columnKey === 'string'
                ? { field: one.columnKey, order: one.order === 'descend' ? 'desc' : 'asc' }
                : {};
            const changed = nextSort.field !== sort.field || nextSort.order !== sort.order;
            setPage(nextSize !== pageSize || changed ? 1 : (pagination.current ?? 1));
            setPageSize(nextSize);
            setSort(nextSort);
          }}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={`Edit ${contract.title}`}
        footer={null}
        destroyOnHidden
        width={960}
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <OrgForm
            key={editing.id}
            resource={resource}
            mode="edit"
            initial={editing}
            groups={groups}
            fixed={fixed}
            referenceRows={referenceRows}
            onSaved={() => {
              list.reload();
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
