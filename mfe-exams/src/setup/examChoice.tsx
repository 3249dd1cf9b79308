import { Form, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { examContract } from '@hemis/shared-contracts';
import { useApiGet, type ListResult } from '@hemis/shared-ui';
import { examsTexts } from '../i18n/texts';
import { EXAM_TEXTS } from './texts';

/** The exam a screen works on: `?examId=` of its address (links from the exam list set it). */
export function useChosenExam(): [number | null, (examId: number) => void] {
  const [params, setParams] = useSearchParams();
  const examId = Number(params.get('examId'));
  const choose = (next: number) => setParams({ examId: String(next) });
  return [Number.isInteger(examId) && examId > 0 ? examId : null, choose];
}

/** Picks the exam (latest first) a screen works on. */
export function ExamChoice() {
  const t = examsTexts.useTexts();
  const [examId, choose] = useChosenExam();
  const exams = useApiGet<ListResult>(examContract.path, {
    pageSize: 100,
    sort: 'startDate',
    order: 'desc',
  });
  return (
    <Form.Item label={t(EXAM_TEXTS.chooseExam)} style={{ maxWidth: 480 }}>
      <Select
        aria-label={t(EXAM_TEXTS.chooseExam)}
        placeholder={t(EXAM_TEXTS.chooseExamHint)}
        loading={exams.loading}
        value={examId ?? undefined}
        onChange={(value: number) => choose(value)}
        options={(exams.data?.data ?? []).map((exam) => ({
          value: Number(exam.id),
          label: String(exam.examName),
        }))}
      />
    </Form.Item>
  );
}
