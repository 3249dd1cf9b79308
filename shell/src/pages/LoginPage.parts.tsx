/** Pieces the public account screens share: the centered card and the live password note. */
import { Form, Typography } from 'antd';
import { MESSAGES } from '@hemis/shared-contracts';
import { useMessages } from '../i18n/texts';

export { PublicCard, type PublicCardProps } from './PublicCard';
export { safeRedirect } from './redirect';

/**
 * Live note under a confirmation field: 'Passwords match' or 'Passwords do not match'. Once the
 * form's own check shows the mismatch under the field (on submit), the note gives way to it, so
 * the text appears once. Rendered inside the form (it reads the field's errors).
 */
export function PasswordMatchNote({
  password,
  confirm,
  field = 'confirmPassword',
}: {
  password?: string;
  confirm?: string;
  /** The confirmation field's name. */
  field?: string;
}) {
  const message = useMessages();
  const mismatch = MESSAGES.signUp.passwordsDoNotMatch;
  return (
    // Re-rendered on every form change, validation results included.
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        if (!confirm) return null;
        const match = password === confirm;
        // The form's own message may be shown in either language.
        const mismatchShown = form
          .getFieldError(field)
          .some((error) => error === mismatch || error === message(mismatch));
        if (!match && mismatchShown) return null;
        return (
          <Typography.Text
            type={match ? 'success' : 'danger'}
            role="status"
            style={{ display: 'block', marginTop: -16, marginBottom: 16 }}
          >
            {message(match ? MESSAGES.signUp.passwordsMatch : mismatch)}
          </Typography.Text>
        );
      }}
    </Form.Item>
  );
}
