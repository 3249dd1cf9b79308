import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { API_PATHS, MESSAGES, forgotPasswordQuerySchema } from '@hemis/shared-contracts';
import { apiClient } from '@hemis/shared-auth';
import { zodRules } from '@hemis/shared-ui/src/entries/shell';
import { translateMessage } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { PublicCard } from './LoginPage.parts';
import { BackToSignIn, OutcomeAlert } from './PasswordParts';

type Result = 'success' | 'error' | null;
const rules = zodRules(forgotPasswordQuerySchema);

/** /forgot-password (titled Reset Password): idle, sending, then success or error. */
export default function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const t = shellTexts.useTexts();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setSending(true);
    setResult(null);
    try {
      const response = await apiClient.post(API_PATHS.forgotPassword, undefined, {
        params: { email: email.trim() },
      });
      setResult(response.status === 201 ? 'success' : 'error');
    } catch {
      setResult('error');
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicCard title={t('Reset Password')}>
      <Typography.Paragraph type="secondary">
        {translateMessage(MESSAGES.forgotPassword.note)}
      </Typography.Paragraph>
      {result === 'success' ? (
        <OutcomeAlert type="success" title={translateMessage(MESSAGES.forgotPassword.success)} />
      ) : null}
      {result === 'error' ? (
        <OutcomeAlert type="error" title={translateMessage(MESSAGES.forgotPassword.failure)} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        onValuesChange={() => setResult(null)}
      >
        <Form.Item label={t('Email')} name="email" rules={rules('email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={sending}>
          {t(sending ? 'Sending...' : 'Send Reset Link')}
        </Button>
      </Form>
      <BackToSignIn />
    </PublicCard>
  );
}
