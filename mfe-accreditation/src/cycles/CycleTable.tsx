import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ACCREDITATION_STATUSES,
  type AccreditationStanding,
  type CycleRow,
} from '@hemis/shared-contracts';
import { ListLoadFailed, ListTable, translateMessage, type Translate } from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { bsAndAd, campusTypeLabel } from '../i18n/labels';
import { ACCREDITATION_TEXTS as T } from '../texts';

export const STANDING_COLOURS: Record<AccreditationStanding, string> = {
  Accredited: 'green',
  'Expiring within 6 months': 'orange',
  Expired: 'red',
};

/** The label of a cycle's status ("In Progress"), in the current language. */
export function statusLabel(status: string, t: Translate): string {
  const label = ACCREDITATION_STATUSES.find((choice) => choice.value === status)?.label;
  return label ? t(label) : status;
}

/** The columns an accreditation list may show, by key, in the current language. */
function columnsOf(t: Translate): Record<string, TableColumnsType<CycleRow>[number]> {
  return {
    campus: { key: 'campus', title: t(T.campus), dataIndex: 'campusName' },
    university: { key: 'university', title: t(T.university), dataIndex: 'universityName' },
    type: {
      key: 'type',
      title: t(T.campusType),
      dataIndex: 'campusType',
      render: (type: string) => campusTypeLabel(type, t),
    },
    province: { key: 'province', title: t(T.province), dataIndex: 'provinceName' },
    cycle: {
      key: 'cycle',
      title: t(T.cycle),
      render: (_value, row) => `${row.cycleNumber} (${t(row.title)})`,
    },
    stage: {
      key: 'stage',
      title: t(T.stage),
      // The API names the stage with its contract label.
      render: (_value, row) => translateMessage(row.stageLabel),
    },
    started: { key: 'started', title: t(T.started), dataIndex: 'startedOn' },
    accredited: {
      key: 'accredited',
      title: t(T.accredited),
      render: (_value, row) => (row.awardedOn ? bsAndAd(row.awardedOnBs, row.awardedOn, t) : ''),
    },
    validUntil: {
      key: 'validUntil',
      title: t(T.validUntil),
      render: (_value, row) => (row.expiresOn ? bsAndAd(row.expiresOnBs, row.expiresOn, t) : ''),
    },
    standing: {
      key: 'standing',
      title: t(T.standing),
      render: (_value, row) =>
        row.standing ? (
          <Tag color={STANDING_COLOURS[row.standing]}>{t(row.standing)}</Tag>
        ) : (
          <Tag>
            {row.status === 'inProgress'
              ? translateMessage(row.stageLabel)
              : statusLabel(row.status, t)}
          </Tag>
        ),
    },
  };
}

/** The keys of the columns an accreditation list may show. */
export type CycleColumn =
  | 'campus'
  | 'university'
  | 'type'
  | 'province'
  | 'cycle'
  | 'stage'
  | 'started'
  | 'accredited'
  | 'validUntil'
  | 'standing';

export interface CycleTableProps {
  columns: readonly CycleColumn[];
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
  const t = accreditationTexts.useTexts();
  const all = columnsOf(t);
  const shown: TableColumnsType<CycleRow> = [
    ...columns.map((key) => all[key]!),
    { key: 'actions', title: '', render: (_value, row) => action(row) },
  ];
  return (
    <>
      {list.failed ? (
        <ListLoadFailed title={t(T.loadFailed)} retry={t('Retry')} onRetry={list.reload} />
      ) : null}
      <ListTable<CycleRow>
        card={{ title: ['campus'], status: ['standing'], actions: ['actions'] }}
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={shown}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(T.none) }}
        pagination={
          page !== undefined && onPage
            ? {
                current: page,
                pageSize: 25,
                total: list.data?.total ?? 0,
                showSizeChanger: false,
                showTotal: (total) => t('Total {{n}}', { n: total }),
                onChange: onPage,
              }
            : false
        }
      />
    </>
  );
}
