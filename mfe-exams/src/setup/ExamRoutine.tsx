import { useMemo } from 'react';
import { EXAM_PATHS, examRoutineContract } from '@hemis/shared-contracts';
import { ResourceScreen, resolveResource } from '@hemis/shared-ui';
import { classesOfExam } from './classOptions';
import { ExamChoice, useChosenExam } from './examChoice';
import { EXAM_TEXTS } from './texts';

/**
 * exam-management/exam-routine: the routine of the chosen exam entered subject by subject; the
 * API refuses dates outside the exam, subjects of other classes and clashes (class or room), on
 * the field concerned.
 */
export default function ExamRoutine() {
  const [examId] = useChosenExam();
  const resource = useMemo(
    () =>
      examId === null
        ? null
        : resolveResource({
            contract: examRoutineContract,
            title: EXAM_TEXTS.routineTitle,
            description: EXAM_TEXTS.routineHint,
            fixed: { examId },
            form: ['examClassId', 'subjectId', 'examDate', 'startTime', 'endTime', 'room'],
            columns: ['examClassId', 'subjectId', 'examDateBs', 'startTime', 'endTime', 'room'],
            filters: ['examClassId'],
            fields: {
              examClassId: classesOfExam(examId),
              // Only the subjects of the chosen class's year or semester (the API's rule too).
              subjectId: {
                dependsOn: {
                  field: 'examClassId',
                  path: (classId) => EXAM_PATHS.classSubjects(Number(classId)),
                  hint: EXAM_TEXTS.chooseClassFirst,
                },
              },
            },
            defaultSort: { field: 'examDate', order: 'asc' },
          }),
    [examId],
  );
  return (
    <>
      <ExamChoice />
      {resource ? <ResourceScreen resource={resource} /> : null}
    </>
  );
}
