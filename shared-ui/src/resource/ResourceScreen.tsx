import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Empty, Input, Modal, Typography } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { mayChangeRow, writeReach, ownerScopeOf, type Action } from '@hemis/shared-contracts';
import { useNotice } from '../notices';
import { useScreenWidth } from '../useScreenWidth';
import { ListTable } from '../list/ListTable';
import { FilterBar } from '../list/FilterBar';
import { ListLoadFailed } from '../list/ListLoadFailed';
import { resourceApi, saveFailureOf, type FilterValue, type ListParams } from './api';
import { useDownload } from './useDownload';
import { FilterInput, filtersOfAddress } from './FilterInput';
import { ResourceForm } from './ResourceForm';
import { RowDocumentsDrawer } from './RowDocumentsDrawer';
import { RowPanelDrawer } from './RowPanelDrawer';
import { mayAct, useRowUser } from './rowUser';
import { resourceColumns } from './resourceColumns';
import { useReferenceRows, useResourceList } from './useResourceList';
import type { ResolvedResource, ResourceRow, RowAction } from './types';
import { inDigits, kitTexts } from '../i18n';
import { shownMessage, useCallerTexts, useFormatting } from '../i18n/format';

export { mayAct, useRowUser } from './rowUser';
export { DOCUMENTS_COLUMN } from './resourceColumns';

export const EXPORT_FAILED = 'The list could not be exported. Please try again.';
export const LIST_FAILED = 'The list could not be loaded.';
export const DELETE_FAILED = 'The record could not be deleted.';
/** A narrowed list's Edit could not load the whole record. */
export const OPEN_FAILED = 'The record could not be opened.';

