import { useState } from 'react';
import { Alert, Button, List, Space, Upload } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import { MARKS_PATHS, type MarksImportResult } from '@hemis/shared-contracts';
import { translateMessage, useExport } from '@hemis/shared-ui';
import { examsTexts } from '../i18n/texts';
import { MARKS_TEXTS } from './texts';

/**
 * The grid's .xlsx round trip: a template listing the grid's candidates, and its upload. A sheet
 * with any refused row saves nothing; each refused row is listed with its sheet row number.
 */
export function MarksImport({ routineId, onImported }: { routineId: number; onImported(): void }) {
  const t = examsTexts.useTexts();
  const template = useExport(MARKS_PATHS.template(routineId), {}, `marks-${routineId}.xlsx`, {
    what: 'the marks template',
    failedText: t('The template could not be downloaded'),
  });
  const [result, setResult] = useState<MarksImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    const body = new FormData();
    body.append('file', file);
    setProblem(null);
    try {
      const response = await apiClient.post<MarksImportResult>(MARKS_PATHS.import(routineId), body);
      setResult(response.data);
      if (response.data.errors.length === 0) onImported();
    } catch (error) {
      const refusal = apiErrorOf(error);
      setResult(null);
      setProblem(
        refusal?.fields
          ? Object.values(refusal.fields).map(translateMessage).join('; ')
          : refusal?.message
            ? translateMessage(refusal.message)
            : t('Import failed'),
      );
    }
  }

  return (
    <Space orientation="vertical">
      <Space>
        <Button loading={template.exporting} onClick={() => void template.run()}>
          {t(MARKS_TEXTS.template)}
        </Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button>{t(MARKS_TEXTS.importTitle)}</Button>
        </Upload>
      </Space>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      {result && result.errors.length === 0 ? (
        <Alert type="success" showIcon title={MARKS_TEXTS.imported(result.saved, t)} />
      ) : null}
      {result && result.errors.length > 0 ? (
        <List
          size="small"
          bordered
          dataSource={result.errors}
          renderItem={(error) => (
            <List.Item>
              {t('Row {{row}}: {{message}}', {
                row: error.row,
                message: translateMessage(error.message),
              })}
            </List.Item>
          )}
        />
      ) : null}
    </Space>
  );
}
