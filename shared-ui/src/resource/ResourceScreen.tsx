import {
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ReactReduxContext } from 'react-redux';
import { can, selectCurrentUser, type RootState } from '@hemis/shared-auth';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import {
  STATUS_CHOICES,
  mayChangeRow,
  writeReach,
  ownerScopeOf,
  shownLabel,
  type Action,
  type Module,
} from '@hemis/shared-contracts';
import { useNotice } from '../notices';
import { useScreenWidth } from '../useScreenWidth';
import { resourceApi, saveFailureOf, type FilterValue, type ListParams } from './api';
import { useDownload } from './useDownload';
import { choicesOf, numberChoices, referenceLabel, renderCell } from './display';
import { ResourceForm } from './ResourceForm';
import { RowDocumentsDrawer } from './RowDocumentsDrawer';
import { useReferenceRows, useResourceList } from './useResourceList';
import type { ResolvedField, ResolvedResource, ResourceRow, RowAction, RowUser } from './types';

const noSubscription = () => () => undefined;

/** The signed-in user, or null outside a session store (a screen rendered on its own). */
export function useRowUser(): RowUser {
  const context = useContext(ReactReduxContext);
  const store = context?.store;
  return useSyncExternalStore(store ? store.subscribe : noSubscription, () =>
    store ? selectCurrentUser(store.getState() as RootState) : null,
  );
}

/**
 * Whether the signed-in user may take `action` on the screen's module (`${module}:${action}`).
 * Without a session store (a screen rendered on its own) everything shows: the API decides.
 */
export function mayAct(user: RowUser, module: Module, action: Action): boolean {
  return user === null || can(user, `${module}:${action}`);
}

/** A row's own button, behind a confirmation when the action asks for one. */
function RowActionButton({
  action,
  row,
  rows,
  busy,
  onRun,
}: {
  action: RowAction;
  row: ResourceRow;
  rows: readonly ResourceRow[];
  busy: boolean;
  onRun: () => void;
}) {
  const button = (
    <Button
      size="small"
      type="primary"
      ghost
      loading={busy}
      onClick={action.confirm ? undefined : onRun}
    >
      {action.label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm
      title={action.confirm(row, rows)}
      okText={action.label}
      cancelText="Cancel"
      onConfirm={onRun}
    >
      {button}
    </Popconfirm>
  );
}

export const EXPORT_FAILED = 'The list could not be exported. Please try again.';
export const LIST_FAILED = 'The list could not be loaded.';
export const DELETE_FAILED = 'The record could not be deleted.';
/** A narrowed list's Edit could not load the whole record. */
export const OPEN_FAILED = 'The record could not be opened.';
/** The key of a row's Documents column (declarations with `documents`). */
export const DOCUMENTS_COLUMN = 'documents';

function FilterInput({
  field,
  value,
  onChange,
  choices,
}: {
  field: ResolvedField;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  choices: readonly ResourceRow[] | undefined;
}) {
  const { spec } = field;
  const common = {
    allowClear: true,
    placeholder: field.label,
    style: { minWidth: 180 },
    'aria-label': field.label,
    'data-testid': `filter-${field.name}`,
  };
  const numeric = spec.kind === 'integer' || spec.kind === 'decimal';
  const handle = (next: string | number | null | undefined) =>
    onChange(
      next === null || next === undefined || next === ''
        ? undefined
        : numeric
          ? Number(next)
          : next,
    );
  if (spec.kind === 'reference') {
    return (
      <Select
        {...common}
        showSearch={{ optionFilterProp: 'label' }}
        value={value === undefined || value === null ? undefined : Number(value)}
        onChange={handle}
        options={(choices ?? []).map((row) => ({
          value: row.id,
          label: referenceLabel(field, row),
        }))}
      />
    );
  }
  const options =
    spec.kind === 'status' ? STATUS_CHOICES : (choicesOf(field) ?? numberChoices(field));
  if (options) {
    return (
      <Select
        {...common}
        value={value === undefined || value === null ? undefined : String(value)}
        onChange={handle}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      />
    );
  }
  if (spec.kind === 'integer' || spec.kind === 'decimal') {
    return (
      <InputNumber
        placeholder={field.label}
        aria-label={field.label}
        value={typeof value === 'number' ? value : null}
        onChange={handle}
      />
    );
  }
  return (
    <Input
      allowClear
      placeholder={field.label}
      aria-label={field.label}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => handle(event.target.value)}
    />
  );
}

