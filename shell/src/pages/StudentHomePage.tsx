import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Descriptions,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { apiClient, httpStatusOf } from '@hemis/shared-auth';
import { inDigits, useDigits } from '@hemis/shared-ui/src/i18n/texts';
import { choiceText, shellTexts } from '../i18n/texts';
import { MyFees } from './MyFees';
import { MyResults } from './MyResults';
import {
  GENDER_CHOICES,
  STUDENT_DOCUMENT_TYPES,
  STUDENT_PATHS,
  STUDENT_STATUSES,
  uploadedFileUrl,
  VERIFICATION_STATUSES,
  studentSelfSchema,
  type DocumentRow,
  type StudentSelf,
} from '@hemis/shared-contracts';
import { downloadDocument, formatBytes, saveFile, useNotice } from '@hemis/shared-ui';
import { formatDate } from '@hemis/shared-ui/src/entries/shell';

type State =
  | { status: 'loading' }
  | { status: 'ready'; self: StudentSelf }
  | { status: 'unlinked' }
  | { status: 'failed' };

export const STUDENT_HOME_TEXTS = {
  title: 'My Record',
  unlinked:
    'No student record is linked to your account yet. Your campus links it when it registers you; ask the campus office if this takes long.',
  failed: 'Your record could not be loaded right now.',
  pending: 'Your campus will verify your record. Until then some services (identity card) wait.',
  rejected: 'Your campus could not verify your record. Please contact the campus office.',
  downloadFailed: 'The document could not be downloaded.',
  card: 'Download my identity card',
  cardFailed: 'Your identity card could not be downloaded.',
  cardWaits: 'Your identity card can be downloaded once your record is verified and active.',
  changePassword: 'Change password',
} as const;

/** The file name the student's own card is saved under. */
export const OWN_CARD_FILE = 'identity-card.pdf';

const VERIFICATION_COLOURS: Record<string, string> = {
  pending: 'gold',
  verified: 'green',
  rejected: 'red',
};

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * /student-home, also the Student's dashboard: their own record, its verification, their
 * identity card (once verified and active), their documents, and the change of their password.
 */
export default function StudentHomePage() {
  const t = shellTexts.useTexts();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    apiClient
      .get<unknown>(STUDENT_PATHS.self)
      .then((response) => {
        if (active) setState({ status: 'ready', self: studentSelfSchema.parse(response.data) });
      })
      .catch((error: unknown) => {
        // 404: the account has no student record linked to it (yet).
        if (httpStatusOf(error) === 404) {
          if (active) setState({ status: 'unlinked' });
          return;
        }
        console.error('The student record could not be read', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, []);
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(STUDENT_HOME_TEXTS.title)}
      </Typography.Title>
      {state.status === 'loading' ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : null}
      {state.status === 'unlinked' ? (
        <Alert type="info" showIcon title={t(STUDENT_HOME_TEXTS.unlinked)} />
      ) : null}
      {state.status === 'failed' ? (
        <Alert type="warning" showIcon title={t(STUDENT_HOME_TEXTS.failed)} />
      ) : null}
      {state.status === 'ready' ? <OwnRecord self={state.self} /> : null}
    </div>
  );
}

