import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Drawer,
  Input,
  InputNumber,
  Progress,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  RETURN_PATHS,
  RETURN_STATUSES,
  type ReturnCycle,
  type ReturnForm,
  type ReturnRule,
  type ReturnStatus,
  type ReturnStatusAnswer,
  type ReturnTotalsAnswer,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { useApiGet, useExport, useFiscalYearChoices, useNotice } from '@hemis/shared-ui';
import { ReturnView } from './ReturnView';
import { RETURN_TEXTS, STATUS_COLOURS } from './texts';

const DONE: ReturnStatus[] = ['submitted', 'endorsed', 'accepted'];
const yearPath = (path: string, fiscalYearId: number) =>
  path.replace(':fiscalYearId', String(fiscalYearId));

type Completeness = ReturnStatusAnswer['byUniversity'];

function CompletenessTable({ title, rows }: { title: string; rows: Completeness }) {
  return (
    <Table
      size="small"
      rowKey="id"
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'name', dataIndex: 'name', title: '' },
        { key: 'campuses', dataIndex: 'campuses', title: RETURN_TEXTS.campuses, align: 'right' },
        ...(['submitted', 'endorsed', 'returned', 'accepted'] as const).map((status) => ({
          key: status,
          title: RETURN_TEXTS.statuses[status],
          align: 'right' as const,
          render: (_: unknown, row: Completeness[number]) => row.counts[status],
        })),
        {
          key: 'done',
          title: RETURN_TEXTS.done,
          render: (_: unknown, row: Completeness[number]) => {
            const done = DONE.reduce((sum, status) => sum + row.counts[status], 0);
            return (
              <Progress
                percent={row.campuses ? Math.round((100 * done) / row.campuses) : 0}
                size="small"
                aria-label={`${row.name}: ${done} of ${row.campuses}`}
              />
            );
          },
        },
      ]}
    />
  );
}

function Totals({ fiscalYearId, form }: { fiscalYearId: number; form: ReturnForm }) {
  const query = { fiscalYearId, form };
  const totals = useApiGet<ReturnTotalsAnswer>(RETURN_PATHS.totals, query);
  const xlsx = useExport(RETURN_PATHS.totalsExport, query, 'Annual Report.xlsx', {
    what: 'the annual report',
    failedText: RETURN_TEXTS.pdfFailed,
  });
  const pdf = useExport(RETURN_PATHS.annualReportPdf, query, 'Annual Report.pdf', {
    what: 'the annual report',
    failedText: RETURN_TEXTS.pdfFailed,
  });
  if (!totals.data) return <Skeleton active />;
  const answer = totals.data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="return-totals">
      <Space wrap>
        <Typography.Text>
          {RETURN_TEXTS.totalsIntro(answer.acceptedReturns, answer.campusesInReach)}
        </Typography.Text>
        <Button loading={xlsx.exporting} onClick={xlsx.run}>
          {RETURN_TEXTS.exportXlsx}
        </Button>
        <Button loading={pdf.exporting} onClick={pdf.run}>
          {RETURN_TEXTS.exportPdf}
        </Button>
      </Space>
      {answer.tables.map((table) => (
        <Table
          key={table.key}
          size="small"
          rowKey="group"
          pagination={false}
          title={() => <Typography.Text strong>{table.title}</Typography.Text>}
          dataSource={table.rows}
          columns={[
            { key: 'group', dataIndex: 'group', title: '' },
            ...table.columns.map((column) => ({
              key: column.key,
              title: column.label,
              align: 'right' as const,
              render: (_: unknown, row: (typeof table.rows)[number]) => row.values[column.key] ?? 0,
            })),
          ]}
        />
      ))}
    </Space>
  );
}

