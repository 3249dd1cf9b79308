import { Link, useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import { examContract } from '@hemis/shared-contracts';
import { defineResource, mayAct, useRowUser, type ResourceRow } from '@hemis/shared-ui';
import { examsTexts } from '../i18n/texts';
import { EXAM_TEXTS, examLinks } from './texts';

/** "Add exam": the exam schedule's add form, for those who may add exams. */
function AddExam() {
  const t = examsTexts.useTexts();
  const navigate = useNavigate();
  const user = useRowUser();
  if (!mayAct(user, 'exam', 'add')) return null;
  return (
    <Button type="primary" style={{ marginBottom: 16 }} onClick={() => navigate(examLinks.add)}>
      {t(EXAM_TEXTS.addExam)}
    </Button>
  );
}

/** An exam's classes, routine and candidates. */
function ExamLinks({ id }: { id: number }) {
  const t = examsTexts.useTexts();
  return (
    <Space>
      <Link to={examLinks.classes(id)}>{t(EXAM_TEXTS.classes)}</Link>
      <Link to={examLinks.routine(id)}>{t(EXAM_TEXTS.routine)}</Link>
      <Link to={examLinks.candidates(id)}>{t(EXAM_TEXTS.candidates)}</Link>
    </Space>
  );
}

/**
 * exam-management/exam-list: the exams with links to their classes, routine and candidates, and
 * Add exam above them.
 */
export default defineResource({
  contract: examContract,
  title: EXAM_TEXTS.listTitle,
  show: 'list',
  actions: { edit: false, delete: false },
  banner: AddExam,
  columns: [
    'examName',
    'examTypeId',
    'fiscalYearId',
    'startDateBs',
    'endDateBs',
    'resultsPublishedAt',
  ],
  filters: ['examTypeId', 'fiscalYearId'],
  defaultSort: { field: 'startDate', order: 'desc' },
  extraColumns: [
    {
      key: 'links',
      title: EXAM_TEXTS.routine,
      width: 260,
      render: (_value: unknown, row: ResourceRow) => <ExamLinks id={Number(row.id)} />,
    },
  ],
});
