import { studentsTexts } from '../i18n/texts';

export const PAYMENT_TEXTS = {
  payTitle: 'Pay with eSewa',
  paying: (amount: string) => studentsTexts.translate('Amount to pay: NPR {{amount}}', { amount }),
  redirecting: 'Taking you to eSewa to pay…',
  payButton: 'Continue to eSewa',
  loading: 'Preparing the payment…',
  successTitle: 'Payment received',
  checking: 'Checking the payment with eSewa…',
  receipt: (no: number, year: string) =>
    studentsTexts.translate('Receipt No. {{no}} ({{year}})', { no, year }),
  viewReceipt: 'View the receipt',
  pendingTitle: 'Payment not confirmed yet',
  refusedTitle: 'Payment could not be verified',
  failedTitle: 'Payment not completed',
  tryAgain: 'Try again',
  home: 'Go to my record',
  /** After an online enrolment's fee: the account opens once the campus verifies the record. */
  signIn: 'Sign in (once the campus has verified your record)',
  missing: 'This page needs the payment it is about.',
  reference: 'eSewa reference',
} as const;