function Rules() {
  const notice = useNotice();
  const rules = useApiGet<ReturnRule[]>(RETURN_PATHS.rules);
  const change = async (rule: ReturnRule, patch: Partial<ReturnRule>) => {
    try {
      await apiClient.patch(RETURN_PATHS.rule.replace(':id', String(rule.id)), patch);
      notice.success(RETURN_TEXTS.ruleSaved);
      rules.reload();
    } catch (error) {
      notice.error(apiErrorOf(error)?.message ?? RETURN_TEXTS.loadFailed);
    }
  };
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rules.data ?? []}
      loading={rules.loading}
      columns={[
        { key: 'kind', dataIndex: 'kind', title: '' },
        {
          key: 'level',
          title: RETURN_TEXTS.ruleLevel,
          render: (_: unknown, rule: ReturnRule) => (
            <Select
              aria-label={`${RETURN_TEXTS.ruleLevel} ${rule.kind}`}
              value={rule.level}
              style={{ width: 110 }}
              onChange={(level: 'error' | 'warning') => void change(rule, { level })}
              options={[
                { value: 'error', label: 'Error' },
                { value: 'warning', label: 'Warning' },
              ]}
            />
          ),
        },
        {
          key: 'message',
          title: RETURN_TEXTS.ruleMessage,
          render: (_: unknown, rule: ReturnRule) => (
            <Input
              aria-label={`${RETURN_TEXTS.ruleMessage} ${rule.kind}`}
              defaultValue={rule.message}
              onBlur={(event) =>
                event.target.value.trim() && event.target.value !== rule.message
                  ? void change(rule, { message: event.target.value.trim() })
                  : undefined
              }
            />
          ),
        },
        {
          key: 'threshold',
          title: RETURN_TEXTS.ruleThreshold,
          render: (_: unknown, rule: ReturnRule) =>
            rule.threshold === null ? null : (
              <InputNumber
                aria-label={`${RETURN_TEXTS.ruleThreshold} ${rule.kind}`}
                min={0}
                max={1000}
                defaultValue={rule.threshold}
                onBlur={(event) => {
                  const value = Number(event.target.value);
                  if (Number.isFinite(value) && value !== rule.threshold)
                    void change(rule, { threshold: value });
                }}
              />
            ),
        },
        {
          key: 'active',
          title: RETURN_TEXTS.ruleActive,
          render: (_: unknown, rule: ReturnRule) => (
            <Switch
              aria-label={`${RETURN_TEXTS.ruleActive} ${rule.kind}`}
              checked={rule.active}
              onChange={(active) => void change(rule, { active })}
            />
          ),
        },
      ]}
    />
  );
}

function Cycle({ fiscalYearId, onChanged }: { fiscalYearId: number; onChanged: () => void }) {
  const notice = useNotice();
  const cycle = useApiGet<ReturnCycle>(yearPath(RETURN_PATHS.cycleOfYear, fiscalYearId));
  const [deadline, setDeadline] = useState<string | null | undefined>();
  const act = async (work: () => Promise<string>) => {
    try {
      notice.success(await work());
      cycle.reload();
      onChanged();
    } catch (error) {
      notice.error(apiErrorOf(error)?.message ?? RETURN_TEXTS.loadFailed);
    }
  };
  const current = deadline === undefined ? (cycle.data?.deadline ?? null) : deadline;
  return (
    <Space wrap data-testid="return-cycle">
      <DatePicker
        aria-label={RETURN_TEXTS.deadline}
        value={current ? dayjs(current) : null}
        onChange={(day) => setDeadline(day ? day.format('YYYY-MM-DD') : null)}
      />
      <Button
        onClick={() =>
          void act(async () => {
            await apiClient.put(yearPath(RETURN_PATHS.cycleOfYear, fiscalYearId), {
              deadline: current,
            });
            return RETURN_TEXTS.deadlineSaved;
          })
        }
      >
        {RETURN_TEXTS.setDeadline}
      </Button>
      <Button
        onClick={() =>
          void act(async () => {
            const { data } = await apiClient.post<{ sent: number }>(RETURN_PATHS.reminders);
            return RETURN_TEXTS.remindersSent(data.sent);
          })
        }
      >
        {RETURN_TEXTS.reminders}
      </Button>
      {cycle.data?.publishedAt ? (
        <Tag color="green">{RETURN_TEXTS.published(cycle.data.publishedAt)}</Tag>
      ) : (
        <Button
          type="primary"
          onClick={() =>
            void act(async () => {
              await apiClient.post(yearPath(RETURN_PATHS.publish, fiscalYearId));
              return RETURN_TEXTS.publishDone;
            })
          }
        >
          {RETURN_TEXTS.publish}
        </Button>
      )}
    </Space>
  );
}

/**
 * The returns of a fiscal year for the commission (the nation) or a university (its campuses):
 * counts by status, completeness per university and province, every campus with its return
 * (open one to endorse, accept or return it), the annual report's totals; the commission also
 * keeps the rules, the deadline, the reminders and the publication.
 */
