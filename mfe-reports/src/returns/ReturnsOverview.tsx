import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Input,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  RETURN_PATHS,
  RETURN_STATUSES,
  type ReturnForm,
  type ReturnStatus,
  type ReturnStatusAnswer,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { useApiGet, useExport, useFiscalYearSelect } from '@hemis/shared-ui';
import { Cycle, Rules } from './ReturnSettings';
import { CompletenessTable, Totals } from './ReturnTotals';
import { ReturnView } from './ReturnView';
import { reportsTexts } from '../i18n/texts';
import { RETURN_TEXTS, STATUS_COLOURS, campusTypeLabel } from './texts';

/**
 * The returns of a fiscal year for the commission (the nation) or a university (its campuses):
 * counts by status, completeness per university and province, every campus with its return
 * (open one to endorse, accept or return it), the annual report's totals; the commission also
 * keeps the rules, the deadline, the reminders and the publication.
 */
export function ReturnsOverview({ form, commission }: { form: ReturnForm; commission: boolean }) {
  const t = reportsTexts.useTexts();
  const [page, setPage] = useState(1);
  const { fiscalYearId, select } = useFiscalYearSelect(() => setPage(1));
  const [status, setStatus] = useState<ReturnStatus | undefined>();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<StatisticalReturn | null>(null);
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
  const answer = list.data;
  const exported = useExport(
    RETURN_PATHS.statusExport,
    { fiscalYearId, form, status, search: search || undefined },
    `Statistical Returns${answer ? ` ${answer.fiscalYearLabel}` : ''}.xlsx`,
    { what: 'the returns', failedText: t(RETURN_TEXTS.pdfFailed) },
  );
  const open = async (campusId: number) => {
    const { data } = await apiClient.get<StatisticalReturn>(RETURN_PATHS.campusReturn, {
      params: { fiscalYearId, campusId, form },
    });
    setOpened(data);
  };
  return (
    <div data-testid="returns-overview">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(RETURN_TEXTS.titles[form])}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(RETURN_TEXTS.overviewIntro)}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        {select}
        <Select
          aria-label={t(RETURN_TEXTS.status)}
          placeholder={t(RETURN_TEXTS.status)}
          allowClear
          style={{ minWidth: 160 }}
          value={status}
          onChange={(value?: ReturnStatus) => {
            setStatus(value);
            setPage(1);
          }}
          options={RETURN_STATUSES.map((s) => ({ value: s.value, label: t(s.label) }))}
        />
        <Input.Search
          aria-label={t(RETURN_TEXTS.search)}
          placeholder={t(RETURN_TEXTS.search)}
          allowClear
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button loading={exported.exporting} onClick={exported.run}>
          {t(RETURN_TEXTS.exportXlsx)}
        </Button>
        {answer?.deadline ? <Tag>{`${t(RETURN_TEXTS.deadline)}: ${answer.deadline}`}</Tag> : null}
      </Space>
      {list.failed ? <Alert type="error" showIcon title={t(RETURN_TEXTS.loadFailed)} /> : null}
      {answer ? (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {RETURN_STATUSES.map((s) => (
            <Col key={s.value} xs={12} sm={8} lg={4}>
              <Card size="small">
                <Statistic title={t(s.label)} value={answer.counts[s.value]} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
      <Tabs
        items={[
          {
            key: 'campuses',
            label: t(RETURN_TEXTS.campuses),
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
                    { key: 'campusName', dataIndex: 'campusName', title: t(RETURN_TEXTS.campus) },
                    {
                      key: 'universityName',
                      dataIndex: 'universityName',
                      title: t(RETURN_TEXTS.university),
                    },
                    {
                      key: 'provinceName',
                      dataIndex: 'provinceName',
                      title: t(RETURN_TEXTS.province),
                    },
                    {
                      key: 'campusType',
                      dataIndex: 'campusType',
                      title: t(RETURN_TEXTS.campusType),
                      render: (type: string) => t(campusTypeLabel(type)),
                    },
                    {
                      key: 'status',
                      title: t(RETURN_TEXTS.status),
                      render: (_: unknown, row: ReturnStatusAnswer['rows'][number]) => (
                        <Tag color={STATUS_COLOURS[row.status]}>
                          {t(RETURN_TEXTS.statuses[row.status])}
                        </Tag>
                      ),
                    },
                    {
                      key: 'submittedAt',
                      title: t(RETURN_TEXTS.submittedAt),
                      render: (_: unknown, row: ReturnStatusAnswer['rows'][number]) =>
                        row.submittedAt?.slice(0, 10) ?? '',
                    },
                    {
                      key: 'warningsExplained',
                      dataIndex: 'warningsExplained',
                      title: t(RETURN_TEXTS.warningsExplained),
                      align: 'right',
                    },
                    {
                      key: 'open',
                      title: '',
                      render: (_: unknown, row: ReturnStatusAnswer['rows'][number]) => (
                        <Button size="small" onClick={() => void open(row.campusId)}>
                          {t(RETURN_TEXTS.open)}
                        </Button>
                      ),
                    },
                  ]}
                />
                {answer ? (
                  <Row gutter={[16, 16]}>
                    <Col xs={24} xl={12}>
                      <CompletenessTable
                        title={t(RETURN_TEXTS.completenessByUniversity)}
                        rows={answer.byUniversity}
                      />
                    </Col>
                    <Col xs={24} xl={12}>
                      <CompletenessTable
                        title={t(RETURN_TEXTS.completenessByProvince)}
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
            label: t(RETURN_TEXTS.totals),
            children:
              fiscalYearId === undefined ? null : (
                <Totals fiscalYearId={fiscalYearId} form={form} />
              ),
          },
          ...(commission
            ? [
                { key: 'rules', label: t(RETURN_TEXTS.rules), children: <Rules /> },
                {
                  key: 'cycle',
                  label: t(RETURN_TEXTS.cycle),
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
