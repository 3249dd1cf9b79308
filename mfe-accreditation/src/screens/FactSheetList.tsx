import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Select, Tag, Typography } from 'antd';
import { useCan } from '@hemis/shared-auth';
import { FACT_SHEET_PATHS, type FactSheetList as ListAnswer } from '@hemis/shared-contracts';
import {
  ListTable,
  useApiGet,
  useExport,
  useFiscalYearSelect,
  useShownScreenTitle,
} from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { campusTypeLabel } from '../i18n/labels';
import { CycleFilters } from '../cycles/CycleFilters';
import type { CycleFilterValues } from '../cycles/useCycleList';
import { FACT_SHEET_TEXTS } from '../fact-sheets/texts';
import { ACCREDITATION_TEXTS } from '../texts';

const T = FACT_SHEET_TEXTS.list;
type Row = ListAnswer['data'][number];

/**
 * /fact-sheet-list: every campus's fact sheet of a fiscal year with its students, staff and
 * status (complete once the campus has named its chief and focal person); each opens. The
 * export is every row of the same filters as .xlsx (for those who may export).
 */
export default function FactSheetList() {
  const t = accreditationTexts.useTexts();
  const title = useShownScreenTitle();
  const [filters, setFilters] = useState<CycleFilterValues>({});
  const [status, setStatus] = useState<'complete' | 'incomplete' | undefined>();
  const [page, setPage] = useState(1);
  const { fiscalYearId, select } = useFiscalYearSelect(() => setPage(1));
  const query = useMemo(() => {
    const all = { ...filters, status, fiscalYearId, page };
    const sent: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(all)) if (value !== undefined) sent[key] = value;
    return sent;
  }, [filters, status, fiscalYearId, page]);
  const list = useApiGet<ListAnswer>(
    fiscalYearId === undefined ? null : FACT_SHEET_PATHS.list,
    query,
  );
  const mayExport = useCan('accreditation:export');
  const { page: _page, ...exportQuery } = query;
  const exported = useExport(FACT_SHEET_PATHS.listExport, exportQuery, `${T.exportName}.xlsx`, {
    what: T.exportName,
    failedText: ACCREDITATION_TEXTS.exportFailed,
  });
  return (
    <div data-testid="fact-sheet-list">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <CycleFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        exporting={exported.exporting}
        onExport={mayExport && fiscalYearId !== undefined ? exported.run : undefined}
        more={(block) => (
          <>
            {select}
            <Select
              allowClear
              aria-label={t(T.status)}
              placeholder={t(T.status)}
              style={block ? { width: '100%' } : { minWidth: 160 }}
              value={status}
              onChange={(value?: 'complete' | 'incomplete') => {
                setStatus(value);
                setPage(1);
              }}
              options={[
                { value: 'complete', label: t(T.complete) },
                { value: 'incomplete', label: t(T.incomplete) },
              ]}
            />
          </>
        )}
      />
      <ListTable<Row>
        card={{ title: ['campus'], status: ['status'], actions: ['actions'] }}
        rowKey="campusId"
        size="middle"
        loading={list.loading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(T.none) }}
        columns={[
          { key: 'campus', title: t(FACT_SHEET_TEXTS.campus), dataIndex: 'campusName' },
          {
            key: 'university',
            title: t(FACT_SHEET_TEXTS.university),
            dataIndex: 'universityName',
          },
          {
            key: 'type',
            title: t(FACT_SHEET_TEXTS.type),
            dataIndex: 'campusType',
            render: (type: string) => campusTypeLabel(type, t),
          },
          { key: 'province', title: t('Province'), dataIndex: 'province' },
          { key: 'students', title: t(T.students), dataIndex: 'students', align: 'right' },
          { key: 'staff', title: t(T.staff), dataIndex: 'staff', align: 'right' },
          {
            key: 'status',
            title: t(T.status),
            render: (_value, row) =>
              row.status === 'complete' ? (
                <Tag color="green">{t(T.complete)}</Tag>
              ) : (
                <Tag color="orange">{t(T.incomplete)}</Tag>
              ),
          },
          {
            key: 'actions',
            title: '',
            render: (_value, row) => (
              <Link to={`/fact-sheet-campus/${row.campusId}`}>{t(T.open)}</Link>
            ),
          },
        ]}
        pagination={{
          current: page,
          pageSize: 25,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('Total {{n}}', { n: total }),
          onChange: setPage,
        }}
      />
    </div>
  );
}
