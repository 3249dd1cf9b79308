import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Collapse,
  Descriptions,
  Input,
  InputNumber,
  Modal,
  Radio,
  Space,
  Table,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  RETURN_PATHS,
  signedReturnContract,
  formatBsAd,
  type ReturnContact,
  type ReturnTable,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { useExport, useNotice } from '@hemis/shared-ui';
import { RETURN_TEXTS, STATUS_COLOURS } from './texts';

interface Correction {
  value: number;
  reason: string;
}

const idPath = (path: string, id: number) => path.replace(':id', String(id));

/** What the campus changes before saving: corrections, comments, contacts, the research cell. */
interface Draft {
  corrections: Map<string, Correction>;
  comments: Map<string, string>;
  contacts: ReturnContact[];
  researchCell: boolean | null;
}

const draftOf = (shown: StatisticalReturn): Draft => ({
  corrections: new Map(
    shown.corrections.map((c) => [c.address, { value: c.value, reason: c.reason }]),
  ),
  comments: new Map(
    shown.findings.filter((f) => f.comment).map((f) => [f.subject, f.comment ?? '']),
  ),
  contacts: shown.contacts,
  researchCell: shown.researchCell,
});

/** The draft of the answer shown: a new answer (saved, submitted, another year) starts afresh. */
function useDraft(shown: StatisticalReturn) {
  const [held, setHeld] = useState(() => ({ of: shown, draft: draftOf(shown) }));
  if (held.of !== shown) setHeld({ of: shown, draft: draftOf(shown) });
  const draft = held.of === shown ? held.draft : draftOf(shown);
  const setDraft = (change: (previous: Draft) => Draft) =>
    setHeld((previous) => ({ of: previous.of, draft: change(previous.draft) }));
  return [draft, setDraft] as const;
}

