import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { REPORT_PATHS, type ReportCampuses, type ReportReach } from '@hemis/shared-contracts';
import { ListTable, reportSearchOf, useApiGet, useReportFilters } from '@hemis/shared-ui';
import { REPORT_ROUTES } from './reportLinks';
import { reportsTexts } from '../i18n/texts';
import { campusTypeLabel } from '../returns/texts';
import { SUMMARY_TITLES } from './SummaryReport';

type CampusRow = ReportCampuses['data'][number];

export const CAMPUS_LIST_TEXTS = {
  title: 'Campuses behind the Report',
  back: 'Back to the report',
  loadFailed: 'The campuses could not be loaded.',
  campus: 'Campus',
  type: 'Type',
  university: 'University',
  province: 'Province',
  district: 'District',
  students: 'Students',
  female: 'Female',
} as const;

const PAGE_SIZE = 20;
const whole = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * The campuses behind a count of a university's or the nation's report: the report's filters
 * (in the address, as the count's link set them) with paging; each campus opens the report
 * narrowed to it.
 */
export function CampusList({ reach }: { reach: ReportReach }) {
  const t = reportsTexts.useTexts();
  const { filters, query } = useReportFilters(reach);
  const [search, setSearch] = useSearchParams();
  const page = whole(search.get('page')) ?? 1;
  const pageSize = whole(search.get('pageSize')) ?? PAGE_SIZE;
  const campuses = useApiGet<ReportCampuses>(REPORT_PATHS.campuses, { ...query, page, pageSize });
  const report = `/${REPORT_ROUTES[reach]}`;
  const texts = CAMPUS_LIST_TEXTS;
  const columns: TableColumnsType<CampusRow> = [
    {
      key: 'campusName',
      title: t(texts.campus),
      dataIndex: 'campusName',
      render: (name: string, row) => (
        <Link to={`${report}?${reportSearchOf({ ...query, campusId: row.id })}`}>{name}</Link>
      ),
    },
    {
      key: 'campusType',
      title: t(texts.type),
      dataIndex: 'campusType',
      render: (type: string) => t(campusTypeLabel(type)),
    },
    ...(reach === 'nation'
      ? [{ key: 'universityName', title: t(texts.university), dataIndex: 'universityName' }]
      : []),
    { key: 'province', title: t(texts.province), dataIndex: 'province' },
    { key: 'district', title: t(texts.district), dataIndex: 'district' },
    { key: 'students', title: t(texts.students), dataIndex: 'students', align: 'right' },
    { key: 'female', title: t(texts.female), dataIndex: 'female', align: 'right' },
  ];
  return (
    <div data-testid="report-campuses">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(texts.title)}
      </Typography.Title>
      <Space wrap style={{ display: 'flex', marginBottom: 16 }}>
        <Link to={`${report}?${reportSearchOf(query)}`}>
          {t(texts.back)} ({t(SUMMARY_TITLES[reach])})
        </Link>
      </Space>
      <div style={{ marginBottom: 16 }}>{filters}</div>
      {campuses.failed ? (
        <Alert type="error" showIcon title={t(texts.loadFailed)} style={{ marginBottom: 16 }} />
      ) : null}
      <ListTable<CampusRow>
        rowKey="id"
        size="small"
        card={{ title: ['campusName'], status: ['campusType'] }}
        loading={campuses.loading}
        columns={columns}
        dataSource={campuses.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize,
          total: campuses.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) =>
            setSearch((previous) => {
              const next = new URLSearchParams(previous);
              next.set('page', String(current));
              next.set('pageSize', String(size));
              return next;
            }),
        }}
      />
    </div>
  );
}
