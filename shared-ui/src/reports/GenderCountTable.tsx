import type { ReactNode } from 'react';
import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { GenderCount } from '@hemis/shared-contracts';
import { figureCell, shownMessage, useCallerTexts, useFormatting } from '../i18n/format';

export const TOTAL_ROW_LABEL = 'Total';

/** The sums of a breakdown's rows, as its total row. */
export function totalOf(rows: readonly GenderCount[], group = TOTAL_ROW_LABEL): GenderCount {
  const total: GenderCount = { group, male: 0, female: 0, other: 0, total: 0 };
  for (const row of rows) {
    total.male += row.male;
    total.female += row.female;
    total.other += row.other;
    total.total += row.total;
  }
  return total;
}

/** One column of a breakdown after its group: its heading and what a row shows in it. */
export interface CountColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => ReactNode;
  /** Text columns (a series) sit left; figures right. */
  text?: boolean;
}

/** Male, Female, Other and Total: the columns of a breakdown by gender. */
export const GENDER_COLUMNS: readonly CountColumn<GenderCount>[] = [
  { key: 'male', title: 'Male', value: (row) => row.male },
  { key: 'female', title: 'Female', value: (row) => row.female },
  { key: 'other', title: 'Other', value: (row) => row.other },
  { key: 'total', title: 'Total', value: (row) => row.total },
];

export interface GenderCountTableProps<Row extends GenderCount> {
  /** Heading above the table ("By Post"). */
  title?: string;
  /** The first column's heading ("Post"); "Group" by default. */
  groupTitle?: string;
  rows: readonly Row[];
  /** The columns after the group; the gender columns by default. */
  columns?: readonly CountColumn<Row>[];
  /** The total row; by default the sums of the gender columns (`totalOf`). */
  total?: Row;
  /** A row's key; its group by default (rows of group × series need both). */
  rowKey?: (row: Row) => string;
  loading?: boolean;
  /** Shown when there are no rows. */
  emptyText?: string;
}

/** Figures never wrap or get cut: a table wider than a phone scrolls sideways instead. */
const FIGURE_CELL = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * A report breakdown: rows of { group, male, female, other, total } (or the columns given) and a
 * bold total row; on a narrow screen it scrolls sideways rather than cutting a number.
 */
export function GenderCountTable<Row extends GenderCount = GenderCount>({
  title,
  groupTitle = 'Group',
  rows,
  columns = GENDER_COLUMNS,
  total,
  rowKey = (row) => row.group,
  loading = false,
  emptyText = 'No data',
}: GenderCountTableProps<Row>) {
  // Headings are texts the caller declared; a group is named as the API wrote it (an
  // enumeration's label in the current language when the catalogues know it); figures in the
  // user's digits.
  const shown = useCallerTexts();
  useFormatting();
  const tableColumns: TableColumnsType<Row> = [
    {
      key: 'group',
      title: shown(groupTitle),
      dataIndex: 'group',
      render: (group: string) => shownMessage(group),
    },
    ...columns.map((column) => ({
      key: column.key,
      title: shown(column.title),
      align: column.text ? ('left' as const) : ('right' as const),
      onCell: () => FIGURE_CELL,
      render: (_: unknown, row: Row) => figureCell(column.value(row)),
    })),
  ];
  // Without a total row of its own, a gender breakdown sums its rows.
  const totals: ReactNode[] = (
    total
      ? columns.map((column) => column.value(total))
      : columns === GENDER_COLUMNS
        ? GENDER_COLUMNS.map((column) => column.value(totalOf(rows)))
        : []
  ).map(figureCell);
  return (
    <div data-testid={title ? `gender-count-${title}` : 'gender-count'}>
      {title ? <Typography.Title level={5}>{shown(title)}</Typography.Title> : null}
      <Table<Row>
        rowKey={rowKey}
        size="small"
        bordered
        loading={loading}
        columns={tableColumns}
        dataSource={[...rows]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: shown(emptyText) }}
        summary={() =>
          rows.length > 0 && totals.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{shown(TOTAL_ROW_LABEL)}</strong>
              </Table.Summary.Cell>
              {totals.map((cell, index) => (
                <Table.Summary.Cell
                  key={columns[index]?.key ?? index}
                  index={index + 1}
                  align={columns[index]?.text ? 'left' : 'right'}
                >
                  <strong>{cell}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
