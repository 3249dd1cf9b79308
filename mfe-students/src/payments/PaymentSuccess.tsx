import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Card, Result, Spin } from 'antd';
import { apiClient, apiErrorOf } from '@hemis/shared-auth';
import {
  ESEWA_MESSAGES,
  ESEWA_PATHS,
  esewaPaymentStatusSchema,
  type EsewaPaymentStatus,
} from '@hemis/shared-contracts';
import { translateMessage } from '@hemis/shared-ui';
import { studentsTexts } from '../i18n/texts';
import { PaymentResult } from './PaymentResult';
import { PAYMENT_TEXTS } from './texts';

type State =
  | { status: 'checking' }
  | { status: 'done'; payment: EsewaPaymentStatus }
  | { status: 'refused'; message: string };

/**
 * /success?data=<eSewa's signed answer> (public): hands the answer to the API, which verifies
 * it and confirms it with eSewa before recording the payment; shows what came of it. Opening the
 * page again records nothing twice.
 */
export default function PaymentSuccess() {
  const [search] = useSearchParams();
  const data = search.get('data') ?? '';
  const [state, setState] = useState<State>({ status: 'checking' });
  const t = studentsTexts.useTexts();

  useEffect(() => {
    let current = true;
    apiClient.post<unknown>(ESEWA_PATHS.confirm, { data }).then(
      (response) => {
        const parsed = esewaPaymentStatusSchema.safeParse(response.data);
        if (!current) return;
        setState(
          parsed.success
            ? { status: 'done', payment: parsed.data }
            : { status: 'refused', message: ESEWA_MESSAGES.tampered },
        );
      },
      (error: unknown) => {
        if (current) {
          setState({
            status: 'refused',
            message: apiErrorOf(error)?.message ?? ESEWA_MESSAGES.notConfirmed,
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [data]);

  return (
    <Card style={{ maxWidth: 640, margin: '24px auto' }}>
      {state.status === 'checking' ? <Spin description={t(PAYMENT_TEXTS.checking)} /> : null}
      {state.status === 'refused' ? (
        <Result
          status="error"
          title={t(PAYMENT_TEXTS.refusedTitle)}
          extra={<Alert type="error" showIcon title={translateMessage(state.message)} />}
        />
      ) : null}
      {state.status === 'done' ? <PaymentResult payment={state.payment} /> : null}
    </Card>
  );
}
