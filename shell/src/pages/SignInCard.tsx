/**
 * The sign-in card of /login (spec sections 2, 4, 5 and 8) as a view: the full app's LoginPage and
 * the lean sign-in path (shell/src/signin) both draw it, so the screen is written once. It imports
 * no router, session or validation code (see the shell README, "Lean sign-in path").
 */
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import type { Campus } from '@hemis/shared-contracts';
// The files themselves, not the package index: this view also draws on the lean sign-in path.
import { ACCOUNT_MESSAGES } from '@hemis/shared-contracts/src/accountMessages';
import { uploadedFileUrl } from '@hemis/shared-contracts/src/paths';
import { OPEN_DATA_PAGE_PATH } from '@hemis/shared-contracts/src/report-paths';
import { ACCREDITED_CAMPUSES_PAGE_PATH } from '@hemis/shared-contracts/src/accreditation-paths';
import { translateMessage } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { AppLink } from '../nav/AppLink';
import { PublicCard } from './PublicCard';

export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type SignInField = 'email' | 'password';

export interface SignInBranding {
  campusName: string | null;
  logo: string | null;
}

export interface SignInCardProps {
  form: FormInstance<SignInValues>;
  branding: SignInBranding | null;
  /** A message the screen was opened with (after a password reset, a session expiry). */
  arrivalMessage: string | null;
  error: string | null;
  loading: boolean;
  initialValues: SignInValues;
  rules: (field: SignInField) => FormRule[];
  onFinish: (values: SignInValues) => void;
  /** At the press of the button, before the checks (the lean path sends the call then). */
  onSubmitStart?: (values: SignInValues) => void;
}

/** What the card shows of the branding campus (campus 49), once it is read. */
export function brandingOf(campus: Campus | null): SignInBranding | null {
  return campus ? { campusName: campus.campusName, logo: campus.logo } : null;
}

/** The message a navigation to /login carried in its state (`{ message }`), if any. */
export function readStateMessage(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state) {
    return typeof state.message === 'string' ? state.message : null;
  }
  return null;
}

export function SignInCard({
  form,
  branding,
  arrivalMessage,
  error,
  loading,
  initialValues,
  rules,
  onFinish,
  onSubmitStart,
}: SignInCardProps) {
  const t = shellTexts.useTexts();
  const cover = (
    <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
      {branding?.logo ? (
        <img
          src={uploadedFileUrl(branding.logo) ?? undefined}
          alt={translateMessage(ACCOUNT_MESSAGES.campusLogoAlt)}
          style={{ height: 72, objectFit: 'contain' }}
        />
      ) : null}
      {branding?.campusName ? (
        <Typography.Text strong>{branding.campusName}</Typography.Text>
      ) : null}
    </Flex>
  );

  return (
    <PublicCard title={t('Sign In')} cover={cover}>
      {arrivalMessage ? (
        <Alert
          type="success"
          showIcon
          title={translateMessage(arrivalMessage)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {error ? (
        <Alert type="error" showIcon title={translateMessage(error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<SignInValues>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={initialValues}
        onFinish={onFinish}
        onSubmitCapture={onSubmitStart ? () => onSubmitStart(form.getFieldsValue(true)) : undefined}
      >
        <Form.Item label={t('Email')} name="email" rules={rules('email')}>
          <Input type="email" autoComplete="username" placeholder={t('Email')} />
        </Form.Item>
        <Form.Item label={t('Password')} name="password" rules={rules('password')}>
          <Input.Password autoComplete="current-password" placeholder={t('Password')} />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{t('Remember me')}</Checkbox>
          </Form.Item>
          <AppLink to="/forgot-password">{t('Forgot password?')}</AppLink>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {t('Sign In as Admin')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('Student?')} <AppLink to="/register">{t('Create an account')}</AppLink>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        {/* A remote's public page: a full load, not the sign-in page's own router. */}
        {t('Seeking admission?')}{' '}
        <Typography.Link href="/open-enroll">{t('Apply online')}</Typography.Link>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        {t('Higher education in numbers:')}{' '}
        <AppLink to={OPEN_DATA_PAGE_PATH}>{t('Open data')}</AppLink> ·{' '}
        <AppLink to={ACCREDITED_CAMPUSES_PAGE_PATH}>{t('Accredited campuses')}</AppLink>
      </Typography.Paragraph>
    </PublicCard>
  );
}
