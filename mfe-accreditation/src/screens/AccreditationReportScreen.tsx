import { useMemo, useState } from 'react';
import { Alert, Button, Card, Select, Table, Typography } from 'antd';
import {
  ACCREDITATION_CAMPUS_TYPES,
  ACCREDITATION_PATHS,
  accreditationChartSection,
  type AccreditationReport,
  type AccreditationReportQuery,
  type AccreditationReportRow,
  type ReportRow,
} from '@hemis/shared-contracts';
import {
  ReportChart,
  translateMessage,
  useApiGet,
  useExport,
  useScreenTitle,
  useShownScreenTitle,
} from '@hemis/shared-ui';
import { accreditationTexts } from '../i18n/texts';
import { CycleFilters } from '../cycles/CycleFilters';
import { CycleTable } from '../cycles/CycleTable';
import type { CycleFilterValues } from '../cycles/useCycleList';
import { ACCREDITATION_TEXTS as T } from '../texts';

const MONTH_CHOICES = [1, 3, 6, 12, 24];

/** The pivot's counts as the report kit's rows: one per group × campus type (a stacked bar). */
const chartRows = (rows: readonly AccreditationReportRow[]): ReportRow[] =>
  rows.flatMap((row) =>
    ACCREDITATION_CAMPUS_TYPES.map((type) => ({
      key: row.key,
      group: row.group,
      series: type.label,
      male: 0,
      female: 0,
      other: 0,
      total: row[type.key],
    })),
  );

/**
 * An accreditation report: accredited campuses by campus type × university or province, or
 * (`expiry`) those whose accreditation expires within N months or has expired, with the
 * campuses behind it; filters, a chart, .xlsx and PDF.
 */
export function AccreditationReportScreen({
  by,
  expiry = false,
}: {
  by: AccreditationReportQuery['by'];
  expiry?: boolean;
}) {
  const t = accreditationTexts.useTexts();
  // The files are named by the English title; the screen shows it in its language.
  const fileTitle = useScreenTitle();
  const title = useShownScreenTitle();
  const [filters, setFilters] = useState<CycleFilterValues>({});
  const [months, setMonths] = useState(6);
  const query = useMemo(() => {
    const all = { by, ...filters, ...(expiry ? { expiringWithinMonths: months } : {}) };
    const sent: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(all)) if (value !== undefined) sent[key] = value;
    return sent;
  }, [by, expiry, filters, months]);
  const report = useApiGet<AccreditationReport>(ACCREDITATION_PATHS.report, query);
  const exported = useExport(ACCREDITATION_PATHS.reportExport, query, `${fileTitle}.xlsx`, {
    what: fileTitle,
    failedText: T.exportFailed,
  });
  const pdf = useExport(ACCREDITATION_PATHS.reportPdf, query, `${fileTitle}.pdf`, {
    what: fileTitle,
    failedText: T.exportFailed,
  });
  const data = report.data;
  const section = accreditationChartSection({
    by,
    ...(expiry ? { expiringWithinMonths: months } : {}),
  });
  return (
    <div data-testid="accreditation-report">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {data ? (
        <Typography.Paragraph type="secondary">
          {t('{{title}}, as of {{date}}', {
            // The API's title is the contracts' (accreditationReportTitle).
            title: translateMessage(data.title),
            date: data.asOf,
          })}
        </Typography.Paragraph>
      ) : null}
      <CycleFilters
        values={filters}
        onChange={setFilters}
        searchable={false}
        exporting={exported.exporting}
        onExport={exported.run}
        extra={
          <Button loading={pdf.exporting} onClick={pdf.run}>
            {t(T.exportPdf)}
          </Button>
        }
        more={
          expiry
            ? (block) => (
                <Select
                  aria-label={t(T.withinMonths)}
                  style={block ? { width: '100%' } : { minWidth: 200 }}
                  value={months}
                  onChange={(value: number) => setMonths(value)}
                  options={MONTH_CHOICES.map((value) => ({
                    value,
                    label: t(T.expiresWithin).replace('{months}', String(value)),
                  }))}
                />
              )
            : undefined
        }
      />
      {report.failed ? <Alert type="error" showIcon title={t(T.loadFailed)} /> : null}
      <Table<AccreditationReportRow>
        rowKey={(row) => String(row.key ?? row.group)}
        size="small"
        loading={report.loading}
        dataSource={data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(T.none) }}
        columns={[
          // The API's header and total row are fixed texts ("University", "Total").
          { key: 'group', title: translateMessage(data?.groupHeader ?? ''), dataIndex: 'group' },
          ...ACCREDITATION_CAMPUS_TYPES.map((type) => ({
            key: type.key,
            title: t(type.label),
            dataIndex: type.key,
            align: 'right' as const,
          })),
          { key: 'total', title: t('Total'), dataIndex: 'total', align: 'right' as const },
        ]}
        summary={() =>
          data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{translateMessage(data.total.group)}</strong>
              </Table.Summary.Cell>
              {[
                ...ACCREDITATION_CAMPUS_TYPES.map((type) => data.total[type.key]),
                data.total.total,
              ].map((value, index) => (
                <Table.Summary.Cell key={index} index={index + 1} align="right">
                  <strong>{value}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      {data && data.rows.length > 0 ? (
        <Card size="small" style={{ marginTop: 16 }}>
          <ReportChart section={section} rows={chartRows(data.rows)} table={false} />
        </Card>
      ) : null}
      {expiry && data ? (
        <div style={{ marginTop: 16 }}>
          <CycleTable
            columns={['campus', 'university', 'type', 'validUntil', 'standing']}
            list={{
              data: { total: data.campuses.length, data: data.campuses },
              loading: report.loading,
              failed: false,
              reload: report.reload,
            }}
            action={() => null}
          />
        </div>
      ) : null}
    </div>
  );
}
