import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import {
  CARD_MESSAGES,
  MAX_CARDS_PER_PDF,
  STUDENT_LISTS,
  STUDENT_PATHS,
  batchContract,
  campusContract,
  programContract,
  scopeOfRole,
  studentContract,
  type ListResponse,
} from '@hemis/shared-contracts';
import {
  mayAct,
  saveFile,
  useApiGet,
  useNotice,
  useReferenceRows,
  useRowUser,
  type ResourceRow,
} from '@hemis/shared-ui';
import { fetchPdf, pdfFailureText, translateMessage } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';

export const ALL_CARDS_TEXTS = {
  title: 'All Student Cards',
  intro:
    'Choose the class whose identity cards to print. Only verified, active students get a card; ' +
    'the PDF holds ten cards on each A4 page, ready to cut.',
  campus: 'Campus',
  program: 'Program',
  batch: 'Batch',
  yearOrSemester: 'Year/Semester',
  search: 'Name or registration no.',
  any: 'Any',
  download: 'Download cards PDF',
  downloaded: 'The cards PDF is downloaded.',
  failed: 'The cards PDF could not be made.',
  none: 'No verified, active students match these filters.',
  matching: (count: number) =>
    studentsTexts.translate('{{n}} student(s) will get a card.', { n: count }),
  countFailed: 'The number of matching students could not be loaded.',
  notAllowed: 'Your account may not print identity cards.',
} as const;

type Choice = 'campusId' | 'programId' | 'batchId' | 'yearOrSemester';
type Filters = Partial<Record<Choice, number>> & { q?: string };

const YEARS = Array.from({ length: 12 }, (_, index) => ({
  value: index + 1,
  label: String(index + 1),
}));

const optionsOf = (rows: readonly ResourceRow[] | undefined, label: string) =>
  (rows ?? []).map((row) => ({ value: row.id, label: String(row[label] ?? row.id) }));

/** The /Student list query of the filters (the same filters the cards route takes). */
function queryOf(filters: Filters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'number') query[name] = value;
    else if (typeof value === 'string' && value.trim()) query[name] = value.trim();
  }
  return query;
}

/** all-student-cards: the cards of a filtered class as one PDF. */
export default function AllStudentCards() {
  const user = useRowUser();
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const scope = user ? scopeOfRole(user.role) : 'nation';
  const choosesCampus = scope === 'university' || scope === 'nation';
  const references = useReferenceRows({
    ...(choosesCampus ? { campusId: campusContract.path } : {}),
    programId: programContract.path,
    batchId: batchContract.path,
  });
  const [filters, setFilters] = useState<Filters>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const query = queryOf(filters);
  // What the cards route will print: the list's students who may get a card.
  const matching = useApiGet<ListResponse<ResourceRow>>(studentContract.path, {
    ...query,
    ...STUDENT_LISTS['student-list-for-id'].fixed,
    page: 1,
    pageSize: 1,
  });
  const count = matching.data?.total ?? null;
  const mayPrint = mayAct(user, 'student', 'export');

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await fetchPdf(STUDENT_PATHS.cards, query), 'student-cards.pdf');
      notice.success(t(ALL_CARDS_TEXTS.downloaded));
    } catch (error) {
      console.error('Printing the student cards failed', error);
      const message = await pdfFailureText(error, ALL_CARDS_TEXTS.failed);
      setFailure(message);
      notice.error(translateMessage(message));
    } finally {
      setBusy(false);
    }
  }

  const change = (patch: Partial<Filters>) => {
    setFailure(null);
    setFilters((previous) => ({ ...previous, ...patch }));
  };
  const select = (
    name: Choice,
    label: string,
    options: { value: number; label: string }[],
    loading = false,
  ) => (
    <Form.Item label={t(label)} htmlFor={`cards-${name}`} style={{ minWidth: 220 }}>
      <Select
        id={`cards-${name}`}
        aria-label={t(label)}
        allowClear
        placeholder={t(ALL_CARDS_TEXTS.any)}
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        value={filters[name]}
        onChange={(value: number | undefined) => change({ [name]: value })}
        options={options}
      />
    </Form.Item>
  );

  if (!mayPrint) return <Alert type="warning" showIcon title={t(ALL_CARDS_TEXTS.notAllowed)} />;

  return (
    <Card title={t(ALL_CARDS_TEXTS.title)}>
      <Typography.Paragraph>{t(ALL_CARDS_TEXTS.intro)}</Typography.Paragraph>
      <Form layout="vertical">
        <Space wrap align="end">
          {choosesCampus
            ? select(
                'campusId',
                ALL_CARDS_TEXTS.campus,
                optionsOf(references.campusId, 'campusName'),
                references.campusId === undefined,
              )
            : null}
          {select(
            'programId',
            ALL_CARDS_TEXTS.program,
            optionsOf(references.programId, 'programName'),
            references.programId === undefined,
          )}
          {select(
            'batchId',
            ALL_CARDS_TEXTS.batch,
            optionsOf(references.batchId, 'batchName'),
            references.batchId === undefined,
          )}
          {select('yearOrSemester', ALL_CARDS_TEXTS.yearOrSemester, YEARS)}
          <Form.Item label={t(ALL_CARDS_TEXTS.search)} htmlFor="cards-q">
            <Input.Search
              id="cards-q"
              allowClear
              maxLength={100}
              onSearch={(value) => change({ q: value })}
            />
          </Form.Item>
        </Space>
      </Form>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {matching.failed ? (
          <Alert type="warning" showIcon title={t(ALL_CARDS_TEXTS.countFailed)} />
        ) : count === null ? null : count === 0 ? (
          <Alert type="info" showIcon title={t(ALL_CARDS_TEXTS.none)} />
        ) : count > MAX_CARDS_PER_PDF ? (
          <Alert type="warning" showIcon title={translateMessage(CARD_MESSAGES.tooMany)} />
        ) : (
          <Typography.Text>{ALL_CARDS_TEXTS.matching(count)}</Typography.Text>
        )}
        {failure ? <Alert type="error" showIcon title={translateMessage(failure)} /> : null}
        <Button
          type="primary"
          loading={busy}
          disabled={count === 0 || (count !== null && count > MAX_CARDS_PER_PDF)}
          onClick={() => void download()}
        >
          {t(ALL_CARDS_TEXTS.download)}
        </Button>
      </Space>
    </Card>
  );
}
