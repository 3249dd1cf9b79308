import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Descriptions, Typography } from 'antd';
import {
  DROPOUT_PATHS,
  DROPOUT_REASONS,
  choiceLabel,
  dropoutContract,
  recommendationLetterContract,
} from '@hemis/shared-contracts';
import {
  ResourceScreen,
  mayAct,
  useRowUser,
  resolveResource,
  useApiGet,
  type ListResult,
  type ResourceRow,
} from '@hemis/shared-ui';
import { PdfPanel } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { StudentsText } from '../i18n/Text';
import { StudentHeader, StudentStateNote, recordId, useStudent } from '../students/studentRecord';
import { DROPOUT_TEXTS } from './texts';
import { formatDate } from '@hemis/shared-ui';

/** The student's dropout entry, if one is recorded: when and why they left. */
function DropoutNote({ studentId }: { studentId: number }) {
  const answer = useApiGet<ListResult>(dropoutContract.path, { studentId, pageSize: 1 });
  const entry = answer.data?.data[0];
  const t = studentsTexts.useTexts();
  if (!answer.data) return null;
  return entry ? (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t(DROPOUT_TEXTS.dropout)}>
        {typeof entry.dropoutDate === 'string' ? formatDate(entry.dropoutDate) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('Reason')}>
        {entry.reason ? t(choiceLabel(DROPOUT_REASONS, String(entry.reason))) : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('Last Year/Semester')}>
        {entry.lastYearOrSemester === null ? '-' : String(entry.lastYearOrSemester)}
      </Descriptions.Item>
    </Descriptions>
  ) : (
    <Typography.Paragraph type="secondary">{t(DROPOUT_TEXTS.notDroppedOut)}</Typography.Paragraph>
  );
}

/**
 * dropout-management/recommendation-letter/:id (a student's id): who the student is and when
 * they left, the letters issued for them, a form to issue one, and the chosen letter's PDF.
 */
export default function RecommendationLetters() {
  const { id: raw } = useParams();
  const studentId = recordId(raw);
  const student = useStudent(studentId);
  const [shown, setShown] = useState<ResourceRow | null>(null);
  // Printing is an export (the API checks dropout:export).
  const mayPrint = mayAct(useRowUser(), 'dropout', 'export');
  const t = studentsTexts.useTexts();

  // The letters screen of this student: its list and form are the kit's, fixed to the student.
  const letters = useMemo(
    () =>
      resolveResource({
        contract: recommendationLetterContract,
        title: DROPOUT_TEXTS.lettersTitle,
        description: <StudentsText text={DROPOUT_TEXTS.lettersDescription} />,
        fixed: { studentId: studentId ?? 0 },
        form: ['kind', 'addressedTo', 'destination', 'remarks'],
        columns: ['referenceNo', 'kind', 'issuedDateBs', 'addressedTo', 'destination'],
        filters: [],
        search: false,
        actions: { edit: false },
        defaultSort: { field: 'issuedDate', order: 'desc' },
        extraColumns: mayPrint
          ? [
              {
                key: 'print',
                title: DROPOUT_TEXTS.print,
                width: 100,
                render: (_value: unknown, row: ResourceRow) => (
                  <Button size="small" onClick={() => setShown(row)}>
                    <StudentsText text={DROPOUT_TEXTS.print} />
                  </Button>
                ),
              },
            ]
          : [],
      }),
    [studentId, mayPrint],
  );

  if (student.state.status !== 'ready' || studentId === null) {
    return <StudentStateNote state={student.state} />;
  }
  return (
    <>
      <StudentHeader row={student.state.row} />
      <DropoutNote studentId={studentId} />
      <ResourceScreen resource={letters} />
      {shown ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {`${t(DROPOUT_TEXTS.print)}: ${String(shown.referenceNo ?? '')}`}
          </Typography.Title>
          <PdfPanel
            path={DROPOUT_PATHS.letterPdf(shown.id)}
            fileName={`letter-${String(shown.referenceNo ?? shown.id).replace(/\W+/g, '-')}.pdf`}
            texts={{
              preview: DROPOUT_TEXTS.preview,
              loading: DROPOUT_TEXTS.loadingPdf,
              failed: DROPOUT_TEXTS.pdfFailed,
            }}
          />
        </>
      ) : null}
    </>
  );
}
