import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCan } from '@hemis/shared-auth';
import { STUDENT_PATHS, type StudentsByDistrict as Report } from '@hemis/shared-contracts';
import { useApiGet, useExport, useStudentReportFilters } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export const BY_DISTRICT_TEXTS = {
  title: 'Students by District',
  export: 'Export',
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
    <div data-testid="students-by-district">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(BY_DISTRICT_TEXTS.title)}
      </Typography.Title>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            {filters}
            {canExport ? (
              <Button loading={exporter.exporting} onClick={exporter.run}>
                {t(BY_DISTRICT_TEXTS.export)}
              </Button>
            ) : null}
          </Space>
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
      </Card>
    </div>
  );
}
