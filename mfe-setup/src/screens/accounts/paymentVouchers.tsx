import { VoucherScreen } from './VoucherScreen';

/** Payment vouchers (each credits a cash or bank ledger). */
export default function PaymentVouchers() {
  return <VoucherScreen title="Payment Vouchers" defaultType="payment" />;
}
