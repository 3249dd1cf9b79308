import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  Modal,
  Popconfirm,
  Space,
  Spin,
  Typography,
} from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  CHARACTER_CERTIFICATE_PATHS as PATHS,
  CHARACTER_MESSAGES,
  certificateNoLabel,
  characterCertificateContract,
  resourcePaths,
  type CharacterCertificate,
  type CharacterVerification,
} from '@hemis/shared-contracts';
import {
  mayAct,
  renderCell,
  useApiGet,
  useNotice,
  useRowUser,
  translateMessage,
  type Translate,
} from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { PdfPanel } from '@hemis/shared-ui';
import { recordId } from '../students/studentRecord';
import { CertificateList, CharacterStatusTag } from './certificates';
import { certificateFileName, certificatePdfPath } from './printing';
import { CHARACTER_TEXTS, characterLinks } from './texts';

const ONE = resourcePaths(characterCertificateContract.path).one;

/** "2075 to 2079 B.S."; an open end reads "to date" (the contracts' studyPeriodLabel, translated). */
const studyPeriodOf = (certificate: CharacterCertificate, t: Translate): string => {
  const from = certificate.studyFromYear;
  if (!from) return '';
  const to = certificate.studyToYear;
  return to ? t('{{from}} to {{to}} B.S.', { from, to }) : t('{{from}} to date B.S.', { from });
};

/** What the certificate states, in the contract's labels and the list's cell formats. */
const SHOWN: readonly (keyof CharacterCertificate & string)[] = [
  'studentName',
  'registrationNo',
  'fatherName',
  'motherName',
  'dateOfBirthBs',
  'programName',
  'levelId',
  'purpose',
  'conductRemark',
  'fiscalYearId',
  'issuedAt',
  'issuedBy',
  'rejectionReason',
];

/**
 * A dialog asking for text before a decision (the reason of a rejection, a new purpose); its
 * texts are given in English and shown in the current language.
 */
