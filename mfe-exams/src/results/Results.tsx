import { Link } from 'react-router-dom';
import { Alert, Button, Card, Popconfirm, Space, Spin, Tag } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  RESULT_MESSAGES,
  RESULT_PATHS,
  RESULT_STATE_LABELS,
  type Computed,
  type ExamResultState,
} from '@hemis/shared-contracts';
import {
  ListTable,
  mayAct,
  translateMessage,
  useApiGet,
  useNotice,
  useRowUser,
} from '@hemis/shared-ui';
import { examsTexts } from '../i18n/texts';
import { RESULT_TEXTS, resultLinks } from './texts';

const STATE_COLORS = { entering: 'default', computed: 'blue', published: 'green' } as const;

/**
 * exam-management/results: the exams the caller reads, each with how far its marks are entered,
 * whether results are computed or published, Compute and Publish (exam:approve), and a link to
 * each class's tabulation sheet.
 */
export default function Results() {
  const t = examsTexts.useTexts();
  const answer = useApiGet<ExamResultState[]>(RESULT_PATHS.exams);
  const notice = useNotice();
  const user = useRowUser();
  const mayApprove = mayAct(user, 'exam', 'approve');

  /** Posts an action; its notice says what the server answers it did (`done(answer)`). */
  async function act<T>(path: string, done: (data: T) => string, failed: string) {
    try {
      const response = await apiClient.post<T>(path);
      notice.success(translateMessage(done(response.data)));
      answer.reload();
    } catch (error) {
      const refusal = apiErrorOf(error);
      notice.error(
        refusal?.fields
          ? Object.values(refusal.fields).map(translateMessage).join('; ')
          : refusal?.message
            ? translateMessage(refusal.message)
            : t(failed),
      );
    }
  }

  if (answer.failed)
    return <Alert type="error" showIcon title={t('Results could not be loaded')} />;
  if (!answer.data) return <Spin />;
  return (
    <Card title={t(RESULT_TEXTS.title)}>
      <ListTable<ExamResultState>
        card={{ title: ['examName'], status: ['state'], actions: ['sheets', 'actions'] }}
        size="small"
        rowKey="examId"
        dataSource={answer.data}
        columns={[
          { title: t(RESULT_TEXTS.exam), dataIndex: 'examName' },
          {
            title: t(RESULT_TEXTS.marks),
            key: 'marks',
            render: (_v, exam) => `${exam.marksEntered} / ${exam.marksExpected}`,
          },
          {
            title: t(RESULT_TEXTS.state),
            dataIndex: 'state',
            render: (state: ExamResultState['state']) => (
              <Tag color={STATE_COLORS[state]}>{t(RESULT_STATE_LABELS[state])}</Tag>
            ),
          },
          {
            title: t(RESULT_TEXTS.sheets),
            key: 'sheets',
            render: (_v, exam) => (
              <Space wrap>
                {exam.classes.map((item) => (
                  <Link key={item.examClassId} to={resultLinks.sheet(item.examClassId)}>
                    {item.className}
                  </Link>
                ))}
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            render: (_v, exam) =>
              mayApprove && exam.state !== 'published' ? (
                <Space>
                  <Button
                    onClick={() =>
                      void act<Computed>(
                        RESULT_PATHS.compute(exam.examId),
                        RESULT_MESSAGES.computed,
                        RESULT_TEXTS.computeFailed,
                      )
                    }
                  >
                    {t(exam.state === 'computed' ? RESULT_TEXTS.recompute : RESULT_TEXTS.compute)}
                  </Button>
                  {exam.state === 'computed' ? (
                    <Popconfirm
                      title={t(RESULT_TEXTS.publishConfirm)}
                      okText={t(RESULT_TEXTS.publish)}
                      onConfirm={() =>
                        void act(
                          RESULT_PATHS.publish(exam.examId),
                          () => RESULT_MESSAGES.published,
                          RESULT_TEXTS.publishFailed,
                        )
                      }
                    >
                      <Button type="primary">{t(RESULT_TEXTS.publish)}</Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
