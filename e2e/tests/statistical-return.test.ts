/**
 * The annual statistical return's whole cycle (issue 28), as its people do it in Chromium: the
 * campus fills its return, a rule blocks it, the campus explains the warnings, submits, prints
 * it (its QR code verifies) and uploads the signed copy; the university endorses it; the
 * commission returns it with a comment; the campus submits again; the commission accepts and
 * publishes the year; anyone then reads the national tables on /open-data, small cells hidden.
 */
import type { Locator, Page } from 'playwright-core';
import { layoutReady } from '../support/app';
import { browserFixture, eventually, shows, showsText, signIn } from '../support/browser';
import { downloadedPdf, verificationPathIn } from '../support/documents';

const ui = browserFixture('statistical-return');
const main = (page: Page): Locator => page.getByRole('main');
async function statusIs(view: Locator, status: string): Promise<void> {
  await eventually(async () => {
    const shown = (await view.getByTestId('return-status').innerText()).trim();
    if (shown !== status) throw new Error(`status ${shown}, not ${status}`);
  }, 30_000);
}

/** Opens the campus's return in the overview of a university or the commission. */
async function openReturn(page: Page, address: string, campus: string): Promise<Locator> {
  await page.goto(address);
  const overview = main(page).getByTestId('returns-overview');
  await shows(overview, 30_000);
  await overview.getByLabel('Search campus').fill(campus);
  await overview.getByLabel('Search campus').press('Enter');
  const row = overview.locator('tr.ant-table-row', { hasText: campus }).first();
  await shows(row, 30_000);
  await row.getByRole('button', { name: 'Open' }).click();
  const drawer = page.locator('.ant-drawer').getByTestId('statistical-return');
  await shows(drawer, 30_000);
  return drawer;
}

/** Decides on the open return with a comment (Endorse, Accept, Return to Campus). */
async function decide(page: Page, view: Locator, action: string, comment: string) {
  await view.getByRole('button', { name: action }).click();
  const box = page.getByLabel('Comment', { exact: true });
  await shows(box);
  await box.fill(comment);
  await page.locator('.ant-modal').getByRole('button', { name: 'OK' }).click();
}

describe('The annual statistical return', () => {
  ui.test(
    'goes from the campus through its university to the commission, and out as open data',
    async (campusPage) => {
      await signIn(campusPage, 'CollegeAdmin');
      await layoutReady(campusPage);
      await campusPage.goto('/form-management/statisticalReport');
      const view = main(campusPage).getByTestId('statistical-return');
      await shows(view, 30_000);
      await statusIs(view, 'Not started');
      const campus = (
        await view.locator('.ant-descriptions-item-content').first().innerText()
      ).trim();

      // A girls' figure above the total is an error that blocks submitting.
      const girls = view.getByRole('button', { name: /, Correct .*: Girls$/ }).first();
      await girls.click();
      const dialog = campusPage.locator('.ant-modal');
      await dialog.getByLabel('Corrected figure').fill('99999');
      await dialog.getByLabel('Reason').fill('Typed from the admission register');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await view.getByRole('button', { name: 'Save Draft' }).click();
      await shows(view.getByText(/More girls than students in all/), 20_000);
      await view.getByRole('button', { name: 'Submit Return' }).click();
      await showsText(
        campusPage,
        'The return has errors to correct before it can be submitted.',
        20_000,
      );

      // The figure put back (the computed one), every warning explained, a contact named.
      await view
        .getByRole('button', { name: /, Correct .*: Girls$/ })
        .first()
        .click();
      const computed =
        /Computed from the records: (\d+)/.exec(await dialog.innerText())?.[1] ?? '0';
      await dialog.getByLabel('Corrected figure').fill(computed);
      await dialog.getByRole('button', { name: 'OK' }).click();
      for (const box of await view.getByLabel(/^Your explanation: /).all())
        await box.fill('Checked against the campus records');
      await view.getByLabel('Name 1').fill('Ram Prasad Adhikari');
      await view.getByLabel('Post 1').fill('Campus Chief');
      await view.getByRole('button', { name: 'Submit Return' }).click();
      await statusIs(view, 'Submitted');

      // Printed, its QR code verifies; the signed copy (here the print itself) is uploaded.
      const printed = await downloadedPdf(campusPage, () =>
        view.getByRole('button', { name: 'Print (PDF)' }).click(),
      );
      const check = verificationPathIn(printed, 'statistical-return');
      const upload = view.locator('input[type="file"]');
      await upload.setInputFiles({
        name: 'signed.pdf',
        mimeType: 'application/pdf',
        buffer: printed,
      });
      await showsText(campusPage, 'The signed return was uploaded.', 20_000);
      await shows(view.getByText('The signed return is uploaded.'));

      // The university endorses it.
      const university = await ui.newPage();
      await signIn(university, 'UniAdmin');
      await layoutReady(university);
      const endorsing = await openReturn(university, '/uni-report/statistical-returns', campus);
      await decide(university, endorsing, 'Endorse', 'Figures agree with our records');
      await statusIs(endorsing, 'Endorsed');

      // The commission returns it with a comment.
      const commission = await ui.newPage();
      await signIn(commission, 'UgcAdmin');
      await layoutReady(commission);
      const reviewing = await openReturn(commission, '/form-management/statisticalReport', campus);
      await decide(commission, reviewing, 'Return to Campus', 'Add last year’s research grants');
      await statusIs(reviewing, 'Returned');

      // The campus sees why, and submits again.
      await campusPage.reload();
      await shows(view, 30_000);
      await statusIs(view, 'Returned');
      await shows(view.getByText('Add last year’s research grants'));
      await view.getByRole('button', { name: 'Submit Return' }).click();
      await statusIs(view, 'Submitted');

      // The commission accepts it and publishes the year.
      const accepting = await openReturn(commission, '/form-management/statisticalReport', campus);
      await decide(commission, accepting, 'Accept', '');
      await statusIs(accepting, 'Accepted');
      await commission.locator('.ant-drawer').getByRole('button', { name: 'Close' }).click();
      await main(commission).getByRole('tab', { name: 'Cycle of the year' }).click();
      await main(commission).getByRole('button', { name: 'Publish the Year as Open Data' }).click();
      await showsText(commission, 'The year is published.', 20_000);

      // Anyone reads the national tables; no cell shows a figure from 1 to 4.
      const visitor = await ui.newPage();
      await visitor.goto('/open-data');
      const table = visitor.getByTestId('open-data-enrolment-by-province');
      await shows(table.locator('tbody tr.ant-table-row').first(), 30_000);
      const cells = await table.locator('tbody td').allInnerTexts();
      expect(cells.filter((text) => /^[1-4]$/.test(text.trim()))).toEqual([]);
      await shows(table.getByRole('link', { name: 'CSV' }));

      // The printed return's QR code still says it is genuine.
      await visitor.goto(check);
      await showsText(visitor, /A genuine statistical return/, 20_000);
    },
    { timeout: 300_000 },
  );
});
