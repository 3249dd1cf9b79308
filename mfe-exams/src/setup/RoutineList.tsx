import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { EXAM_PATHS, examRoutineContract } from '@hemis/shared-contracts';
import { PdfPanel, ResourceScreen, resolveResource } from '@hemis/shared-ui';
import { classesOfExam } from './classOptions';
import { ExamChoice, useChosenExam } from './examChoice';
import { examsTexts } from '../i18n/texts';
import { EXAM_TEXTS } from './texts';

/**
 * exam-management/routine-list: the routine of the chosen exam, exported (.xlsx, the kit's
 * export) or printed (PDF).
 */
export default function RoutineList() {
  const t = examsTexts.useTexts();
  const [examId] = useChosenExam();
  const [printing, setPrinting] = useState(false);
  const resource = useMemo(
    () =>
      examId === null
        ? null
        : resolveResource({
            contract: examRoutineContract,
            title: EXAM_TEXTS.routineListTitle,
            show: 'list',
            fixed: { examId },
            actions: { edit: false, delete: false },
            columns: [
              'examClassId',
              'subjectId',
              'examDateBs',
              'examDate',
              'startTime',
              'endTime',
              'room',
            ],
            filters: ['examClassId'],
            fields: { examClassId: classesOfExam(examId) },
            defaultSort: { field: 'examDate', order: 'asc' },
          }),
    [examId],
  );
  return (
    <>
      <ExamChoice />
      {resource && examId !== null ? (
        <>
          <ResourceScreen resource={resource} />
          {printing ? (
            <PdfPanel
              path={EXAM_PATHS.routinePdf(examId)}
              fileName={`routine-${examId}.pdf`}
              texts={{
                preview: t(EXAM_TEXTS.printRoutine),
                loading: t('Preparing the routine…'),
                failed: t(EXAM_TEXTS.routineFailed),
              }}
            />
          ) : (
            <Button onClick={() => setPrinting(true)}>{t(EXAM_TEXTS.printRoutine)}</Button>
          )}
        </>
      ) : null}
    </>
  );
}
