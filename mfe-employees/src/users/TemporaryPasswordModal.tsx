import { Button, Modal, Typography } from 'antd';
import { PERMISSION_MESSAGES } from '@hemis/shared-contracts';
import { employeesTexts } from '../i18n/texts';

export interface TemporaryPassword {
  email: string;
  password: string;
}

/** Shows a new account's (or a reset) temporary password once, to copy and hand over. */
export function TemporaryPasswordModal({
  value,
  onClose,
}: {
  value: TemporaryPassword | null;
  onClose: () => void;
}) {
  const t = employeesTexts.useTexts();
  return (
    <Modal
      open={value !== null}
      title={t(PERMISSION_MESSAGES.temporaryPasswordTitle)}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('OK')}
        </Button>
      }
    >
      {value ? (
        <>
          <Typography.Paragraph>
            {t('Account:')} <Typography.Text strong>{value.email}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Text copyable={{ text: value.password }} style={{ fontSize: 18 }}>
              <code data-testid="temporary-password">{value.password}</code>
            </Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t(PERMISSION_MESSAGES.temporaryPasswordNote)}
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
