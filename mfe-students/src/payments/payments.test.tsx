import { mockScreenApi, pathOf, renderScreen } from '../testing';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { ESEWA_MESSAGES, type EsewaForm, type EsewaPaymentStatus } from '@hemis/shared-contracts';
import EsewaPay from './EsewaPay';
import PaymentFailed from './PaymentFailed';
import PaymentSuccess from './PaymentSuccess';
import { PAYMENT_TEXTS } from './texts';

const form: EsewaForm = {
  action: 'http://127.0.0.1:9090/api/epay/main/v2/form',
  fields: { total_amount: '25500', transaction_uuid: 'HEMIS-1', signature: 'abc=' },
  amountPaisa: 2_550_000,
  studentName: 'Sita Tamang',
  campusName: 'Patan Multiple Campus',
};
const complete: EsewaPaymentStatus = {
  transactionUuid: 'HEMIS-1',
  status: 'complete',
  purpose: 'fees',
  message: ESEWA_MESSAGES.recorded,
  amountPaisa: 2_550_000,
  studentName: 'Sita Tamang',
  campusName: 'Patan Multiple Campus',
  refId: '000AB12',
  receiptNo: 14,
  fiscalYear: '2083/84',
  verifyPath: '/verify/receipt/tok_123456789012345678',
};
let confirmReply: { status: number; data: unknown } = { status: 200, data: complete };
/** What the API says of HEMIS-1: failed, or still waiting (the payer cancelled at eSewa). */
let paymentState: 'failed' | 'pending' = 'failed';
const mocked = mockScreenApi((call) => {
  const path = pathOf(call);
  if (path === '/esewa/payment/hemis-1/form') return { status: 200, data: form };
  if (path === '/esewa/confirm') return confirmReply;
  if (path === '/esewa/payment/hemis-1') {
    return {
      status: 200,
      data: {
        ...complete,
        status: paymentState,
        message: paymentState === 'failed' ? ESEWA_MESSAGES.failed : ESEWA_MESSAGES.notConfirmed,
        receiptNo: null,
        fiscalYear: null,
        verifyPath: null,
        refId: null,
      },
    };
  }
  return undefined;
});

function at(path: string): ComponentType {
  return function Routed() {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/esewa" element={<EsewaPay />} />
          <Route path="/success" element={<PaymentSuccess />} />
          <Route path="/failed" element={<PaymentFailed />} />
        </Routes>
      </MemoryRouter>
    );
  };
}

describe('online payment pages', () => {
  it('/esewa posts the signed form to eSewa', async () => {
    const submit = jest
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    const { container } = renderScreen(at('/esewa?payment=HEMIS-1'));
    expect(await screen.findByText('Sita Tamang')).toBeInTheDocument();
    expect(screen.getByText('25,500.00')).toBeInTheDocument();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const element = container.querySelector('form');
    expect(element?.getAttribute('action')).toBe(form.action);
    expect(element?.getAttribute('method')).toBe('post');
    expect(container.querySelector('input[name="signature"]')).toHaveValue('abc=');
  });

  it("/success hands eSewa's answer to the API and shows the receipt", async () => {
    confirmReply = { status: 200, data: complete };
    renderScreen(at('/success?data=eyJhIjoxfQ%3D%3D'));
    expect(await screen.findByText(PAYMENT_TEXTS.successTitle)).toBeInTheDocument();
    expect(screen.getByText('Receipt No. 14 (2083/84)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_TEXTS.viewReceipt })).toHaveAttribute(
      'href',
      complete.verifyPath,
    );
    const post = mocked.api.calls.find((call) => pathOf(call) === '/esewa/confirm');
    expect(post?.data).toEqual({ data: 'eyJhIjoxfQ==' });
  });

  it('/success says a tampered answer was refused', async () => {
    confirmReply = {
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: ESEWA_MESSAGES.tampered },
    };
    renderScreen(at('/success?data=forged'));
    expect(await screen.findByText(PAYMENT_TEXTS.refusedTitle)).toBeInTheDocument();
    expect(screen.getByText(ESEWA_MESSAGES.tampered)).toBeInTheDocument();
  });

  it('/failed says nothing was recorded', async () => {
    renderScreen(at('/failed?payment=HEMIS-1'));
    expect(await screen.findByText(PAYMENT_TEXTS.failedTitle)).toBeInTheDocument();
    expect(screen.getAllByText(ESEWA_MESSAGES.failed).length).toBeGreaterThan(0);
  });

  it('/failed after a cancelled payment says one thing: not completed, try again', async () => {
    paymentState = 'pending';
    try {
      renderScreen(at('/failed?payment=HEMIS-1'));
      expect(await screen.findByText(PAYMENT_TEXTS.failedTitle)).toBeInTheDocument();
      expect(screen.getAllByText(ESEWA_MESSAGES.failed)).toHaveLength(1);
      expect(screen.queryByText(PAYMENT_TEXTS.pendingTitle)).toBeNull();
      expect(screen.queryByText(ESEWA_MESSAGES.notConfirmed)).toBeNull();
      expect(screen.getByRole('button', { name: PAYMENT_TEXTS.tryAgain })).toBeInTheDocument();
    } finally {
      paymentState = 'failed';
    }
  });
});
