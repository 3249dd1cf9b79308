import type { ReactNode } from 'react';
import { Table, Typography } from 'antd';
import { figureCell, shownMessage, useCallerTexts, useFormatting } from '../i18n/format';

/** A table row of a group's figures by column key (the annual report's and open data's rows). */
export interface GroupValuesRow<V> {
  group: string;
  values: Readonly<Record<string, V>>;
}

/**
 * A small table of figures by group: the group's name, then one right-aligned column per figure
 * (a figure missing from a row shows as `missing`). The annual report's tables and the public
 * open-data tables are drawn with it.
 */
export function GroupValuesTable<V extends ReactNode>({
  title,
  columns,
  rows,
  missing = '',
}: {
  title?: string;
  columns: readonly { key: string; label: string }[];
  rows: readonly GroupValuesRow<V>[];
  missing?: ReactNode;
}) {
  const shown = useCallerTexts();
  useFormatting();
  return (
    <Table
      size="small"
      rowKey="group"
      pagination={false}
      scroll={{ x: 'max-content' }}
      title={title ? () => <Typography.Text strong>{shown(title)}</Typography.Text> : undefined}
      dataSource={rows}
      columns={[
        {
          key: 'group',
          dataIndex: 'group',
          title: '',
          render: (group: string) => shownMessage(group),
        },
        ...columns.map((column) => ({
          key: column.key,
          title: shown(column.label),
          align: 'right' as const,
          render: (_: unknown, row: GroupValuesRow<V>) =>
            figureCell(row.values[column.key]) ?? missing,
        })),
      ]}
    />
  );
}
