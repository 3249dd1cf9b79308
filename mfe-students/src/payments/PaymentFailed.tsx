import { useSearchParams } from 'react-router-dom';
import { Card, Result, Spin } from 'antd';
import { ESEWA_MESSAGES, ESEWA_PATHS, type EsewaPaymentStatus } from '@hemis/shared-contracts';
import { useApiGet } from '@hemis/shared-ui';
import { PaymentResult } from './PaymentResult';
import { studentsTexts } from '../i18n/texts';
import { PAYMENT_TEXTS } from './texts';

/**
 * /failed?payment=<uuid> (public): where eSewa sends a payer who cancelled or whose payment
 * failed; says once that nothing was recorded, and offers to try again while the payment waits.
 */
export default function PaymentFailed() {
  const [search] = useSearchParams();
  const uuid = search.get('payment') ?? '';
  const t = studentsTexts.useTexts();
  const payment = useApiGet<EsewaPaymentStatus>(uuid ? ESEWA_PATHS.payment(uuid) : null);
  return (
    <Card style={{ maxWidth: 640, margin: '24px auto' }}>
      {!uuid || payment.failed ? (
        <Result
          status="error"
          title={t(PAYMENT_TEXTS.failedTitle)}
          subTitle={t(ESEWA_MESSAGES.failed)}
        />
      ) : null}
      {payment.loading ? <Spin /> : null}
      {payment.data ? <PaymentResult payment={payment.data} returnedUnpaid /> : null}
    </Card>
  );
}
