import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Collapse,
  Descriptions,
  Input,
  Modal,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  RETURN_PATHS,
  signedReturnContract,
  type ReturnContact,
  type StatisticalReturn,
} from '@hemis/shared-contracts';
import { formatDate, translateMessage, useExport, useNotice } from '@hemis/shared-ui';
import { reportsTexts } from '../i18n/texts';
import { CellCorrection, FigureTable, labelOf, type Correction } from './FigureTable';
import { ReturnContacts, ReturnHistory } from './ReturnParts';
import { RETURN_TEXTS, STATUS_COLOURS } from './texts';

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
  const t = reportsTexts.useTexts();
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
    { what: 'the statistical return', failedText: t(RETURN_TEXTS.pdfFailed) },
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
    notice.error(answer?.message ? translateMessage(answer.message) : t(RETURN_TEXTS.loadFailed));
  };
  const run = async (work: () => Promise<StatisticalReturn>, done: string) => {
    setBusy(true);
    try {
      onChanged(await work());
      notice.success(t(done));
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
      notice.error(t(RETURN_TEXTS.commentNeeded));
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
      notice.success(t(RETURN_TEXTS.uploaded));
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
              {labelOf(section.title)}{' '}
              {section.empty ? <Tag>{t(RETURN_TEXTS.emptySection)}</Tag> : null}
            </span>
          ),
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">
                {t(RETURN_TEXTS.source)}: {labelOf(section.source)}
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
    [shown.sections, editable, draft.corrections, t],
  );

  return (
    <div data-testid="statistical-return">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        bordered
        style={{ marginBottom: 16 }}
      >
        <Descriptions.Item label={t(RETURN_TEXTS.campus)}>{shown.campusName}</Descriptions.Item>
        <Descriptions.Item label={t(RETURN_TEXTS.university)}>
          {shown.universityName}
        </Descriptions.Item>
        <Descriptions.Item label={t(RETURN_TEXTS.fiscalYear)}>
          {shown.fiscalYearLabel}
        </Descriptions.Item>
        <Descriptions.Item label={t(RETURN_TEXTS.status)}>
          <Tag color={STATUS_COLOURS[shown.status]} data-testid="return-status">
            {t(RETURN_TEXTS.statuses[shown.status])}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t(RETURN_TEXTS.number)}>{shown.number ?? '–'}</Descriptions.Item>
        <Descriptions.Item label={t(RETURN_TEXTS.deadline)}>
          {shown.deadline ? formatDate(shown.deadline) : t(RETURN_TEXTS.noDeadline)}
        </Descriptions.Item>
      </Descriptions>

      <Space wrap style={{ marginBottom: 16 }}>
        {shown.actions.includes('save') ? (
          <Button loading={busy} onClick={() => void run(save, RETURN_TEXTS.saved)}>
            {t(RETURN_TEXTS.save)}
          </Button>
        ) : null}
        {shown.actions.includes('submit') ? (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void run(submit, RETURN_TEXTS.submitted)}
          >
            {t(RETURN_TEXTS.submit)}
          </Button>
        ) : null}
        {shown.id !== null ? (
          <Button loading={pdf.exporting} onClick={pdf.run}>
            {t(RETURN_TEXTS.pdf)}
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
            <Button loading={busy}>{t(RETURN_TEXTS.upload)}</Button>
          </Upload>
        ) : null}
        {shown.signedReturnId !== null ? (
          <Tag color="green">{t(RETURN_TEXTS.signedKept)}</Tag>
        ) : null}
        {shown.actions.includes('endorse') ? (
          <Button type="primary" onClick={() => setDeciding('endorse')}>
            {t(RETURN_TEXTS.endorse)}
          </Button>
        ) : null}
        {shown.actions.includes('accept') ? (
          <Button type="primary" onClick={() => setDeciding('accept')}>
            {t(RETURN_TEXTS.accept)}
          </Button>
        ) : null}
        {shown.actions.includes('return') ? (
          <Button danger onClick={() => setDeciding('return')}>
            {t(RETURN_TEXTS.sendBack)}
          </Button>
        ) : null}
      </Space>

      <Typography.Title level={5}>{t(RETURN_TEXTS.findings)}</Typography.Title>
      {shown.findings.length === 0 ? (
        <Alert
          type="success"
          showIcon
          title={t(RETURN_TEXTS.noFindings)}
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
              title={translateMessage(finding.message)}
              description={
                finding.level === 'warning' ? (
                  editable ? (
                    <Input.TextArea
                      aria-label={`${t(RETURN_TEXTS.comment)}: ${translateMessage(finding.message)}`}
                      placeholder={t(RETURN_TEXTS.comment)}
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

      <ReturnContacts
        shown={shown}
        editable={editable}
        contacts={draft.contacts}
        researchCell={draft.researchCell}
        onContact={setContact}
        onResearchCell={(value) => setDraft((previous) => ({ ...previous, researchCell: value }))}
      />
      <ReturnHistory history={shown.history} />

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
          title={t(
            {
              endorse: RETURN_TEXTS.endorse,
              accept: RETURN_TEXTS.accept,
              return: RETURN_TEXTS.sendBack,
            }[deciding],
          )}
          onCancel={() => setDeciding(null)}
          onOk={() => void decide()}
          confirmLoading={busy}
        >
          <Input.TextArea
            aria-label={t(RETURN_TEXTS.decisionComment)}
            placeholder={t(RETURN_TEXTS.decisionComment)}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.target.value)}
          />
        </Modal>
      ) : null}
    </div>
  );
}
