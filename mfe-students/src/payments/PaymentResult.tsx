import { Link } from 'react-router-dom';
import { Button, Descriptions, Result, Space } from 'antd';
import {
  ESEWA_MESSAGES,
  ESEWA_PAGES,
  formatPaisa,
  type EsewaPaymentStatus,
} from '@hemis/shared-contracts';
import { translateMessage } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { PAYMENT_TEXTS } from './texts';

/**
 * Where a payment stands, as the success and failed pages show it. `returnedUnpaid`: eSewa sent
 * the payer back without paying (the failed page), so a payment still waiting is one they
 * cancelled: it reads as not completed, with one message, not as "not confirmed yet".
 */
export function PaymentResult({
  payment,
  returnedUnpaid = false,
}: {
  payment: EsewaPaymentStatus;
  returnedUnpaid?: boolean;
}) {
  const t = studentsTexts.useTexts();
  const outcome = payment.status === 'pending' && returnedUnpaid ? 'failed' : payment.status;
  const status = outcome === 'complete' ? 'success' : outcome === 'failed' ? 'error' : 'warning';
  const title =
    outcome === 'complete'
      ? PAYMENT_TEXTS.successTitle
      : outcome === 'failed'
        ? PAYMENT_TEXTS.failedTitle
        : PAYMENT_TEXTS.pendingTitle;
  return (
    <Result
      status={status}
      title={t(title)}
      subTitle={
        outcome === payment.status ? translateMessage(payment.message) : t(ESEWA_MESSAGES.failed)
      }
      extra={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item
              label={t(payment.purpose === 'application' ? 'Applicant' : 'Student')}
            >
              {payment.studentName}
            </Descriptions.Item>
            <Descriptions.Item label={t('Campus')}>{payment.campusName}</Descriptions.Item>
            <Descriptions.Item label={t('Amount (NPR)')}>
              {formatPaisa(payment.amountPaisa)}
            </Descriptions.Item>
            {payment.receiptNo !== null && payment.fiscalYear ? (
              <Descriptions.Item label={t('Receipt')}>
                {PAYMENT_TEXTS.receipt(payment.receiptNo, payment.fiscalYear)}
              </Descriptions.Item>
            ) : null}
            {payment.refId ? (
              <Descriptions.Item label={t(PAYMENT_TEXTS.reference)}>
                {payment.refId}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Space wrap>
            {payment.verifyPath ? (
              <Link to={payment.verifyPath}>{t(PAYMENT_TEXTS.viewReceipt)}</Link>
            ) : null}
            {payment.status === 'pending' ? (
              <Link
                to={`${ESEWA_PAGES.pay}?payment=${encodeURIComponent(payment.transactionUuid)}`}
              >
                <Button>{t(PAYMENT_TEXTS.tryAgain)}</Button>
              </Link>
            ) : null}
            {payment.purpose === 'application' ? (
              <Link to="/login">{t(PAYMENT_TEXTS.signIn)}</Link>
            ) : (
              <Link to="/student-home">{t(PAYMENT_TEXTS.home)}</Link>
            )}
          </Space>
        </Space>
      }
    />
  );
}
