/**
 * How students leave (issue 15). A campus clerk (CollegeUser of campus 49) records that a
 * student dropped out, finding them by name; the dropout home counts it; the clerk issues a
 * transfer letter whose QR code's page says it is genuine; the campus administrator withdraws
 * the letter (the page then says so) and undoes the wrong dropout (the student is active again).
 * A clerk fills in the graduation form of an eligible student; the campus administrator
 * approves it and the student is graduated, in the graduation list. A student applies for a
 * character certificate; the administrator issues it (its QR code's page says genuine) and
 * reissues it (the first one's page then says replaced); the student downloads their own.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { adToBs, nepalToday } from '@hemis/shared-contracts';
import { apiCall, apiToken } from '../support/api';
import { layoutReady, sectionFigure } from '../support/app';
import { browserFixture, shows, showsText, signIn } from '../support/browser';
import { choose, confirmPopup, control, visibleDropdown } from '../support/forms';
import { verificationPathOf } from '../support/documents';
import { runtime } from '../support/runtime';

const ui = browserFixture('leaving');
const SLOW = { timeout: 180_000 };
const main = (page: Page): Locator => page.getByRole('main');

/** The dropout home's count of all dropouts. */
async function dropoutsCounted(page: Page): Promise<number> {
  await page.goto('/dropout-management/home');
  return sectionFigure(page, 'total');
}

