/** Pieces the public account screens share: the centered card and the live password note. */
import type { ReactNode } from 'react';
import { Card, Form, Typography } from 'antd';
import { MESSAGES } from '@hemis/shared-contracts';

export interface PublicCardProps {
  title: ReactNode;
  /** Shown above the title (the campus logo on the sign-in screen). */
  cover?: ReactNode;
  width?: number;
  children: ReactNode;
}

/** A centered card on the light grey page, as every public screen shows. */
export function PublicCard({ title, cover, width = 440, children }: PublicCardProps) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        padding: '48px 16px',
      }}
    >
      <Card style={{ width: '100%', maxWidth: width }}>
        {cover}
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}

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
  return (
    // Re-rendered on every form change, validation results included.
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        if (!confirm) return null;
        const match = password === confirm;
        const mismatchShown = form
          .getFieldError(field)
          .includes(MESSAGES.signUp.passwordsDoNotMatch);
        if (!match && mismatchShown) return null;
        return (
          <Typography.Text
            type={match ? 'success' : 'danger'}
            role="status"
            style={{ display: 'block', marginTop: -16, marginBottom: 16 }}
          >
            {match ? MESSAGES.signUp.passwordsMatch : MESSAGES.signUp.passwordsDoNotMatch}
          </Typography.Text>
        );
      }}
    </Form.Item>
  );
}

/** The `redirect` query value when it is a path of this site, else the dashboard. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value;
}