export function ReturnsOverview({ form, commission }: { form: ReturnForm; commission: boolean }) {
  const years = useFiscalYearChoices();
  const [chosen, setChosen] = useState<number | undefined>();
  const [status, setStatus] = useState<ReturnStatus | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<StatisticalReturn | null>(null);
  const fiscalYearId = chosen ?? years.activeYear;
  const list = useApiGet<ReturnStatusAnswer>(
    fiscalYearId === undefined ? null : RETURN_PATHS.status,
    {
      fiscalYearId,
      form,
      status,
      search: search || undefined,
      page,
      pageSize: 25,
    },
  );
  const open = async (campusId: number) => {
    const { data } = await apiClient.get<StatisticalReturn>(RETURN_PATHS.campusReturn, {
      params: { fiscalYearId, campusId, form },
    });
    setOpened(data);
  };
  const answer = list.data;
  return (
    <div data-testid="returns-overview">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {RETURN_TEXTS.titles[form]}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{RETURN_TEXTS.overviewIntro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={RETURN_TEXTS.fiscalYear}
          style={{ minWidth: 200 }}
          loading={years.loading}
          value={fiscalYearId}
          options={years.options}
          onChange={(value: number) => {
            setChosen(value);
            setPage(1);
          }}
        />
        <Select
          aria-label={RETURN_TEXTS.status}
          placeholder={RETURN_TEXTS.status}
          allowClear
          style={{ minWidth: 160 }}
          value={status}
          onChange={(value?: ReturnStatus) => {
            setStatus(value);
            setPage(1);
          }}
          options={RETURN_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
        />
        <Input.Search
          aria-label={RETURN_TEXTS.search}
          placeholder={RETURN_TEXTS.search}
          allowClear
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {answer?.deadline ? <Tag>{`${RETURN_TEXTS.deadline}: ${answer.deadline}`}</Tag> : null}
      </Space>
      {list.failed ? <Alert type="error" showIcon title={RETURN_TEXTS.loadFailed} /> : null}
      {answer ? (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {RETURN_STATUSES.map((s) => (
            <Col key={s.value} xs={12} sm={8} lg={4}>
              <Card size="small">
                <Statistic title={s.label} value={answer.counts[s.value]} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
      <Tabs
        items={[
          {
            key: 'campuses',
            label: RETURN_TEXTS.campuses,
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Table
                  size="small"
                  rowKey="campusId"
                  loading={list.loading}
                  dataSource={answer?.rows ?? []}
                  pagination={{
                    current: page,
                    pageSize: 25,
                    total: answer?.total ?? 0,
                    onChange: setPage,
                    showSizeChanger: false,
                  }}
                  columns={[
                    { key: 'campusName', dataIndex: 'campusName', title: RETURN_TEXTS.campus },
                    {
                      key: 'universityName',
                      dataIndex: 'universityName',
                      title: RETURN_TEXTS.university,
                    },
                    {
                      key: 'provinceName',
                      dataIndex: 'provinceName',
                      title: RETURN_TEXTS.province,
                    },
                    { key: 'campusType', dataIndex: 'campusType', title: RETURN_TEXTS.campusType },
                    {
                      key: 'status',
                      title: RETURN_TEXTS.status,
                      render: (_: unknown, row: ReturnStatusAnswer['rows'][number]) => (
                        <Tag color={STATUS_COLOURS[row.status]}>
                          {RETURN_TEXTS.statuses[row.status]}
                        </Tag>
                      ),
                    },
                    {
                      key: 'submittedAt',
                      title: RETURN_TEXTS.submittedAt,
                      render: (_: unknown, row: ReturnStatusAnswer['rows'][number]) =>
                        row.submittedAt?.slice(0, 10) ?? '',
                    },
                    {
                      key: 'warningsExplained',
                      dataIndex: 'warningsExplained',
                      title: RETURN_TEXTS.warningsExplained,
                      align: 'right',
                    },
                    {
                      key: 'open',
                      title: '',
                      render: (_: unknown, row: ReturnStatusAnswer['rows'][number]) => (
                        <Button size="small" onClick={() => void open(row.campusId)}>
                          {RETURN_TEXTS.open}
                        </Button>
                      ),
                    },
                  ]}
                />
                {answer ? (
                  <Row gutter={[16, 16]}>
                    <Col xs={24} xl={12}>
                      <CompletenessTable
                        title={RETURN_TEXTS.completenessByUniversity}
                        rows={answer.byUniversity}
                      />
                    </Col>
                    <Col xs={24} xl={12}>
                      <CompletenessTable
                        title={RETURN_TEXTS.completenessByProvince}
                        rows={answer.byProvince}
                      />
                    </Col>
                  </Row>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'totals',
            label: RETURN_TEXTS.totals,
            children:
              fiscalYearId === undefined ? null : (
                <Totals fiscalYearId={fiscalYearId} form={form} />
              ),
          },
          ...(commission
            ? [
                { key: 'rules', label: RETURN_TEXTS.rules, children: <Rules /> },
                {
                  key: 'cycle',
                  label: RETURN_TEXTS.cycle,
                  children:
                    fiscalYearId === undefined ? null : (
                      <Cycle fiscalYearId={fiscalYearId} onChanged={list.reload} />
                    ),
                },
              ]
            : []),
        ]}
      />
      <Drawer
        open={opened !== null}
        size="min(1100px, 100vw)"
        title={opened ? `${opened.campusName} · ${opened.fiscalYearLabel}` : ''}
        onClose={() => setOpened(null)}
        destroyOnHidden
      >
        {opened ? (
          <ReturnView
            shown={opened}
            onChanged={(next) => {
              setOpened(next);
              list.reload();
            }}
          />
        ) : null}
      </Drawer>
    </div>
  );
}
