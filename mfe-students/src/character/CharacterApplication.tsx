import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  CHARACTER_CERTIFICATE_PATHS,
  CHARACTER_MESSAGES,
  certificateNoLabel,
  characterCertificateContract,
  type CharacterCertificate,
} from '@hemis/shared-contracts';
import {
  ListTable,
  mayAct,
  useApiGet,
  useNotice,
  useRowUser,
  translateMessage,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { StudentSearchSelect } from '../students/StudentSearchSelect';
import { CertificateList, CharacterStatusTag } from './certificates';
import { PrintButtons } from './printing';
import { CHARACTER_TEXTS, characterLinks } from './texts';
import { formatDateTime } from '@hemis/shared-ui';

/**
 * The purpose and the Apply button; `send` makes the call (the student's own route, or the
 * clerks' with the chosen student). A refusal is shown under the form.
 */
function ApplyForm({
  send,
  ready = true,
  onApplied,
  message,
}: {
  send(purpose: string): Promise<unknown>;
  ready?: boolean;
  onApplied(): void;
  message: string;
}) {
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const [purpose, setPurpose] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function apply() {
    if (!purpose.trim()) {
      setProblem(t(CHARACTER_MESSAGES.purposeRequired));
      return;
    }
    setBusy(true);
    try {
      await send(purpose.trim());
      notice.success(t(message));
      setPurpose('');
      setProblem(null);
      onApplied();
    } catch (error) {
      const refusal = apiErrorOf(error);
      const field = refusal?.fields ? Object.values(refusal.fields)[0] : undefined;
      const refused = field ?? refusal?.message;
      setProblem(refused ? translateMessage(refused) : t(CHARACTER_TEXTS.applyFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 480 }}>
      <label htmlFor="character-purpose">
        <Typography.Text strong>{t(CHARACTER_TEXTS.purpose)}</Typography.Text>
      </label>
      <Input
        id="character-purpose"
        maxLength={300}
        placeholder={t(CHARACTER_TEXTS.purposeHint)}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
      />
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <Button type="primary" loading={busy} disabled={!ready} onClick={() => void apply()}>
        {t(CHARACTER_TEXTS.apply)}
      </Button>
    </Space>
  );
}

/** A Student: their application form and their own applications, printable once issued. */
function StudentApplications() {
  const t = studentsTexts.useTexts();
  // No page asked: the list answers every one of the student's own rows, as a plain array, with
  // their joined names and labels.
  const list = useApiGet<CharacterCertificate[]>(characterCertificateContract.path, {
    sort: 'id',
    order: 'desc',
  });
  const rows = list.data ?? [];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t(CHARACTER_TEXTS.applyTitle)}>
        <Typography.Paragraph type="secondary">{t(CHARACTER_TEXTS.applyNote)}</Typography.Paragraph>
        <ApplyForm
          message={CHARACTER_MESSAGES.applied}
          send={(purpose) => apiClient.post(CHARACTER_CERTIFICATE_PATHS.selfApply, { purpose })}
          onApplied={list.reload}
        />
      </Card>
      <Card title={t(CHARACTER_TEXTS.mine)}>
        {list.failed ? <Alert type="error" showIcon title={t(CHARACTER_TEXTS.notFound)} /> : null}
        <ListTable<CharacterCertificate>
          card={{ title: ['purpose'], status: ['status'], actions: ['actions'] }}
          size="small"
          rowKey="id"
          loading={!list.data && !list.failed}
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: t(CHARACTER_TEXTS.none) }}
          columns={[
            {
              title: t(CHARACTER_TEXTS.appliedOn),
              dataIndex: 'createdAt',
              render: (value: string) => formatDateTime(value),
            },
            { title: t(CHARACTER_TEXTS.purpose), dataIndex: 'purpose' },
            {
              title: t('Status'),
              dataIndex: 'status',
              render: (value: unknown) => <CharacterStatusTag status={value} />,
            },
            {
              title: t('Certificate No.'),
              key: 'number',
              render: (_value, row) => certificateNoLabel(row),
            },
            {
              title: '',
              key: 'actions',
              render: (_value, row) => (
                <Space>
                  <Link to={characterLinks.certificate(row.id)}>{t(CHARACTER_TEXTS.open)}</Link>
                  {row.status === 'approved' ? <PrintButtons certificate={row} own /> : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

/** Campus staff: apply for a student, make an old-format certificate, and the campus's list. */
function StaffApplications() {
  const user = useRowUser();
  const t = studentsTexts.useTexts();
  const mayAdd = mayAct(user, 'student', 'add');
  const [studentId, setStudentId] = useState<number | null>(null);
  // The list loads again after an application is sent.
  const [version, setVersion] = useState(0);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {mayAdd ? (
        <Card
          title={t(CHARACTER_TEXTS.onBehalfTitle)}
          extra={
            <Link to={characterLinks.oldForm('new')} title={t(CHARACTER_TEXTS.oldFormatNote)}>
              <Button>{t(CHARACTER_TEXTS.oldFormat)}</Button>
            </Link>
          }
        >
          <label htmlFor="character-student">
            <Typography.Text strong>{t(CHARACTER_TEXTS.student)}</Typography.Text>
          </label>
          <StudentSearchSelect
            id="character-student"
            label={CHARACTER_TEXTS.student}
            value={studentId}
            onChange={setStudentId}
          />
          <div style={{ marginTop: 12 }}>
            <ApplyForm
              message={CHARACTER_MESSAGES.created}
              ready={studentId !== null}
              send={(purpose) =>
                apiClient.post(characterCertificateContract.path, { studentId, purpose })
              }
              onApplied={() => {
                setStudentId(null);
                setVersion((value) => value + 1);
              }}
            />
          </div>
        </Card>
      ) : null}
      <CertificateList key={version} />
    </Space>
  );
}

/**
 * /character-application: a Student applies and follows their own applications; campus staff
 * apply on a student's behalf, decide, and make old-format certificates.
 */
export default function CharacterApplication() {
  return useRowUser()?.role === 'Student' ? <StudentApplications /> : <StaffApplications />;
}