function OwnRecord({ self }: { self: StudentSelf }) {
  const notice = useNotice();
  const t = shellTexts.useTexts();
  useDigits();
  const record = self.record;
  const label = (field: string) => record.labels?.[field] ?? '-';
  const name = [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ');
  // The row carries its uploads (the photo's signed link) beside the contract's fields.
  const photo = uploadedFileUrl('photo' in record ? record.photo : null);
  const verification = record.verificationStatus ?? 'pending';

  const cardReady = verification === 'verified' && record.status === 'active';
  const [cardBusy, setCardBusy] = useState(false);

  async function downloadCard() {
    setCardBusy(true);
    try {
      const response = await apiClient.get<Blob>(STUDENT_PATHS.selfCard, {
        responseType: 'blob',
      });
      saveFile(response.data, OWN_CARD_FILE);
    } catch (error) {
      console.error('Downloading the identity card failed', error);
      notice.error(t(STUDENT_HOME_TEXTS.cardFailed));
    } finally {
      setCardBusy(false);
    }
  }

  async function download(document: DocumentRow) {
    try {
      await downloadDocument(STUDENT_PATHS.documents(record.id), document);
    } catch (error) {
      console.error('Downloading a document failed', error);
      notice.error(t(STUDENT_HOME_TEXTS.downloadFailed));
    }
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Space align="start" size="large" wrap>
          <Avatar
            shape="square"
            size={96}
            src={photo ?? undefined}
            alt={photo ? t('My photo') : undefined}
          >
            {name.slice(0, 1)}
          </Avatar>
          <Space orientation="vertical">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
            <Typography.Text>{label('campusId')}</Typography.Text>
            <Tag color={VERIFICATION_COLOURS[verification] ?? 'default'}>
              {choiceText(t, VERIFICATION_STATUSES, verification, '-')}
            </Tag>
            <Space wrap>
              {cardReady ? (
                <Button type="primary" loading={cardBusy} onClick={() => void downloadCard()}>
                  {t(STUDENT_HOME_TEXTS.card)}
                </Button>
              ) : (
                <Typography.Text type="secondary">
                  {t(STUDENT_HOME_TEXTS.cardWaits)}
                </Typography.Text>
              )}
              <Link to="/change-password">{t(STUDENT_HOME_TEXTS.changePassword)}</Link>
            </Space>
          </Space>
        </Space>
        {verification === 'pending' ? (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 16 }}
            title={t(STUDENT_HOME_TEXTS.pending)}
          />
        ) : null}
        {verification === 'rejected' ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 16 }}
            title={t(STUDENT_HOME_TEXTS.rejected)}
            description={record.verificationRemarks ?? undefined}
          />
        ) : null}
      </Card>
      <Card title={t('Personal')}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('Name')}>{name}</Descriptions.Item>
          <Descriptions.Item label={t('Name (Nepali)')}>
            {text(record.nameNepali)}
          </Descriptions.Item>
          <Descriptions.Item label={t('Gender')}>
            {choiceText(t, GENDER_CHOICES, record.gender, '-')}
          </Descriptions.Item>
          <Descriptions.Item label={t('Date of Birth')}>
            {record.dateOfBirth ? inDigits(formatDate(record.dateOfBirth)) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('Email')}>{text(record.email)}</Descriptions.Item>
          <Descriptions.Item label={t('Phone')}>{text(record.phoneNumber)}</Descriptions.Item>
          <Descriptions.Item label={t('Permanent District')}>
            {label('permanentDistrictId')}
          </Descriptions.Item>
          <Descriptions.Item label={t('Citizenship No.')}>
            {text(record.citizenshipNo)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('Academic')}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('Campus')}>{label('campusId')}</Descriptions.Item>
          <Descriptions.Item label={t('Program')}>{label('programId')}</Descriptions.Item>
          <Descriptions.Item label={t('Level')}>{label('levelId')}</Descriptions.Item>
          <Descriptions.Item label={t('Faculty')}>{label('facultyId')}</Descriptions.Item>
          <Descriptions.Item label={t('Batch')}>{label('batchId')}</Descriptions.Item>
          <Descriptions.Item label={t('Year/Semester')}>
            {text(record.yearOrSemester)}
          </Descriptions.Item>
          <Descriptions.Item label={t('Registration No.')}>
            {text(record.registrationNo)}
          </Descriptions.Item>
          <Descriptions.Item label={t('Campus Roll No.')}>
            {text(record.campusRollNo)}
          </Descriptions.Item>
          <Descriptions.Item label={t('Status')}>
            {choiceText(t, STUDENT_STATUSES, record.status, '-')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <MyResults />
      <MyFees />
      <Card title={t('My Documents')}>
        <Table<DocumentRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={self.documents}
          locale={{ emptyText: t('No documents yet') }}
          columns={[
            {
              key: 'type',
              title: t('Type'),
              render: (_value, row) => choiceText(t, STUDENT_DOCUMENT_TYPES, row.documentType),
            },
            { key: 'title', title: t('Title'), dataIndex: 'title' },
            { key: 'file', title: t('File'), dataIndex: 'originalName' },
            { key: 'size', title: t('Size'), render: (_value, row) => formatBytes(row.sizeBytes) },
            {
              key: 'action',
              title: t('Action'),
              render: (_value, row) => (
                <Button size="small" onClick={() => void download(row)}>
                  {t('Download')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