/** One CRUD screen: add form, filters, table with server-side paging and sorting, edit dialog. */
export function ResourceScreen({ resource }: { resource: ResolvedResource }) {
  const { contract, messages, actions, banner: Banner } = resource;
  const notice = useNotice();
  // The kit's own texts, and those the screen's contract and declaration wrote (its title, its
  // messages), in the current language; figures in the user's digits.
  const t = kitTexts.useTexts();
  const shown = useCallerTexts();
  useFormatting();
  const title = shown(contract.title);
  const api = useMemo(() => resourceApi(contract), [contract]);
  const referenceRows = useReferenceRows(resource.references);

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(resource.defaultPageSize);
  const [sort, setSort] = useState<{ field?: string; order?: 'asc' | 'desc' }>(
    resource.defaultSort ?? {},
  );
  const [q, setQ] = useState('');
  // A link may open the list filtered (`?programId=7`, from a report's count).
  const [chosenFilters, setFilters] = useState<Record<string, FilterValue>>(() =>
    filtersOfAddress(resource.filters, window.location.search),
  );
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
  const [panelOf, setPanelOf] = useState<ResourceRow | null>(null);
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
      notice.error(`${t(OPEN_FAILED)} ${shownMessage(saveFailureOf(error).cause)}`);
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
      notice.success(shown(messages.deleted));
      changed();
    } catch (error) {
      console.error(`Deleting ${contract.path}/${row.id} failed`, error);
      notice.error(`${t(DELETE_FAILED)} ${shownMessage(saveFailureOf(error).cause)}`);
    }
  }

  async function run(action: RowAction, row: ResourceRow) {
    setRunning(`${action.label}:${row.id}`);
    try {
      await action.run(row, api);
      // Built from the row: its template's words in the current language.
      notice.success(shownMessage(action.success(row)));
      changed();
    } catch (error) {
      console.error(`${action.label} on ${contract.path}/${row.id} failed`, error);
      notice.error(`${shown(action.failure)} ${shownMessage(saveFailureOf(error).cause)}`);
    } finally {
      setRunning(null);
    }
  }

  const exporter = useDownload(
    () => api.exportXlsx({ sort: sort.field, order: sort.order, q, filters }),
    `${contract.name}.xlsx`,
    { log: `Exporting ${contract.path} failed`, failedText: EXPORT_FAILED },
  );

  // Edit and Delete only on rows the user may change: the API's ownership rule, unless the
  // screen declares its own (a campus is changed as its own owner).
  const may = (hook: typeof resource.canEdit, row: ResourceRow) =>
    hook ? hook(row, user) : !user || mayChangeRow(contract.ownership, row, ownerScopeOf(user));
  const allowed = (action: Action) => mayAct(user, contract.module, action);
  // No add form where the user's reach holds no rows it may write (what a campus alone keeps,
  // what the commission alone grants), whatever the permission says.
  const canAdd =
    allowed('add') && (!user || writeReach(contract.ownership, ownerScopeOf(user)) !== 'none');
  const canExport = actions.export && allowed('export');
  const { columns, expandable } = resourceColumns({
    resource,
    screenWidth,
    firstSerial: (page - 1) * pageSize,
    sort,
    referenceRows,
    rows: list.rows,
    user,
    canEdit: actions.edit && allowed('edit'),
    canDelete: actions.delete && allowed('delete'),
    rowActions: resource.rowActions.filter((action) => allowed(action.permission ?? 'edit')),
    mayEdit: (row) => may(resource.canEdit, row),
    mayDelete: (row) => may(resource.canDelete, row),
    running,
    opening,
    onEdit: (row) => void edit(row),
    onDelete: (row) => void remove(row),
    onRun: (action, row) => void run(action, row),
    onDocuments: setDocumentsOf,
    onPanel: setPanelOf,
  });
  const wide = screenWidth === 'wide';

  const setFilter = (name: string, value: FilterValue) => {
    setFilters((previous) => ({ ...previous, [name]: value }));
    setPage(1);
  };

  return (
    <div data-testid={`resource-${contract.name}`}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {shown(resource.title)}
      </Typography.Title>
      {resource.description ? (
        <Typography.Paragraph type="secondary">
          {typeof resource.description === 'string'
            ? shown(resource.description)
            : resource.description}
        </Typography.Paragraph>
      ) : null}
      {Banner ? (
        <Banner
          version={version}
          rows={list.rows}
          query={{ q, filters, sort: sort.field, order: sort.order }}
        />
      ) : null}
      {resource.show !== 'list' && canAdd ? (
        <Card title={t('Add {{title}}', { title })} style={{ marginBottom: 16 }}>
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
          title={t('{{title}} List', { title })}
          extra={
            canExport ? (
              <Button loading={exporter.busy} onClick={exporter.run}>
                {t('Export')}
              </Button>
            ) : null
          }
        >
          <FilterBar
            any={resource.filters.length > 0}
            active={
              resource.filters.filter((field) => {
                const value = chosenFilters[field.name];
                return value !== undefined && value !== null && value !== '';
              }).length
            }
            filters={(block) =>
              resource.filters.map((field) => (
                <FilterInput
                  key={field.name}
                  field={field}
                  block={block}
                  value={chosenFilters[field.name]}
                  choices={referenceRows[field.name]}
                  onChange={(value) => setFilter(field.name, value)}
                />
              ))
            }
            search={
              resource.search ? (
                <Input.Search
                  allowClear
                  placeholder={t('Search')}
                  aria-label={t('Search')}
                  onSearch={(value) => {
                    setQ(value.trim());
                    setPage(1);
                  }}
                  style={{ width: screenWidth === 'phone' ? '100%' : 240 }}
                />
              ) : null
            }
          />
          {list.failed ? (
            <ListLoadFailed title={t(LIST_FAILED)} retry={t('Retry')} onRetry={list.reload} />
          ) : null}
          <ListTable<ResourceRow>
            card={resource.card}
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
                    list.failed
                      ? t(LIST_FAILED)
                      : t('No {{title}} records found', { title: title.toLowerCase() })
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
              showTotal: (total) => t('Total {{total}}', { total: inDigits(String(total)) }),
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
        title={t('Edit {{title}}', { title })}
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
      {resource.rowPanel ? (
        <RowPanelDrawer
          panel={resource.rowPanel}
          row={panelOf}
          readOnly={panelOf === null || !allowed('edit') || !may(resource.canEdit, panelOf)}
          onChanged={changed}
          onClose={() => setPanelOf(null)}
        />
      ) : null}
    </div>
  );
}
