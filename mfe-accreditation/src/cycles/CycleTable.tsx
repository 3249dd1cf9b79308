import { Alert, Button, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ACCREDITATION_STATUSES,
  type AccreditationStanding,
  type CycleRow,
} from '@hemis/shared-contracts';
import { ListTable } from '@hemis/shared-ui';
import { ACCREDITATION_TEXTS as T } from '../texts';

export const STANDING_COLOURS: Record<AccreditationStanding, string> = {
  Accredited: 'green',
  'Expiring within 6 months': 'orange',
  Expired: 'red',
};

/** The columns an accreditation list may show, by key. */
const COLUMNS: Record<string, TableColumnsType<CycleRow>[number]> = {
  campus: { key: 'campus', title: T.campus, dataIndex: 'campusName' },
  university: { key: 'university', title: T.university, dataIndex: 'universityName' },
  type: {
    key: 'type',
    title: T.campusType,
    dataIndex: 'campusType',
    render: (type: string) => type.charAt(0).toUpperCase() + type.slice(1),
  },
  province: { key: 'province', title: T.province, dataIndex: 'provinceName' },
  cycle: {
    key: 'cycle',
    title: T.cycle,
    render: (_value, row) => `${row.cycleNumber} (${row.title})`,
  },
  stage: { key: 'stage', title: T.stage, dataIndex: 'stageLabel' },
  started: { key: 'started', title: T.started, dataIndex: 'startedOn' },
  accredited: {
    key: 'accredited',
    title: T.accredited,
    render: (_value, row) => (row.awardedOn ? `${row.awardedOnBs} BS (${row.awardedOn})` : ''),
  },
  validUntil: {
    key: 'validUntil',
    title: T.validUntil,
    render: (_value, row) => (row.expiresOn ? `${row.expiresOnBs} BS (${row.expiresOn})` : ''),
  },
  standing: {
    key: 'standing',
    title: T.standing,
    render: (_value, row) =>
      row.standing ? (
        <Tag color={STANDING_COLOURS[row.standing]}>{row.standing}</Tag>
      ) : (
        <Tag>
          {row.status === 'inProgress'
            ? row.stageLabel
            : ACCREDITATION_STATUSES.find((status) => status.value === row.status)?.label}
        </Tag>
      ),
  },
};

export interface CycleTableProps {
  columns: readonly (keyof typeof COLUMNS)[];
  list: {
    data: { total: number; data: CycleRow[] } | null;
    loading: boolean;
    failed: boolean;
    reload(): void;
  };
  /** The page shown and how to turn it; without them every row shows on one page. */
  page?: number;
  onPage?: (page: number) => void;
  /** The row's button (Open, Start a new cycle). */
  action: (row: CycleRow) => React.ReactNode;
}

/** A page of cycles as a table (cards on a phone) with each row's button. */
export function CycleTable({ columns, list, page, onPage, action }: CycleTableProps) {
  const shown: TableColumnsType<CycleRow> = [
    ...columns.map((key) => COLUMNS[key]!),
    { key: 'actions', title: '', render: (_value, row) => action(row) },
  ];
  return (
    <>
      {list.failed ? (
        <Alert
          type="error"
          showIcon
          title={T.loadFailed}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={list.reload}>
              Retry
            </Button>
          }
        />
      ) : null}
      <ListTable<CycleRow>
        card={{ title: ['campus'], status: ['standing'], actions: ['actions'] }}
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={shown}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: T.none }}
        pagination={
          page !== undefined && onPage
            ? {
                current: page,
                pageSize: 25,
                total: list.data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (count) => `Total ${count}`,
                onChange: onPage,
              }
            : false
        }
      />
    </>
  );
}
