import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Select, Space, Spin, Table, Tag } from 'antd';
import { MARKS_PATHS, type MarksChoice } from '@hemis/shared-contracts';
import { formatDate, useApiGet } from '@hemis/shared-ui';
import { examsTexts } from '../i18n/texts';
import { MARKS_TEXTS, marksLinks } from './texts';

/**
 * exam-management/marks-entry: pick an exam, then its class and subject (the entries of the
 * exam's routine the caller may enter marks for) and open their grid.
 */
export default function MarksEntry() {
  const t = examsTexts.useTexts();
  const answer = useApiGet<MarksChoice[]>(MARKS_PATHS.choices);
  const [examId, setExamId] = useState<number | undefined>();
  const choices = answer.data ?? [];
  const exams = [...new Map(choices.map((choice) => [choice.examId, choice.examName])).entries()];
  const shown = choices.filter((choice) => examId === undefined || choice.examId === examId);
  if (answer.failed)
    return <Alert type="error" showIcon title={t('Marks entry could not be loaded')} />;
  if (!answer.data) return <Spin />;
  return (
    <Card title={t(MARKS_TEXTS.title)}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" title={t(MARKS_TEXTS.pick)} />
        <Select<number>
          aria-label={t(MARKS_TEXTS.exam)}
          placeholder={t(MARKS_TEXTS.exam)}
          allowClear
          style={{ minWidth: 280 }}
          value={examId}
          onChange={setExamId}
          options={exams.map(([value, label]) => ({ value, label }))}
        />
        <Table<MarksChoice>
          size="small"
          rowKey="routineId"
          locale={{ emptyText: t(MARKS_TEXTS.noChoices) }}
          dataSource={shown}
          columns={[
            { title: t(MARKS_TEXTS.exam), dataIndex: 'examName' },
            { title: t(MARKS_TEXTS.class), dataIndex: 'className' },
            { title: t(MARKS_TEXTS.subject), dataIndex: 'subjectName' },
            {
              title: t('Date'),
              dataIndex: 'examDate',
              render: (value: string | null) => (value ? formatDate(value) : '-'),
            },
            {
              title: '',
              key: 'open',
              render: (_v, choice) => (
                <Space>
                  <Link to={marksLinks.grid(choice.routineId)}>{t(MARKS_TEXTS.open)}</Link>
                  {choice.published ? <Tag color="gold">{t('Published')}</Tag> : null}
                </Space>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