describe('Leaving the campus', () => {
  ui.test(
    'a clerk records a dropout and issues a transfer letter that verifies; the administrator withdraws it and undoes the dropout',
    async (page) => {
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const found = (
        await apiCall(adminToken, 'GET', '/Student?q=Poudel&status=active&pageSize=20')
      ).body as {
        data: { id: number; firstName: string; registrationNo: string }[];
      };
      const bibek = found.data.find((row) => row.firstName === 'Bibek');
      if (!bibek) throw new Error('the demo student Bibek Poudel is missing');

      await signIn(page, 'CollegeUser');
      await layoutReady(page);
      const before = await dropoutsCounted(page);

      // Recorded from the dropout list: the student is found by what the clerk types.
      await page.goto('/dropout-management/dropout-list');
      const form = page.getByTestId('resource-form-create');
      await shows(form, 20_000);
      const student = control(form, 'Student');
      await student.click();
      await student.pressSequentially('Poudel');
      const option = visibleDropdown(page).getByTitle(`Bibek Poudel (${bibek.registrationNo})`);
      await shows(option, 20_000);
      await option.click();
      await control(form, 'Dropout Date (BS)').fill(adToBs(nepalToday()) ?? '');
      await choose(page, form, 'Reason', 'Transfer to another campus');
      await form.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Dropout recorded', 20_000);
      const row = main(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Bibek' });
      await shows(row, 20_000);
      expect(await dropoutsCounted(page)).toBe(before + 1);

      // A transfer letter, printed with the QR code of its verification page.
      await page.goto(`/dropout-management/recommendation-letter/${bibek.id}`);
      await showsText(page, 'Transfer to another campus', 20_000);
      const letterForm = page.getByTestId('resource-form-create');
      await choose(page, letterForm, 'Letter', 'Transfer');
      await control(letterForm, 'Joining (campus or institution)').fill('Tri-Chandra Campus');
      await letterForm.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Letter issued', 20_000);
      await main(page).getByRole('button', { name: 'Print' }).first().click();
      await shows(main(page).locator('iframe'), 20_000);
      const verifyPath = await verificationPathOf(page, 'recommendation-letter');
      const visitor = await ui.newPage();
      await visitor.goto(verifyPath);
      await showsText(visitor, 'Genuine and valid', 20_000);
      await showsText(visitor, 'Transfer letter');

      // The administrator withdraws the letter and undoes the dropout.
      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await admin.goto(`/dropout-management/recommendation-letter/${bibek.id}`);
      const letterRow = main(admin).locator('.ant-table-tbody tr.ant-table-row').first();
      await shows(letterRow, 20_000);
      await letterRow.getByRole('button', { name: 'Delete' }).click();
      await confirmPopup(admin, 'Delete');
      await showsText(admin, 'Letter withdrawn', 20_000);
      await visitor.reload();
      await showsText(visitor, 'withdrawn', 20_000);

      await admin.goto('/dropout-management/dropout-list');
      const entry = main(admin).locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Bibek' });
      await shows(entry, 20_000);
      await entry.getByRole('button', { name: 'Delete' }).click();
      await confirmPopup(admin, 'Delete');
      await showsText(admin, 'Dropout undone', 20_000);
      const record = (await apiCall(adminToken, 'GET', `/Student/${bibek.id}`)).body as {
        status: string;
      };
      expect(record.status).toBe('active');
    },
    SLOW,
  );

  ui.test(
    'a clerk fills in a graduation form, the administrator approves it and the student is graduated',
    async (page) => {
      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const eligible = (
        (
          await apiCall(
            adminToken,
            'GET',
            '/Student?q=Chaudhary&graduationEligible=true&pageSize=20',
          )
        ).body as {
          data: { id: number; firstName: string }[];
        }
      ).data.find((row) => row.firstName === 'Pradeep');
      if (!eligible) throw new Error('the eligible demo student Pradeep Chaudhary is missing');
      // The spec's fiscal year list is a plain array.
      const years = (await apiCall(adminToken, 'GET', '/FiscalYear?isActive=true')).body as {
        label: string;
      }[];
      const year = years[0]?.label;
      if (!year) throw new Error('no active fiscal year');
      await signIn(page, 'CollegeUser');
      await layoutReady(page);
      await page.goto('/graduation-management/home');
      const graduatedBefore = await sectionFigure(page, 'total');

      // From the list of eligible students to the student's form.
      await page.goto('/graduation-management/student-list');
      const row = main(page).locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Pradeep' });
      await shows(row, 20_000);
      await row.getByRole('link', { name: 'Graduation Form' }).click();
      const form = page.getByTestId('resource-form-create');
      await shows(form, 20_000);
      await choose(page, form, 'Fiscal Year', year);
      await choose(page, form, 'Division', 'First');
      await form.getByRole('button', { name: 'Submit' }).click();
      await showsText(page, 'Graduation form saved', 20_000);
      // A clerk does not approve.
      expect(await main(page).getByRole('button', { name: 'Approve' }).count()).toBe(0);

      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await admin.goto('/graduationForm');
      const pending = main(admin).locator('.ant-table-tbody tr.ant-table-row', {
        hasText: 'Pradeep',
      });
      await shows(pending, 20_000);
      await pending.getByRole('button', { name: 'Approve' }).click();
      await confirmPopup(admin, 'Approve');
      await showsText(admin, 'Graduation approved', 20_000);
      const record = (await apiCall(adminToken, 'GET', `/Student/${eligible.id}`)).body as {
        status: string;
      };
      expect(record.status).toBe('graduated');

      await admin.goto('/graduation-management/graduation-list');
      await shows(
        main(admin).locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Pradeep' }),
        20_000,
      );
      await page.goto('/graduation-management/home');
      expect(await sectionFigure(page, 'total')).toBe(graduatedBefore + 1);
    },
    SLOW,
  );

  ui.test(
    'a student applies for a character certificate; issued and reissued, its QR code tells which is valid',
    async (page) => {
      await signIn(page, 'Student');
      await page.goto('/character-application');
      await control(main(page), 'Purpose').fill('Higher studies abroad');
      await main(page).getByRole('button', { name: 'Apply' }).click();
      await showsText(page, 'Your application was sent to the campus', 20_000);

      const adminToken = await apiToken('collegeadmin@hemis.test', runtime().demoPassword);
      const applied = (
        (await apiCall(adminToken, 'GET', '/CharacterCertificate?status=applied&pageSize=100'))
          .body as { data: { id: number; studentName: string | null }[] }
      ).data.find((row) => row.studentName === 'Sita Shrestha');
      if (!applied) throw new Error("the student's application did not reach the campus");

      const admin = await ui.newPage();
      await signIn(admin, 'CollegeAdmin');
      await admin.goto(`/character-certificate/${applied.id}`);
      await main(admin).getByRole('button', { name: 'Approve' }).click();
      await confirmPopup(admin, 'Approve');
      await showsText(admin, 'Certificate issued', 20_000);
      await shows(main(admin).locator('iframe'), 20_000);
      const firstPath = await verificationPathOf(admin, 'character-certificate');
      const visitor = await ui.newPage();
      await visitor.goto(firstPath);
      await showsText(visitor, 'Genuine and valid', 20_000);

      // Reissued: a new number; the first certificate's page says it was replaced.
      // The reissued certificate's page opens (the toast may have gone on a loaded machine).
      const issuedPath = new URL(admin.url()).pathname;
      await main(admin).getByRole('button', { name: 'Reissue' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Reissue' }).click();
      await admin.waitForURL(
        (url) => url.pathname !== issuedPath && url.pathname.startsWith('/character-certificate/'),
        { timeout: 30_000 },
      );
      await visitor.reload();
      await showsText(visitor, 'replaced by certificate', 20_000);

      // The student prints their own (the reissued one).
      await page.reload();
      const download = page.waitForEvent('download', { timeout: 20_000 });
      await main(page).getByRole('button', { name: 'Download PDF' }).first().click();
      const pdf = fs.readFileSync((await (await download).path()) ?? '').toString('latin1');
      expect(pdf.startsWith('%PDF')).toBe(true);
    },
    SLOW,
  );
});
