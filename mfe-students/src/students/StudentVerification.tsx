import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { apiClient } from '@hemis/shared-auth';
import {
  GENDER_CHOICES,
  STUDENT_DOCUMENT_TYPES,
  STUDENT_PATHS,
  VERIFICATION_MESSAGES,
  choiceLabel,
  type StudentVerification as VerificationRequest,
} from '@hemis/shared-contracts';
import { DocumentsManager, saveFailureOf, translateMessage, useNotice } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import {
  StudentHeader,
  StudentStateNote,
  birthDate,
  labelOf,
  recordId,
  useStudent,
} from './studentRecord';
import { formatDate } from '@hemis/shared-ui';

export const VERIFIED_LIST_PATH = '/student-management/verified-students';
export const VERIFICATION_TEXTS = {
  verify: 'Verify',
  reject: 'Reject',
  rejectTitle: 'Reject this student',
  reason: 'Reason',
  cancel: 'Cancel',
  documents: 'Documents',
} as const;

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/**
 * /student-management/student-verification/:id: the record and its documents, then Verify, or
 * Reject with a reason; back to the list of students waiting for verification.
 */
export default function StudentVerification() {
  const { id } = useParams();
  const studentId = recordId(id);
  const { state } = useStudent(studentId);
  const notice = useNotice();
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const t = studentsTexts.useTexts();

  async function decide(decision: VerificationRequest) {
    if (studentId === null) return;
    setSaving(true);
    try {
      await apiClient.put(STUDENT_PATHS.verification(studentId), decision);
      notice.success(
        t(
          decision.decision === 'verified'
            ? VERIFICATION_MESSAGES.verified
            : VERIFICATION_MESSAGES.rejected,
        ),
      );
      setRejecting(false);
      void navigate(VERIFIED_LIST_PATH);
    } catch (error) {
      const failure = saveFailureOf(error);
      console.error(`Saving the verification of student ${studentId} failed`, error);
      if (failure.fields.reason)
        form.setFields([{ name: 'reason', errors: [translateMessage(failure.fields.reason)] }]);
      notice.error(`${t(VERIFICATION_MESSAGES.failure)} ${translateMessage(failure.cause)}`);
    } finally {
      setSaving(false);
    }
  }

  async function reject() {
    const values = await form.validateFields().catch(() => null);
    const reason = values?.reason?.trim();
    if (!reason) return;
    await decide({ decision: 'rejected', reason });
  }

  const row = state.status === 'ready' ? state.row : null;
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('Student Verification')}
      </Typography.Title>
      <StudentStateNote state={state} />
      {row ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Card>
            <StudentHeader row={row} />
            {row.verificationStatus === 'verified' ? (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 16 }}
                title={t(VERIFICATION_MESSAGES.alreadyVerified)}
              />
            ) : null}
            <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={t('Remarks')}>
                {text(row.verificationRemarks)}
              </Descriptions.Item>
              <Descriptions.Item label={t('Verified On')}>
                {typeof row.verifiedAt === 'string' ? formatDate(row.verifiedAt.slice(0, 10)) : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('Date of Birth')}>{birthDate(row)}</Descriptions.Item>
              <Descriptions.Item label={t('Gender')}>
                {row.gender ? t(choiceLabel(GENDER_CHOICES, row.gender)) : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('Citizenship No.')}>
                {text(row.citizenshipNo)}
              </Descriptions.Item>
              <Descriptions.Item label={t('Level')}>{labelOf(row, 'levelId')}</Descriptions.Item>
              <Descriptions.Item label={t('Faculty')}>
                {labelOf(row, 'facultyId')}
              </Descriptions.Item>
              <Descriptions.Item label={t('Batch')}>{labelOf(row, 'batchId')}</Descriptions.Item>
              <Descriptions.Item label={t('Year/Semester')}>
                {text(row.yearOrSemester)}
              </Descriptions.Item>
              <Descriptions.Item label={t('Symbol No.')}>{text(row.symbolNo)}</Descriptions.Item>
              <Descriptions.Item label={t('Campus Roll No.')}>
                {text(row.campusRollNo)}
              </Descriptions.Item>
              <Descriptions.Item label={t("Father's Name")}>
                {text(row.fatherName)}
              </Descriptions.Item>
              <Descriptions.Item label={t("Mother's Name")}>
                {text(row.motherName)}
              </Descriptions.Item>
              <Descriptions.Item label={t('Email')}>{text(row.email)}</Descriptions.Item>
              <Descriptions.Item label={t('Phone')}>{text(row.phoneNumber)}</Descriptions.Item>
              <Descriptions.Item label={t('Permanent District')}>
                {labelOf(row, 'permanentDistrictId')}
              </Descriptions.Item>
              <Descriptions.Item label={t('Ethnic Group')}>
                {labelOf(row, 'ethnicGroupId')}
              </Descriptions.Item>
            </Descriptions>
            <Space style={{ marginTop: 24 }}>
              <Button
                type="primary"
                loading={saving && !rejecting}
                disabled={row.verificationStatus === 'verified'}
                onClick={() => void decide({ decision: 'verified' })}
              >
                {t(VERIFICATION_TEXTS.verify)}
              </Button>
              <Button
                danger
                disabled={row.verificationStatus === 'verified'}
                onClick={() => setRejecting(true)}
              >
                {t(VERIFICATION_TEXTS.reject)}
              </Button>
            </Space>
          </Card>
          <Card title={t(VERIFICATION_TEXTS.documents)}>
            <DocumentsManager
              documentsPath={STUDENT_PATHS.documents(row.id)}
              types={STUDENT_DOCUMENT_TYPES}
              readOnly
            />
          </Card>
        </Space>
      ) : null}
      <Modal
        open={rejecting}
        title={t(VERIFICATION_TEXTS.rejectTitle)}
        okText={t(VERIFICATION_TEXTS.reject)}
        okButtonProps={{ danger: true, loading: saving }}
        cancelText={t(VERIFICATION_TEXTS.cancel)}
        onOk={() => void reject()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="student-rejection" preserve={false}>
          <Form.Item
            name="reason"
            label={t(VERIFICATION_TEXTS.reason)}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t(VERIFICATION_MESSAGES.reasonRequired),
              },
              { max: 500 },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
