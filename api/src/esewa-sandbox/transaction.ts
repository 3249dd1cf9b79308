/** A sandbox transaction and the sandbox's own paths. */

export const SANDBOX_PAY_PATH = '/sandbox/pay';
export const SANDBOX_CANCEL_PATH = '/sandbox/cancel';
export const SANDBOX_LABEL = 'eSewa SANDBOX — local test service, no real money moves';

export type SandboxStatus = 'PENDING' | 'COMPLETE' | 'CANCELED';

export interface SandboxTransaction {
  ref: string;
  transactionUuid: string;
  productCode: string;
  totalPaisa: number;
  successUrl: string;
  failureUrl: string;
  status: SandboxStatus;
  transactionCode: string | null;
}
