import { Link } from 'react-router-dom';
import { Space } from 'antd';
import { examContract } from '@hemis/shared-contracts';
import { defineResource, type ResourceRow } from '@hemis/shared-ui';
import { EXAM_TEXTS, examLinks } from './texts';

/** exam-management/exam-list: the exams with links to their classes, routine and candidates. */
export default defineResource({
  contract: examContract,
  title: EXAM_TEXTS.listTitle,
  show: 'list',
  actions: { edit: false, delete: false },
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
      render: (_value: unknown, row: ResourceRow) => {
        const id = Number(row.id);
        return (
          <Space>
            <Link to={examLinks.classes(id)}>{EXAM_TEXTS.classes}</Link>
            <Link to={examLinks.routine(id)}>{EXAM_TEXTS.routine}</Link>
            <Link to={examLinks.candidates(id)}>{EXAM_TEXTS.candidates}</Link>
          </Space>
        );
      },
    },
  ],
});
