import { Alert, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCan } from '@hemis/shared-auth';
import { STUDENT_PATHS, type StudentsByDistrict as Report } from '@hemis/shared-contracts';
import {
  CardScreen,
  REPORT_TOOLBAR_TEXTS,
  ReportToolbar,
  useApiGet,
  useExport,
  useStudentReportFilters,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export const BY_DISTRICT_TEXTS = {
  title: 'Students by District',
  export: REPORT_TOOLBAR_TEXTS.export,
  loadFailed: 'The report could not be loaded.',
  exportFailed: 'The report could not be exported. Please try again.',
  noStudents: 'No students match these filters',
  total: 'Total',
} as const;

type DistrictRow = Report['rows'][number];

/**
 * /student-management/student-by-district: students by permanent district (with its province)
 * and gender within the user's reach and the filters, a total row, and the .xlsx export.
 */
export default function StudentsByDistrict() {
  const canExport = useCan('student:export');
  const t = studentsTexts.useTexts();
  const { filters, query } = useStudentReportFilters();
  const { data: report, loading, failed } = useApiGet<Report>(STUDENT_PATHS.byDistrict, query);
  const exporter = useExport(STUDENT_PATHS.byDistrictExport, query, 'Students-by-District.xlsx', {
    what: 'students by district',
    failedText: BY_DISTRICT_TEXTS.exportFailed,
  });

  const columns: TableColumnsType<DistrictRow> = [
    { key: 'serial', title: t('S.N.'), width: 64, render: (_value, _row, index) => index + 1 },
    { key: 'province', title: t('Province'), dataIndex: 'province' },
    { key: 'district', title: t('District'), dataIndex: 'group' },
    { key: 'male', title: t('Male'), dataIndex: 'male', align: 'right' },
    { key: 'female', title: t('Female'), dataIndex: 'female', align: 'right' },
    { key: 'other', title: t('Other'), dataIndex: 'other', align: 'right' },
    { key: 'total', title: t('Total'), dataIndex: 'total', align: 'right' },
  ];
  const total = report?.total;
  return (
    <CardScreen testId="students-by-district" title={BY_DISTRICT_TEXTS.title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ReportToolbar filters={filters} exporter={canExport ? exporter : null} />
        {failed ? <Alert type="error" showIcon title={t(BY_DISTRICT_TEXTS.loadFailed)} /> : null}
        <Table<DistrictRow>
          rowKey="group"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={report?.rows ?? []}
          pagination={false}
          locale={{ emptyText: t(BY_DISTRICT_TEXTS.noStudents) }}
          summary={() =>
            total && report && report.rows.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <strong>{t(BY_DISTRICT_TEXTS.total)}</strong>
                </Table.Summary.Cell>
                {(['male', 'female', 'other', 'total'] as const).map((key, index) => (
                  <Table.Summary.Cell key={key} index={index + 3} align="right">
                    <strong data-testid={`district-total-${key}`}>{total[key]}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </Space>
    </CardScreen>
  );
}
