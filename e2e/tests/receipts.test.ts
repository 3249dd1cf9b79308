/**
 * Receipts and online payment (issue 14): a cashier (CollegeUser of campus 49) issues a receipt
 * from a student's fee ledger and prints it; its QR code's page says it is genuine; the campus
 * administrator cancels it with a reason, the page then says so, and its number is never given
 * again. A student pays their dues through the local eSewa sandbox and gets an eSewa receipt; a
 * tampered answer on the success page is refused and records nothing. An anonymous applicant
 * enrols at /open-enroll, pays the application fee in the sandbox, and the campus administrator
 * finds the application in Student Enrollment.
 */
import type { Locator, Page } from 'playwright-core';
import { apiCall, apiToken } from '../support/api';
import { studentForCounter } from '../support/receipts';
import { layoutReady } from '../support/app';
import { browserFixture, eventually, shows, showsText, signIn } from '../support/browser';
import { control, letters } from '../support/forms';
import { applicationAtLastStep } from '../support/enrolment';
import { verificationPathOf } from '../support/documents';
import { runtime } from '../support/runtime';

const ui = browserFixture('receipts');
const SLOW = { timeout: 180_000 };
const main = (page: Page): Locator => page.getByRole('main');

const nextNumber = async (token: string) =>
  ((await apiCall(token, 'GET', '/Receipt/GetReceiptNo')).body as { receiptNo: number }).receiptNo;

describe('Receipts', () => {
  ui.test(
    'a cashier issues and prints a receipt whose QR code verifies; cancelled, its number stays used',
    async (page) => {
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const studentId = await studentForCounter(adminToken);
      await signIn(page, 'CollegeUser');
      await layoutReady(page);
      await page.goto(`/receipt-management/receipt-form/${studentId}`);
      const form = page.getByTestId('receipt-form');
      await shows(form, 40_000);
      const expected = await nextNumber(adminToken);
      await showsText(page, `Next receipt: No. ${expected}`);
      // A fine of Rs 150.50 on top of the fees owed; cash.
      await control(form, 'Fine (NPR)').fill('150.50');
      await eventually(async () =>
        expect(await page.getByTestId('receipt-total').textContent()).toMatch(
          /and Fifty Paisa Only/,
        ),
      );
      await form.getByRole('button', { name: 'Issue Receipt' }).click();
      await showsText(page, new RegExp(`Receipt Details: No\\. ${expected} \\(`), 20_000);
      await shows(main(page).getByText('Issued', { exact: true }));

      // Printed: the PDF carries the link of the one verification page.
      await shows(main(page).locator('iframe'), 20_000);
      const verifyPath = await verificationPathOf(page, 'receipt');
      const visitor = await ui.newPage();
      await visitor.goto(verifyPath);
      await showsText(visitor, 'Genuine and valid', 20_000);
      await showsText(visitor, `${expected} (`);
      // A cashier does not cancel.
      expect(await main(page).getByRole('button', { name: 'Cancel receipt' }).count()).toBe(0);
      const detailsPath = new URL(page.url()).pathname;

      // The campus administrator cancels it, with the reason.
      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await layoutReady(admin);
      await admin.goto(detailsPath);
      await main(admin).getByRole('button', { name: 'Cancel receipt' }).click({ timeout: 40_000 });
      const dialog = admin.getByRole('dialog');
      await shows(dialog);
      await control(dialog, 'Reason for cancelling').fill('Issued to the wrong student');
      await dialog.getByRole('button', { name: 'Cancel receipt' }).click();
      await shows(main(admin).getByText('Cancelled', { exact: true }), 20_000);
      await showsText(admin, /Issued to the wrong student/);

      await visitor.reload();
      await showsText(visitor, 'Not valid', 20_000);
      await showsText(visitor, /This receipt was cancelled/);
      // The cancelled number is never given again.
      expect(await nextNumber(adminToken)).toBe(expected + 1);
    },
    SLOW,
  );

  ui.test(
    'a student pays their dues through the eSewa sandbox; a tampered answer is refused',
    async (page) => {
      await signIn(page, 'Student');
      await page.goto('/student-home');
      await shows(page.getByText('My Fees'), 40_000);
      await page.getByRole('button', { name: 'Pay online with eSewa' }).click();
      // The /esewa page posts the signed form to the sandbox, which says what it is.
      await showsText(page, /eSewa SANDBOX/, 30_000);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await showsText(page, 'Payment received', 30_000);
      await showsText(page, /Receipt No\. \d+ \(/);
      const success = new URL(page.url());
      expect(success.pathname).toBe('/success');

      // Reloading records nothing twice: the same receipt.
      const receiptText = await page
        .getByText(/Receipt No\. \d+ \(/)
        .first()
        .textContent();
      await page.reload();
      await showsText(page, 'Payment received', 30_000);
      expect(
        await page
          .getByText(/Receipt No\. \d+ \(/)
          .first()
          .textContent(),
      ).toBe(receiptText);

      // A tampered answer (a smaller amount) is refused.
      const data = success.searchParams.get('data') ?? '';
      const answer = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<
        string,
        unknown
      >;
      const tampered = Buffer.from(JSON.stringify({ ...answer, total_amount: '1.0' })).toString(
        'base64',
      );
      await page.goto(`/success?data=${encodeURIComponent(tampered)}`);
      await showsText(page, 'Payment could not be verified', 30_000);
      await showsText(page, 'The payment answer could not be verified. Nothing was recorded.');
    },
    SLOW,
  );

  ui.test(
    'an anonymous applicant enrols online, pays in the eSewa sandbox and waits for verification',
    async (page) => {
      const surname = `Online${letters()}`;
      const form = await applicationAtLastStep(page, surname);
      await control(form, 'Password').fill('Applicant@2083');
      await control(form, 'Confirm Password').fill('Applicant@2083');
      await page.getByRole('button', { name: /^Submit/ }).click();

      // The /esewa page takes the applicant to the sandbox; paying there lands on /success.
      await showsText(page, /eSewa SANDBOX/, 30_000);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await showsText(page, 'Payment received', 30_000);
      await showsText(page, /Your application fee is paid/);
      await showsText(page, /Receipt No\. \d+ \(/);

      // The campus administrator finds the application in Student Enrollment.
      await signIn(page, 'CollegeAdmin');
      await layoutReady(page);
      await page.goto('/student-management/verified-students');
      const list = main(page);
      await shows(list.getByRole('heading', { name: 'Student Enrollment', exact: true }), 30_000);
      await list.getByLabel('Search', { exact: true }).fill(surname);
      await list.getByLabel('Search', { exact: true }).press('Enter');
      await shows(list.getByRole('cell', { name: surname }), 20_000);
    },
    SLOW,
  );
});
