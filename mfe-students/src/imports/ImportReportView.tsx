import { Alert, Button, Descriptions, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ImportReport } from '@hemis/shared-contracts';
import { translateMessage } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { IMPORT_TEXTS } from './importTexts';

type RowError = ImportReport['errors'][number];

/**
 * A checked file's report: its counts, the note on students also at another campus, and either
 * "no errors" or the rows with errors (the error workbook to download has them all).
 */
export function ImportReportView({
  report,
  downloading,
  busy,
  onDownloadErrors,
}: {
  report: ImportReport;
  /** Whether the error workbook is being downloaded, and whether anything else is under way. */
  downloading: boolean;
  busy: boolean;
  onDownloadErrors(): void;
}) {
  const t = studentsTexts.useTexts();
  const columns: TableColumnsType<RowError> = [
    { key: 'row', title: t(IMPORT_TEXTS.row), dataIndex: 'row', width: 80 },
    {
      key: 'reasons',
      title: t(IMPORT_TEXTS.reasons),
      render: (_value, error) => (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {error.messages.map((message) => (
            <li key={message}>{translateMessage(message)}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={4}
        items={[
          { key: 'total', label: t(IMPORT_TEXTS.total), children: report.total },
          { key: 'valid', label: t(IMPORT_TEXTS.valid), children: report.valid },
          { key: 'invalid', label: t(IMPORT_TEXTS.invalid), children: report.invalid },
          {
            key: 'duplicates',
            label: t(IMPORT_TEXTS.duplicates),
            children: report.duplicates,
          },
        ]}
      />
      {report.duplicates > 0 ? (
        <Alert type="warning" showIcon title={IMPORT_TEXTS.duplicatesNote(report.duplicates)} />
      ) : null}
      {report.invalid === 0 ? (
        <Alert type="success" showIcon title={t(IMPORT_TEXTS.noErrors)} />
      ) : (
        <>
          <Alert type="error" showIcon title={t(IMPORT_TEXTS.hasErrors)} />
          <Space wrap>
            <Button loading={downloading} disabled={busy} onClick={onDownloadErrors}>
              {t(IMPORT_TEXTS.errorWorkbook)}
            </Button>
            {report.invalid > report.errors.length ? (
              <Typography.Text type="secondary">
                {IMPORT_TEXTS.moreErrors(report.errors.length, report.invalid)}
              </Typography.Text>
            ) : null}
          </Space>
          <Table<RowError>
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={report.errors}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
          />
        </>
      )}
    </Space>
  );
}
