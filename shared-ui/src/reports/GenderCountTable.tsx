import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { GenderCount } from '@hemis/shared-contracts';

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

export interface GenderCountTableProps {
  /** Heading above the table ("By Post"). */
  title?: string;
  /** The first column's heading ("Post"); "Group" by default. */
  groupTitle?: string;
  rows: readonly GenderCount[];
  loading?: boolean;
  /** Shown when there are no rows. */
  emptyText?: string;
}

/** A report breakdown: rows of { group, male, female, other, total } and a total row. */
export function GenderCountTable({
  title,
  groupTitle = 'Group',
  rows,
  loading = false,
  emptyText = 'No data',
}: GenderCountTableProps) {
  const columns: TableColumnsType<GenderCount> = [
    { key: 'group', title: groupTitle, dataIndex: 'group' },
    { key: 'male', title: 'Male', dataIndex: 'male', align: 'right' },
    { key: 'female', title: 'Female', dataIndex: 'female', align: 'right' },
    { key: 'other', title: 'Other', dataIndex: 'other', align: 'right' },
    { key: 'total', title: 'Total', dataIndex: 'total', align: 'right' },
  ];
  const total = totalOf(rows);
  return (
    <div data-testid={title ? `gender-count-${title}` : 'gender-count'}>
      {title ? <Typography.Title level={5}>{title}</Typography.Title> : null}
      <Table<GenderCount>
        rowKey="group"
        size="small"
        bordered
        loading={loading}
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        locale={{ emptyText }}
        summary={() =>
          rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{TOTAL_ROW_LABEL}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{total.male}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <strong>{total.female}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong>{total.other}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <strong>{total.total}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
