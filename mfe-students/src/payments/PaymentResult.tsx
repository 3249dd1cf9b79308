import { Link } from 'react-router-dom';
import { Button, Descriptions, Result, Space } from 'antd';
import {
  ESEWA_MESSAGES,
  ESEWA_PAGES,
  formatPaisa,
  type EsewaPaymentStatus,
} from '@hemis/shared-contracts';
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
      title={title}
      subTitle={outcome === payment.status ? payment.message : ESEWA_MESSAGES.failed}
      extra={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={payment.purpose === 'application' ? 'Applicant' : 'Student'}>
              {payment.studentName}
            </Descriptions.Item>
            <Descriptions.Item label="Campus">{payment.campusName}</Descriptions.Item>
            <Descriptions.Item label="Amount (NPR)">
              {formatPaisa(payment.amountPaisa)}
            </Descriptions.Item>
            {payment.receiptNo !== null && payment.fiscalYear ? (
              <Descriptions.Item label="Receipt">
                {PAYMENT_TEXTS.receipt(payment.receiptNo, payment.fiscalYear)}
              </Descriptions.Item>
            ) : null}
            {payment.refId ? (
              <Descriptions.Item label={PAYMENT_TEXTS.reference}>{payment.refId}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <Space wrap>
            {payment.verifyPath ? (
              <Link to={payment.verifyPath}>{PAYMENT_TEXTS.viewReceipt}</Link>
            ) : null}
            {payment.status === 'pending' ? (
              <Link
                to={`${ESEWA_PAGES.pay}?payment=${encodeURIComponent(payment.transactionUuid)}`}
              >
                <Button>{PAYMENT_TEXTS.tryAgain}</Button>
              </Link>
            ) : null}
            {payment.purpose === 'application' ? (
              <Link to="/login">{PAYMENT_TEXTS.signIn}</Link>
            ) : (
              <Link to="/student-home">{PAYMENT_TEXTS.home}</Link>
            )}
          </Space>
        </Space>
      }
    />
  );
}
