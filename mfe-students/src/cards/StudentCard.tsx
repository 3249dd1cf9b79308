import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Popconfirm, Typography } from 'antd';
import {
  CARD_MESSAGES,
  CARD_VALID_YEARS,
  STUDENT_PATHS,
  STUDENT_STATUSES,
  choiceLabel,
} from '@hemis/shared-contracts';
import {
  PdfView,
  mayAct,
  useNotice,
  usePdfPreview,
  useRowUser,
  type ResourceRow,
} from '@hemis/shared-ui';
import {
  StudentHeader,
  StudentStateNote,
  birthDate,
  labelOf,
  recordId,
  useStudent,
} from '../students/studentRecord';
import { studentsTexts } from '../i18n/texts';

export const CARD_TEXTS = {
  title: 'Student Identity Card',
  preview: 'Identity card preview',
  reissue: 'Reissue',
  reissueConfirm:
    'Issue a new card? The current card stops being valid: its QR code will say it was replaced.',
  reissueOk: 'Reissue',
  reissued: 'A new card was issued. The previous card is no longer valid.',
  failed: 'The identity card could not be made.',
  loading: 'Preparing the card…',
  // In the current language (a component that shows it re-renders on a change of language).
  get validity() {
    return studentsTexts.translate(
      'A card is valid for {{years}} year(s) from the day it is issued; its QR code opens a public page that confirms it.',
      { years: CARD_VALID_YEARS },
    );
  },
} as const;

const cardable = (row: ResourceRow) =>
  row.verificationStatus === 'verified' && row.status === 'active';

/** The card PDF of a student; `reissue` asks for a new card. */
function useCardPdf(studentId: number | null) {
  const { state, show } = usePdfPreview(CARD_TEXTS.failed);
  const load = useCallback(
    (reissue: boolean): Promise<boolean> =>
      studentId === null
        ? Promise.resolve(false)
        : show(STUDENT_PATHS.card(studentId), reissue ? { reissue: true } : undefined),
    [studentId, show],
  );
  return { state, load };
}

/** student-card/:studentId: the student's details, the card's preview, download and print. */
export default function StudentCard() {
  const { studentId: raw } = useParams();
  const id = recordId(raw);
  const { state } = useStudent(id);
  const user = useRowUser();
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const mayPrint = mayAct(user, 'student', 'export');
  const card = useCardPdf(id);
  const [reissuing, setReissuing] = useState(false);
  const row = state.status === 'ready' ? state.row : null;
  const eligible = row !== null && cardable(row);
  const { load } = card;

  useEffect(() => {
    if (eligible && mayPrint) void load(false);
  }, [eligible, mayPrint, load]);

  async function reissue() {
    setReissuing(true);
    try {
      if (await load(true)) notice.success(t(CARD_TEXTS.reissued));
    } finally {
      setReissuing(false);
    }
  }

  return (
    <Card title={t(CARD_TEXTS.title)}>
      <StudentStateNote state={state} />
      {row ? (
        <>
          <StudentHeader row={row} />
          <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('Batch')}>{labelOf(row, 'batchId')}</Descriptions.Item>
            <Descriptions.Item label={t('Year/Semester')}>
              {labelOf(row, 'yearOrSemester')}
            </Descriptions.Item>
            <Descriptions.Item label={t('Campus Roll No.')}>
              {labelOf(row, 'campusRollNo')}
            </Descriptions.Item>
            <Descriptions.Item label={t('Date of Birth')}>{birthDate(row)}</Descriptions.Item>
            <Descriptions.Item label={t('Status')}>
              {row.status ? t(choiceLabel(STUDENT_STATUSES, row.status)) : '-'}
            </Descriptions.Item>
          </Descriptions>
          {!eligible ? (
            <Alert type="warning" showIcon title={t(CARD_MESSAGES.notVerified)} />
          ) : null}
        </>
      ) : null}
      {eligible && mayPrint ? (
        <>
          <Typography.Paragraph type="secondary">{CARD_TEXTS.validity}</Typography.Paragraph>
          <PdfView
            pdf={card.state}
            asked
            fileName={`student-card-${id}.pdf`}
            texts={CARD_TEXTS}
            frame="card"
            actions={
              <Popconfirm
                title={t(CARD_TEXTS.reissue)}
                description={t(CARD_TEXTS.reissueConfirm)}
                okText={t(CARD_TEXTS.reissueOk)}
                onConfirm={() => reissue()}
              >
                <Button danger loading={reissuing}>
                  {t(CARD_TEXTS.reissue)}
                </Button>
              </Popconfirm>
            }
          />
        </>
      ) : null}
    </Card>
  );
}
