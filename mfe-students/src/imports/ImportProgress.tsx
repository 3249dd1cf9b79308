import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Progress, Space, Typography } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  IMPORT_MESSAGES,
  STUDENT_PATHS,
  importJobSchema,
  type ImportJob,
} from '@hemis/shared-contracts';
import { translateMessage, useNotice } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { IMPORT_POLL_MS, IMPORT_TEXTS, STUDENT_LIST_PATH } from './importTexts';

/**
 * A started import (`jobId`, null before one), asked for its progress until it is done or failed;
 * `clear` forgets the job read so far (a new file).
 */
export function useImportJob(jobId: number | null) {
  const notice = useNotice();
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
  return { job, pollFailed, clear: () => setJob(null) };
}

/** The progress of a started import and how it ended. */
export function ImportProgress({
  job,
  running,
  pollFailed,
}: {
  job: ImportJob | null;
  running: boolean;
  pollFailed: boolean;
}) {
  const t = studentsTexts.useTexts();
  const percent =
    job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : job ? 100 : 0;
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      {running ? <Typography.Text>{t(IMPORT_TEXTS.importing)}</Typography.Text> : null}
      <Progress
        aria-label={t(IMPORT_TEXTS.importing)}
        percent={job?.status === 'failed' ? 0 : percent}
        status={
          job?.status === 'failed' ? 'exception' : job?.status === 'done' ? 'success' : 'active'
        }
      />
      {pollFailed ? <Alert type="warning" showIcon title={t(IMPORT_TEXTS.progressFailed)} /> : null}
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
  );
}
