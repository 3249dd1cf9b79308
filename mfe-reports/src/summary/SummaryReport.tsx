import { useEffect } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import {
  REPORT_PARTS,
  REPORT_PATHS,
  sectionsOfReach,
  type ReportReach,
  type ReportSummary,
} from '@hemis/shared-contracts';
import { preloadReportChart, useApiGet, useExport, useReportFilters } from '@hemis/shared-ui';
import { reportsTexts } from '../i18n/texts';
import { SectionCard } from './SectionCard';

/** Each reach's report title (the menu's screen titles, navigation.json). */
export const SUMMARY_TITLES: Record<ReportReach, string> = {
  campus: 'Campus Summary Report',
  university: 'University Summary Report',
  nation: 'UGC Summary Report',
};

export const SUMMARY_TEXTS = {
  pdf: 'Download PDF',
  print: 'Print',
  loadFailed: 'The report could not be loaded.',
  pdfFailed: 'The PDF could not be made. Please try again.',
} as const;

// Paper shows the report alone: no menus, filters or buttons.
const PRINT_CSS = `@media print {
  .ant-layout-header, .ant-layout-sider, .report-no-print { display: none !important; }
  .ant-layout-content { padding: 0 !important; }
}`;

/**
 * The summary report of the caller's reach (a campus, a university, the nation): filters kept in
 * the address, then every section of the reach under its part's heading, read in one request;
 * the whole report as a PDF, and Print.
 */
export function SummaryReport({ reach }: { reach: ReportReach }) {
  const t = reportsTexts.useTexts();
  const title = t(SUMMARY_TITLES[reach]);
  // The chart library arrives while the figures are read, not after.
  useEffect(preloadReportChart, []);
  const { filters, query } = useReportFilters(reach);
  const summary = useApiGet<ReportSummary>(REPORT_PATHS.summary, query);
  const pdf = useExport(REPORT_PATHS.summaryPdf, query, `${SUMMARY_TITLES[reach]}.pdf`, {
    what: SUMMARY_TITLES[reach],
    failedText: t(SUMMARY_TEXTS.pdfFailed),
  });
  const sections = sectionsOfReach(reach);
  const answers = summary.data?.sections ?? [];
  const subtitle = summary.data
    ? [summary.data.reachName, summary.data.fiscalYear?.label].filter(Boolean).join(' · ')
    : null;

  return (
    <div data-testid="summary-report">
      <style>{PRINT_CSS}</style>
      <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      <Space wrap className="report-no-print" style={{ display: 'flex', margin: '16px 0' }}>
        {filters}
        <Button type="primary" loading={pdf.exporting} onClick={pdf.run}>
          {t(SUMMARY_TEXTS.pdf)}
        </Button>
        <Button onClick={() => window.print()}>{t(SUMMARY_TEXTS.print)}</Button>
      </Space>
      {summary.failed ? (
        <Alert
          type="error"
          showIcon
          title={t(SUMMARY_TEXTS.loadFailed)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {REPORT_PARTS.map((part) => {
        const ofPart = sections.filter((section) => section.part === part.key);
        if (ofPart.length === 0) return null;
        return (
          <section key={part.key} aria-labelledby={`report-part-${part.key}`}>
            <Typography.Title level={4} id={`report-part-${part.key}`}>
              {t(part.title)}
            </Typography.Title>
            <Space orientation="vertical" size="middle" style={{ width: '100%', marginBottom: 24 }}>
              {ofPart.map((section) => (
                <SectionCard
                  key={section.key}
                  section={section}
                  answer={answers.find((answer) => answer.key === section.key)}
                  reach={reach}
                  query={query}
                  loading={summary.loading}
                />
              ))}
            </Space>
          </section>
        );
      })}
    </div>
  );
}
