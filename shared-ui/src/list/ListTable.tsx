import { useState, type Key, type ReactNode } from 'react';
import { Button, Card, Descriptions, Empty, Pagination, Spin, Table } from 'antd';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useScreenWidth } from '../useScreenWidth';
import { inDigits, kitTexts, useDigits } from '../i18n';

/** Which columns (by key) make a row's card on a phone: its heading, its status, its buttons. */
export interface CardLayout {
  /** Columns shown together as the card's heading (a name: first and last name). */
  title: readonly string[];
  /** Columns shown as tags beside the heading (Active, Verified). */
  status?: readonly string[];
  /** Columns holding the row's buttons or links, shown at the card's foot. */
  actions?: readonly string[];
  /** The columns listed under the heading; default: every other column. */
  body?: readonly string[];
}

export interface ListTableProps<T extends object> extends TableProps<T> {
  /** How a row reads as a card on a phone, where a table would be wider than the screen. */
  card: CardLayout;
}

export const LIST_TABLE_TEXTS = { more: 'More', less: 'Less' } as const;

type Column<T> = TableColumnsType<T>[number];

/** A column's dataIndex as a path (`'name'` or `['program', 'name']`). */
const pathOf = (dataIndex: unknown): unknown[] =>
  Array.isArray(dataIndex) ? [...dataIndex] : [dataIndex];

/** A column's key: its own, else its dataIndex. */
export function columnKey<T>(column: Column<T>): string {
  if (column.key !== undefined) return String(column.key);
  return 'dataIndex' in column && column.dataIndex !== undefined
    ? pathOf(column.dataIndex).join('.')
    : '';
}

/** What a column shows for a row: its render, else its value. */
function cellOf<T extends object>(column: Column<T>, row: T, index: number): ReactNode {
  const value =
    'dataIndex' in column && column.dataIndex !== undefined
      ? pathOf(column.dataIndex).reduce<unknown>(
          (at, part) => (at && typeof at === 'object' ? Reflect.get(at, String(part)) : undefined),
          row,
        )
      : undefined;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd types a column's render as a node or a cell with props; the kit's columns render nodes
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

const blank = (node: ReactNode) => node === '' || node === null || node === undefined;

function rowKeyOf<T extends object>(rowKey: TableProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const value: unknown = Reflect.get(row, String(rowKey ?? 'key'));
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/** The sort the columns show, handed back unchanged when the page changes. */
function currentSorter<T>(columns: TableColumnsType<T>): SorterResult<T> {
  const sorted = columns.find((column) => column.sortOrder);
  return sorted
    ? { column: sorted, columnKey: sorted.key, order: sorted.sortOrder ?? undefined }
    : {};
}

/** One row as a card: heading and status, the other columns as label and value, the buttons. */
function RowCard<T extends object>({
  row,
  index,
  columns,
  card,
  more,
  onRow,
}: {
  row: T;
  index: number;
  columns: TableColumnsType<T>;
  card: CardLayout;
  more?: (row: T, index: number) => ReactNode;
  /** The table's row handlers (a row that opens on a click). */
  onRow?: TableProps<T>['onRow'];
}) {
  const t = kitTexts.useTexts();
  const [open, setOpen] = useState(false);
  const handlers = onRow?.(row, index);
  const byKey = (keys: readonly string[] | undefined) =>
    (keys ?? []).flatMap((key) => columns.filter((column) => columnKey(column) === key));
  const named = new Set([...card.title, ...(card.status ?? []), ...(card.actions ?? [])]);
  const body = card.body
    ? byKey(card.body)
    : columns.filter((column) => !named.has(columnKey(column)));
  const title = byKey(card.title)
    .map((column) => cellOf(column, row, index))
    .filter((node) => !blank(node));
  const items = body
    .map((column) => ({
      key: columnKey(column),
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd types a column's title as a node or a function of the table's sort state; the kit's titles are nodes
      label: column.title as ReactNode,
      children: cellOf(column, row, index),
    }))
    .filter((item) => !blank(item.children));
  const actions = byKey(card.actions).map((column) => (
    <div key={columnKey(column)}>{cellOf(column, row, index)}</div>
  ));
  return (
    <Card
      size="small"
      data-testid="list-card"
      onClick={handlers?.onClick}
      style={{ marginBottom: 12, ...(handlers?.onClick ? { cursor: 'pointer' } : {}) }}
    >
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}
      >
        <div
          data-testid="list-card-title"
          style={{ flex: '1 1 auto', minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {title.map((node, at) => (
            <span key={at}>
              {at > 0 ? ' ' : null}
              {node}
            </span>
          ))}
        </div>
        {byKey(card.status).map((column) => (
          <span key={columnKey(column)}>{cellOf(column, row, index)}</span>
        ))}
      </div>
      {items.length > 0 ? <Descriptions size="small" column={1} items={items} /> : null}
      {open && more ? <div style={{ marginTop: 8 }}>{more(row, index)}</div> : null}
      {actions.length > 0 || more ? (
        <div
          data-testid="list-card-actions"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}
        >
          {actions}
          {more ? (
            <Button size="small" type="link" onClick={() => setOpen((shown) => !shown)}>
              {t(open ? LIST_TABLE_TEXTS.less : LIST_TABLE_TEXTS.more)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/**
 * A list's table: the antd table on wider screens, one card per row on a phone (its heading,
 * status and buttons from `card`, the other columns as label and value under the heading, what a
 * row opens to behind More), with the same paging. Every list uses it, so none is wider than a
 * phone's screen.
 */
export function ListTable<T extends object>({ card, ...given }: ListTableProps<T>) {
  const phone = useScreenWidth() === 'phone';
  // Page numbers in the user's digits (antd writes them in 0-9).
  const devanagari = useDigits() === 'devanagari';
  const table: TableProps<T> =
    devanagari && given.pagination !== false
      ? {
          ...given,
          pagination: {
            ...given.pagination,
            itemRender: (page, type, element) =>
              type === 'page' ? <a rel="nofollow">{inDigits(String(page))}</a> : element,
          },
        }
      : given;
  if (!phone) return <Table<T> {...table} />;
  const columns = table.columns ?? [];
  const rows = table.dataSource ?? [];
  const pagination: TablePaginationConfig | false =
    table.pagination === false ? false : (table.pagination ?? {});
  const more = table.expandable?.expandedRowRender;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- antd types the empty text as a node or a function giving one; the kit's screens give nodes
  const emptyText = (table.locale?.emptyText as ReactNode) ?? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  );
  const loading = typeof table.loading === 'object' ? table.loading.spinning : table.loading;
  return (
    <Spin spinning={loading === true}>
      <div data-testid="list-cards" className={table.className} style={table.style}>
        {rows.length === 0
          ? emptyText
          : rows.map((row, index) => (
              <RowCard<T>
                key={rowKeyOf(table.rowKey, row, index)}
                row={row}
                index={index}
                columns={columns}
                card={card}
                onRow={table.onRow}
                more={more ? (shown, at) => more(shown, at, 0, true) : undefined}
              />
            ))}
      </div>
      {pagination && (pagination.total ?? rows.length) > (pagination.pageSize ?? 10) ? (
        <Pagination
          size="small"
          simple
          style={{ marginTop: 12, textAlign: 'center' }}
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={(current, pageSize) => {
            pagination.onChange?.(current, pageSize);
            table.onChange?.({ ...pagination, current, pageSize }, {}, currentSorter(columns), {
              action: 'paginate',
              currentDataSource: [...rows],
            });
          }}
        />
      ) : null}
    </Spin>
  );
}
