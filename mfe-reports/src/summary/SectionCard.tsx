import { Link } from 'react-router-dom';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import {
  hasReportChart,
  reportSectionPath,
  type ReportReach,
  type ReportSectionAnswer,
  type ReportSection,
} from '@hemis/shared-contracts';
import {
  GenderCountTable,
  ReportChart,
  reportColumns,
  reportRowKey,
  SectionTitle,
  useExport,
  type ReportQuery,
  type Translate,
  inEnglish,
} from '@hemis/shared-ui';
import { reportsTexts } from '../i18n/texts';
import { countLink } from './reportLinks';

export const SECTION_TEXTS = {
  export: 'Excel',
  exportFailed: 'The table could not be exported. Please try again.',
  noData: 'No data entered',
} as const;

/**
 * "3 of 5 campuses have entered students" (a real 0 differs from nothing entered); `dataOf` as
 * the reader reads it (translated by the caller).
 */
export function coverageText(
  coverage: ReportSectionAnswer['coverage'],
  dataOf: string,
  t: Translate = inEnglish,
): string {
  const { campusesWithData: n, campusesInReach: total } = coverage;
  const values = { n, total, data: dataOf };
  if (total === 1) {
    return n === 1
      ? t('{{n}} of {{total}} campus has entered {{data}}', values)
      : t('{{n}} of {{total}} campus have entered {{data}}', values);
  }
  return n === 1
    ? t('{{n}} of {{total}} campuses has entered {{data}}', values)
    : t('{{n}} of {{total}} campuses have entered {{data}}', values);
}

/**
 * One section of the summary report: its title, how many campuses entered its records, its
 * table (each count opening the list behind it) beside its chart, and its Excel export; a
 * section no campus entered says so instead of showing zeros.
 */
export function SectionCard({
  section,
  answer,
  reach,
  query,
  loading,
}: {
  section: ReportSection;
  answer: ReportSectionAnswer | undefined;
  reach: ReportReach;
  query: ReportQuery;
  loading: boolean;
}) {
  const t = reportsTexts.useTexts();
  const title = t(section.title);
  const exporter = useExport(reportSectionPath(section.key, true), query, `${section.title}.xlsx`, {
    what: section.title,
    failedText: t(SECTION_TEXTS.exportFailed),
  });
  const empty = answer !== undefined && answer.coverage.campusesWithData === 0;
  const rows = answer?.rows ?? [];
  const columns = reportColumns(section, (row, value) => {
    const link = countLink(reach, section, row, query);
    return link ? <Link to={link}>{value}</Link> : value;
  });
  return (
    <Card
      size="small"
      data-testid={`report-section-${section.key}`}
      title={<SectionTitle>{title}</SectionTitle>}
      extra={
        <Button
          size="small"
          className="report-no-print"
          aria-label={`${t(SECTION_TEXTS.export)}: ${title}`}
          loading={exporter.exporting}
          disabled={!answer || empty}
          onClick={exporter.run}
        >
          {t(SECTION_TEXTS.export)}
        </Button>
      }
      style={{ breakInside: 'avoid' }}
    >
      {answer ? (
        <Typography.Paragraph type="secondary" data-testid="report-coverage">
          {coverageText(answer.coverage, t(section.dataOf), t)}
        </Typography.Paragraph>
      ) : null}
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(SECTION_TEXTS.noData)} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={hasReportChart(section, rows) ? 12 : 24}>
            <GenderCountTable
              groupTitle={section.groupHeader}
              rows={rows}
              total={answer?.total}
              columns={columns}
              rowKey={reportRowKey}
              loading={loading && !answer}
            />
          </Col>
          {hasReportChart(section, rows) ? (
            <Col xs={24} xl={12}>
              <ReportChart section={section} rows={rows} table={false} />
            </Col>
          ) : null}
        </Row>
      )}
    </Card>
  );
}
