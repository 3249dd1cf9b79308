import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Form, Popconfirm, Select, Space } from 'antd';
import { EXAM_PATHS, examCandidateContract, examClassContract } from '@hemis/shared-contracts';
import { apiClient } from '@hemis/shared-auth';
import {
  PdfPanel,
  ResourceScreen,
  resolveResource,
  useApiGet,
  type ListResult,
  studentPicker,
  type ResourceRow,
} from '@hemis/shared-ui';
import { classesOfExam } from './classOptions';
import { ExamChoice, useChosenExam } from './examChoice';
import { examsTexts } from '../i18n/texts';
import { EXAM_TEXTS } from './texts';

/** The candidates of a class short of attendance, named before its admit cards are printed. */
function ShortOfAttendance({ examClassId, version }: { examClassId: number; version: number }) {
  const t = examsTexts.useTexts();
  const short = useApiGet<ListResult>(examCandidateContract.path, {
    examClassId,
    attendanceFlag: 'short',
    pageSize: 100,
  });
  const { reload } = short;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const rows = short.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={EXAM_TEXTS.shortWarning(rows.length, t)}
      description={rows
        .map(
          (row) =>
            `${String(row.symbolNo)} ${String(row.studentName)} (${String(row.attendancePercent ?? '-')}%)`,
        )
        .join(', ')}
    />
  );
}

/**
 * exam-management/exam-appear: the candidates of the chosen exam's class: the whole class
 * registered at once (symbol numbers in order) or one by one, their attendance flags, and the
 * admit cards (one, or the class's ten per page).
 */
export default function ExamAppear() {
  const t = examsTexts.useTexts();
  const { message } = App.useApp();
  const [examId] = useChosenExam();
  const [examClassId, setExamClassId] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [pdfPath, setPdfPath] = useState<string | null>(null);
  const classes = useApiGet<ListResult>(examId === null ? null : examClassContract.path, {
    examId: examId ?? undefined,
    pageSize: 100,
  });
  const chosenClass = (classes.data?.data ?? []).find((row) => Number(row.id) === examClassId);

  const resource = useMemo(
    () =>
      examId === null
        ? null
        : resolveResource({
            contract: examCandidateContract,
            title: EXAM_TEXTS.appearTitle,
            fixed: examClassId === null ? { examId } : { examId, examClassId },
            form: ['examClassId', 'studentId', 'symbolNo'],
            columns: [
              'symbolNo',
              'studentName',
              'registrationNo',
              'examClassId',
              'attendancePercent',
              'attendanceFlag',
            ],
            filters: ['attendanceFlag'],
            fields: { studentId: studentPicker('active'), examClassId: classesOfExam(examId) },
            defaultSort: { field: 'symbolNo', order: 'asc' },
            rowActions: [
              {
                label: EXAM_TEXTS.admitCard,
                permission: 'export',
                run: async (row: ResourceRow) => setPdfPath(EXAM_PATHS.admitCard(Number(row.id))),
                success: () => EXAM_TEXTS.admitCard,
                failure: EXAM_TEXTS.admitCardsFailed,
              },
            ],
          }),
    [examId, examClassId],
  );

  async function post(path: string, done: (data: { count?: number }) => string, failed: string) {
    try {
      const answer = await apiClient.post<{ count?: number }>(path);
      message.success(done(answer.data));
      setVersion((value) => value + 1);
    } catch {
      message.error(t(failed));
    }
  }

  return (
    <>
      <ExamChoice />
      {examId !== null ? (
        <Form.Item label={t(EXAM_TEXTS.chooseClass)} style={{ maxWidth: 480 }}>
          <Select
            aria-label={t(EXAM_TEXTS.chooseClass)}
            allowClear
            value={examClassId ?? undefined}
            onChange={(value?: number) => setExamClassId(value ?? null)}
            options={(classes.data?.data ?? []).map((row) => ({
              value: Number(row.id),
              label: String(row.className),
            }))}
          />
        </Form.Item>
      ) : null}
      {examClassId !== null ? (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            <Popconfirm
              title={EXAM_TEXTS.registerClassConfirm(String(chosenClass?.className ?? ''), t)}
              onConfirm={() =>
                post(
                  EXAM_PATHS.registerClass(examClassId),
                  (data) => EXAM_TEXTS.registered(data.count ?? 0, t),
                  EXAM_TEXTS.registerFailed,
                )
              }
            >
              <Button type="primary">{t(EXAM_TEXTS.registerClass)}</Button>
            </Popconfirm>
            <Button
              onClick={() =>
                void post(
                  EXAM_PATHS.refreshAttendance(examClassId),
                  () => t(EXAM_TEXTS.refreshed),
                  EXAM_TEXTS.refreshFailed,
                )
              }
            >
              {t(EXAM_TEXTS.refreshAttendance)}
            </Button>
            <Button onClick={() => setPdfPath(EXAM_PATHS.classAdmitCards(examClassId))}>
              {t(EXAM_TEXTS.admitCards)}
            </Button>
          </Space>
          <ShortOfAttendance examClassId={examClassId} version={version} />
        </>
      ) : null}
      {pdfPath ? (
        <PdfPanel
          path={pdfPath}
          fileName="admit-cards.pdf"
          texts={{
            preview: t(EXAM_TEXTS.admitCard),
            loading: t('Preparing the admit cards…'),
            failed: t(EXAM_TEXTS.admitCardsFailed),
          }}
        />
      ) : null}
      {resource ? <ResourceScreen key={version} resource={resource} /> : null}
    </>
  );
}
