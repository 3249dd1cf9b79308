import { VoucherScreen } from './VoucherScreen';

/** Journal vouchers; receipt and contra vouchers are entered here too (the type selector). */
export default function JournalVouchers() {
  return <VoucherScreen title="Journal Vouchers" defaultType="journal" />;
}
