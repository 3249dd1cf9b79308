// Shared setup of the eSewa tests.
import {
  ESEWA_TEST_FORM_URL,
  ESEWA_TEST_SECRET,
  ESEWA_TEST_STATUS_URL,
  type EsewaSettings,
} from './esewa';

export const settings: EsewaSettings = {
  formUrl: ESEWA_TEST_FORM_URL,
  statusUrl: ESEWA_TEST_STATUS_URL,
  productCode: 'EPAYTEST',
  secretKey: ESEWA_TEST_SECRET,
};
