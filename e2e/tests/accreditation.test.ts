/**
 * Quality assurance and accreditation (issue 29) as the commission does it in Chromium: a campus
 * whose accreditation expires enters a new cycle with its letter of intent, the commission
 * records each stage (the review by the eight criteria, the peer team, the visits, the council)
 * and awards it; the campus then shows in the accredited list, the reports, the expiry report
 * and the public page, and its certificate's QR code says it is valid.
 */
import type { Locator, Page } from 'playwright-core';
import { addMonths, nepalToday } from '@hemis/shared-contracts';
import { layoutReady } from '../support/app';
import { browserFixture, shows, showsText, signIn } from '../support/browser';
import { downloadedPdf, verificationPathIn } from '../support/documents';

const ui = browserFixture('accreditation');
const main = (page: Page): Locator => page.getByRole('main');

/** The drawer's form of the next stage: its date, and what else `fill` enters; then Record. */
async function record(
  drawer: Locator,
  [key, stage]: [string, string],
  datedOn: string,
  fill?: () => Promise<void>,
) {
  const form = drawer.getByTestId('stage-form');
  await shows(form.getByRole('heading', { name: stage }), 30_000);
  await form.getByLabel('Date (AD)').fill(datedOn);
  await fill?.();
  await form.getByRole('button', { name: `Record: ${stage}` }).click();
  await shows(drawer.getByTestId(`stage-${key}`), 30_000);
}

describe('Quality assurance and accreditation', () => {
  ui.test(
    'a campus goes through a whole cycle to the award, and shows wherever accreditation shows',
    async (commission) => {
      const today = nepalToday();
      const month = (offset: number) => addMonths(today, offset);
      await signIn(commission, 'UgcAdmin');
      await layoutReady(commission);

      // An accreditation that expires: the commission starts the campus's new cycle.
      await commission.goto('/accrediation/renew-accreditation');
      const renew = main(commission).getByTestId('renew-accreditation');
      const first = renew.locator('tr.ant-table-row').first();
      await shows(first, 30_000);
      const campus = (await first.locator('td').first().innerText()).trim();
      await first.getByRole('button', { name: 'Start a new cycle' }).click();
      const dialog = commission.locator('.ant-modal');
      await dialog.getByLabel('Date (AD)').fill(month(-11));
      await dialog.getByRole('button', { name: 'Start a new cycle' }).click();
      const drawer = commission.locator('.ant-drawer').getByTestId('cycle-detail');
      await shows(drawer, 30_000);
      await shows(drawer.getByTestId('stage-letterOfIntent'));

      await record(drawer, ['eligibilityLetter', 'Eligibility Letter'], month(-10), () =>
        drawer.getByLabel('Letter reference').fill('UGC/QAA/2083/17'),
      );
      await record(drawer, ['ssrSubmitted', 'Self-Study Report Submitted'], month(-9));
      await record(drawer, ['ssrReviewed', 'Self-Study Report Reviewed'], month(-8), async () => {
        await drawer.getByLabel('General impression').fill('A candid report with clear plans.');
        const observations = drawer.getByLabel('Observations (at least three, one a line)');
        const suggestions = drawer.getByLabel('Suggestions (at least one, one a line)');
        for (let criterion = 0; criterion < 8; criterion += 1) {
          await observations.nth(criterion).fill('Documented\nReviewed yearly\nKnown to staff');
          await suggestions.nth(criterion).fill('Publish the yearly review');
        }
      });
      await record(drawer, ['peerTeamFormed', 'Peer Review Team Formed'], month(-7), async () => {
        await drawer.getByLabel('Name 1').fill('Prof. Dr. Ram Sharma');
        await drawer.getByLabel('Name 2').fill('Prof. Dr. Sita Koirala');
        await drawer.getByLabel('Name 3').fill('Dr. Hari Adhikari');
      });
      await record(drawer, ['preVisit', 'Pre-Visit'], month(-6));
      await record(drawer, ['finalVisit', 'Final Visit'], month(-5));
      await record(drawer, ['councilRecommendation', 'Council Recommendation'], month(-4), () =>
        drawer.getByLabel('Accredit', { exact: true }).check(),
      );
      // Awarded two months ago, valid for three more: it expires within six months.
      await record(drawer, ['award', 'Award'], month(-2), async () => {
        await drawer.getByLabel('Accredited', { exact: true }).check();
        await drawer.getByLabel('Valid until (AD)').fill(month(3));
      });
      await shows(drawer.getByText('This cycle has ended.'), 30_000);

      // Its certificate prints with the QR code of the one verification page.
      await drawer.getByRole('button', { name: 'Show the certificate' }).click();
      const certificate = await downloadedPdf(commission, () =>
        drawer.getByRole('button', { name: 'Download PDF' }).click(),
      );
      const check = verificationPathIn(certificate, 'accreditation-certificate');
      await commission.locator('.ant-drawer-close').click();

      // The accredited list and the expiry report show it; the report counts it.
      await commission.goto('/accrediation/accreditation-list');
      const list = main(commission).getByTestId('accreditation-list');
      await list.getByLabel('Search campus').fill(campus);
      await list.getByLabel('Search campus').press('Enter');
      const listed = list.locator('tr.ant-table-row', { hasText: campus }).first();
      await shows(listed, 30_000);
      await shows(listed.getByText('Expiring within 6 months'));
      await commission.goto('/accrediation/accreditation-expiry-campus-report');
      const expiry = main(commission).getByTestId('accreditation-report');
      await shows(expiry.locator('tr.ant-table-row', { hasText: campus }).first(), 30_000);
      await commission.goto('/accrediation/total-qaa-hei-campus-report');
      const report = main(commission).getByTestId('accreditation-report');
      await shows(report.locator('.ant-table-summary', { hasText: 'Total' }), 30_000);

      // Anyone finds it on the public list, and its certificate's check says it is valid.
      const visitor = await ui.newPage();
      await visitor.goto('/accredited-campuses');
      await visitor.getByLabel('Search campus, university or province').fill(campus);
      await shows(visitor.locator('tr.ant-table-row', { hasText: campus }).first(), 30_000);
      await visitor.goto(check);
      await showsText(visitor, /A genuine accreditation certificate of the commission/, 20_000);
    },
    // Ten stages, a PDF and five pages: on a busy two-core runner this takes over a minute.
    { timeout: 180_000 },
  );
});
