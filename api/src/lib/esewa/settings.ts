/**
 * eSewa's settings (its URLs, the merchant's product code and key), the statuses it answers, the
 * transaction ids HEMIS makes.
 */
import { randomBytes } from 'node:crypto';

export interface EsewaSettings {
  /** Where the payment form is posted, e.g. https://epay.esewa.com.np/api/epay/main/v2/form */
  formUrl: string;
  /** The status check, e.g. https://epay.esewa.com.np/api/epay/transaction/status/ */
  statusUrl: string;
  productCode: string;
  secretKey: string;
}

/** eSewa's published test secret key (product code EPAYTEST): never a merchant's own key. */
export const ESEWA_TEST_SECRET = '8gBm/:&EnhH.1/q';
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
export const ESEWA_TEST_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
export const ESEWA_LIVE_FORM_URL = 'https://epay.esewa.com.np/api/epay/main/v2/form';
export const ESEWA_LIVE_STATUS_URL = 'https://epay.esewa.com.np/api/epay/transaction/status/';

/** The paths eSewa (and the local sandbox) serve the form and the status check at. */
export const ESEWA_FORM_PATH = '/api/epay/main/v2/form';
export const ESEWA_STATUS_PATH = '/api/epay/transaction/status/';

/** The fields the payment form signs, in eSewa's order. */
export const ESEWA_FORM_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
/** The fields eSewa signs in the answer it redirects to success_url with. */
export const ESEWA_RESPONSE_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** Statuses the status check answers. */
export const ESEWA_STATUSES = [
  'COMPLETE',
  'PENDING',
  'FULL_REFUND',
  'PARTIAL_REFUND',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
] as const;
export type EsewaStatus = (typeof ESEWA_STATUSES)[number];

/** Longest `data` value read from a redirect (eSewa's answers are a few hundred characters). */
export const ESEWA_MAX_DATA_LENGTH = 8 * 1024;

/** eSewa allows letters, digits and hyphens in transaction_uuid. */
const TRANSACTION_UUID = /^[A-Za-z0-9-]{1,100}$/;

export function isEsewaTransactionUuid(value: string): boolean {
  return TRANSACTION_UUID.test(value);
}

/** The settings with the form and status URLs of a local sandbox at sandboxUrl. */
export function withSandboxUrls<T extends EsewaSettings>(settings: T, sandboxUrl: string): T {
  const base = sandboxUrl.replace(/\/+$/, '');
  return {
    ...settings,
    formUrl: `${base}${ESEWA_FORM_PATH}`,
    statusUrl: `${base}${ESEWA_STATUS_PATH}`,
  };
}

/** "HEMIS-<time>-<random>": letters, digits and hyphens, as eSewa takes them. */
export const newTransactionUuid = (): string =>
  `HEMIS-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`.toUpperCase();
