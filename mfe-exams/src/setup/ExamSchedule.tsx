import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  examClassContract,
  examContract,
  examDateProblems,
  fiscalYearDaysOf,
} from '@hemis/shared-contracts';
import {
  ResourceScreen,
  resolveResource,
  type FieldOverride,
  type ResourceRow,
} from '@hemis/shared-ui';
import { useChosenExam } from './examChoice';
import { examsTexts } from '../i18n/texts';
import { EXAM_TEXTS, examLinks } from './texts';

/** The link to an exam's classes (below the list, on this screen). */
function ClassesLink({ examId }: { examId: number }) {
  const t = examsTexts.useTexts();
  return <Link to={examLinks.classes(examId)}>{t(EXAM_TEXTS.classes)}</Link>;
}

/** An exam's date: after its start, within the fiscal year chosen (the API's rule too). */
const withinFiscalYear = (field: 'startDate' | 'endDate'): FieldOverride => ({
  check: (view) => examDateProblems(view.values, fiscalYearDaysOf(view.ref('fiscalYearId')))[field],
});

const examScreen = resolveResource({
  contract: examContract,
  title: EXAM_TEXTS.scheduleTitle,
  // Each date is entered in BS or AD in its one input (the BS twins are filled from it).
  form: ['examName', 'examTypeId', 'fiscalYearId', 'startDate', 'endDate', 'remarks'],
  columns: ['examName', 'examTypeId', 'fiscalYearId', 'startDateBs', 'endDateBs'],
  filters: ['examTypeId', 'fiscalYearId'],
  fields: { startDate: withinFiscalYear('startDate'), endDate: withinFiscalYear('endDate') },
  extraColumns: [
    {
      key: 'classes',
      title: EXAM_TEXTS.classes,
      width: 100,
      render: (_value: unknown, row: ResourceRow) => <ClassesLink examId={Number(row.id)} />,
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
