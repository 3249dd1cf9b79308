import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Spin, Tag } from 'antd';
import {
  RESULT_PATHS,
  RESULT_STATUS_LABELS,
  type SubjectResultCell,
  type TabulationRow,
  type TabulationSheet,
} from '@hemis/shared-contracts';
import { ListTable, useApiGet, useExport, type Translate } from '@hemis/shared-ui';
import { examsTexts } from '../i18n/texts';
import { recordId } from '../marks/MarksEntryGrid';
import { RESULT_TEXTS, resultLinks } from './texts';

const STATUS_COLORS = { passed: 'green', failed: 'red', absent: 'default' } as const;

/** A subject's cell: its marks (theory + practical) and, in a GPA scheme, the grade. */
function subjectCell(
  cell: SubjectResultCell | undefined,
  kind: TabulationSheet['kind'],
  t: Translate,
) {
  if (!cell) return '-';
  if (cell.status === 'absent') return t(RESULT_TEXTS.absent);
  const marks = [cell.theory, cell.practical].filter((mark) => mark !== null).join(' + ');
  const grade = kind === 'gpa' && cell.grade ? ` (${cell.grade})` : '';
  return `${marks || '-'}${grade}${cell.status === 'failed' ? ' *' : ''}`;
}

/**
 * exam-management/marks-list/:id (an exam class): the tabulation sheet, one row per candidate
 * with the subject marks (failed ones starred), total, percentage or SGPA (and CGPA in a board
 * exam), result and rank, as computed; exported as .xlsx.
 */
export default function MarksList() {
  const t = examsTexts.useTexts();
  const { id: raw } = useParams();
  const id = recordId(raw);
  const answer = useApiGet<TabulationSheet>(id === null ? null : RESULT_PATHS.sheet(id));
  const exporter = useExport(
    RESULT_PATHS.sheetExport(id ?? 0),
    {},
    `marks-list-${id ?? 'class'}.xlsx`,
    {
      what: 'the tabulation sheet',
      failedText: t('The tabulation sheet could not be exported'),
    },
  );
  const sheet = answer.data;
  if (id === null || answer.failed)
    return <Alert type="error" showIcon title={t('This tabulation sheet could not be loaded')} />;
  if (!sheet) return <Spin />;
  return (
    <Card
      title={`${t(RESULT_TEXTS.sheetTitle)}: ${sheet.examName}, ${sheet.className}`}
      extra={
        <Button loading={exporter.exporting} onClick={() => void exporter.run()}>
          {t(RESULT_TEXTS.export)}
        </Button>
      }
    >
      {sheet.computedAt ? null : <Alert type="info" showIcon title={t(RESULT_TEXTS.notComputed)} />}
      <ListTable<TabulationRow>
        card={{ title: ['studentName'], status: ['status'], actions: ['marksheet'] }}
        size="small"
        rowKey="candidateId"
        pagination={false}
        scroll={{ x: true }}
        dataSource={sheet.rows}
        columns={[
          { title: t('Symbol No'), dataIndex: 'symbolNo' },
          { title: t('Student'), dataIndex: 'studentName' },
          ...sheet.subjects.map((subject) => ({
            title: `${subject.subjectName} (${subject.fullMarks})`,
            key: `subject-${subject.subjectId}`,
            render: (_v: unknown, row: TabulationRow) =>
              subjectCell(
                row.subjects.find((cell) => cell.subjectId === subject.subjectId),
                sheet.kind,
                t,
              ),
          })),
          {
            title: t(RESULT_TEXTS.total),
            key: 'total',
            render: (_v, row) => `${row.obtained} / ${row.fullMarks}`,
          },
          sheet.kind === 'gpa'
            ? { title: t(RESULT_TEXTS.sgpa), dataIndex: 'sgpa' }
            : { title: t(RESULT_TEXTS.percentage), dataIndex: 'percentage' },
          ...(sheet.kind === 'gpa' && sheet.examKind === 'board'
            ? [
                {
                  title: t(RESULT_TEXTS.cgpa),
                  dataIndex: 'cgpa',
                  render: (v: number | null) => v ?? '-',
                },
              ]
            : []),
          ...(sheet.kind === 'division'
            ? [{ title: t(RESULT_TEXTS.division), dataIndex: 'division' }]
            : []),
          {
            title: t(RESULT_TEXTS.result),
            dataIndex: 'status',
            render: (status: TabulationRow['status']) => (
              <Tag color={STATUS_COLORS[status]}>{t(RESULT_STATUS_LABELS[status])}</Tag>
            ),
          },
          { title: t(RESULT_TEXTS.rank), dataIndex: 'rank', render: (rank) => rank ?? '-' },
          {
            title: '',
            key: 'marksheet',
            render: (_v, row) =>
              sheet.computedAt ? (
                <Link to={resultLinks.marksheet(row.candidateId)}>{t(RESULT_TEXTS.marksheet)}</Link>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