function TextDialog({
  open,
  title,
  note,
  okText,
  danger,
  inputs,
  onClose,
  send,
  failure,
}: {
  open: boolean;
  title: string;
  note?: string;
  okText: string;
  danger?: boolean;
  inputs: { name: string; label: string; initial: string; rows?: number }[];
  onClose(): void;
  send(values: Record<string, string>): Promise<unknown>;
  failure: string;
}) {
  const t = studentsTexts.useTexts();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(inputs.map((input) => [input.name, input.initial])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await send(values);
      setProblem(null);
    } catch (error) {
      const refusal = apiErrorOf(error);
      const field = refusal?.fields ? Object.values(refusal.fields)[0] : undefined;
      const refused = field ?? refusal?.message;
      setProblem(refused ? translateMessage(refused) : t(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      title={t(title)}
      okText={t(okText)}
      okButtonProps={{ danger, loading: busy }}
      cancelText={t(CHARACTER_TEXTS.keep)}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      {note ? <Typography.Paragraph>{t(note)}</Typography.Paragraph> : null}
      {inputs.map((input) => (
        <Input.TextArea
          key={input.name}
          aria-label={t(input.label)}
          placeholder={t(input.label)}
          rows={input.rows ?? 2}
          style={{ marginBottom: 8 }}
          value={values[input.name] ?? ''}
          onChange={(event) =>
            setValues((current) => ({ ...current, [input.name]: event.target.value }))
          }
        />
      ))}
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}

/** What the verification page says of the certificate now (genuine, replaced, not issued). */
function VerificationNote({ verification }: { verification: CharacterVerification | null }) {
  const t = studentsTexts.useTexts();
  if (!verification) return null;
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={verification.valid ? 'success' : 'warning'}
      showIcon
      title={`${t(CHARACTER_TEXTS.verification)}: ${translateMessage(verification.verdict)}`}
      description={
        verification.link ? (
          <a href={verification.link} target="_blank" rel="noreferrer">
            {t(CHARACTER_TEXTS.verificationPage)}
          </a>
        ) : undefined
      }
    />
  );
}

/**
 * /character-certificate/:id: the certificate's details and verification status; the campus
 * approves or rejects a waiting one and reissues an issued one; an issued one previews, prints
 * and downloads (a Student their own).
 */
export default function CertificateDetails() {
  const { id: raw } = useParams();
  return <CertificateView id={recordId(raw)} />;
}

export function CertificateView({ id }: { id: number | null }) {
  const user = useRowUser();
  const own = user?.role === 'Student';
  const mayDecide = !own && mayAct(user, 'student', 'approve');
  const notice = useNotice();
  const t = studentsTexts.useTexts();
  const navigate = useNavigate();
  const answer = useApiGet<CharacterCertificate>(id === null ? null : ONE(id));
  const verification = useApiGet<CharacterVerification>(
    id === null ? null : PATHS.verification(id),
  );
  const [dialog, setDialog] = useState<'reject' | 'reissue' | null>(null);
  const certificate = answer.data;
  const printable =
    certificate?.status === 'approved' && (own || mayAct(user, 'student', 'export'));

  if (answer.failed) return <Alert type="error" showIcon title={t(CHARACTER_TEXTS.notFound)} />;
  if (!certificate || id === null) return <Spin />;

  const reload = () => {
    answer.reload();
    verification.reload();
  };
  async function approve() {
    try {
      await apiClient.post(PATHS.approve(certificate?.id ?? 0));
      notice.success(t(CHARACTER_MESSAGES.approved));
      reload();
    } catch (error) {
      const refused = apiErrorOf(error)?.message;
      notice.error(refused ? translateMessage(refused) : t(CHARACTER_TEXTS.approveFailed));
    }
  }
  const fields = CertificateList.resource.fields;
  const item = (label: string, value: ReactNode) => (
    <Descriptions.Item key={label} label={t(label)}>
      {value === '' || value === null || value === undefined ? '-' : value}
    </Descriptions.Item>
  );

  return (
    <Card
      title={
        <Space>
          {`${t(CHARACTER_TEXTS.details)}${certificate.certificateNo ? `: ${t('No. {{number}}', { number: certificateNoLabel(certificate) })}` : ''}`}
          <CharacterStatusTag status={certificate.status} />
        </Space>
      }
      extra={<Link to={characterLinks.applications}>{t(CHARACTER_TEXTS.back)}</Link>}
    >
      <VerificationNote verification={verification.data} />
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered style={{ marginBottom: 16 }}>
        {SHOWN.map((name) => {
          const field = fields[name];
          return field ? item(field.spec.label, renderCell(field, certificate, undefined)) : null;
        })}
        {item('Period of study', studyPeriodOf(certificate, t))}
        {certificate.replacesId
          ? item(
              CHARACTER_TEXTS.replaces,
              <Link to={characterLinks.certificate(certificate.replacesId)}>
                {t(CHARACTER_TEXTS.open)}
              </Link>,
            )
          : null}
        {certificate.replacedById
          ? item(
              CHARACTER_TEXTS.replacedBy,
              <Link to={characterLinks.certificate(certificate.replacedById)}>
                {t(CHARACTER_TEXTS.open)}
              </Link>,
            )
          : null}
      </Descriptions>
      <Space wrap style={{ marginBottom: 16 }}>
        {mayDecide && certificate.status === 'applied' ? (
          <>
            <Popconfirm
              title={CHARACTER_TEXTS.approveQuestion(certificate.studentName ?? '')}
              okText={t(CHARACTER_TEXTS.approve)}
              cancelText={t(CHARACTER_TEXTS.keep)}
              onConfirm={() => void approve()}
            >
              <Button type="primary">{t(CHARACTER_TEXTS.approve)}</Button>
            </Popconfirm>
            <Button danger onClick={() => setDialog('reject')}>
              {t(CHARACTER_TEXTS.reject)}
            </Button>
          </>
        ) : null}
        {!own &&
        certificate.oldFormat &&
        certificate.status === 'applied' &&
        mayAct(user, 'student', 'edit') ? (
          <Link to={characterLinks.oldForm(certificate.id)}>{t(CHARACTER_TEXTS.edit)}</Link>
        ) : null}
        {mayDecide && certificate.status === 'approved' ? (
          <Button onClick={() => setDialog('reissue')}>{t(CHARACTER_TEXTS.reissue)}</Button>
        ) : null}
      </Space>
      <PdfPanel
        path={printable ? certificatePdfPath(certificate.id, own) : null}
        fileName={certificateFileName(certificate)}
        texts={{
          preview: CHARACTER_TEXTS.preview,
          loading: CHARACTER_TEXTS.loadingPdf,
          failed: CHARACTER_TEXTS.pdfFailed,
        }}
      />
      <TextDialog
        key={`reject-${dialog === 'reject'}`}
        open={dialog === 'reject'}
        title={CHARACTER_TEXTS.rejectTitle}
        okText={CHARACTER_TEXTS.reject}
        danger
        inputs={[{ name: 'reason', label: CHARACTER_TEXTS.rejectReason, initial: '', rows: 3 }]}
        onClose={() => setDialog(null)}
        failure={CHARACTER_TEXTS.rejectFailed}
        send={async (values) => {
          await apiClient.post(PATHS.reject(certificate.id), { reason: values.reason ?? '' });
          notice.success(t(CHARACTER_MESSAGES.rejected));
          setDialog(null);
          reload();
        }}
      />
      <TextDialog
        key={`reissue-${dialog === 'reissue'}`}
        open={dialog === 'reissue'}
        title={CHARACTER_TEXTS.reissueTitle}
        note={CHARACTER_TEXTS.reissueNote}
        okText={CHARACTER_TEXTS.reissue}
        inputs={[
          { name: 'purpose', label: CHARACTER_TEXTS.purpose, initial: certificate.purpose ?? '' },
          {
            name: 'conductRemark',
            label: fields.conductRemark?.spec.label ?? 'Conduct',
            initial: certificate.conductRemark ?? '',
            rows: 4,
          },
        ]}
        onClose={() => setDialog(null)}
        failure={CHARACTER_TEXTS.reissueFailed}
        send={async (values) => {
          const response = await apiClient.post<CharacterCertificate>(
            PATHS.reissue(certificate.id),
            values,
          );
          notice.success(t(CHARACTER_MESSAGES.reissued));
          setDialog(null);
          navigate(characterLinks.certificate(response.data.id));
        }}
      />
    </Card>
  );
}
