import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { API_PATHS, MESSAGES, changePasswordSchema } from '@hemis/shared-contracts';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import { applyFieldErrors, useNotice, zodRules } from '@hemis/shared-ui/src/entries/shell';
import { translateMessage } from '@hemis/shared-ui/src/i18n/texts';
import { shellTexts } from '../i18n/texts';
import { PasswordMatchNote } from './LoginPage.parts';
import { NewPasswordItems } from './PasswordParts';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const rules = zodRules(changePasswordSchema);

/** /change-password (inside the layout): current, new and confirmation, with the API's field errors. */
export default function ChangePasswordPage() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const t = shellTexts.useTexts();
  const notice = useNotice();
  const [submitting, setSubmitting] = useState(false);
  const newPassword = Form.useWatch('newPassword', form);
  const confirmPassword = Form.useWatch('confirmPassword', form);

  const onFinish = async (values: ChangePasswordValues) => {
    setSubmitting(true);
    try {
      await apiClient.post(API_PATHS.changePassword, values);
      notice.success(translateMessage(MESSAGES.changePassword.success));
      form.resetFields();
    } catch (error) {
      const apiError = apiErrorOf(error);
      applyFieldErrors(form, apiError?.fields);
      notice.error(
        translateMessage(apiError?.fields ? apiError.message : MESSAGES.changePassword.failure),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={t('Change Password')} style={{ maxWidth: 520, margin: '24px auto' }}>
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          label={t('Current Password')}
          name="currentPassword"
          rules={rules('currentPassword')}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordItems rules={rules} />
        <PasswordMatchNote password={newPassword} confirm={confirmPassword} />
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('Change Password')}
        </Button>
      </Form>
    </Card>
  );
}
