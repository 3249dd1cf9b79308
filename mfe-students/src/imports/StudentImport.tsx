import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Progress,
  Result,
  Space,
  Table,
  Typography,
  Upload,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { apiClient, useCan } from '@hemis/shared-auth';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  STUDENT_PATHS,
  importJobSchema,
  importReportSchema,
  type ImportJob,
  type ImportReport,
} from '@hemis/shared-contracts';
import {
  saveFailureOf,
  saveFile,
  translateMessage,
  useCampusChoice,
  useNotice,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export const IMPORT_TEXTS = {
  title: 'Import Students',
  // In the current language (a component that shows it re-renders on a change of language).
  get intro() {
    return studentsTexts.translate(
      'Download the template, fill one row per student (program, batch, ethnic group and ' +
        "district by the names on the template's second sheet), then check the file. Up to " +
        '{{max}} students at once; all are imported or none.',
      { max: IMPORT_MAX_ROWS.toLocaleString('en') },
    );
  },
  campusRequired: 'Choose the campus the students are imported into.',
  template: 'Download template',
  chooseFile: 'Choose .xlsx file',
  check: 'Check file',
  import: 'Import',
  errorWorkbook: 'Download error workbook',
  total: 'Rows',
  valid: 'Good rows',
  invalid: 'Rows with errors',
  duplicates: 'Also at another campus',
  noErrors: 'No errors found: the file can be imported.',
  hasErrors: 'Fix the rows below in the file (or in the error workbook) and check it again.',
  duplicatesNote: (count: number) =>
    studentsTexts.translate(
      '{{n}} student(s) match a student at another campus (same citizenship number, or name ' +
        'and date of birth); they are imported anyway.',
      { n: count },
    ),
  moreErrors: (shown: number, all: number) =>
    studentsTexts.translate(
      'The first {{shown}} of {{all}} rows with errors; the error workbook has them all.',
      { shown, all },
    ),
  row: 'Row',
  reasons: 'Reasons',
  importing: 'Importing students…',
  backToList: 'Go to the student list',
  notAllowed: 'You do not have permission to import students.',
  templateFailed: 'The template could not be downloaded. Please try again.',
  checkFailed: 'The file could not be checked.',
  importFailed: 'The import could not be started.',
  progressFailed: 'The progress of the import could not be read; it goes on on the server.',
} as const;

export const STUDENT_LIST_PATH = '/student-management/student-list';
/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

type RowError = ImportReport['errors'][number];

/** The report an import refused with (400 with `report`), if the answer carries one. */
function refusedReport(error: unknown): ImportReport | null {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const report = (data as { report?: unknown } | undefined)?.report;
  const parsed = importReportSchema.safeParse(report);
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
  const [job, setJob] = useState<ImportJob | null>(null);
  const [pollFailed, setPollFailed] = useState(false);

  // Polls the running import until it is done or failed.
  useEffect(() => {
    if (jobId === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await apiClient.get<unknown>(STUDENT_PATHS.importJob(jobId));
        if (stopped) return;
        const current = importJobSchema.parse(response.data);
        setJob(current);
        setPollFailed(false);
        if (current.status === 'running') timer = setTimeout(() => void poll(), IMPORT_POLL_MS);
        else if (current.status === 'done') {
          notice.success(
            current.message
              ? translateMessage(current.message)
              : studentsTexts.translate(IMPORT_TEXTS.title),
          );
        }
      } catch (error) {
        if (stopped) return;
        console.error('Reading the import job failed', error);
        setPollFailed(true);
        timer = setTimeout(() => void poll(), IMPORT_POLL_MS * 3);
      }
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [jobId, notice]);

  if (!allowed) return <Result status="403" title={t(IMPORT_TEXTS.notAllowed)} />;

  const running = jobId !== null && job?.status !== 'done' && job?.status !== 'failed';
  const checkedClean = report !== null && report.invalid === 0;

  function choose(chosen: File) {
    setFile(chosen);
    setReport(null);
    setJobId(null);
    setJob(null);
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
      setJob(null);
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

  const percent =
    job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : job ? 100 : 0;

  return (
    <div data-testid="student-import">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(IMPORT_TEXTS.title)}
      </Typography.Title>
      <Card>
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
                <Alert
                  type="warning"
                  showIcon
                  title={IMPORT_TEXTS.duplicatesNote(report.duplicates)}
                />
              ) : null}
              {report.invalid === 0 ? (
                <Alert type="success" showIcon title={t(IMPORT_TEXTS.noErrors)} />
              ) : (
                <>
                  <Alert type="error" showIcon title={t(IMPORT_TEXTS.hasErrors)} />
                  <Space wrap>
                    <Button
                      loading={busy === 'errors'}
                      disabled={busy !== null}
                      onClick={() => void downloadErrors()}
                    >
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
          ) : null}

          {jobId !== null ? (
            <Space orientation="vertical" size="small" style={{ width: '100%' }}>
              {running ? <Typography.Text>{t(IMPORT_TEXTS.importing)}</Typography.Text> : null}
              <Progress
                aria-label={t(IMPORT_TEXTS.importing)}
                percent={job?.status === 'failed' ? 0 : percent}
                status={
                  job?.status === 'failed'
                    ? 'exception'
                    : job?.status === 'done'
                      ? 'success'
                      : 'active'
                }
              />
              {pollFailed ? (
                <Alert type="warning" showIcon title={t(IMPORT_TEXTS.progressFailed)} />
              ) : null}
              {job?.status === 'done' ? (
                <Alert
                  type="success"
                  showIcon
                  title={translateMessage(job.message ?? IMPORT_MESSAGES.done(job.imported))}
                  description={<Link to={STUDENT_LIST_PATH}>{t(IMPORT_TEXTS.backToList)}</Link>}
                />
              ) : null}
              {job?.status === 'failed' ? (
                <Alert
                  type="error"
                  showIcon
                  title={translateMessage(job.message ?? IMPORT_MESSAGES.failed)}
                />
              ) : null}
            </Space>
          ) : null}
        </Space>
      </Card>
    </div>
  );
}