function CellCorrection({
  address,
  computed,
  current,
  onDone,
  onCancel,
}: {
  address: string;
  computed: number | null;
  current: Correction | undefined;
  onDone: (correction: Correction | null) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<number | null>(current?.value ?? computed);
  const [reason, setReason] = useState(current?.reason ?? '');
  return (
    <Modal
      open
      title={RETURN_TEXTS.correction}
      onCancel={onCancel}
      onOk={() => onDone(value === null || value === computed ? null : { value, reason })}
      okButtonProps={{ disabled: value !== computed && value !== null && reason.trim() === '' }}
    >
      <Typography.Paragraph type="secondary">
        {RETURN_TEXTS.computed(computed)}
      </Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <InputNumber
          aria-label={RETURN_TEXTS.correction}
          min={0}
          precision={0}
          value={value}
          onChange={(next) => setValue(next)}
          data-address={address}
        />
        <Input.TextArea
          aria-label={RETURN_TEXTS.reason}
          placeholder={RETURN_TEXTS.reason}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </Space>
    </Modal>
  );
}

/** One table of the form: column groups as the paper has them; a corrected figure marked. */
function FigureTable({
  table,
  editable,
  corrections,
  onCorrect,
}: {
  table: ReturnTable;
  editable: boolean;
  corrections: ReadonlyMap<string, Correction>;
  onCorrect: (address: string, computed: number | null) => void;
}) {
  const figureColumn = (column: ReturnTable['columns'][number]) => ({
    key: column.key,
    title: column.label,
    align: 'right' as const,
    render: (_: unknown, row: ReturnTable['rows'][number]) => {
      const cell = row.cells[column.key];
      if (!cell) return '';
      const address = `${table.key}/${row.key}/${column.key}`;
      const correction = corrections.get(address);
      const value = correction ? correction.value : cell.computed;
      const shown = correction ? (
        <Tooltip title={`${RETURN_TEXTS.computed(cell.computed)} · ${correction.reason}`}>
          <Tag color="gold">{value}*</Tag>
        </Tooltip>
      ) : (
        <span>{value ?? ''}</span>
      );
      return editable ? (
        <Button
          type="link"
          size="small"
          aria-label={`${RETURN_TEXTS.correct} ${row.label}: ${column.group ? `${column.group} ` : ''}${column.label}`}
          onClick={() => onCorrect(address, cell.computed)}
        >
          {shown}
        </Button>
      ) : (
        shown
      );
    },
  });
  const groups = new Map<string, ReturnTable['columns']>();
  const columns: object[] = [
    {
      key: 'row',
      title: '',
      fixed: 'left' as const,
      render: (_: unknown, row: ReturnTable['rows'][number]) =>
        row.group ? (
          <span>
            <Typography.Text type="secondary">{row.group}: </Typography.Text>
            {row.label}
          </span>
        ) : (
          row.label
        ),
    },
  ];
  for (const column of table.columns) {
    if (!column.group) {
      columns.push(figureColumn(column));
      continue;
    }
    const group = groups.get(column.group);
    if (group) group.push(column);
    else {
      const members = [column];
      groups.set(column.group, members);
      columns.push({ key: column.group, title: column.group, children: members });
    }
  }
  const resolved = columns.map((column) =>
    'children' in column
      ? { ...column, children: (column.children as ReturnTable['columns']).map(figureColumn) }
      : column,
  );
  return (
    <Table
      size="small"
      bordered
      rowKey="key"
      title={() => <Typography.Text strong>{table.title}</Typography.Text>}
      columns={resolved}
      dataSource={table.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/**
 * A return as its campus edits it, or as its university and the commission review it: its
 * figures by section (with the source of each), the rules' findings, contacts, history, and the
 * actions the API says the reader may take.
 */
export function ReturnView({
  shown,
  onChanged,
}: {
  shown: StatisticalReturn;
  onChanged: (next: StatisticalReturn) => void;
}) {
  const notice = useNotice();
  const [draft, setDraft] = useDraft(shown);
  const [correcting, setCorrecting] = useState<{ address: string; computed: number | null } | null>(
    null,
  );
  const [deciding, setDeciding] = useState<'endorse' | 'accept' | 'return' | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const editable = shown.editable;
  const pdf = useExport(
    shown.id === null ? RETURN_PATHS.campusReturn : idPath(RETURN_PATHS.pdf, shown.id),
    {},
    `Statistical Return ${shown.campusName} ${shown.fiscalYearLabel}.pdf`,
    { what: 'the statistical return', failedText: RETURN_TEXTS.pdfFailed },
  );

  const body = () => ({
    fiscalYearId: shown.fiscalYearId,
    form: shown.form,
    corrections: [...draft.corrections].map(([address, c]) => ({ address, ...c })),
    comments: [...draft.comments]
      .filter(([, text]) => text.trim() !== '')
      .map(([subject, text]) => ({ subject, comment: text })),
    contacts: draft.contacts.filter((contact) => contact.name.trim() !== ''),
    researchCell: draft.researchCell,
  });
  const failed = (error: unknown) => {
    const answer = apiErrorOf(error);
    notice.error(answer?.message ?? RETURN_TEXTS.loadFailed);
  };
  const run = async (work: () => Promise<StatisticalReturn>, done: string) => {
    setBusy(true);
    try {
      onChanged(await work());
      notice.success(done);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    apiClient.put<StatisticalReturn>(RETURN_PATHS.campusReturn, body()).then((r) => r.data);
  const submit = async () => {
    await save();
    return (
      await apiClient.post<StatisticalReturn>(RETURN_PATHS.submit, {
        fiscalYearId: shown.fiscalYearId,
        form: shown.form,
      })
    ).data;
  };
  const decide = async () => {
    if (!deciding || shown.id === null) return;
    if (deciding === 'return' && comment.trim() === '') {
      notice.error(RETURN_TEXTS.commentNeeded);
      return;
    }
    const path = {
      endorse: RETURN_PATHS.endorse,
      accept: RETURN_PATHS.accept,
      return: RETURN_PATHS.sendBack,
    }[deciding];
    await run(
      async () =>
        (await apiClient.post<StatisticalReturn>(idPath(path, shown.id ?? 0), { comment })).data,
      RETURN_TEXTS.decided,
    );
    setDeciding(null);
    setComment('');
  };
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('fiscalYearId', String(shown.fiscalYearId));
    form.append('file', file);
    setBusy(true);
    try {
      await apiClient.post(signedReturnContract.path, form);
      notice.success(RETURN_TEXTS.uploaded);
      if (shown.id !== null)
        onChanged(
          (await apiClient.get<StatisticalReturn>(idPath(RETURN_PATHS.one, shown.id))).data,
        );
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const setContact = (index: number, field: keyof ReturnContact, value: string) =>
    setDraft((previous) => {
      const contacts = [...previous.contacts];
      const base = contacts[index] ?? { name: '', post: '', phone: '', email: '' };
      contacts[index] = { ...base, [field]: value };
      return { ...previous, contacts };
    });

  const sections = useMemo(
    () =>
      shown.sections
        .filter((section) => section.key !== 'contacts')
        .map((section) => ({
          key: section.key,
          label: (
            <span>
              {section.title} {section.empty ? <Tag>{RETURN_TEXTS.emptySection}</Tag> : null}
            </span>
          ),
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">
                {RETURN_TEXTS.source}: {section.source}
              </Typography.Text>
              {section.tables.map((table) => (
                <FigureTable
                  key={table.key}
                  table={table}
                  editable={editable}
                  corrections={draft.corrections}
                  onCorrect={(address, computed) => setCorrecting({ address, computed })}
                />
              ))}
            </Space>
          ),
        })),
    [shown.sections, editable, draft.corrections],
  );

  return (
    <div data-testid="statistical-return">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        bordered
        style={{ marginBottom: 16 }}
      >
        <Descriptions.Item label={RETURN_TEXTS.campus}>{shown.campusName}</Descriptions.Item>
        <Descriptions.Item label={RETURN_TEXTS.university}>
          {shown.universityName}
        </Descriptions.Item>
        <Descriptions.Item label={RETURN_TEXTS.fiscalYear}>
          {shown.fiscalYearLabel}
        </Descriptions.Item>
        <Descriptions.Item label={RETURN_TEXTS.status}>
          <Tag color={STATUS_COLOURS[shown.status]} data-testid="return-status">
            {RETURN_TEXTS.statuses[shown.status]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={RETURN_TEXTS.number}>{shown.number ?? '–'}</Descriptions.Item>
        <Descriptions.Item label={RETURN_TEXTS.deadline}>
          {shown.deadline ? formatBsAd(shown.deadline) : RETURN_TEXTS.noDeadline}
        </Descriptions.Item>
      </Descriptions>

      <Space wrap style={{ marginBottom: 16 }}>
        {shown.actions.includes('save') ? (
          <Button loading={busy} onClick={() => void run(save, RETURN_TEXTS.saved)}>
            {RETURN_TEXTS.save}
          </Button>
        ) : null}
        {shown.actions.includes('submit') ? (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void run(submit, RETURN_TEXTS.submitted)}
          >
            {RETURN_TEXTS.submit}
          </Button>
        ) : null}
        {shown.id !== null ? (
          <Button loading={pdf.exporting} onClick={pdf.run}>
            {RETURN_TEXTS.pdf}
          </Button>
        ) : null}
        {shown.actions.includes('upload') ? (
          <Upload
            accept="application/pdf"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button loading={busy}>{RETURN_TEXTS.upload}</Button>
          </Upload>
        ) : null}
        {shown.signedReturnId !== null ? <Tag color="green">{RETURN_TEXTS.signedKept}</Tag> : null}
        {shown.actions.includes('endorse') ? (
          <Button type="primary" onClick={() => setDeciding('endorse')}>
            {RETURN_TEXTS.endorse}
          </Button>
        ) : null}
        {shown.actions.includes('accept') ? (
          <Button type="primary" onClick={() => setDeciding('accept')}>
            {RETURN_TEXTS.accept}
          </Button>
        ) : null}
        {shown.actions.includes('return') ? (
          <Button danger onClick={() => setDeciding('return')}>
            {RETURN_TEXTS.sendBack}
          </Button>
        ) : null}
      </Space>

      <Typography.Title level={5}>{RETURN_TEXTS.findings}</Typography.Title>
      {shown.findings.length === 0 ? (
        <Alert
          type="success"
          showIcon
          title={RETURN_TEXTS.noFindings}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Space
          orientation="vertical"
          style={{ width: '100%', marginBottom: 16 }}
          data-testid="return-findings"
        >
          {shown.findings.map((finding) => (
            <Alert
              key={`${finding.rule}/${finding.subject}`}
              type={finding.level === 'error' ? 'error' : 'warning'}
              showIcon
              title={finding.message}
              description={
                finding.level === 'warning' ? (
                  editable ? (
                    <Input.TextArea
                      aria-label={`${RETURN_TEXTS.comment}: ${finding.message}`}
                      placeholder={RETURN_TEXTS.comment}
                      maxLength={1000}
                      value={draft.comments.get(finding.subject) ?? ''}
                      onChange={(event) =>
                        setDraft((previous) => {
                          const comments = new Map(previous.comments);
                          comments.set(finding.subject, event.target.value);
                          return { ...previous, comments };
                        })
                      }
                    />
                  ) : (
                    finding.comment
                  )
                ) : undefined
              }
            />
          ))}
        </Space>
      )}

      <Collapse items={sections} defaultActiveKey={[shown.sections[0]?.key ?? '']} />

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {RETURN_TEXTS.contacts}
      </Typography.Title>
      {editable ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {[0, 1, 2].map((index) => (
            <Space key={index} wrap>
              {(['name', 'post', 'phone', 'email'] as const).map((field) => {
                const label = {
                  name: RETURN_TEXTS.contactName,
                  post: RETURN_TEXTS.contactPost,
                  phone: RETURN_TEXTS.contactPhone,
                  email: RETURN_TEXTS.contactEmail,
                }[field];
                return (
                  <Input
                    key={field}
                    aria-label={`${label} ${index + 1}`}
                    placeholder={label}
                    value={draft.contacts[index]?.[field] ?? ''}
                    onChange={(event) => setContact(index, field, event.target.value)}
                  />
                );
              })}
            </Space>
          ))}
        </Space>
      ) : (
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={shown.contacts}
          columns={[
            { key: 'name', dataIndex: 'name', title: RETURN_TEXTS.contactName },
            { key: 'post', dataIndex: 'post', title: RETURN_TEXTS.contactPost },
            { key: 'phone', dataIndex: 'phone', title: RETURN_TEXTS.contactPhone },
            { key: 'email', dataIndex: 'email', title: RETURN_TEXTS.contactEmail },
          ]}
        />
      )}
      {shown.form === 'full' ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text>{RETURN_TEXTS.researchCell} </Typography.Text>
          <Radio.Group
            disabled={!editable}
            value={draft.researchCell}
            onChange={(event) =>
              setDraft((previous) => ({ ...previous, researchCell: event.target.value as boolean }))
            }
            options={[
              { value: true, label: RETURN_TEXTS.yes },
              { value: false, label: RETURN_TEXTS.no },
            ]}
          />
        </div>
      ) : null}

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {RETURN_TEXTS.history}
      </Typography.Title>
      {shown.history.length === 0 ? (
        <Typography.Text type="secondary">{RETURN_TEXTS.noHistory}</Typography.Text>
      ) : (
        <Timeline
          items={shown.history.map((step, index) => ({
            key: `${step.at}-${index}`,
            content: (
              <span>
                <b>{RETURN_TEXTS.statuses[step.status]}</b> · {step.by} ·{' '}
                {step.at.slice(0, 16).replace('T', ' ')}
                {step.comment ? <div>{step.comment}</div> : null}
              </span>
            ),
          }))}
        />
      )}

      {correcting ? (
        <CellCorrection
          address={correcting.address}
          computed={correcting.computed}
          current={draft.corrections.get(correcting.address)}
          onCancel={() => setCorrecting(null)}
          onDone={(correction) => {
            setDraft((previous) => {
              const corrections = new Map(previous.corrections);
              if (correction) corrections.set(correcting.address, correction);
              else corrections.delete(correcting.address);
              return { ...previous, corrections };
            });
            setCorrecting(null);
          }}
        />
      ) : null}
      {deciding ? (
        <Modal
          open
          title={
            {
              endorse: RETURN_TEXTS.endorse,
              accept: RETURN_TEXTS.accept,
              return: RETURN_TEXTS.sendBack,
            }[deciding]
          }
          onCancel={() => setDeciding(null)}
          onOk={() => void decide()}
          confirmLoading={busy}
        >
          <Input.TextArea
            aria-label={RETURN_TEXTS.decisionComment}
            placeholder={RETURN_TEXTS.decisionComment}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.target.value)}
          />
        </Modal>
      ) : null}
    </div>
  );
}
