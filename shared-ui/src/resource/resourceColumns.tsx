import type { ReactNode } from 'react';
import { Button, Descriptions, Popconfirm, Space } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { shownLabel } from '@hemis/shared-contracts';
import type { ScreenWidth } from '../useScreenWidth';
import { renderCell } from './display';
import { RowActionButton } from './RowActionButton';
import type { ResolvedResource, ResourceRow, RowAction, RowUser } from './types';
import { inDigits, kitTexts } from '../i18n';
import { callerText } from '../i18n/format';

/** The key of a row's Documents column (declarations with `documents`). */
export const DOCUMENTS_COLUMN = 'documents';
/** The key of a row's panel column (declarations with `rowPanel`). */
export const PANEL_COLUMN = 'panel';
/** The key of a row's Action column (Edit, Delete, the declaration's row actions). */
export const ACTIONS_COLUMN = 'actions';
/** The key of the running number column. */
export const SERIAL_COLUMN = 'serial';

/** What a list's columns show and do: the screen's state and handlers they read. */
export interface ColumnsInput {
  resource: ResolvedResource;
  screenWidth: ScreenWidth;
  /** The first row's running number is `firstSerial + 1`. */
  firstSerial: number;
  sort: { field?: string; order?: 'asc' | 'desc' };
  referenceRows: Record<string, ResourceRow[] | undefined>;
  rows: readonly ResourceRow[];
  user: RowUser;
  /** Which buttons the user has: Edit and Delete per row too (`mayEdit`, `mayDelete`). */
  canEdit: boolean;
  canDelete: boolean;
  rowActions: readonly RowAction[];
  mayEdit: (row: ResourceRow) => boolean;
  mayDelete: (row: ResourceRow) => boolean;
  /** `${action.label}:${row.id}` of the action running, the id of the row Edit is loading. */
  running: string | null;
  opening: number | null;
  onEdit: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => void;
  onRun: (action: RowAction, row: ResourceRow) => void;
  onDocuments: (row: ResourceRow) => void;
  onPanel: (row: ResourceRow) => void;
}

/**
 * A resource list's columns for the screen's width: every column on wide screens (the actions
 * fixed at the right); below, only the key columns, each row opening to show the rest. Written in
 * the current language (the screen that calls it re-renders when the language changes).
 */
export function resourceColumns(input: ColumnsInput): {
  columns: TableColumnsType<ResourceRow>;
  expandable: TableProps<ResourceRow>['expandable'];
} {
  const { resource, screenWidth, sort, referenceRows, user } = input;
  const t = kitTexts.translate;
  const columns: TableColumnsType<ResourceRow> = [
    {
      key: SERIAL_COLUMN,
      title: t('S.N.'),
      width: 64,
      render: (_value, _row, index) => inDigits(String(input.firstSerial + index + 1)),
    },
    ...resource.columns.map((field): TableColumnsType<ResourceRow>[number] => ({
      key: field.name,
      dataIndex: field.name,
      title: callerText(shownLabel({ kind: field.spec.kind, label: field.label })),
      width: field.override.width,
      sorter: field.spec.sortable !== false,
      sortOrder: sort.field === field.name ? (sort.order === 'desc' ? 'descend' : 'ascend') : null,
      render: (_value: unknown, row: ResourceRow) =>
        renderCell(field, row, referenceRows[field.name]),
    })),
    // The screen's own columns, headed by the texts it declared.
    ...resource.extraColumns.map((column) =>
      typeof column.title === 'string' ? { ...column, title: callerText(column.title) } : column,
    ),
    ...(resource.documents
      ? [
          {
            key: DOCUMENTS_COLUMN,
            title: t('Documents'),
            render: (_value: unknown, row: ResourceRow) => (
              <Button size="small" onClick={() => input.onDocuments(row)}>
                {t('Documents')}
              </Button>
            ),
          },
        ]
      : []),
    ...(resource.rowPanel && (resource.rowPanel.shownTo?.(user) ?? true)
      ? [
          {
            key: PANEL_COLUMN,
            title: callerText(resource.rowPanel.label),
            render: (_value: unknown, row: ResourceRow) => (
              <Button size="small" onClick={() => input.onPanel(row)}>
                {callerText(resource.rowPanel?.label ?? '')}
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
        (column) => column.key !== SERIAL_COLUMN && !resource.keyColumns.has(String(column.key)),
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
                  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd types a column's title as a node or a function of the table's sort state; the kit's titles are nodes
                  label: column.title as ReactNode,
                  children: column.render
                    ? // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd types a column's render as a node or a cell with props; the kit's columns render nodes
                      (column.render(value, row, index) as ReactNode)
                    : String(value ?? ''),
                };
              })}
            />
          ),
        }
      : undefined;
  const { rowActions } = input;
  if (input.canEdit || input.canDelete || rowActions.length > 0) {
    columns.push({
      key: ACTIONS_COLUMN,
      title: t('Action'),
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
                rows={input.rows}
                busy={input.running === `${action.label}:${row.id}`}
                onRun={() => input.onRun(action, row)}
              />
            ))}
          {input.canEdit && input.mayEdit(row) ? (
            <Button
              size="small"
              loading={input.opening === row.id}
              onClick={() => input.onEdit(row)}
            >
              {t('Edit')}
            </Button>
          ) : null}
          {input.canDelete && input.mayDelete(row) ? (
            <Popconfirm
              title={t('Delete this {{title}}?', {
                title: callerText(resource.contract.title).toLowerCase(),
              })}
              okText={t('Delete')}
              cancelText={t('Cancel')}
              onConfirm={() => input.onDelete(row)}
            >
              <Button size="small" danger>
                {t('Delete')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    });
  }
  return { columns, expandable };
}
