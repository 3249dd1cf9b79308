import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Spin, Typography } from 'antd';
import { ESEWA_PATHS, formatPaisa, type EsewaForm } from '@hemis/shared-contracts';
import { useApiGet } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { PAYMENT_TEXTS } from './texts';

/**
 * /esewa?payment=<uuid> (public): fetches the payment's signed form and posts it to eSewa, as
 * eSewa's ePay v2 asks (a plain form post, so the browser leaves for eSewa's page).
 */
export default function EsewaPay() {
  const [search] = useSearchParams();
  const uuid = search.get('payment') ?? '';
  const form = useApiGet<EsewaForm>(uuid ? ESEWA_PATHS.form(uuid) : null);
  const element = useRef<HTMLFormElement>(null);
  const ready = form.data !== null;
  const t = studentsTexts.useTexts();

  useEffect(() => {
    if (ready) element.current?.submit();
  }, [ready]);

  if (!uuid) return <Alert type="error" showIcon title={t(PAYMENT_TEXTS.missing)} />;
  return (
    <Card title={t(PAYMENT_TEXTS.payTitle)} style={{ maxWidth: 560, margin: '24px auto' }}>
      {form.failed ? (
        <Alert
          type="error"
          showIcon
          title={t('This payment cannot be made: it was not found or is no longer waiting.')}
        />
      ) : null}
      {form.loading ? <Spin description={t(PAYMENT_TEXTS.loading)} /> : null}
      {form.data ? (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('Student')}>{form.data.studentName}</Descriptions.Item>
            <Descriptions.Item label={t('Campus')}>{form.data.campusName}</Descriptions.Item>
            <Descriptions.Item label={t('Amount (NPR)')}>
              {formatPaisa(form.data.amountPaisa)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph>{t(PAYMENT_TEXTS.redirecting)}</Typography.Paragraph>
          <form ref={element} method="post" action={form.data.action}>
            {Object.entries(form.data.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="primary" htmlType="submit">
              {t(PAYMENT_TEXTS.payButton)}
            </Button>
          </form>
        </>
      ) : null}
    </Card>
  );
}
