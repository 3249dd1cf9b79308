import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { z } from 'zod';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  GRANT_MESSAGES,
  GRANT_PATHS,
  INSTALMENT_STATUSES,
  INSTALMENT_STATUS_LABELS,
  formatAmount,
  grantInstalmentInputSchema,
  grantInstalmentRowSchema,
  type GrantInstalmentRow,
  type InstalmentStatus,
} from '@hemis/shared-contracts';
import {
  AmountInput,
  BsAdDateInput,
  applyFieldErrors,
  translateMessage,
  useNotice,
  zodRules,
  type RowPanelProps,
} from '@hemis/shared-ui';
import { setupTexts } from '../../i18n/texts';
import { formatDate } from '@hemis/shared-ui';

export const INSTALMENT_TEXTS = {
  label: 'Instalments',
  /** The drawer's heading: the campus's name and the grant type's (translated) label. */
  title: (campus: string, type: string) =>
    setupTexts.translate('Instalments: {{campus}}, {{type}}', {
      campus,
      type: setupTexts.translate(type),
    }),
  granted: 'Grant (NPR)',
  released: 'Released (NPR)',
  scheduled: 'Scheduled (NPR)',
  open: 'Not yet in an instalment (NPR)',
  none: 'No instalment has been entered for this grant.',
  number: 'No.',
  dueOn: 'Due Date',
  amount: 'Amount (NPR)',
  status: 'Status',
  releasedOn: 'Released On',
  letterReference: 'Release Letter',
  note: 'Note or Reason',
  recordedBy: 'Recorded By',
  add: 'Add Instalment',
  save: 'Save Instalment',
  edit: 'Edit',
  cancelEdit: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete this instalment?',
  loadFailed: 'The instalments could not be loaded. Please try again.',
  saveFailed: 'The instalment could not be saved.',
} as const;
const T = INSTALMENT_TEXTS;

const STATUS_COLOURS: Record<InstalmentStatus, string> = {
  scheduled: 'blue',
  released: 'green',
  withheld: 'orange',
};
const rules = zodRules(grantInstalmentInputSchema);

type Values = Record<string, unknown>;

/** The body the API takes from the form (empty optional texts left out). */
function bodyOf(values: Values): Values {
  const body: Values = { dueOn: values.dueOn, amount: values.amount, status: values.status };
  if (values.status === 'released') body.releasedOn = values.releasedOn;
  for (const key of ['letterReference', 'note']) {
    if (typeof values[key] === 'string' && values[key] !== '') body[key] = values[key];
  }
  return body;
}

/**
 * A grant's instalments (the Instalments drawer of /organization-management/payment and
 * /payment): each with its due date, amount, status and release letter; the commission adds,
 * changes and removes them, and the API refuses instalments that add up to more than the grant.
 */
