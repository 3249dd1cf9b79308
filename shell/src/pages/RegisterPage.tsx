import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Radio, Row, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { API_PATHS, GENDERS, MESSAGES, PHONE_DIGITS, signUpSchema } from '@hemis/shared-contracts';
import { apiClient, apiErrorOf, httpStatusOf } from '@hemis/shared-auth';
import { applyFieldErrors, useNotice, zodRules } from '@hemis/shared-ui/src/entries/shell';
import { translateMessage } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { PasswordMatchNote, PublicCard } from './LoginPage.parts';
import { ConfirmPasswordItem } from './PasswordParts';

interface SignUpValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  gender: (typeof GENDERS)[number];
  password: string;
  confirmPassword: string;
}

const FIELDS: readonly (keyof SignUpValues)[] = [
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'email',
  'gender',
  'password',
  'confirmPassword',
];

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

const rules = zodRules(signUpSchema);
const digitsOnly = (value: unknown): string =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, PHONE_DIGITS);

/** /register: student sign-up (spec sections 2, 5 and 8), sent as multipart to POST /User. */
export default function RegisterPage() {
  const [form] = Form.useForm<SignUpValues>();
  const t = shellTexts.useTexts();
  const navigate = useNavigate();
  const notice = useNotice();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const password = Form.useWatch('password', form);
  const confirmPassword = Form.useWatch('confirmPassword', form);

  const onFinish = async (values: SignUpValues) => {
    setSubmitting(true);
    setFailure(null);
    const body = new FormData();
    for (const field of FIELDS) body.append(field, String(values[field] ?? '').trim());
    try {
      await apiClient.post(API_PATHS.signUp, body);
      notice.success(translateMessage(MESSAGES.signUp.successAwaitingVerification));
      navigate('/login');
    } catch (error) {
      const apiError = apiErrorOf(error);
      const detail = httpStatusOf(error) === 409 ? (apiError?.message ?? null) : null;
      applyFieldErrors(form, apiError?.fields);
      setFailure(detail);
      const failed = translateMessage(MESSAGES.signUp.failure);
      notice.error(detail ? `${failed} ${translateMessage(detail)}` : failed);
      setSubmitting(false);
    }
  };

  return (
    <PublicCard title={t('Student Registration')} width={640}>
      {failure !== null ? (
        <Alert
          type="error"
          showIcon
          title={translateMessage(MESSAGES.signUp.failure)}
          description={translateMessage(failure)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<SignUpValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        onValuesChange={() => setFailure(null)}
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label={t('First Name')} name="firstName" rules={rules('firstName')}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('Middle Name')} name="middleName" rules={rules('middleName')}>
              <Input autoComplete="additional-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label={t('Last Name')} name="lastName" rules={rules('lastName')}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('Phone Number')}
              name="phoneNumber"
              rules={rules('phoneNumber')}
              normalize={digitsOnly}
            >
              <Input inputMode="numeric" maxLength={PHONE_DIGITS} autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Email')} name="email" rules={rules('email')}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('Gender')} name="gender" rules={rules('gender')}>
          <Radio.Group
            options={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Password')} name="password" rules={rules('password')}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <ConfirmPasswordItem rules={rules} of="password" />
            <PasswordMatchNote password={password} confirm={confirmPassword} />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('Register')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login">{t('Have an account? Sign in')}</Link>
      </Typography.Paragraph>
    </PublicCard>
  );
}
