import { useState } from 'react';
import { Alert, Button, Result, Space, Typography, Upload } from 'antd';
import { apiClient, useCan } from '@hemis/shared-auth';
import { STUDENT_PATHS, importReportSchema, type ImportReport } from '@hemis/shared-contracts';
import {
  CardScreen,
  saveFailureOf,
  saveFile,
  translateMessage,
  useCampusChoice,
  useNotice,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { ImportProgress, useImportJob } from './ImportProgress';
import { ImportReportView } from './ImportReportView';
import { IMPORT_TEXTS } from './importTexts';

// The screen's texts and paths, where its tests and the Nepali test read them.
export { IMPORT_POLL_MS, IMPORT_TEXTS, STUDENT_LIST_PATH } from './importTexts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The report an import refused with (400 with `report`), if the answer carries one. */
function refusedReport(error: unknown): ImportReport | null {
  const response = isRecord(error) ? error.response : undefined;
  const data = isRecord(response) ? response.data : undefined;
  const parsed = importReportSchema.safeParse(isRecord(data) ? data.report : undefined);
  return parsed.success ? parsed.data : null;
}

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** /student-management/student-import: bulk import of students from an .xlsx file. */
export default function StudentImport() {
  const allowed = useCan('student:add');
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const campus = useCampusChoice();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'template' | 'check' | 'errors' | 'import' | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const { job, pollFailed, clear: clearJob } = useImportJob(jobId);

  if (!allowed) return <Result status="403" title={t(IMPORT_TEXTS.notAllowed)} />;

  const running = jobId !== null && job?.status !== 'done' && job?.status !== 'failed';
  const checkedClean = report !== null && report.invalid === 0;

  function choose(chosen: File) {
    setFile(chosen);
    setReport(null);
    setJobId(null);
    clearJob();
  }

  async function downloadTemplate() {
    setBusy('template');
    try {
      const response = await apiClient.get<Blob>(STUDENT_PATHS.importTemplate, {
        params: campus.params,
        responseType: 'blob',
      });
      saveFile(response.data, 'Student-Import-Template.xlsx');
    } catch (error) {
      console.error('Downloading the import template failed', error);
      notice.error(t(IMPORT_TEXTS.templateFailed));
    } finally {
      setBusy(null);
    }
  }

  async function check() {
    if (!file) return;
    setBusy('check');
    setReport(null);
    try {
      const response = await apiClient.post<unknown>(STUDENT_PATHS.importDryRun, fileForm(file), {
        params: campus.params,
      });
      setReport(importReportSchema.parse(response.data));
    } catch (error) {
      notice.error(
        `${t(IMPORT_TEXTS.checkFailed)} ${translateMessage(saveFailureOf(error).cause)}`,
      );
    } finally {
      setBusy(null);
    }
  }

  async function downloadErrors() {
    if (!file) return;
    setBusy('errors');
    try {
      const response = await apiClient.post<Blob>(STUDENT_PATHS.importDryRun, fileForm(file), {
        params: { ...campus.params, format: 'xlsx' },
        responseType: 'blob',
      });
      saveFile(response.data, 'Student-Import-Errors.xlsx');
    } catch (error) {
      notice.error(
        `${t(IMPORT_TEXTS.checkFailed)} ${translateMessage(saveFailureOf(error).cause)}`,
      );
    } finally {
      setBusy(null);
    }
  }

  async function startImport() {
    if (!file) return;
    setBusy('import');
    try {
      const response = await apiClient.post<{ jobId: number }>(
        STUDENT_PATHS.import,
        fileForm(file),
        { params: campus.params },
      );
      clearJob();
      setJobId(response.data.jobId);
    } catch (error) {
      // The file changed or a number was taken since the check: the server's report says which.
      const refused = refusedReport(error);
      if (refused) setReport(refused);
      notice.error(
        `${t(IMPORT_TEXTS.importFailed)} ${translateMessage(saveFailureOf(error).cause)}`,
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <CardScreen testId="student-import" title={IMPORT_TEXTS.title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {IMPORT_TEXTS.intro}
        </Typography.Paragraph>
        <Space wrap>
          {campus.select}
          <Button
            loading={busy === 'template'}
            disabled={!campus.ready}
            onClick={() => void downloadTemplate()}
          >
            {t(IMPORT_TEXTS.template)}
          </Button>
        </Space>
        <Space wrap align="start">
          <Upload
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            showUploadList={false}
            disabled={running}
            beforeUpload={(chosen) => {
              choose(chosen);
              // Kept here and sent with "Check file" / "Import", not uploaded on its own.
              return false;
            }}
          >
            <Button disabled={running}>{t(IMPORT_TEXTS.chooseFile)}</Button>
          </Upload>
          {file ? <Typography.Text>{file.name}</Typography.Text> : null}
        </Space>
        <Space wrap>
          <Button
            type="primary"
            loading={busy === 'check'}
            disabled={!file || !campus.ready || running || busy !== null}
            onClick={() => void check()}
          >
            {t(IMPORT_TEXTS.check)}
          </Button>
          <Button
            type="primary"
            loading={busy === 'import'}
            disabled={!checkedClean || !campus.ready || running || busy !== null || job !== null}
            onClick={() => void startImport()}
          >
            {t(IMPORT_TEXTS.import)}
          </Button>
        </Space>
        {!campus.ready ? <Alert type="info" title={t(IMPORT_TEXTS.campusRequired)} /> : null}

        {report ? (
          <ImportReportView
            report={report}
            downloading={busy === 'errors'}
            busy={busy !== null}
            onDownloadErrors={() => void downloadErrors()}
          />
        ) : null}

        {jobId !== null ? (
          <ImportProgress job={job} running={running} pollFailed={pollFailed} />
        ) : null}
      </Space>
    </CardScreen>
  );
}