export function GrantInstalments({ row, readOnly, onChanged }: RowPanelProps) {
  const t = setupTexts.useTexts();
  const notice = useNotice();
  const [rows, setRows] = useState<GrantInstalmentRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<GrantInstalmentRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const status: unknown = Form.useWatch('status', form);
  const path = GRANT_PATHS.instalments(row.id);

  // Grows to read the instalments again (after a delete).
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    apiClient
      .get<unknown>(path)
      .then(({ data }) => {
        if (!active) return;
        setRows(z.array(grantInstalmentRowSchema).parse(data));
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error(`Loading ${path} failed`, error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [path, version]);

  const granted = Number(row.amount ?? 0);
  const sum = (which: InstalmentStatus) =>
    (rows ?? []).filter((r) => r.status === which).reduce((n, r) => n + r.amount, 0);
  const entered = (rows ?? []).reduce((n, r) => n + r.amount, 0);

  function startEdit(instalment: GrantInstalmentRow | null) {
    setEditing(instalment);
    setProblem(null);
    form.resetFields();
    if (instalment) {
      form.setFieldsValue({
        dueOn: instalment.dueOn,
        amount: instalment.amount,
        status: instalment.status,
        releasedOn: instalment.releasedOn ?? undefined,
        letterReference: instalment.letterReference ?? '',
        note: instalment.note ?? '',
      });
    }
  }

  async function save(values: Values) {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = editing
        ? await apiClient.patch<GrantInstalmentRow[]>(
            GRANT_PATHS.instalment(row.id, editing.id),
            bodyOf(values),
          )
        : await apiClient.post<GrantInstalmentRow[]>(path, bodyOf(values));
      setRows(data);
      notice.success(t(GRANT_MESSAGES.saved));
      startEdit(null);
      onChanged();
    } catch (error) {
      const answer = apiErrorOf(error);
      if (!applyFieldErrors(form, answer?.fields)) {
        setProblem(`${t(T.saveFailed)} ${translateMessage(answer?.message ?? '')}`.trim());
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove(instalment: GrantInstalmentRow) {
    try {
      await apiClient.delete(GRANT_PATHS.instalment(row.id, instalment.id));
      notice.success(t(GRANT_MESSAGES.deleted));
      if (editing?.id === instalment.id) startEdit(null);
      setVersion((value) => value + 1);
      onChanged();
    } catch (error) {
      notice.error(
        `${t(T.saveFailed)} ${translateMessage(apiErrorOf(error)?.message ?? '')}`.trim(),
      );
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t(T.granted)}>{formatAmount(granted)}</Descriptions.Item>
        <Descriptions.Item label={t(T.released)}>{formatAmount(sum('released'))}</Descriptions.Item>
        <Descriptions.Item label={t(T.scheduled)}>
          {formatAmount(sum('scheduled'))}
        </Descriptions.Item>
        <Descriptions.Item label={t(T.open)}>{formatAmount(granted - entered)}</Descriptions.Item>
      </Descriptions>
      {failed ? <Alert type="error" showIcon title={t(T.loadFailed)} /> : null}
      <Table<GrantInstalmentRow>
        rowKey="id"
        size="small"
        loading={rows === null && !failed}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: t(T.none) }}
        scroll={{ x: true }}
        columns={[
          { key: 'no', title: t(T.number), dataIndex: 'instalmentNo', width: 48 },
          { key: 'dueOn', title: t(T.dueOn), render: (_v, r) => formatDate(r.dueOn) },
          {
            key: 'amount',
            title: t(T.amount),
            align: 'right',
            render: (_v, r) => formatAmount(r.amount),
          },
          {
            key: 'status',
            title: t(T.status),
            render: (_v, r) => (
              <Tag color={STATUS_COLOURS[r.status]}>{t(INSTALMENT_STATUS_LABELS[r.status])}</Tag>
            ),
          },
          {
            key: 'releasedOn',
            title: t(T.releasedOn),
            render: (_v, r) => formatDate(r.releasedOn),
          },
          { key: 'letter', title: t(T.letterReference), dataIndex: 'letterReference' },
          { key: 'note', title: t(T.note), dataIndex: 'note' },
          { key: 'by', title: t(T.recordedBy), dataIndex: 'recordedBy' },
          ...(readOnly
            ? []
            : [
                {
                  key: 'actions',
                  title: '',
                  render: (_v: unknown, r: GrantInstalmentRow) => (
                    <Space>
                      <Button size="small" onClick={() => startEdit(r)}>
                        {t(T.edit)}
                      </Button>
                      <Popconfirm title={t(T.deleteConfirm)} onConfirm={() => remove(r)}>
                        <Button size="small" danger>
                          {t(T.delete)}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]),
        ]}
      />
      {readOnly ? null : (
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{ status: 'scheduled' }}
          data-testid="instalment-form"
        >
          <Typography.Title level={5}>{t(editing ? T.edit : T.add)}</Typography.Title>
          <Space wrap align="start">
            <Form.Item name="dueOn" label={t(T.dueOn)} rules={rules('dueOn')}>
              <BsAdDateInput />
            </Form.Item>
            <Form.Item name="amount" label={t(T.amount)} rules={rules('amount')}>
              <AmountInput />
            </Form.Item>
            <Form.Item name="status" label={t(T.status)} rules={rules('status')}>
              <Select
                style={{ minWidth: 140 }}
                options={INSTALMENT_STATUSES.map((value) => ({
                  value,
                  label: t(INSTALMENT_STATUS_LABELS[value]),
                }))}
              />
            </Form.Item>
            {status === 'released' ? (
              <Form.Item name="releasedOn" label={t(T.releasedOn)} rules={rules('releasedOn')}>
                <BsAdDateInput />
              </Form.Item>
            ) : null}
          </Space>
          <Form.Item name="letterReference" label={t(T.letterReference)}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="note" label={t(T.note)} rules={rules('note')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t(T.save)}
            </Button>
            {editing ? <Button onClick={() => startEdit(null)}>{t(T.cancelEdit)}</Button> : null}
          </Space>
        </Form>
      )}
    </Space>
  );
}
