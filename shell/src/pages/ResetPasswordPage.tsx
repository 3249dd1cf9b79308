import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  API_PATHS,
  MESSAGES,
  RESET_REDIRECT_MS,
  resetPasswordFormSchema,
} from '@hemis/shared-contracts';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import { zodRules } from '@hemis/shared-ui/src/entries/shell';
import { translateMessage } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { PublicCard } from './LoginPage.parts';
import { BackToSignIn, NewPasswordItems, OutcomeAlert } from './PasswordParts';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

type Outcome =
  { kind: 'success' } | { kind: 'failure' } | { kind: 'exception'; detail: string | null };

const rules = zodRules(resetPasswordFormSchema);

/** The API's own words for a rejected reset (e.g. an expired link), when it gave any. */
function detailOf(error: unknown): string | null {
  const apiError = apiErrorOf(error);
  if (!apiError) return null;
  const fieldMessages = Object.values(apiError.fields ?? {});
  return fieldMessages.length > 0 ? fieldMessages.join(' ') : apiError.message;
}

/** /reset-password/:email/:token: sets a new password, then returns to sign-in after 3 s. */
export default function ResetPasswordPage() {
  const { email = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const t = shellTexts.useTexts();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onFinish = async ({ newPassword }: ResetValues) => {
    setSubmitting(true);
    setOutcome(null);
    try {
      const response = await apiClient.post(API_PATHS.resetPassword, {
        email,
        newPassword,
        resetToken: token,
      });
      if (response.status === 201) {
        setOutcome({ kind: 'success' });
        timer.current = setTimeout(() => {
          navigate('/login', {
            replace: true,
            state: { message: MESSAGES.resetPassword.signInWithNewPassword },
          });
        }, RESET_REDIRECT_MS);
        return;
      }
      setOutcome({ kind: 'failure' });
    } catch (error) {
      setOutcome({ kind: 'exception', detail: detailOf(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicCard title={t('Reset Password')}>
      {outcome?.kind === 'success' ? (
        <OutcomeAlert
          type="success"
          title={translateMessage(MESSAGES.resetPassword.success)}
          description={<Link to="/login">{t('Sign in')}</Link>}
        />
      ) : null}
      {outcome?.kind === 'failure' ? (
        <OutcomeAlert type="error" title={translateMessage(MESSAGES.resetPassword.failure)} />
      ) : null}
      {outcome?.kind === 'exception' ? (
        <OutcomeAlert
          type="error"
          title={translateMessage(MESSAGES.resetPassword.exception)}
          description={outcome.detail ? translateMessage(outcome.detail) : undefined}
        />
      ) : null}
      <Form<ResetValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        disabled={outcome?.kind === 'success'}
      >
        <Form.Item label={t('Email')}>
          <Input value={email} readOnly aria-label={t('Email')} />
        </Form.Item>
        <NewPasswordItems rules={rules} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('Reset Password')}
        </Button>
      </Form>
      <BackToSignIn />
    </PublicCard>
  );
}
