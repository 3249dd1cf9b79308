import type { ReactNode } from 'react';
import { Alert, Form, Input, Typography, type FormRule } from 'antd';
import { Link } from 'react-router-dom';
import { shellTexts } from '../i18n/texts';

/**
 * The parts the password screens share: the new password with its confirmation (change and
 * reset; the confirmation also on registration), the outcome shown above a public form, and the
 * way back to sign-in (forgot and reset).
 */

/** New Password and Confirm Password, checked by the screen's contract rules. */
export function NewPasswordItems({ rules }: { rules: (field: string) => FormRule[] }) {
  const t = shellTexts.useTexts();
  return (
    <>
      <Form.Item label={t('New Password')} name="newPassword" rules={rules('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <ConfirmPasswordItem rules={rules} of="newPassword" />
    </>
  );
}

/** Confirm Password, checked again whenever the password it confirms (`of`) changes. */
export function ConfirmPasswordItem({
  rules,
  of,
}: {
  rules: (field: string) => FormRule[];
  of: string;
}) {
  const t = shellTexts.useTexts();
  return (
    <Form.Item
      label={t('Confirm Password')}
      name="confirmPassword"
      dependencies={[of]}
      rules={rules('confirmPassword')}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}

/** A public form's outcome (sent, refused), above the form. */
export function OutcomeAlert({
  type,
  title,
  description,
}: {
  type: 'success' | 'error';
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={description}
      style={{ marginBottom: 16 }}
    />
  );
}

/** "Back to sign in", under a public form. */
export function BackToSignIn() {
  const t = shellTexts.useTexts();
  return (
    <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      <Link to="/login">{t('Back to sign in')}</Link>
    </Typography.Paragraph>
  );
}
