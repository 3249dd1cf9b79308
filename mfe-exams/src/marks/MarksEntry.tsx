import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Select, Space, Spin, Table, Tag } from 'antd';
import { MARKS_PATHS, formatBsAd, type MarksChoice } from '@hemis/shared-contracts';
import { useApiGet } from '@hemis/shared-ui';
import { MARKS_TEXTS, marksLinks } from './texts';

/**
 * exam-management/marks-entry: pick an exam, then its class and subject (the entries of the
 * exam's routine the caller may enter marks for) and open their grid.
 */
export default function MarksEntry() {
  const answer = useApiGet<MarksChoice[]>(MARKS_PATHS.choices);
  const [examId, setExamId] = useState<number | undefined>();
  const choices = answer.data ?? [];
  const exams = [...new Map(choices.map((choice) => [choice.examId, choice.examName])).entries()];
  const shown = choices.filter((choice) => examId === undefined || choice.examId === examId);
  if (answer.failed) return <Alert type="error" showIcon title="Marks entry could not be loaded" />;
  if (!answer.data) return <Spin />;
  return (
    <Card title={MARKS_TEXTS.title}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" title={MARKS_TEXTS.pick} />
        <Select<number>
          aria-label={MARKS_TEXTS.exam}
          placeholder={MARKS_TEXTS.exam}
          allowClear
          style={{ minWidth: 280 }}
          value={examId}
          onChange={setExamId}
          options={exams.map(([value, label]) => ({ value, label }))}
        />
        <Table<MarksChoice>
          size="small"
          rowKey="routineId"
          locale={{ emptyText: MARKS_TEXTS.noChoices }}
          dataSource={shown}
          columns={[
            { title: MARKS_TEXTS.exam, dataIndex: 'examName' },
            { title: MARKS_TEXTS.class, dataIndex: 'className' },
            { title: MARKS_TEXTS.subject, dataIndex: 'subjectName' },
            {
              title: 'Date',
              dataIndex: 'examDate',
              render: (value: string | null) => (value ? formatBsAd(value) : '-'),
            },
            {
              title: '',
              key: 'open',
              render: (_v, choice) => (
                <Space>
                  <Link to={marksLinks.grid(choice.routineId)}>{MARKS_TEXTS.open}</Link>
                  {choice.published ? <Tag color="gold">Published</Tag> : null}
                </Space>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