/** One CRUD screen: add form, filters, table with server-side paging and sorting, edit dialog. */
export function ResourceScreen({ resource }: { resource: ResolvedResource }) {
  const { contract, messages, actions, banner: Banner } = resource;
  const notice = useNotice();
  const api = useMemo(() => resourceApi(contract), [contract]);
  const referenceRows = useReferenceRows(resource.references);

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(resource.defaultPageSize);
  const [sort, setSort] = useState<{ field?: string; order?: 'asc' | 'desc' }>(
    resource.defaultSort ?? {},
  );
  const [q, setQ] = useState('');
  const [chosenFilters, setFilters] = useState<Record<string, FilterValue>>({});
  const filters = { ...chosenFilters, ...resource.fixed };
  const params: ListParams = {
    page,
    pageSize,
    sort: sort.field,
    order: sort.order,
    q,
    filters,
    fields: resource.listFields,
  };
  const list = useResourceList(contract, params);
  const user = useRowUser();
  const screenWidth = useScreenWidth();
  // Grows after every save, delete or row action (the banner reloads what it shows).
  const [version, setVersion] = useState(0);
  const [running, setRunning] = useState<string | null>(null);
  function changed() {
    list.reload();
    setVersion((value) => value + 1);
  }

  const [editing, setEditing] = useState<ResourceRow | null>(null);
  const [documentsOf, setDocumentsOf] = useState<ResourceRow | null>(null);
  // A narrowed list's row holds only what the table shows: Edit loads the whole record first.
  const [opening, setOpening] = useState<number | null>(null);
  async function edit(row: ResourceRow) {
    if (!resource.listFields) {
      setEditing(row);
      return;
    }
    setOpening(row.id);
    try {
      setEditing(await api.get(row.id));
    } catch (error) {
      console.error(`Loading ${contract.path}/${row.id} failed`, error);
      notice.error(`${OPEN_FAILED} ${saveFailureOf(error).cause}`);
    } finally {
      setOpening(null);
    }
  }
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  function edited() {
    changed();
    if (resource.closeDelayMs > 0) {
      closeTimer.current = setTimeout(() => setEditing(null), resource.closeDelayMs);
    } else {
      setEditing(null);
    }
  }

  async function remove(row: ResourceRow) {
    try {
      await api.remove(row.id);
      notice.success(messages.deleted);
      changed();
    } catch (error) {
      console.error(`Deleting ${contract.path}/${row.id} failed`, error);
      notice.error(`${DELETE_FAILED} ${saveFailureOf(error).cause}`);
    }
  }

  async function run(action: RowAction, row: ResourceRow) {
    setRunning(`${action.label}:${row.id}`);
    try {
      await action.run(row, api);
      notice.success(action.success(row));
      changed();
    } catch (error) {
      console.error(`${action.label} on ${contract.path}/${row.id} failed`, error);
      notice.error(`${action.failure} ${saveFailureOf(error).cause}`);
    } finally {
      setRunning(null);
    }
  }

  const exporter = useDownload(
    () => api.exportXlsx({ sort: sort.field, order: sort.order, q, filters }),
    `${contract.name}.xlsx`,
    { log: `Exporting ${contract.path} failed`, failedText: EXPORT_FAILED },
  );

  const columns: TableColumnsType<ResourceRow> = [
    {
      key: 'serial',
      title: 'S.N.',
      width: 64,
      render: (_value, _row, index) => (page - 1) * pageSize + index + 1,
    },
    ...resource.columns.map((field): TableColumnsType<ResourceRow>[number] => ({
      key: field.name,
      dataIndex: field.name,
      title: shownLabel({ kind: field.spec.kind, label: field.label }),
      width: field.override.width,
      sorter: field.spec.sortable !== false,
      sortOrder: sort.field === field.name ? (sort.order === 'desc' ? 'descend' : 'ascend') : null,
      render: (_value: unknown, row: ResourceRow) =>
        renderCell(field, row, referenceRows[field.name]),
    })),
    ...resource.extraColumns,
    ...(resource.documents
      ? [
          {
            key: DOCUMENTS_COLUMN,
            title: 'Documents',
            render: (_value: unknown, row: ResourceRow) => (
              <Button size="small" onClick={() => setDocumentsOf(row)}>
                Documents
              </Button>
            ),
          },
        ]
      : []),
  ];
  // Below wide screens only the key columns stand in the table; a row opens to show the rest,
  // so the key columns (and the row's actions) are seen without scrolling.
  const wide = screenWidth === 'wide';
  const hiddenColumns = wide
    ? []
    : columns.filter(
        (column) => column.key !== 'serial' && !resource.keyColumns.has(String(column.key)),
      );
  if (hiddenColumns.length > 0) {
    const hidden = new Set(hiddenColumns);
    columns.splice(0, columns.length, ...columns.filter((column) => !hidden.has(column)));
  }
  const expandable: TableProps<ResourceRow>['expandable'] =
    hiddenColumns.length > 0
      ? {
          expandedRowRender: (row, index) => (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={hiddenColumns.map((column) => {
                const key = String(column.key);
                const value = 'dataIndex' in column ? row[String(column.dataIndex)] : undefined;
                return {
                  key,
                  label: column.title as ReactNode,
                  children: column.render
                    ? (column.render(value, row, index) as ReactNode)
                    : String(value ?? ''),
                };
              })}
            />
          ),
        }
      : undefined;
  // Edit and Delete only on rows the user may change: the API's ownership rule, unless the
  // screen declares its own (a campus is changed as its own owner).
  const may = (hook: typeof resource.canEdit, row: ResourceRow) =>
    hook ? hook(row, user) : !user || mayChangeRow(contract.ownership, row, ownerScopeOf(user));
  const allowed = (action: Action) => mayAct(user, contract.module, action);
  // No add form where the user's reach holds no rows it may write (what a campus alone keeps,
  // what the commission alone grants), whatever the permission says.
  const canAdd =
    allowed('add') && (!user || writeReach(contract.ownership, ownerScopeOf(user)) !== 'none');
  const canEditAny = actions.edit && allowed('edit');
  const canDeleteAny = actions.delete && allowed('delete');
  const canExport = actions.export && allowed('export');
  const rowActions = resource.rowActions.filter((action) => allowed(action.permission ?? 'edit'));
  if (canEditAny || canDeleteAny || rowActions.length > 0) {
    columns.push({
      key: 'actions',
      title: 'Action',
      width: wide ? 180 : undefined,
      // Fixed at the right only where every column is shown; narrower tables fit without it.
      fixed: wide ? 'right' : undefined,
      render: (_value, row) => (
        <Space>
          {rowActions
            .filter((action) => (action.visible ? action.visible(row, user) : true))
            .map((action) => (
              <RowActionButton
                key={action.label}
                action={action}
                row={row}
                rows={list.rows}
                busy={running === `${action.label}:${row.id}`}
                onRun={() => void run(action, row)}
              />
            ))}
          {canEditAny && may(resource.canEdit, row) ? (
            <Button size="small" loading={opening === row.id} onClick={() => void edit(row)}>
              Edit
            </Button>
          ) : null}
          {canDeleteAny && may(resource.canDelete, row) ? (
            <Popconfirm
              title={`Delete this ${contract.title.toLowerCase()}?`}
              okText="Delete"
              cancelText="Cancel"
              onConfirm={() => remove(row)}
            >
              <Button size="small" danger>
                Delete
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    });
  }

  const setFilter = (name: string, value: FilterValue) => {
    setFilters((previous) => ({ ...previous, [name]: value }));
    setPage(1);
  };

  return (
    <div data-testid={`resource-${contract.name}`}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {resource.title}
      </Typography.Title>
      {resource.description ? (
        <Typography.Paragraph type="secondary">{resource.description}</Typography.Paragraph>
      ) : null}
      {Banner ? (
        <Banner
          version={version}
          rows={list.rows}
          query={{ q, filters, sort: sort.field, order: sort.order }}
        />
      ) : null}
      {resource.show !== 'list' && canAdd ? (
        <Card title={`Add ${contract.title}`} style={{ marginBottom: 16 }}>
          <ResourceForm
            resource={resource}
            mode="create"
            referenceRows={referenceRows}
            onSaved={changed}
          />
        </Card>
      ) : null}
      {resource.show !== 'form' ? (
        <Card
          title={`${contract.title} List`}
          extra={
            canExport ? (
              <Button loading={exporter.busy} onClick={exporter.run}>
                Export
              </Button>
            ) : null
          }
        >
          <Space wrap style={{ marginBottom: 16 }}>
            {resource.filters.map((field) => (
              <FilterInput
                key={field.name}
                field={field}
                value={chosenFilters[field.name]}
                choices={referenceRows[field.name]}
                onChange={(value) => setFilter(field.name, value)}
              />
            ))}
            {resource.search ? (
              <Input.Search
                allowClear
                placeholder="Search"
                aria-label="Search"
                onSearch={(value) => {
                  setQ(value.trim());
                  setPage(1);
                }}
                style={{ width: 240 }}
              />
            ) : null}
          </Space>
          {list.failed ? (
            <Alert
              type="error"
              showIcon
              title={LIST_FAILED}
              style={{ marginBottom: 16 }}
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
            // Every column at its full width scrolls sideways on wide screens (and on phones); the
            // key columns of a laptop or tablet wrap their text to fit instead.
            scroll={wide || screenWidth === 'phone' ? { x: 'max-content' } : undefined}
            expandable={expandable}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    list.failed ? LIST_FAILED : `No ${contract.title.toLowerCase()} records found`
                  }
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
              const sortChanged = nextSort.field !== sort.field || nextSort.order !== sort.order;
              // A new page size or a new order starts again from the first page.
              setPage(nextSize !== pageSize || sortChanged ? 1 : (pagination.current ?? 1));
              setPageSize(nextSize);
              setSort(nextSort);
            }}
          />
        </Card>
      ) : null}
      <Modal
        open={editing !== null}
        title={`Edit ${contract.title}`}
        footer={null}
        destroyOnHidden
        width={resource.formColumns > 2 ? 900 : 640}
        onCancel={() => setEditing(null)}
      >
        {editing ? (
          <ResourceForm
            key={editing.id}
            resource={resource}
            mode="edit"
            initial={editing}
            referenceRows={referenceRows}
            onSaved={edited}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      {resource.documents ? (
        <RowDocumentsDrawer
          documents={resource.documents}
          row={documentsOf}
          readOnly={documentsOf === null || !allowed('edit') || !may(resource.canEdit, documentsOf)}
          onClose={() => setDocumentsOf(null)}
        />
      ) : null}
    </div>
  );
}
