import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { examClassContract, examContract } from '@hemis/shared-contracts';
import { ResourceScreen, resolveResource, type ResourceRow } from '@hemis/shared-ui';
import { useChosenExam } from './examChoice';
import { EXAM_TEXTS, examLinks } from './texts';

const examScreen = resolveResource({
  contract: examContract,
  title: EXAM_TEXTS.scheduleTitle,
  form: [
    'examName',
    'examTypeId',
    'fiscalYearId',
    'startDate',
    'startDateBs',
    'endDate',
    'endDateBs',
    'remarks',
  ],
  columns: ['examName', 'examTypeId', 'fiscalYearId', 'startDateBs', 'endDateBs'],
  filters: ['examTypeId', 'fiscalYearId'],
  extraColumns: [
    {
      key: 'classes',
      title: EXAM_TEXTS.classes,
      width: 100,
      render: (_value: unknown, row: ResourceRow) => (
        <Link to={examLinks.classes(Number(row.id))}>{EXAM_TEXTS.classes}</Link>
      ),
    },
  ],
});

/**
 * exam-management/exam-schedule: the exams of the campus (form and list) and, for the exam
 * chosen in the list, the classes it covers.
 */
export default function ExamSchedule() {
  const [examId] = useChosenExam();
  const classes = useMemo(
    () =>
      examId === null
        ? null
        : resolveResource({
            contract: examClassContract,
            title: EXAM_TEXTS.classesTitle,
            description: EXAM_TEXTS.classesHint,
            fixed: { examId },
            form: ['programId', 'batchId', 'yearOrSemester', 'remarks'],
            columns: ['className', 'programId', 'batchId', 'yearOrSemester'],
            filters: ['programId'],
          }),
    [examId],
  );
  return (
    <>
      <ResourceScreen resource={examScreen} />
      {classes ? <ResourceScreen resource={classes} /> : null}
    </>
  );
}
